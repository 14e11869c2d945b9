/**
 * Set-based seeding of the benchmark data set: every table is filled by a handful of
 * INSERT ... SELECT statements over a numbers table (bench_seq, built from a 10-row digits table
 * by cross joins), never row by row through the ORM. The same statements run on MariaDB and on
 * SQLite through the small dialect helpers below. Ids are explicit, so the data set is the same
 * on every run and the scenarios can name ids (student n has user id 1000 + n).
 */

export type SizeName = 'S' | 'M' | 'L';

export interface SeedSize {
  students: number;
  companies: number;
  courses: number;
  modulesPerCourse: number;
  lessonsPerModule: number;
  enrolmentsPerStudent: number;
  attempts: number;
  certificates: number;
  logs: number;
  /** Workers of the evidence-pack company (issue 22), each with a full record of course 1. */
  evidenceWorkers: number;
  /** Students of the exam-storm class (issue 25), ready for their course's final assessment. */
  examStudents: number;
}

const BASE: SeedSize = {
  students: 50_000,
  companies: 500,
  courses: 40,
  modulesPerCourse: 3,
  lessonsPerModule: 4,
  enrolmentsPerStudent: 5,
  attempts: 100_000,
  certificates: 30_000,
  logs: 2_000_000,
  evidenceWorkers: 1_000,
  examStudents: 2_000,
};

/** S / M / L = 5k / 50k / 250k students; companies, attempts, certificates and logs scale alike. */
export function seedSize(name: SizeName): SeedSize {
  const f = name === 'S' ? 0.1 : name === 'L' ? 5 : 1;
  return {
    ...BASE,
    students: Math.round(BASE.students * f),
    companies: Math.round(BASE.companies * f),
    attempts: Math.round(BASE.attempts * f),
    certificates: Math.round(BASE.certificates * f),
    logs: Math.round(BASE.logs * f),
    evidenceWorkers: Math.round(BASE.evidenceWorkers * f),
    // The issue's class is 2 000 at M and L (L grows the data set around it); 200 at S.
    examStudents: Math.round(BASE.examStudents * Math.min(f, 1)),
  };
}

/**
 * The client company of the compliance-grid row (issue 18): the last COMPLIANCE_WORKERS students
 * work there, all with one cargo requiring COMPLIANCE_COURSES courses.
 */
export const COMPLIANCE_WORKERS = 2000;
export const COMPLIANCE_COURSES = 10;
export const complianceCompanyId = (size: SeedSize) => size.companies + 1;

/**
 * The client company of the evidence-pack row (issue 22): evidenceWorkers more workers (user ids
 * after the students), each enrolled in EVIDENCE_COURSE and done with it: every lesson watched and
 * credited per day, a failed and a passed attempt with answers, sign-ins and lesson events with
 * IP and browser, and a temporary certificate the scenario validates through the API.
 */
export const EVIDENCE_COURSE = 1;
export const EVIDENCE_LOGS_PER_WORKER = 20;
export const evidenceCompanyId = (size: SeedSize) => size.companies + 2;
export const EVIDENCE_CODE_PREFIX = 'DOSSIE';

/**
 * The exam-storm class (issue 25, bench/scenarios/examStorm.ts): examStudents more students (user
 * ids after the evidence workers) in a company of their own, enrolled in a course of their own
 * (id courses + 1: one module, EXAM_LESSONS lessons, all completed) whose final assessment draws
 * its questions from a question bank (EXAM_DRAW) and shuffles questions and options. Nothing of
 * the other groups' students, courses or enrolments is touched.
 */
export const examCompanyId = (size: SeedSize) => size.companies + 3;
export const examCourseId = (size: SeedSize) => size.courses + 1;
export const examAssessmentId = (size: SeedSize) => size.courses + 1;
export const examStudentId = (size: SeedSize, n: number) => STUDENT_ID_BASE + size.students + size.evidenceWorkers + n;
export const examStudentEmail = (n: number) => `prova${n}@bench.test`;
export const EXAM_LESSONS = 3;
export const EXAM_BANK_ID = 1;
/** Topics of the exam bank: [topic, questions in the bank, questions drawn per attempt]. */
export const EXAM_DRAW: [string, number, number][] = [
  ['Ancoragem', 24, 6],
  ['Resgate', 16, 4],
];
export const EXAM_OPTIONS = 4;
/**
 * Students seeded after the class (n = examStudents + 1 ...), outside the storm: the scenario
 * counts the statements of a start and a submit with them, one attempt each.
 */
