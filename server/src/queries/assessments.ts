import { ASSESSMENT_MSG } from '@trilha/sdk/contract';
import { QueryTypes, type Transaction } from 'sequelize';
import { NotFoundError } from '../errors';
import { Assessment, AssessmentAttempt, Course, Enrollment, Question, QuestionOption } from '../models';
import { attemptBlocker, isLate } from '../policies/assessments';
import { runtime } from '../runtime';
import { now } from '../services/clock';
import { loadStudyTree, type StudyTree } from './courseTree';
import { hydrate, prefixedColumns } from './hydrate';

export interface AssessmentFull {
  assessment: Assessment;
  questions: Question[];
}

const orderKey = (v: unknown) => (v === null || v === undefined ? -1 : Number(v));

/** Questions by order_index then id, each question's options likewise (sorted here, see below). */
function paperOrder(a: Record<string, unknown>, b: Record<string, unknown>): number {
  return (
    orderKey(a.q__order_index) - orderKey(b.q__order_index) ||
    orderKey(a.q__id) - orderKey(b.q__id) ||
    orderKey(a.o__order_index) - orderKey(b.o__order_index) ||
    orderKey(a.o__id) - orderKey(b.o__id)
  );
}

/** The joined rows of one assessment (and its course's content version) into the assessment and its questions. */
function assessmentOf(rows: Record<string, unknown>[]): AssessmentFull | null {
  const first = rows[0];
  const assessment = first ? hydrate(Assessment, first, 'a') : null;
  if (!first || !assessment) return null;
  rows.sort(paperOrder);
  const questions: Question[] = [];
  for (const row of rows) {
    const questionId = row.q__id === null ? null : Number(row.q__id);
    if (questionId === null) continue;
    let question = questions[questions.length - 1];
    if (question?.id !== questionId) {
      question = hydrate(Question, row, 'q') as Question;
      question.options = [];
      questions.push(question);
    }
    const option = hydrate(QuestionOption, row, 'o');
    if (option) question.options?.push(option);
  }
  return { assessment, questions };
}

/**
 * The assessment with its questions and their options in order, and the content version of its
 * course read in the same statement. Sorted here, not with ORDER BY: sorting the joined rows (TEXT
 * columns) would make MariaDB build a temporary table per request, as in queries/courseTree.
 */
