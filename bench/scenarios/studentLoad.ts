/**
 * Mixed student load (`npm run test:load`). A class of seeded students, each its
 * own client with its own connection, as the course player and the assessment widget drive the
 * API: sign in, open the course, watch a one-minute lesson saving progress every 10 s, complete
 * it, go through two short lessons (every fifth student has a second tab that completes the
 * previous lesson again at the same moment), open the assessment, answer for a few seconds,
 * submit (every fourth student fails first and takes it again) and get the temporary
 * certificate. Meanwhile an admin downloads the CSV exports one after the other and backups run
 * one after the other, until the last student is done.
 *
 * Judged, always (an ERROR row fails the run): not one answer outside 2xx, no request lost; then,
 * in the database, every completion, watch second, attempt, certificate and audit row the students
 * were answered for, and nothing more; every export whole; and every backup one consistent
 * snapshot (each enrolment's progress in it matches the completed lessons in the same zip).
 * Recorded: p50 / p99 / max per kind of request, the rows of the bench table.
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { percentile } from '../load';
import { STUDENT_ID_BASE, STUDENT_PASSWORD, studentEmail } from '../seed';
import type { ScenarioContext } from './context';
import { download } from './download';

export interface StudentLoadOptions {
  /** Students in the class, all at once (ramped in over RAMP_MS). */
  students: number;
}

const SAVE_EVERY_MS = 10_000;
/** The first lesson lasts a minute: 80 % of it (48 s) must be seen by the server to complete it. */
const WATCH_SAVES = 7; // positions 0, 10, ... 60 s
const RAMP_MS = 30_000;
/**
 * People do not click the moment a page opens: a short lesson is read for 5-15 s, each question
 * answered in 2-4 s. Without these pauses every student of the class would reach the assessment
 * in the same few seconds, a burst no real class makes.
 */
const READING_MS: [number, number] = [5_000, 15_000];
const ANSWERING_MS_PER_QUESTION: [number, number] = [2_000, 4_000];
/** A student's request that takes longer is counted as failed (a player would have given up). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Backups and exports of the whole data set are long by nature: only a hung one fails. */
const ADMIN_TIMEOUT_MS = 300_000;
/**
 * The admin reads each export before asking for the next one, and starts a new backup a little
 * after the last one ended: far busier than any real admin (backups are daily), so that a backup
 * and an export are running for most of the run.
 */
const ADMIN_PAUSE_MS = 5_000;
const QUESTIONS = 5;

type Kind =
  | 'login'
  | 'course'
  | 'progress save'
  | 'lesson completion'
  | 'assessment start'
  | 'assessment submit'
  | 'certificate'
  | 'export'
  | 'backup';

interface Failure {
  kind: Kind;
  status: number;
  message: string;
}

/** Every answer of the run: latencies per kind, and what went wrong. */
class Recorder {
  readonly latencies = new Map<Kind, number[]>();
  readonly failures: Failure[] = [];

  constructor(private readonly base: string) {}