export const EXAM_PROBES = 6;

/** First user id of the seeded students: student n (1-based) is user STUDENT_ID_BASE + n. */
export const STUDENT_ID_BASE = 1000;
export const STUDENT_PASSWORD = 'bench-senha-123';
export const studentEmail = (n: number) => `aluno${n}@bench.test`;

export type Dialect = 'mysql' | 'sqlite';

/** Runs one SQL statement (no result needed) on the target database. */
export type Exec = (sql: string) => Promise<unknown>;

interface SqlHelpers {
  cat: (...parts: string[]) => string;
  idiv: (a: string, b: string | number) => string;
  pad: (expr: string, width: number) => string;
  /** A UTC timestamp `seconds` (an SQL expression) before now, in the column format the app stores. */
  ago: (seconds: string) => string;
  now: string;
  t: string;
  f: string;
}

function helpers(dialect: Dialect): SqlHelpers {
  if (dialect === 'mysql') {
    return {
      cat: (...p) => `CONCAT(${p.join(', ')})`,
      idiv: (a, b) => `((${a}) DIV ${b})`,
      pad: (e, w) => `LPAD(${e}, ${w}, '0')`,
      ago: (s) => `(UTC_TIMESTAMP() - INTERVAL (${s}) SECOND)`,
      now: 'UTC_TIMESTAMP()',
      t: '1',
      f: '0',
    };
  }
  // Sequelize stores SQLite dates as 'YYYY-MM-DD HH:MM:SS.SSS +00:00'.
  const fmt = (modifier: string) => `(strftime('%Y-%m-%d %H:%M:%f', 'now', ${modifier}) || ' +00:00')`;
  return {
    cat: (...p) => `(${p.join(' || ')})`,
    idiv: (a, b) => `((${a}) / ${b})`,
    pad: (e, w) => `printf('%0${w}d', ${e})`,
    ago: (s) => fmt(`'-' || (${s}) || ' seconds'`),
    now: fmt("'+0 seconds'"),
    t: '1',
    f: '0',
  };
}

/** A cheap deterministic hash of an integer expression, 0..1_000_002. */
const hash = (x: string) => `(((${x}) * 2654435761) % 1000003)`;