async function readAssessment(id: number): Promise<{ full: AssessmentFull; version: string } | null> {
  const rows = await runtime().sequelize.query<Record<string, unknown>>(
    `SELECT ${prefixedColumns(Assessment, 'a')}, ${prefixedColumns(Question, 'q')}, ${prefixedColumns(QuestionOption, 'o')},
            c.content_version AS c__content_version
       FROM assessments a
       JOIN courses c ON c.id = a.course_id
       LEFT JOIN questions q ON q.assessment_id = a.id
       LEFT JOIN question_options o ON o.question_id = q.id
      WHERE a.id = :id`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  const full = assessmentOf(rows);
  return full ? { full, version: String(rows[0]?.c__content_version ?? '') } : null;
}

/**
 * Assessments with their questions kept in memory per server, each under the content version of
 * its course when it was read. Every change of an assessment or its questions renews that version
 * (commands/assessments: contentChanged), so an entry is used only after a read of the current
 * version says it still holds, as the course trees are (queries/courseTree). Shared between
 * requests: read-only.
 */
const assessmentsByDatabase = new WeakMap<object, Map<number, { full: AssessmentFull; version: string }>>();
const MAX_ASSESSMENTS = 1000;

function assessmentCache(): Map<number, { full: AssessmentFull; version: string }> {
  const db = runtime().sequelize;
  let cache = assessmentsByDatabase.get(db);
  if (!cache) {
    cache = new Map();
    assessmentsByDatabase.set(db, cache);
  }
  return cache;
}

function rememberAssessment(entry: { full: AssessmentFull; version: string }): void {
  const cache = assessmentCache();
  const id = entry.full.assessment.id;
  cache.delete(id);
  if (cache.size >= MAX_ASSESSMENTS) cache.delete(cache.keys().next().value as number);
  cache.set(id, entry);
}

/** The assessment with its questions and their options in order: one statement (refreshes the cache). */
export async function loadAssessment(id: number): Promise<AssessmentFull | null> {
  const read = await readAssessment(id);
  if (read) rememberAssessment(read);
  return read?.full ?? null;
}

/**
 * An attempt of an assessment with its course's current content version (one statement), and the
 * assessment: from this server's cache when still at that version, else read. Null attempt when
 * there is no such attempt of this assessment; null full when there is no such assessment.
 */
export async function attemptWithAssessment(
  attemptId: number,
  assessmentId: number,
): Promise<{ attempt: AssessmentAttempt | null; full: AssessmentFull | null }> {
  const [row] = await runtime().sequelize.query<Record<string, unknown>>(
    `SELECT ${prefixedColumns(AssessmentAttempt, 't')}, c.content_version AS c__content_version
       FROM assessment_attempts t
       JOIN assessments a ON a.id = t.assessment_id
       JOIN courses c ON c.id = a.course_id
      WHERE t.id = :attemptId AND t.assessment_id = :assessmentId`,
    { replacements: { attemptId, assessmentId }, type: QueryTypes.SELECT },
  );
  const attempt = row ? hydrate(AssessmentAttempt, row, 't') : null;
  const hit = assessmentCache().get(assessmentId);
  const full = row && hit?.version === String(row.c__content_version) ? hit.full : await loadAssessment(assessmentId);
  return { attempt, full };
}

/**
 * An assessment for a learner, with the study tree of its course (their enrolment and progress)
 * for policies/study: two statements, one when this server has the assessment at the version the
 * tree's read finds. Null when the assessment does not exist.
 */
export async function studyAssessment(
  id: number,
  userId: number,
): Promise<{ full: AssessmentFull; tree: StudyTree } | null> {
  const hit = assessmentCache().get(id);
  if (hit) {
    const tree = await loadStudyTree({ courseId: hit.full.assessment.course_id }, userId);
    if (tree && tree.course.content_version === hit.version) return { full: hit.full, tree };
  }
  const read = await readAssessment(id);
  if (!read) return null;
  const tree = await loadStudyTree({ courseId: read.full.assessment.course_id }, userId);
  if (!tree) throw NotFoundError(ASSESSMENT_MSG.notFound);
  // Changed between the two reads: not kept, the next request reads it again.
  if (tree.course.content_version === read.version) rememberAssessment(read);
  return { full: read.full, tree };
}

/** What a learner's info card and attempt list read: the assessment, the gate of its course, their attempts. */
export interface LearnerView {
  full: AssessmentFull;
  /** The course with the learner's enrolment (its id and user) for policies/study: neither call opens a lesson. */
  gate: StudyTree;
  /** Their attempts in order, without papers and answers. */
  attempts: AssessmentAttempt[];
  /** Everyone's finished attempts (only when asked). */
  finishedByAll: number;
}

/**
 * A learner's view of an assessment in one statement (two when this server has not got the
 * assessment at its course's current version): the course (title, availability, content version),
 * their enrolment, their attempts, and with `count` everyone's finished attempts counted. Null
 * when there is no such assessment.
 */
export async function learnerView(id: number, userId: number, count: boolean): Promise<LearnerView | null> {
  let entry = assessmentCache().get(id) ?? null;
  let fresh = false;
  if (!entry) {
    entry = await readAssessment(id);
    if (!entry) return null;
    fresh = true;
  }
  const rows = await runtime().sequelize.query<Record<string, unknown>>(
    `SELECT c.id AS c__id, c.title AS c__title, c.status AS c__status, c.is_active AS c__is_active,
            c.content_version AS c__content_version, e.id AS e__id, e.user_id AS e__user_id,
            ${count ? `(SELECT COUNT(*) FROM assessment_attempts x WHERE x.assessment_id = :id AND x.status <> 'in_progress')` : '0'} AS finished_by_all,
            ${listedColumns()}
       FROM courses c
       LEFT JOIN enrollments e ON e.course_id = c.id AND e.user_id = :userId
       LEFT JOIN assessment_attempts t ON t.assessment_id = :id AND t.user_id = :userId
      WHERE c.id = :courseId`,
    { replacements: { id, userId, courseId: entry.full.assessment.course_id }, type: QueryTypes.SELECT },
  );
  const first = rows[0];
  const course = first ? hydrate(Course, first, 'c') : null;
  if (!first || !course) return null;
  const version = String(first.c__content_version);
  if (entry.version !== version) {
    // Changed since this server read it: read it again (kept when it is the version just seen).
    entry = await readAssessment(id);
    if (!entry) return null;
    fresh = true;
  }
  if (fresh && entry.version === version) rememberAssessment(entry);
  const attempts = rows
    .map((row) => hydrate(AssessmentAttempt, row, 't'))
    .filter((t): t is AssessmentAttempt => t !== null)
    .sort((a, b) => a.id - b.id);
  const gate: StudyTree = {
    course,
    modules: [],
    lessons: [],
    enrollment: hydrate(Enrollment, first, 'e'),
    progress: new Map(),
    completed: new Set(),
  };
  return { full: entry.full, gate, attempts, finishedByAll: Number(first.finished_by_all ?? 0) };
}

export interface AssessmentCounts {
  question_count: number;
  attempt_count: number;
}

/** Question and finished-attempt counts for many assessments: two grouped statements. */
export async function assessmentCounts(ids: number[]): Promise<Map<number, AssessmentCounts>> {
  const result = new Map<number, AssessmentCounts>(ids.map((id) => [id, { question_count: 0, attempt_count: 0 }]));
  if (!ids.length) return result;
  const sql = runtime().sequelize;
  const [questions, attempts] = await Promise.all([
    sql.query<{ id: number; n: number }>(
      'SELECT assessment_id AS id, COUNT(*) AS n FROM questions WHERE assessment_id IN (:ids) GROUP BY assessment_id',
      { replacements: { ids }, type: QueryTypes.SELECT },
    ),
    sql.query<{ id: number; n: number }>(
      `SELECT assessment_id AS id, COUNT(*) AS n FROM assessment_attempts
        WHERE assessment_id IN (:ids) AND status <> 'in_progress' GROUP BY assessment_id`,
      { replacements: { ids }, type: QueryTypes.SELECT },
    ),
  ]);
  for (const r of questions) (result.get(Number(r.id)) as AssessmentCounts).question_count = Number(r.n);
  for (const r of attempts) (result.get(Number(r.id)) as AssessmentCounts).attempt_count = Number(r.n);
  return result;
}

/**
 * Locks the learner's enrolment row (their mutex for opening attempts: two tabs starting at once
 * get one attempt) and reads their attempts at the assessment, papers included, in `transaction`:
 * two statements. SQLite runs write transactions one at a time (db/transaction), no lock needed.
 */
export async function lockedAttempts(
  enrollmentId: number,
  assessmentId: number,
  userId: number,
  transaction: Transaction,
): Promise<AssessmentAttempt[]> {
  const sql = runtime().sequelize;
  const forUpdate = sql.getDialect() === 'sqlite' ? '' : ' FOR UPDATE';
  await sql.query(`SELECT id FROM enrollments WHERE id = :enrollmentId${forUpdate}`, {
    replacements: { enrollmentId },
    type: QueryTypes.SELECT,
    transaction,
  });
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT ${prefixedColumns(AssessmentAttempt, 't')} FROM assessment_attempts t
      WHERE t.assessment_id = :assessmentId AND t.user_id = :userId`,
    { replacements: { assessmentId, userId }, type: QueryTypes.SELECT, transaction },
  );
  return rows.map((row) => hydrate(AssessmentAttempt, row, 't') as AssessmentAttempt).sort((a, b) => a.id - b.id);
}

/** What the card and the attempt list show of an attempt (not its paper nor its answers). */
const LISTED = [
  'id',
  'assessment_id',
  'user_id',
  'status',
  'started_at',
  'finished_at',
  'score',
  'passed',
  'time_taken',
];
const listedColumns = () =>
  prefixedColumns(
    AssessmentAttempt,
    't',
    Object.keys(AssessmentAttempt.getAttributes()).filter((name) => !LISTED.includes(name)),
  );

/** An assessment's attempts in order (without papers and answers): one user's, or everyone's when `userId` is null. */
export async function assessmentAttempts(assessmentId: number, userId: number | null): Promise<AssessmentAttempt[]> {
  const rows = await runtime().sequelize.query<Record<string, unknown>>(
    `SELECT ${listedColumns()} FROM assessment_attempts t
      WHERE t.assessment_id = :assessmentId${userId === null ? '' : ' AND t.user_id = :userId'}
      ORDER BY t.id`,
    { replacements: { assessmentId, userId }, type: QueryTypes.SELECT },
  );
  return rows.map((row) => hydrate(AssessmentAttempt, row, 't') as AssessmentAttempt);
}

/** A learner's card of an assessment from their attempts: attempts used, best score, and whether they may open one now. */
export function studentAssessmentInfo(attempts: AssessmentAttempt[], full: AssessmentFull) {
  const finished = attempts.filter((t) => t.status !== 'in_progress');
  const best = finished.length ? Math.max(...finished.map((t) => t.score ?? 0)) : null;
  const open = attempts.find((t) => t.status === 'in_progress' && !isLate(t, full.assessment, now()));
  const blocked = open
    ? null
    : attemptBlocker(
        full.assessment,
        finished.length,
        attempts.some((t) => t.passed),
      );
  return {
    my_attempts: finished.length,
    best_score: best,
    // a drawn assessment has no list of its own: its questions come from the banks at the start
    can_start: !blocked && (full.questions.length > 0 || Boolean(full.assessment.draw_rules)),
    blocked_reason: blocked,
  };
}

export interface ScoreSummary {
  /** The best finished score, passed or not. */
  best: number;
  /** The best score among attempts the server judged passed; null when none passed. */
  bestPassed: number | null;
}

/** Best finished score and best passed score per (user, assessment), for many at once: one statement. */
export async function bestScores(userId: number, assessmentIds: number[]): Promise<Map<number, ScoreSummary>> {
  if (!assessmentIds.length) return new Map();
  const rows = await runtime().sequelize.query<{ id: number; best: number; best_passed: number | null }>(
    `SELECT assessment_id AS id, MAX(score) AS best, MAX(CASE WHEN passed = :yes THEN score END) AS best_passed
       FROM assessment_attempts
      WHERE user_id = :userId AND assessment_id IN (:ids) AND status <> 'in_progress' GROUP BY assessment_id`,
    { replacements: { userId, ids: assessmentIds, yes: true }, type: QueryTypes.SELECT },
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { best: Number(r.best), bestPassed: r.best_passed === null ? null : Number(r.best_passed) },
    ]),
  );
}