  async call<T = Record<string, unknown>>(
    kind: Kind,
    method: string,
    urlPath: string,
    token: string | null,
    body?: unknown,
    timeoutMs = REQUEST_TIMEOUT_MS,
    retriesOn429 = 0,
  ): Promise<T | null> {
    const started = performance.now();
    let status = 0;
    let text = '';
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(this.base + urlPath, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        text = await res.text();
      } catch (err) {
        text = (err as Error).message;
      }
      const wait = status === 429 && attempt < retriesOn429 ? retryAfterSeconds(text) : null;
      if (wait === null) break;
      await sleep(wait * 1000 + Math.random() * 250);
    }
    // The time a person waited, retries included.
    this.record(kind, performance.now() - started, status, text);
    if (status < 200 || status >= 300) return null;
    return JSON.parse(text) as T;
  }

  record(kind: Kind, ms: number, status: number, text = ''): void {
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    if (status < 200 || status >= 300) this.failures.push({ kind, status, message: text.slice(0, 160) });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A pause between `range` bounds, the same for the same student and step on every run. */
function pause(range: [number, number], n: number, step: number): Promise<unknown> {
  const x = Math.sin(n * 12.9898 + step * 78.233) * 43758.5453;
  return sleep(range[0] + (x - Math.floor(x)) * (range[1] - range[0]));
}

// ---- the course the class takes ---------------------------------------------------------------

interface Course {
  courseId: number;
  title: string;
  lessonIds: [number, number, number];
  assessmentId: number;
  assessmentTitle: string;
  correct: Record<string, number>;
  wrong: Record<string, number>;
}

/** Ids above the table's range mark new modules and lessons in a content save. */
const NEW_ID = 2e12;

async function createCourse(ctx: ScenarioContext, admin: Recorder): Promise<Course> {
  const token = ctx.adminToken;
  const title = `NR-35 Trabalho em Altura — turma de carga ${Date.now()}`;
  const need = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`setup: ${what} failed: ${JSON.stringify(admin.failures.at(-1))}`);
    return value;
  };
  const { courseId } = need(
    await admin.call<{ courseId: number }>('course', 'POST', '/api/courses', token, {
      title,
      description: 'Curso da turma do teste de carga',
      status: 'published',
    }),
    'course creation',
  );
  const lesson = (n: number, duration: number) => ({
    id: NEW_ID + 100 + n,
    title: `Aula ${n}`,
    video_type: 'youtube',
    video_url: 'https://www.youtube.com/watch?v=carga12345',
    duration,
  });
  const content = need(
    await admin.call<{ course: { modules: { lessons: { id: number }[] }[] } }>(
      'course',
      'PUT',
      `/api/courses/${courseId}/content`,
      token,
      {
        modules: [
          { id: NEW_ID + 1, title: 'Proteção contra quedas', lessons: [lesson(1, 1), lesson(2, 0), lesson(3, 0)] },
        ],
      },
    ),
    'course content',
  );
  const lessonIds = content.course.modules.flatMap((m) => m.lessons.map((l) => l.id)) as Course['lessonIds'];
  const assessmentTitle = `Avaliação final — turma de carga ${courseId}`;
  const created = need(
    await admin.call<{ assessmentId: number }>('course', 'POST', '/api/assessments', token, {
      course_id: courseId,
      title: assessmentTitle,
      time_limit: 10,
      passing_score: 70,
      max_attempts: null,
      allow_retake: true,
      questions: Array.from({ length: QUESTIONS }, (_, q) => ({
        text: `Questão ${q + 1} sobre trabalho em altura`,
        options: ['A', 'B', 'C', 'D'].map((letter, o) => ({ text: `Alternativa ${letter}`, isCorrect: o === q % 4 })),
      })),
    }),
    'assessment creation',
  );
  const { assessmentId } = created;
  const preview = need(
    await admin.call<{ assessment: { questions: { id: number; options: { id: number; is_correct: boolean }[] }[] } }>(
      'course',
      'GET',
      `/api/assessments/${assessmentId}/preview`,
      token,
    ),
    'assessment preview',
  );
  const correct: Record<string, number> = {};
  const wrong: Record<string, number> = {};
  for (const q of preview.assessment.questions) {
    correct[String(q.id)] = q.options.find((o) => o.is_correct)?.id as number;
    wrong[String(q.id)] = q.options.find((o) => !o.is_correct)?.id as number;
  }
  return { courseId, title, lessonIds, assessmentId, assessmentTitle, correct, wrong };
}

