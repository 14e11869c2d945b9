import { ASSESSMENT_MSG } from '@trilha/sdk/contract';
import { QueryTypes } from 'sequelize';
import { NotFoundError } from '../errors';
import { Assessment, AssessmentAttempt, Question, QuestionOption } from '../models';
import { attemptBlocker, isLate } from '../policies/assessments';
import { runtime } from '../runtime';
import { now } from '../services/clock';
import { loadStudyTree, type StudyTree } from './courseTree';

export interface AssessmentFull {
  assessment: Assessment;
  questions: Question[];
}

/** The assessment, then its questions with their options in order: two statements. */
export async function loadAssessment(id: number): Promise<AssessmentFull | null> {
  const assessment = await Assessment.findByPk(id);
  if (!assessment) return null;
  const questions = await Question.findAll({
    where: { assessment_id: id },
    include: [{ model: QuestionOption, as: 'options' }],
    order: [
      ['order_index', 'ASC'],
      ['id', 'ASC'],
      [{ model: QuestionOption, as: 'options' }, 'order_index', 'ASC'],
      [{ model: QuestionOption, as: 'options' }, 'id', 'ASC'],
    ],
  });
  return { assessment, questions };
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

/** The study tree of the assessment's course for the user, for policies/study to decide on. */
export async function assessmentStudyTree(full: AssessmentFull, userId: number): Promise<StudyTree> {
  const tree = await loadStudyTree({ courseId: full.assessment.course_id }, userId);
  if (!tree) throw NotFoundError(ASSESSMENT_MSG.notFound);
  return tree;
}

/** An assessment's attempts in order: one user's, or everyone's when `userId` is null. */
export function assessmentAttempts(assessmentId: number, userId: number | null) {
  return AssessmentAttempt.findAll({
    where: { assessment_id: assessmentId, ...(userId === null ? {} : { user_id: userId }) },
    order: [['id', 'ASC']],
  });
}

/** A learner's card of an assessment: attempts used, best score, and whether they may open one now. */
export async function studentAssessmentInfo(userId: number, full: AssessmentFull) {
  const attempts = await AssessmentAttempt.findAll({ where: { user_id: userId, assessment_id: full.assessment.id } });
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