/** Runs `fn(label)` and returns its duration for the progress lines. */
async function step(label: string, log: (line: string) => void, fn: () => Promise<unknown>): Promise<void> {
  const t0 = performance.now();
  await fn();
  log(`  seed ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * Seeds the migrated, empty database (the first admin may exist; it keeps its id). `passwordHash`
 * is one bcrypt hash computed once in JS and given to every student.
 */
export async function seed(
  exec: Exec,
  dialect: Dialect,
  size: SeedSize,
  passwordHash: string,
  log: (line: string) => void,
): Promise<void> {
  const h = helpers(dialect);
  const lessonsPerCourse = size.modulesPerCourse * size.lessonsPerModule;
  const modules = size.courses * size.modulesPerCourse;
  const lessons = modules * size.lessonsPerModule;
  const enrolments = size.students * size.enrolmentsPerStudent;
  // bench_seq holds 1..10^k, enough for the biggest table but the logs (inserted in chunks).
  const digits = Math.ceil(Math.log10(Math.max(enrolments, size.students, 1000)));
  const seqMax = 10 ** digits;
  const logChunk = Math.min(seqMax, 1_000_000);

  await step('numbers table', log, async () => {
    await exec('DROP TABLE IF EXISTS bench_seq');
    await exec('DROP TABLE IF EXISTS bench_digits');
    await exec('CREATE TABLE bench_digits (d INTEGER NOT NULL PRIMARY KEY)');
    await exec('INSERT INTO bench_digits (d) VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9)');
    await exec('CREATE TABLE bench_seq (n INTEGER NOT NULL PRIMARY KEY)');
    const names = Array.from({ length: digits }, (_, i) => `d${i}`);
    await exec(
      `INSERT INTO bench_seq (n) SELECT 1 + ${names.map((d, i) => `${d}.d * ${10 ** i}`).join(' + ')}
         FROM ${names.map((d) => `bench_digits ${d}`).join(' CROSS JOIN ')}`,
    );
  });

  /** Rows n = 1..count of the numbers table (count <= 10^digits). */
  const seq = (count: number) => `bench_seq s WHERE s.n BETWEEN 1 AND ${count}`;
  const ts = (x: string) => `${x} AS created_at, ${x} AS updated_at`;

  await step(`${size.companies} companies`, log, () =>
    exec(
      `INSERT INTO companies (id, name, cnpj, contact_email, is_active, created_at, updated_at)
       SELECT s.n, ${h.cat("'Empresa Benchmark '", h.pad('s.n', 4))}, ${h.pad('s.n', 14)},
              ${h.cat("'rh'", 's.n', "'@empresa.test'")}, ${h.t}, ${ts(h.ago('s.n * 3600'))}
         FROM ${seq(size.companies)}`,
    ),
  );

  await step(`${size.students} students`, log, () =>
    exec(
      `INSERT INTO users (id, name, email, password_hash, role, modality, cpf, company_id, is_active,
                          two_factor_enabled, must_change_password, token_version, created_at, updated_at)
       SELECT ${STUDENT_ID_BASE} + s.n, ${h.cat("'Aluno '", h.pad('s.n', 6))}, ${h.cat("'aluno'", 's.n', "'@bench.test'")},
              '${passwordHash}', 'student', 'presencial', ${h.pad(`90000000000 + s.n`, 11)},
              ((s.n - 1) % ${size.companies}) + 1, ${h.t}, ${h.f}, ${h.f}, 0, ${ts(h.ago(`${hash('s.n')} % 31536000 + 31536000`))}
         FROM ${seq(size.students)}`,
    ),
  );

  await step(
    `${size.courses} courses, ${modules} modules, ${lessons} lessons, assessments with questions`,
    log,
    async () => {
      await exec(
        `INSERT INTO courses (id, title, description, status, is_active, level, workload_hours, created_by, created_at, updated_at)
         SELECT s.n, ${h.cat("'NR Benchmark '", h.pad('s.n', 2))}, 'Curso gerado pelo benchmark.', 'published', ${h.t},
                'basico', 8, (SELECT MIN(id) FROM users WHERE role = 'admin'), ${ts(h.ago('86400 * 400'))}
           FROM ${seq(size.courses)}`,
      );
      await exec(
        `INSERT INTO modules (id, course_id, title, order_index, created_at, updated_at)
         SELECT s.n, ${h.idiv('s.n - 1', size.modulesPerCourse)} + 1, ${h.cat("'Módulo '", 's.n')},
                (s.n - 1) % ${size.modulesPerCourse}, ${ts(h.ago('86400 * 400'))}
           FROM ${seq(modules)}`,
      );
      await exec(
        `INSERT INTO lessons (id, module_id, title, video_type, video_url, duration, order_index, created_at, updated_at)
         SELECT s.n, ${h.idiv('s.n - 1', size.lessonsPerModule)} + 1, ${h.cat("'Aula '", 's.n')}, 'youtube',
                'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 10, (s.n - 1) % ${size.lessonsPerModule}, ${ts(h.ago('86400 * 400'))}
           FROM ${seq(lessons)}`,
      );
      await exec(
        `INSERT INTO assessments (id, course_id, title, time_limit, passing_score, max_attempts, allow_retake, created_at, updated_at)
         SELECT s.n, s.n, ${h.cat("'Avaliação '", 's.n')}, 30, 70, 3, ${h.t}, ${ts(h.ago('86400 * 400'))}
           FROM ${seq(size.courses)}`,
      );
      await exec(
        `INSERT INTO questions (id, assessment_id, question_text, question_type, points, order_index, created_at, updated_at)
         SELECT s.n, ${h.idiv('s.n - 1', 5)} + 1, ${h.cat("'Pergunta '", 's.n')}, 'multiple_choice', 1, (s.n - 1) % 5,
                ${ts(h.ago('86400 * 400'))}
           FROM ${seq(size.courses * 5)}`,
      );
      await exec(
        `INSERT INTO question_options (id, question_id, option_text, is_correct, order_index)
         SELECT s.n, ${h.idiv('s.n - 1', 4)} + 1, ${h.cat("'Opção '", 's.n')},
                CASE WHEN (s.n - 1) % 4 = 0 THEN ${h.t} ELSE ${h.f} END, (s.n - 1) % 4
           FROM ${seq(size.courses * 20)}`,
      );
    },
  );

  // Enrolment n: student u = (n-1) div k + 1 in course ((u*7 + j*8) mod 40) + 1 (distinct for j < 5).
  // d = completed lessons: 15 % have all, the rest 0..lessons-1; progress = round(d / lessons * 100).
  const u = `(${h.idiv('s.n - 1', size.enrolmentsPerStudent)} + 1)`;
  const j = `((s.n - 1) % ${size.enrolmentsPerStudent})`;
  const d = `(CASE WHEN ${hash('s.n')} % 100 < 15 THEN ${lessonsPerCourse} ELSE ${hash('s.n + 7')} % ${lessonsPerCourse} END)`;
  const enrolledAgo = `(${hash('s.n + 3')} % 31536000 + 86400 * 30)`;
  await step(`${enrolments} enrolments`, log, () =>
    exec(
      `INSERT INTO enrollments (id, user_id, course_id, progress, enrolled_at, completed_at, enrolled_by, created_at, updated_at)
       SELECT s.n, ${STUDENT_ID_BASE} + ${u}, ((${u} * 7 + ${j} * 8) % ${size.courses}) + 1,
              ${h.idiv(`${d} * 100 + ${lessonsPerCourse / 2}`, lessonsPerCourse)}, ${h.ago(enrolledAgo)},
              CASE WHEN ${d} = ${lessonsPerCourse} THEN ${h.ago(`${enrolledAgo} - 86400 * 20`)} ELSE NULL END,
              NULL, ${ts(h.ago(enrolledAgo))}
         FROM ${seq(enrolments)}`,
    ),
  );

  // One completed lesson_progress row per lesson done: the first d lessons of the course.
  const currentTime = dialect === 'mysql' ? '`current_time`' : '"current_time"';
  const done = h.idiv(`e.progress * ${lessonsPerCourse} + 50`, 100);
  await step('lesson progress', log, () =>
    exec(
      `INSERT INTO lesson_progress (user_id, lesson_id, completed, completed_at, ${currentTime}, watched_percentage,
                                    watched_seconds, first_play_at, last_seen_at, created_at, updated_at)
       SELECT e.user_id, l.id, ${h.t}, e.enrolled_at, 600, 100, 600, e.enrolled_at, e.enrolled_at, e.enrolled_at, e.enrolled_at
         FROM enrollments e
         JOIN lessons l ON l.id BETWEEN (e.course_id - 1) * ${lessonsPerCourse} + 1
                                   AND (e.course_id - 1) * ${lessonsPerCourse} + ${done}
        WHERE e.progress > 0`,
    ),
  );

  await step(`${size.certificates} certificates`, log, async () => {
    await exec(
      `INSERT INTO certificates (user_id, course_id, certificate_code, is_temporary, status, score, issued_at, created_at, updated_at)
       SELECT e.user_id, e.course_id, ${h.cat("'BENCH'", h.pad('e.id', 10))}, CASE WHEN e.id % 2 = 0 THEN ${h.t} ELSE ${h.f} END,
              'active', 90, e.completed_at, e.completed_at, e.completed_at
         FROM enrollments e WHERE e.completed_at IS NOT NULL ORDER BY e.id LIMIT ${size.certificates}`,
    );
    await exec(
      `UPDATE enrollments SET certificate_issued_at = completed_at
        WHERE EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = enrollments.user_id AND c.course_id = enrollments.course_id)`,
    );
  });

  await step(`${size.attempts} assessment attempts`, log, () =>
    exec(
      `INSERT INTO assessment_attempts (assessment_id, user_id, status, started_at, finished_at, score, passed,
                                        correct_answers, total_questions, time_taken, answers, created_at, updated_at)
       SELECT e.course_id, e.user_id, 'completed', e.enrolled_at, e.enrolled_at, (${hash('e.id')} % 6) * 20,
              CASE WHEN (${hash('e.id')} % 6) * 20 >= 70 THEN ${h.t} ELSE ${h.f} END, ${hash('e.id')} % 6, 5, 600, '{}',
              e.enrolled_at, e.enrolled_at
         FROM enrollments e WHERE e.id % 5 < 2 ORDER BY e.id LIMIT ${size.attempts}`,
    ),
  );

  // System logs: about one year, oldest first, in chunks of at most seqMax rows.
  const actions = [
    'LOGIN_SUCESSO',
    'LOGIN_SUCESSO',
    'LOGIN_SUCESSO',
    'LOGIN_SUCESSO',
    'LOGOUT',
    'LOGOUT',
    'LOGIN_FALHOU',
    'ENROLLMENT_CREATED',
    'USUARIO_ATUALIZADO',
    'CURSO_ATUALIZADO',
    'SENHA_ALTERADA',
    'BACKUP_CRIADO',
  ];
  const actionCase = `CASE ${hash('x.n')} % ${actions.length} ${actions.map((a, i) => `WHEN ${i} THEN '${a}'`).join(' ')} END`;
  const spacing = Math.max(1, Math.floor((365 * 86400) / size.logs));
  const logUser = `(${hash('x.n + 11')} % ${size.students} + 1)`;
  for (let start = 0; start < size.logs; start += logChunk) {
    const count = Math.min(logChunk, size.logs - start);
    await step(`system logs ${start + 1}..${start + count}`, log, () =>
      exec(
        `INSERT INTO system_logs (created_at, level, action, user_id, user_name, user_email, ip_address, description, source)
         SELECT ${h.ago(`(${size.logs} - x.n) * ${spacing}`)},
                CASE WHEN x.n % 100 = 0 THEN 'error' WHEN x.n % 20 = 0 THEN 'warn' ELSE 'info' END,
                ${actionCase},
                CASE WHEN x.n % 50 = 0 THEN NULL ELSE ${STUDENT_ID_BASE} + ${logUser} END,
                CASE WHEN x.n % 50 = 0 THEN NULL ELSE ${h.cat("'Aluno '", h.pad(logUser, 6))} END,
                CASE WHEN x.n % 50 = 0 THEN NULL ELSE ${h.cat("'aluno'", logUser, "'@bench.test'")} END,
                ${h.cat("'10.0.'", 'x.n % 250', "'.'", 'x.n % 200')},
                ${h.cat("'Registro de benchmark número '", 'x.n')}, 'api'
           FROM (SELECT s.n + ${start} AS n FROM bench_seq s WHERE s.n BETWEEN 1 AND ${count}) x`,
      ),
    );
  }

  const company = complianceCompanyId(size);
  await step(`compliance company (${COMPLIANCE_WORKERS} workers x ${COMPLIANCE_COURSES} courses)`, log, async () => {
    await exec(
      `INSERT INTO companies (id, name, cnpj, contact_email, is_active, created_at, updated_at)
       VALUES (${company}, 'Bench Conformidade', NULL, NULL, ${h.t}, ${h.now}, ${h.now})`,
    );
    await exec(
      `INSERT INTO company_courses (company_id, course_id, created_at)
       SELECT ${company}, s.n, ${h.now} FROM ${seq(COMPLIANCE_COURSES)}`,
    );
    await exec(
      `INSERT INTO job_roles (id, company_id, name, created_at, updated_at)
       VALUES (1, ${company}, 'Eletricista', ${h.now}, ${h.now})`,
    );
    await exec(
      `INSERT INTO job_role_courses (job_role_id, course_id, created_at)
       SELECT 1, s.n, ${h.now} FROM ${seq(COMPLIANCE_COURSES)}`,
    );
    const first = STUDENT_ID_BASE + Math.max(1, size.students - COMPLIANCE_WORKERS + 1);
    await exec(
      `UPDATE users SET company_id = ${company}, job_role_id = 1
        WHERE id BETWEEN ${first} AND ${STUDENT_ID_BASE + size.students}`,
    );
  });

  const evidence = evidenceCompanyId(size);
  const workers = size.evidenceWorkers;
  const workerId = `${STUDENT_ID_BASE + size.students} + s.n`;
  const finishedAgo = `(86400 * 60 + s.n * 60)`;
  await step(`evidence company (${workers} workers with a full record)`, log, async () => {
    await exec(
      `INSERT INTO companies (id, name, cnpj, contact_email, is_active, created_at, updated_at)
       VALUES (${evidence}, 'Bench Dossiê', NULL, NULL, ${h.t}, ${h.now}, ${h.now})`,
    );
    await exec(
      `INSERT INTO users (id, name, email, password_hash, role, modality, cpf, company_id, is_active,
                          two_factor_enabled, must_change_password, token_version, created_at, updated_at)
       SELECT ${workerId}, ${h.cat("'Trabalhador Dossiê '", h.pad('s.n', 5))}, ${h.cat("'dossie'", 's.n', "'@bench.test'")},
              '${passwordHash}', 'student', 'presencial', ${h.pad('80000000000 + s.n', 11)}, ${evidence},
              ${h.t}, ${h.f}, ${h.f}, 0, ${ts(h.ago('86400 * 120'))}
         FROM ${seq(workers)}`,
    );
    await exec(
      `INSERT INTO enrollments (id, user_id, course_id, progress, enrolled_at, completed_at, certificate_issued_at,
                                enrolled_by, created_at, updated_at)
       SELECT ${enrolments} + s.n, ${workerId}, ${EVIDENCE_COURSE}, 100, ${h.ago(`${finishedAgo} + 86400 * 5`)},
              ${h.ago(finishedAgo)}, ${h.ago(finishedAgo)}, NULL, ${ts(h.ago(`${finishedAgo} + 86400 * 5`))}
         FROM ${seq(workers)}`,
    );
    await exec(
      `INSERT INTO lesson_progress (user_id, lesson_id, completed, completed_at, ${currentTime}, watched_percentage,
                                    watched_seconds, first_play_at, last_seen_at, created_at, updated_at)
       SELECT ${workerId}, l.id, ${h.t}, ${h.ago(finishedAgo)}, 600, 100, 600, ${h.ago(finishedAgo)},
              ${h.ago(finishedAgo)}, ${ts(h.ago(finishedAgo))}
         FROM bench_seq s JOIN lessons l ON l.id BETWEEN 1 AND ${lessonsPerCourse}
        WHERE s.n BETWEEN 1 AND ${workers}`,
    );
    await exec(
      `INSERT INTO lesson_watch_days (user_id, lesson_id, day, seconds)
       SELECT ${workerId}, l.id, ${h.cat("'2026-03-'", h.pad('l.id', 2))}, 600
         FROM bench_seq s JOIN lessons l ON l.id BETWEEN 1 AND ${lessonsPerCourse}
        WHERE s.n BETWEEN 1 AND ${workers}`,
    );
    // Assessment 1's questions 1..5, options 4(q-1)+1..4q, the first right: a 40 then a 100.
    const answers = (picks: number[]) => `'${JSON.stringify(Object.fromEntries(picks.map((o, i) => [i + 1, o])))}'`;
    for (const [k, picks, score] of [
      [0, [2, 5, 10, 13, 18], 40],
      [1, [1, 5, 9, 13, 17], 100],
    ] as const) {
      await exec(
        `INSERT INTO assessment_attempts (assessment_id, user_id, status, started_at, finished_at, score, passed,
                                          correct_answers, total_questions, time_taken, answers, created_at, updated_at)
         SELECT ${EVIDENCE_COURSE}, ${workerId}, 'completed', ${h.ago(`${finishedAgo} + ${2 - k} * 3600`)},
                ${h.ago(`${finishedAgo} + ${2 - k} * 3600 - 540`)}, ${score}, ${score >= 70 ? h.t : h.f}, ${score / 20}, 5,
                540, ${answers([...picks])}, ${ts(h.ago(`${finishedAgo} + ${2 - k} * 3600`))}
           FROM ${seq(workers)}`,
      );
    }
    await exec(
      `INSERT INTO certificates (user_id, course_id, certificate_code, is_temporary, status, score, issued_at, created_at, updated_at)
       SELECT ${workerId}, ${EVIDENCE_COURSE}, ${h.cat(`'${EVIDENCE_CODE_PREFIX}'`, h.pad('s.n', 6))}, ${h.t}, 'active', 100,
              ${h.ago(finishedAgo)}, ${ts(h.ago(finishedAgo))}
         FROM ${seq(workers)}`,
    );
    const events = ['LOGIN_SUCESSO', 'AULA_INICIADA', 'AULA_CONCLUIDA', 'AVALIACAO_FINALIZADA', 'LOGOUT'];
    await exec(
      `INSERT INTO system_logs (created_at, level, action, user_id, user_name, user_email, ip_address, user_agent,
                                description, source)
       SELECT ${h.ago(`${finishedAgo} + k.n * 3600`)}, 'info',
              CASE k.n % ${events.length} ${events.map((a, i) => `WHEN ${i} THEN '${a}'`).join(' ')} END,
              ${workerId}, ${h.cat("'Trabalhador Dossiê '", h.pad('s.n', 5))}, ${h.cat("'dossie'", 's.n', "'@bench.test'")},
              ${h.cat("'10.8.'", 's.n % 250', "'.'", 'k.n')}, 'Mozilla/5.0 (Linux; Android 14) Tablet do canteiro',
              ${h.cat("'Evento de treinamento número '", 'k.n')}, 'api'
         FROM bench_seq s CROSS JOIN bench_seq k
        WHERE s.n BETWEEN 1 AND ${workers} AND k.n BETWEEN 1 AND ${EVIDENCE_LOGS_PER_WORKER}`,
    );
  });

  await step(`exam class (${size.examStudents} students ready for a drawn final assessment)`, log, () =>
    seedExamClass(exec, dialect, size, passwordHash),
  );

  await step('cleanup + analyze', log, async () => {
    await exec('DROP TABLE bench_seq');
    await exec('DROP TABLE bench_digits');
    if (dialect === 'mysql') {
      await exec(
        'ANALYZE TABLE companies, company_courses, job_roles, job_role_courses, users, courses, modules, lessons, enrollments, lesson_progress, assessments, questions, question_options, assessment_attempts, certificates, system_logs, lesson_watch_days, question_banks, bank_questions, bank_options',
      );
    } else {
      await exec('ANALYZE');
    }
  });
}

/**
 * The exam-storm class (see examCourseId): its company, course, module and lessons, the question
 * bank its final assessment draws from, and the students, each enrolled with every lesson
 * completed. Runs while bench_seq exists; every id is explicit and above the other groups' rows.
 */
async function seedExamClass(exec: Exec, dialect: Dialect, size: SeedSize, passwordHash: string): Promise<void> {
  const h = helpers(dialect);
  const seq = (count: number) => `bench_seq s WHERE s.n BETWEEN 1 AND ${count}`;
  const ts = (x: string) => `${x} AS created_at, ${x} AS updated_at`;
  const currentTime = dialect === 'mysql' ? '`current_time`' : '"current_time"';
  const course = examCourseId(size);
  const moduleId = size.courses * size.modulesPerCourse + 1;
  const firstLesson = size.courses * size.modulesPerCourse * size.lessonsPerModule + 1;
  const firstEnrolment = size.students * size.enrolmentsPerStudent + size.evidenceWorkers;
  const studentId = `${examStudentId(size, 0)} + s.n`;
  const admin = "(SELECT MIN(id) FROM users WHERE role = 'admin')";
  const longAgo = h.ago('86400 * 30');

  await exec(
    `INSERT INTO companies (id, name, cnpj, contact_email, is_active, created_at, updated_at)
     VALUES (${examCompanyId(size)}, 'Bench Turma de Prova', NULL, NULL, ${h.t}, ${h.now}, ${h.now})`,
  );
  await exec(
    `INSERT INTO courses (id, title, description, status, is_active, level, workload_hours, created_by, created_at, updated_at)
     VALUES (${course}, 'NR-35 Benchmark — prova da turma', 'Curso da turma do exame simultâneo.', 'published', ${h.t},
             'basico', 8, ${admin}, ${h.now}, ${h.now})`,
  );
  await exec(
    `INSERT INTO modules (id, course_id, title, order_index, created_at, updated_at)
     VALUES (${moduleId}, ${course}, 'Trabalho em altura', 0, ${h.now}, ${h.now})`,
  );
  await exec(
    `INSERT INTO lessons (id, module_id, title, video_type, video_url, duration, order_index, created_at, updated_at)
     SELECT ${firstLesson - 1} + s.n, ${moduleId}, ${h.cat("'Aula da prova '", 's.n')}, 'youtube',
            'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 10, s.n - 1, ${ts(h.now)}
       FROM ${seq(EXAM_LESSONS)}`,
  );

  // The bank: topic by topic, questions numbered on; EXAM_OPTIONS options each, the first right.
  await exec(
    `INSERT INTO question_banks (id, title, course_id, created_by, created_at, updated_at)
     VALUES (${EXAM_BANK_ID}, 'Banco NR-35 Benchmark', ${course}, ${admin}, ${h.now}, ${h.now})`,
  );
  let first = 0;
  for (const [topic, count] of EXAM_DRAW) {
    await exec(
      `INSERT INTO bank_questions (id, bank_id, parent_id, type, text, topic, points, partial_credit, explanation,
                                   order_index, created_at, updated_at)
       SELECT ${first} + s.n, ${EXAM_BANK_ID}, NULL, 'single', ${h.cat(`'${topic}: situação '`, `${first} + s.n`, "' — qual a conduta correta?'")},
              '${topic}', 1, ${h.f}, ${h.cat("'Explicação da questão '", `${first} + s.n`)}, ${first} + s.n, ${ts(h.now)}
         FROM ${seq(count)}`,
    );
    first += count;
  }
  await exec(
    `INSERT INTO bank_options (id, question_id, text, is_correct, order_index)
     SELECT s.n, ${h.idiv('s.n - 1', EXAM_OPTIONS)} + 1, ${h.cat("'Alternativa '", 's.n')},
            CASE WHEN (s.n - 1) % ${EXAM_OPTIONS} = 0 THEN ${h.t} ELSE ${h.f} END, (s.n - 1) % ${EXAM_OPTIONS}
       FROM ${seq(first * EXAM_OPTIONS)}`,
  );
  const rules = EXAM_DRAW.map(([topic, , count]) => ({ bank_id: EXAM_BANK_ID, topic, count }));
  await exec(
    `INSERT INTO assessments (id, course_id, title, time_limit, passing_score, max_attempts, allow_retake, draw_rules,
                              shuffle_questions, shuffle_options, created_at, updated_at)
     VALUES (${examAssessmentId(size)}, ${course}, 'Avaliação final — prova da turma', 30, 70, 3, ${h.t},
             '${JSON.stringify(rules)}', ${h.t}, ${h.t}, ${h.now}, ${h.now})`,
  );

  // The class: its own company, enrolled a month ago, every lesson completed since.
  await exec(
    `INSERT INTO users (id, name, email, password_hash, role, modality, cpf, company_id, is_active,
                        two_factor_enabled, must_change_password, token_version, created_at, updated_at)
     SELECT ${studentId}, ${h.cat("'Aluno da Prova '", h.pad('s.n', 5))}, ${h.cat("'prova'", 's.n', "'@bench.test'")},
            '${passwordHash}', 'student', 'presencial', ${h.pad('70000000000 + s.n', 11)}, ${examCompanyId(size)},
            ${h.t}, ${h.f}, ${h.f}, 0, ${ts(h.ago('86400 * 60'))}
       FROM ${seq(size.examStudents + EXAM_PROBES)}`,
  );
  await exec(
    `INSERT INTO enrollments (id, user_id, course_id, progress, enrolled_at, completed_at, enrolled_by, created_at, updated_at)
     SELECT ${firstEnrolment} + s.n, ${studentId}, ${course}, 100, ${longAgo}, ${h.ago('86400')}, NULL, ${ts(longAgo)}
       FROM ${seq(size.examStudents + EXAM_PROBES)}`,
  );
  await exec(
    `INSERT INTO lesson_progress (user_id, lesson_id, completed, completed_at, ${currentTime}, watched_percentage,
                                  watched_seconds, first_play_at, last_seen_at, created_at, updated_at)
     SELECT ${studentId}, l.id, ${h.t}, ${h.ago('86400')}, 600, 100, 600, ${longAgo}, ${h.ago('86400')}, ${ts(h.ago('86400'))}
       FROM bench_seq s JOIN lessons l ON l.id BETWEEN ${firstLesson} AND ${firstLesson + EXAM_LESSONS - 1}
      WHERE s.n BETWEEN 1 AND ${size.examStudents + EXAM_PROBES}`,
  );
}