async function enrol(ctx: ScenarioContext, admin: Recorder, course: Course, students: number): Promise<void> {
  let next = 1;
  const worker = async () => {
    while (next <= students) {
      const n = next++;
      const ok = await admin.call('course', 'POST', `/api/courses/${course.courseId}/enroll`, ctx.adminToken, {
        userId: STUDENT_ID_BASE + n,
      });
      if (!ok) throw new Error(`setup: enrolment of student ${n} failed: ${JSON.stringify(admin.failures.at(-1))}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

// ---- one student ------------------------------------------------------------------------------

/** What a student was answered: the database must hold exactly this afterwards. */
interface Outcome {
  n: number;
  loggedIn: boolean;
  finished: boolean;
  /** Last progress position the server accepted, per lesson id. */
  lastPosition: Map<number, number>;
  completedLessons: Set<number>;
  /** Scores of the attempts the server graded, in order. */
  scores: number[];
  certificate: boolean;
}

/** How many times a sign-in asked to wait (429 with retryAfter) is tried again, as the sdk client does. */
const LOGIN_RETRIES = 5;

/** The seconds a 429 asks to wait, when it names them (a short wait; a lockout is not retried). */
function retryAfterSeconds(text: string): number | null {
  try {
    const seconds = (JSON.parse(text) as { retryAfter?: number }).retryAfter;
    return typeof seconds === 'number' && seconds > 0 && seconds <= 5 ? seconds : null;
  } catch {
    return null;
  }
}

async function student(rec: Recorder, course: Course, n: number, startAt: number): Promise<Outcome> {
  const out: Outcome = {
    n,
    loggedIn: false,
    finished: false,
    lastPosition: new Map(),
    completedLessons: new Set(),
    scores: [],
    certificate: false,
  };
  await sleep(startAt);
  const login = await rec.call<{ token: string }>(
    'login',
    'POST',
    '/api/auth/login',
    null,
    { email: studentEmail(n), password: STUDENT_PASSWORD },
    REQUEST_TIMEOUT_MS,
    // A class signing in from one address is asked to wait a second (429 + retryAfter): the sdk client
    // (portal and widgets) waits and tries again, so the load does too.
    LOGIN_RETRIES,
  );
  if (!login) return out;
  out.loggedIn = true;
  const { token } = login;
  if (!(await rec.call('course', 'GET', `/api/courses/${course.courseId}`, token))) return out;

  const save = async (lessonId: number, position: number, percent: number) => {
    const ok = await rec.call(
      'progress save',
      'POST',
      `/api/courses/lessons/${lessonId}/save-detailed-progress`,
      token,
      {
        currentTime: position,
        watchedPercentage: percent,
      },
    );
    if (ok) out.lastPosition.set(lessonId, position);
    return ok !== null;
  };
  const complete = async (lessonId: number) => {
    const done = await rec.call<{ progress: number }>(
      'lesson completion',
      'POST',
      `/api/courses/lessons/${lessonId}/complete`,
      token,
      {},
    );
    if (done) out.completedLessons.add(lessonId);
    return done !== null;
  };

  const [first, second, third] = course.lessonIds;
  for (let k = 0; k < WATCH_SAVES; k++) {
    const started = performance.now();
    const position = k * 10;
    if (!(await save(first, position, Math.round((position / 60) * 100)))) return out;
    if (k < WATCH_SAVES - 1) await sleep(SAVE_EVERY_MS - (performance.now() - started));
  }
  if (!(await complete(first))) return out;
  await pause(READING_MS, n, 1);
  if (!(await save(second, 0, 100)) || !(await complete(second))) return out;
  await pause(READING_MS, n, 2);
  if (!(await save(third, 0, 100))) return out;
  // A second tab finishing the previous lesson again, at the very moment the last one completes.
  const twoTabs = n % 5 === 0;
  const [last, again] = await Promise.all([complete(third), twoTabs ? complete(second) : Promise.resolve(true)]);
  if (!last || !again) return out;

  let attempt = 0;
  const takeAssessment = async (answers: Record<string, number>) => {
    attempt += 1;
    await pause(READING_MS, n, 2 + attempt);
    const start = await rec.call<{ attemptId: number }>(
      'assessment start',
      'POST',
      `/api/assessments/${course.assessmentId}/start`,
      token,
      {},
    );
    if (!start) return null;
    for (let q = 0; q < QUESTIONS; q++) await pause(ANSWERING_MS_PER_QUESTION, n, 10 * attempt + q);
    const result = await rec.call<{ score: number; passed: boolean }>(
      'assessment submit',
      'POST',
      `/api/assessments/${course.assessmentId}/submit`,
      token,
      { attemptId: start.attemptId, answers },
    );
    if (result) out.scores.push(Number(result.score));
    return result;
  };
  if (n % 4 === 0 && !(await takeAssessment(course.wrong))) return out;
  const passed = await takeAssessment(course.correct);
  if (!passed) return out;
  const certificate = await rec.call('certificate', 'POST', '/api/certificates/generate-temporary-certificate', token, {
    courseId: course.courseId,
    assessmentScore: passed.score,
  });
  out.certificate = certificate !== null;
  out.finished = out.certificate;
  return out;
}

// ---- the admin meanwhile ----------------------------------------------------------------------

interface AdminWork {
  exports: { path: string; status: number; lines: number; seconds: number }[];
  backups: { filename: string | null; status: number; seconds: number }[];
}

const EXPORTS = ['/api/reports/student-progress/export', '/api/company-reports/export', '/api/logs/export'];

async function adminExports(ctx: ScenarioContext, rec: Recorder, running: () => boolean, work: AdminWork) {
  const auth = { authorization: `Bearer ${ctx.adminToken}` };
  for (let i = 0; running(); i++) {
    const p = EXPORTS[i % EXPORTS.length] as string;
    const started = performance.now();
    const res = await download(ctx.project.base + p, auth, 'GET', ADMIN_TIMEOUT_MS).catch((err: Error) => ({
      status: 0,
      lines: 0,
      seconds: 0,
      small: err.message,
    }));
    rec.record('export', performance.now() - started, res.status, res.small);
    work.exports.push({ path: p, status: res.status, lines: res.lines, seconds: res.seconds });
    await sleep(ADMIN_PAUSE_MS);
  }
}

async function adminBackups(ctx: ScenarioContext, rec: Recorder, running: () => boolean, work: AdminWork) {
  await sleep(RAMP_MS);
  while (running()) {
    const started = performance.now();
    const body = await rec.call<{ filename: string }>(
      'backup',
      'POST',
      '/api/backup/create',
      ctx.adminToken,
      undefined,
      ADMIN_TIMEOUT_MS,
    );
    work.backups.push({
      filename: body?.filename ?? null,
      status: body ? 201 : 0,
      seconds: (performance.now() - started) / 1000,
    });
    await sleep(ADMIN_PAUSE_MS);
  }
}

// ---- checks -----------------------------------------------------------------------------------

/** Everything the database must hold after the run, compared with what the students were told. */
async function checkDatabase(
  ctx: ScenarioContext,
  course: Course,
  outcomes: Outcome[],
  startedAt: Date,
): Promise<string[]> {
  const problems: string[] = [];
  const ids = outcomes.map((o) => STUDENT_ID_BASE + o.n);
  const inUsers = `(${ids.join(',')})`;
  const lessons = course.lessonIds.join(',');
  const progressRows = await ctx.sql<{
    user_id: number;
    lesson_id: number;
    completed: number;
    current_time: number;
    watched_seconds: number;
    span: number | null;
  }>(
    `SELECT user_id, lesson_id, completed, \`current_time\`, watched_seconds,
            TIMESTAMPDIFF(MICROSECOND, first_play_at, last_seen_at) / 1e6 AS span
       FROM lesson_progress WHERE lesson_id IN (${lessons}) AND user_id IN ${inUsers}`,
  );
  const rowsOf = new Map<number, typeof progressRows>();
  for (const r of progressRows) rowsOf.set(r.user_id, [...(rowsOf.get(r.user_id) ?? []), r]);
  const enrolments = new Map(
    (
      await ctx.sql<{ user_id: number; progress: number; completed_at: Date | null }>(
        `SELECT user_id, progress, completed_at FROM enrollments WHERE course_id = ${course.courseId}`,
      )
    ).map((e) => [e.user_id, e]),
  );
  const attempts = await ctx.sql<{ user_id: number; status: string; score: number | null }>(
    `SELECT user_id, status, score FROM assessment_attempts WHERE assessment_id = ${course.assessmentId} ORDER BY id`,
  );
  const attemptsOf = new Map<number, typeof attempts>();
  for (const a of attempts) attemptsOf.set(a.user_id, [...(attemptsOf.get(a.user_id) ?? []), a]);
  const certificates = new Map(
    (
      await ctx.sql<{ user_id: number; n: number }>(
        `SELECT user_id, COUNT(*) AS n FROM certificates WHERE course_id = ${course.courseId} GROUP BY user_id`,
      )
    ).map((c) => [c.user_id, Number(c.n)]),
  );

  const problem = (n: number, text: string) => {
    if (problems.length < 20) problems.push(`student ${n}: ${text}`);
    else if (problems.length === 20) problems.push('...');
  };
  for (const o of outcomes) {
    const userId = STUDENT_ID_BASE + o.n;
    const rows = rowsOf.get(userId) ?? [];
    const completed = new Set(rows.filter((r) => Number(r.completed) === 1).map((r) => r.lesson_id));
    if (completed.size !== o.completedLessons.size || [...o.completedLessons].some((l) => !completed.has(l)))
      problem(o.n, `completed lessons ${[...completed]} in the database, ${[...o.completedLessons]} answered`);
    for (const [lessonId, position] of o.lastPosition) {
      const row = rows.find((r) => r.lesson_id === lessonId);
      if (!row || Number(row.current_time) !== position)
        problem(
          o.n,
          `lesson ${lessonId} at ${row?.current_time} s, last save answered was ${position} s (a lost write)`,
        );
      else if (row.span !== null && Number(row.watched_seconds) > Number(row.span) + 0.01)
        problem(o.n, `lesson ${lessonId}: ${row.watched_seconds} s watched credited in ${row.span} s of wall time`);
    }
    const expected = Math.round((o.completedLessons.size / course.lessonIds.length) * 100);
    const enrolment = enrolments.get(userId);
    if (Number(enrolment?.progress) !== expected)
      problem(o.n, `enrolment progress ${enrolment?.progress}, ${expected} expected from its completed lessons`);
    if (Boolean(enrolment?.completed_at) !== (expected === 100))
      problem(o.n, `enrolment completed_at ${enrolment?.completed_at} with progress ${expected}`);
    const mine = attemptsOf.get(userId) ?? [];
    const scores = mine.map((a) => Number(a.score));
    if (mine.some((a) => a.status !== 'completed') || scores.join() !== o.scores.join())
      problem(o.n, `attempts ${JSON.stringify(mine)}, answered scores ${o.scores}`);
    if ((certificates.get(userId) ?? 0) !== (o.certificate ? 1 : 0))
      problem(o.n, `${certificates.get(userId) ?? 0} certificates, ${o.certificate ? 1 : 0} answered`);
  }

  // The audit trail: one row per first completion, finished course, attempt and login, no more.
  const since = startedAt.toISOString().slice(0, 19).replace('T', ' ');
  const audit = new Map(
    (
      await ctx.sql<{ action: string; n: number }>(
        `SELECT action, COUNT(*) AS n FROM system_logs
          WHERE user_id IN ${inUsers} AND created_at >= '${since}'
            AND action IN ('LOGIN_SUCESSO', 'AULA_CONCLUIDA', 'CURSO_CONCLUIDO', 'AVALIACAO_INICIADA',
                           'AVALIACAO_APROVADA', 'AVALIACAO_REPROVADA')
          GROUP BY action`,
      )
    ).map((r) => [r.action, Number(r.n)]),
  );
  const sum = (f: (o: Outcome) => number) => outcomes.reduce((s, o) => s + f(o), 0);
  const expectedAudit: Record<string, number> = {
    LOGIN_SUCESSO: sum((o) => (o.loggedIn ? 1 : 0)),
    AULA_CONCLUIDA: sum((o) => o.completedLessons.size),
    CURSO_CONCLUIDO: sum((o) => (o.completedLessons.size === course.lessonIds.length ? 1 : 0)),
    AVALIACAO_INICIADA: sum((o) => o.scores.length),
    AVALIACAO_APROVADA: sum((o) => o.scores.filter((s) => s >= 70).length),
    AVALIACAO_REPROVADA: sum((o) => o.scores.filter((s) => s < 70).length),
  };
  for (const [action, n] of Object.entries(expectedAudit)) {
    if ((audit.get(action) ?? 0) !== n) problems.push(`audit ${action}: ${audit.get(action) ?? 0} rows, ${n} expected`);
  }
  return problems;
}

/** Every export answered whole: the student report has one line per student plus its header. */
async function checkExports(ctx: ScenarioContext, work: AdminWork): Promise<string[]> {
  const [{ n: students }] = (await ctx.sql<{ n: number }>("SELECT COUNT(*) AS n FROM users WHERE role <> 'admin'")) as [
    { n: number },
  ];
  const problems: string[] = [];
  if (!work.exports.length) problems.push('no export finished during the run');
  for (const e of work.exports) {
    if (e.status !== 200) problems.push(`export ${e.path}: HTTP ${e.status}`);
    else if (e.path.includes('student-progress') && e.lines !== Number(students) + 1)
      problems.push(`export ${e.path}: ${e.lines} lines for ${students} students`);
    else if (e.lines < 2) problems.push(`export ${e.path}: ${e.lines} lines`);
  }
  return problems;
}

/** Calls `each` with every JSON line of one zip entry, streamed (a backup at M holds a GB of rows). */
async function forEachZipLine(
  zip: string,
  entry: string,
  each: (row: Record<string, unknown>) => void,
): Promise<number> {
  const unzip = spawn('unzip', ['-p', zip, entry], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => unzip.once('close', resolve));
  let count = 0;
  for await (const line of createInterface({ input: unzip.stdout, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (!line) continue;
    each(JSON.parse(line) as Record<string, unknown>);
    count++;
  }
  const code = await exited;
  if (code !== 0) throw new Error(`unzip -p ${zip} ${entry}: exit ${code}`);
  return count;
}

/**
 * A backup taken while students complete lessons is one snapshot: every enrolment of the class
 * shows the progress of the completed lessons in the same zip (they are written together).
 */
async function checkBackups(ctx: ScenarioContext, course: Course, work: AdminWork): Promise<string[]> {
  const problems: string[] = [];
  if (!work.backups.length) problems.push('no backup finished during the run');
  const lessons = new Set<unknown>(course.lessonIds);
  for (const b of work.backups) {
    if (b.status !== 201 || !b.filename) {
      problems.push(`backup: HTTP ${b.status}`);
      continue;
    }
    const zip = path.join(ctx.project.dataDir, 'backups', b.filename);
    const manifest = JSON.parse(execFileSync('unzip', ['-p', zip, 'manifest.json']).toString('utf8')) as {
      tables: { name: string; rows: number }[];
    };
    const done = new Map<unknown, number>();
    const progressRows = await forEachZipLine(zip, 'data/lesson_progress.jsonl', (r) => {
      if (lessons.has(r.lesson_id) && (r.completed === true || r.completed === 1))
        done.set(r.user_id, (done.get(r.user_id) ?? 0) + 1);
    });
    let mismatches = 0;
    let classInBackup = 0;
    const enrolments = await forEachZipLine(zip, 'data/enrollments.jsonl', (e) => {
      if (e.course_id !== course.courseId) return;
      classInBackup++;
      const expected = Math.round(((done.get(e.user_id) ?? 0) / lessons.size) * 100);
      if (Number(e.progress) !== expected) mismatches++;
    });
    const listed = (name: string) => manifest.tables.find((t) => t.name === name)?.rows;
    if (listed('lesson_progress') !== progressRows || listed('enrollments') !== enrolments)
      problems.push(`backup ${b.filename}: manifest row counts differ from its files`);
    if (mismatches)
      problems.push(`backup ${b.filename}: ${mismatches} of ${classInBackup} enrolments disagree with their lessons`);
  }
  return problems;
}

// ---- the scenario -----------------------------------------------------------------------------

export async function studentLoadScenario(ctx: ScenarioContext, options: StudentLoadOptions): Promise<void> {
  const students = Math.min(options.students, ctx.size.students);
  const name = `mixed student load, ${students} students`;
  ctx.log(`- mariadb: ${name} (saves every 10 s, completions, assessments; exports and backups meanwhile)`);
  const setup = new Recorder(ctx.project.base);
  const course = await createCourse(ctx, setup);
  await enrol(ctx, setup, course, students);

  // Deadlocks InnoDB resolved during the run (the server runs their victims again): shown, not judged.
  const deadlocks = async () =>
    Number((await ctx.sql<{ Value: string }>("SHOW GLOBAL STATUS LIKE 'Innodb_deadlocks'"))[0]?.Value ?? 0);
  const deadlocksBefore = await deadlocks();
  const rec = new Recorder(ctx.project.base);
  const work: AdminWork = { exports: [], backups: [] };
  const startedAt = new Date(Date.now() - 1000);
  const t0 = performance.now();
  let studentsRunning = true;
  const running = () => studentsRunning;
  const admin = Promise.all([adminExports(ctx, rec, running, work), adminBackups(ctx, rec, running, work)]);
  const outcomes = await Promise.all(
    Array.from({ length: students }, (_, i) => student(rec, course, i + 1, (i / students) * RAMP_MS)),
  );
  studentsRunning = false;
  await admin;
  const seconds = (performance.now() - t0) / 1000;
  const deadlocksRetried = (await deadlocks()) - deadlocksBefore;

  const requests = [...rec.latencies.values()].reduce((s, l) => s + l.length, 0);
  const problems = [
    ...rec.failures.slice(0, 10).map((f) => `${f.kind}: HTTP ${f.status} ${f.message}`),
    ...(rec.failures.length > 10 ? [`... ${rec.failures.length} failed requests in all`] : []),
    ...(outcomes.some((o) => !o.finished)
      ? [`${outcomes.filter((o) => !o.finished).length} students did not finish`]
      : []),
    ...(await checkDatabase(ctx, course, outcomes, startedAt)),
    ...(await checkExports(ctx, work)),
    ...(await checkBackups(ctx, course, work)),
  ];
  for (const p of problems) ctx.log(`    ${p}`);

  for (const [kind, list] of rec.latencies) {
    const sorted = [...list].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const heavy = kind === 'export' || kind === 'backup';
    const limit = heavy ? Number.POSITIVE_INFINITY : 500;
    const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
    const failed = rec.failures.filter((f) => f.kind === kind).length;
    ctx.addRow({
      db: 'mariadb',
      scenario: `${name}: ${kind}`,
      project: `p99 ${fmt(p99)}`,
      ceiling: '-',
      ratio: '-',
      target: heavy ? '-' : `p99 < ${limit} ms`,
      result: failed ? 'ERROR' : heavy ? 'INFO' : ctx.verdict(p99 < limit),
      note: `${list.length} requests, ${failed} failed, p50 ${fmt(percentile(sorted, 50))}, max ${fmt(sorted.at(-1) ?? 0)}`,
      raw: { count: list.length, failed, p50Ms: percentile(sorted, 50), p99Ms: p99, maxMs: sorted.at(-1) ?? 0 },
    });
  }
  ctx.addRow({
    db: 'mariadb',
    scenario: `${name}: nothing lost`,
    project: problems.length ? `${problems.length} problems` : 'all checks hold',
    ceiling: '-',
    ratio: '-',
    target: '0 errors, 0 lost',
    result: problems.length ? 'ERROR' : 'PASS',
    note: `${requests} requests in ${seconds.toFixed(0)} s (${Math.round(requests / seconds)} req/s), ${work.exports.length} exports, ${work.backups.length} backups, ${deadlocksRetried} deadlocks${problems.length ? `; first: ${problems[0]}` : ''}`,
    raw: { problems, deadlocks: deadlocksRetried, exports: work.exports, backups: work.backups },
  });
}
