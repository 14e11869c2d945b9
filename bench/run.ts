/**
 * `npm run bench [-- --size S|M|L] [--quick] [--no-build] [--no-sqlite] [--only api,exports,pdf,evidence,backup,bundles,load,exam,signin]
 *                 [--skip GROUPS] [--students N]`
 * `npm run test:load` is `--only load --size S`: the mixed student load of bench/scenarios/studentLoad.ts
 * (N students at once, 1000 by default), whose checks fail the run with an ERROR row.
 *
 * Starts a throwaway MariaDB (server/test/harness), lets the real server (node server/dist/index.js,
 * a child process) migrate an empty database, seeds it with set-based SQL (bench/seed.ts), restarts
 * the server, starts the ceiling server (bench/ceilings/server.mjs, another child process) and runs
 * every scenario interleaved with its ceiling (A B A B, medians of >= 3 pairs, autocannon on
 * loopback). Then the same API scenarios on SQLite. The CSV export, certificate PDF, backup and
 * bundle scenarios live in bench/scenarios/. Prints one table and writes bench/results.json; exits
 * non-zero when the harness broke (an exception or an ERROR row), never for a FAIL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcrypt';
import mysql from 'mysql2/promise';
import sqlite3 from 'sqlite3';
import { type MariaDbServer, startMariaDb } from '../server/test/harness/mariadb';
import { interleave, type LoadOptions, type LoadResult, median, type Target } from './load';
import { benchDir, type Child, freePort, npmBuild, repoRoot, spawnNode } from './processes';
import { backupScenarios } from './scenarios/backup';
import { bundleScenarios } from './scenarios/bundles';
import type { Row, ScenarioContext, Verdict } from './scenarios/context';
import { evidenceScenarios } from './scenarios/evidence';
import { examStormScenario } from './scenarios/examStorm';
import { exportScenarios, exportStreams } from './scenarios/exports';
import { pdfScenarios } from './scenarios/pdf';
import { signinStormScenario } from './scenarios/signinStorm';
import { studentLoadScenario } from './scenarios/studentLoad';
import {
  COMPLIANCE_COURSES,
  COMPLIANCE_WORKERS,
  complianceCompanyId,
  type Dialect,
  type Exec,
  type SeedSize,
  type SizeName,
  STUDENT_ID_BASE,
  STUDENT_PASSWORD,
  seed,
  seedSize,
  studentEmail,
} from './seed';

const here = benchDir;
const root = repoRoot;

// ---- arguments ---------------------------------------------------------------------------------

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const sizeName = (option('size') ?? 'M').toUpperCase() as SizeName;
if (!['S', 'M', 'L'].includes(sizeName)) {
  console.error('--size deve ser S, M ou L');
  process.exit(2);
}
const quick = flag('quick');
/**
 * Scenario groups to run (default all): api (sections 1-7, both databases), exports, pdf, evidence (the company pack), backup,
 * bundles, load (the mixed student load), exam (the exam storm), signin (the shift-start sign-in storm).
 */
const GROUPS = ['api', 'exports', 'pdf', 'evidence', 'backup', 'bundles', 'load', 'exam', 'signin'] as const;
type Group = (typeof GROUPS)[number];
const groupList = (name: string, fallback: string) =>
  (option(name) ?? fallback)
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean) as Group[];
const skipped = groupList('skip', '');
const only = groupList('only', GROUPS.join(',')).filter((g) => !skipped.includes(g));
const unknownGroup = [...only, ...skipped].find((g) => !GROUPS.includes(g));
if (unknownGroup) {
  console.error(`--only/--skip: grupo desconhecido "${unknownGroup}" (use ${GROUPS.join(', ')})`);
  process.exit(2);
}
const runs = (group: Group) => only.includes(group);
const loadStudents = Number(option('students') ?? 1000);
if (!Number.isInteger(loadStudents) || loadStudents < 1) {
  console.error('--students deve ser um inteiro positivo');
  process.exit(2);
}
const needsDatabase = only.some((g) => g !== 'bundles');
const size = seedSize(sizeName);
const RUN: LoadOptions & { pairs: number; warmupS: number } = quick
  ? { connections: 10, durationS: 1, pairs: 3, warmupS: 1 }
  : { connections: 10, durationS: 3, pairs: 3, warmupS: 1 };
/** Latency scenarios (logs, reports): few connections so p99 is a page's time, not queueing. */
const LATENCY: LoadOptions & { pairs: number; warmupS: number; adaptive: boolean } = {
  ...RUN,
  connections: 2,
  adaptive: true,
};
const REPORT: LoadOptions & { pairs: number; warmupS: number; adaptive: boolean } = {
  ...RUN,
  connections: 1,
  durationS: quick ? 1 : 5,
  adaptive: true,
};

const tStart = performance.now();
const log = (line: string) => console.log(line);

// ---- results -----------------------------------------------------------------------------------

const rows: Row[] = [];
const verdict = (ok: boolean): Verdict => (quick ? 'n/a' : ok ? 'PASS' : 'FAIL');
const fmtRps = (r: LoadResult) => `${Math.round(r.rps)} req/s`;
const fmtMs = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;

/** The project and ceiling servers of the database being measured: their output explains an ERROR. */
const servers: { name: string; child: Child }[] = [];

function addRow(row: Row): void {
  rows.push(row);
  log(
    `  ${row.result.padEnd(5)} ${row.scenario}: ${row.project} vs ${row.ceiling} (ratio ${row.ratio}, target ${row.target})${row.note ? ` — ${row.note}` : ''}`,
  );
  if (row.result !== 'ERROR') return;
  for (const { name, child } of servers) {
    const tail = child.output().trim().split('\n').slice(-15).join('\n    ');
    if (tail) log(`    ${name} output (last lines):\n    ${tail}`);
  }
}

// ---- processes (bench/processes.ts) -----------------------------------------------------------

// Ctrl-C: exit through the 'exit' handlers (children, throwaway MariaDB and its datadir go too).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const ADMIN_EMAIL = 'admin@bench.test';
const ADMIN_PASSWORD = `bench-${randomBytes(6).toString('hex')}`;
const JWT_SECRET = randomBytes(32).toString('hex');

async function startProject(databaseUrl: string, dataDir: string): Promise<Child> {
  const port = await freePort();
  return spawnNode(
    // BENCH_SERVER: another build of the server to measure (e.g. one of another commit, built in
    // a copy of the repository); the default is this checkout's build.
    process.env.BENCH_SERVER || path.join(root, 'server/dist/index.js'),
    {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      JWT_SECRET,
      BCRYPT_ROUNDS: '4',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    /ouvindo em/,
    port,
  );
}

async function startCeiling(databaseUrl: string, payloadFile: string, twinsFile: string): Promise<Child> {
  const port = await freePort();
  return spawnNode(
    path.join(here, 'ceilings/server.mjs'),
    { CEILING_PORT: String(port), CEILING_DB: databaseUrl, CEILING_PAYLOAD: payloadFile, CEILING_TWINS: twinsFile },
    /ready \d+/,
    port,
  );
}

// ---- HTTP helpers ------------------------------------------------------------------------------

async function api<T>(
  base: string,
  p: string,
  init: { token?: string; method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(base + p, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${p} -> ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function loginAs(base: string, email: string, password: string): Promise<string> {
  const r = await api<{ token?: string }>(base, '/api/auth/login', { body: { email, password } });
  if (!r.token) throw new Error(`login of ${email} returned no token: ${JSON.stringify(r).slice(0, 200)}`);
  return r.token;
}

// ---- statement counting (MariaDB general log) --------------------------------------------------

/**
 * Counts the SQL statements the server sends for `n` sequential requests: MariaDB's general query
 * log is switched on into the mysql.general_log table just around the requests, every statement
 * of another connection than ours (command Query or Execute: Sequelize sends bound INSERT/UPDATE
 * as prepared statements) is counted and divided by n. Nothing else talks to the database then.
 */
async function countStatements(
  conn: mysql.Connection,
  n: number,
  request: () => Promise<unknown>,
): Promise<{ perRequest: number; statements: string[] }> {
  await request(); // warm: pool connections open, caches filled
  const [[me]] = (await conn.query('SELECT CONNECTION_ID() AS id')) as unknown as [[{ id: number }]];
  await conn.query("SET GLOBAL log_output = 'TABLE'");
  await conn.query('TRUNCATE TABLE mysql.general_log');
  await conn.query('SET GLOBAL general_log = 1');
  try {
    for (let i = 0; i < n; i++) await request();
  } finally {
    await conn.query('SET GLOBAL general_log = 0');
  }
  const [logged] = (await conn.query(
    "SELECT command_type, CONVERT(argument USING utf8mb4) AS sql_text FROM mysql.general_log WHERE thread_id <> ? AND command_type IN ('Query', 'Execute') ORDER BY event_time",
    [me?.id],
  )) as unknown as [{ command_type: string; sql_text: string }[]];
  return {
    perRequest: logged.length / n,
    statements: logged.slice(0, Math.ceil(logged.length / n)).map((r) => r.sql_text.replace(/\s+/g, ' ').slice(0, 240)),
  };
}

// ---- scenarios ---------------------------------------------------------------------------------

interface Env {
  db: 'mariadb' | 'sqlite';
  project: Child;
  ceiling: Child;
  adminToken: string;
  students: { n: number; token: string; courseId: number; firstLessonId: number }[];
  counter?: mysql.Connection;
}

const lessonsPerCourse = size.modulesPerCourse * size.lessonsPerModule;

async function ratioScenario(
  env: Env,
  name: string,
  project: Target,
  ceiling: Target,
  target: number,
  ceilingName: string,
): Promise<LoadResult> {
  log(`- ${env.db}: ${name}`);
  const r = await interleave(project, ceiling, RUN);
  const ratio = r.aMedian.rps / r.bMedian.rps;
  addRow({
    db: env.db,
    scenario: name,
    project: fmtRps(r.aMedian),
    ceiling: `${fmtRps(r.bMedian)} (${ceilingName})`,
    ratio: `${ratio.toFixed(2)}x`,
    target: `>= ${target.toFixed(2)}x`,
    result: r.failed ? 'ERROR' : verdict(ratio >= target),
    note: r.failed ?? `p99 ${fmtMs(r.aMedian.p99Ms)} vs ${fmtMs(r.bMedian.p99Ms)}`,
    raw: { project: r.a, ceiling: r.b },
  });
  return r.aMedian;
}

async function statementRow(
  env: Env,
  name: string,
  p: string,
  token: string,
  max: number,
  body?: () => unknown,
): Promise<void> {
  if (!env.counter) return;
  const request = () => api(env.project.base, p, { token, body: body?.() });
  const c = await countStatements(env.counter, 5, request);
  const times: number[] = [];
  for (let i = 0; i < (quick ? 5 : 20); i++) {
    const t0 = performance.now();
    await request();
    times.push(performance.now() - t0);
  }
  const latency = median(times);
  const info = !Number.isFinite(max);
  addRow({
    db: env.db,
    scenario: `${name} statements/request`,
    project: `${Number.isInteger(c.perRequest) ? c.perRequest : c.perRequest.toFixed(1)} stmts`,
    ceiling: '-',
    ratio: '-',
    target: info ? '-' : `<= ${max}`,
    result: info ? 'INFO' : c.perRequest <= max ? 'PASS' : 'FAIL',
    note: `median ${fmtMs(latency)} sequential`,
    raw: { statements: c.statements, medianLatencyMs: latency },
  });
}

async function apiScenarios(env: Env): Promise<void> {
  const p = env.project.base;
  const c = env.ceiling.base;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  // (1) public route through the whole middleware stack vs bare Koa JSON.
  await ratioScenario(
    env,
    'GET /api/settings/theme/public',
    { base: p, requests: [{ path: '/api/settings/theme/public' }] },
    { base: c, requests: [{ path: '/json' }] },
    0.6,
    'bare Koa JSON',
  );

  // (2) /api/auth/me vs one mysql2 primary-key query.
  const pkTargets: Target = {
    base: c,
    requests: env.students.map((s) => ({ path: `/pk?id=${STUDENT_ID_BASE + s.n}` })),
  };
  await ratioScenario(
    env,
    'GET /api/auth/me',
    { base: p, requests: env.students.map((s) => ({ path: '/api/auth/me', headers: auth(s.token) })) },
    pkTargets,
    0.5,
    env.db === 'sqlite' ? 'one sqlite3 PK read' : 'one mysql2 PK query',
  );
  const first = env.students[0];
  if (!first) throw new Error('no student tokens');
  await statementRow(env, 'GET /api/auth/me', '/api/auth/me', first.token, Number.POSITIVE_INFINITY);

  // (3) one course for an enrolled student.
  await ratioScenario(
    env,
    'GET /api/courses/{id} (enrolled student)',
    {
      base: p,
      requests: env.students.map((s) => ({ path: `/api/courses/${s.courseId}`, headers: auth(s.token) })),
    },
    pkTargets,
    0.35,
    env.db === 'sqlite' ? 'one sqlite3 PK read' : 'one mysql2 PK query',
  );
  await statementRow(env, 'GET /api/courses/{id}', `/api/courses/${first.courseId}`, first.token, 4);
}

async function mariaDbOnlyScenarios(env: Env): Promise<void> {
  const p = env.project.base;
  const c = env.ceiling.base;
  const first = env.students[0];
  if (!first) throw new Error('no student tokens');
  const admin = env.adminToken;
  const auth = { authorization: `Bearer ${admin}` };

  // (4) listings and dashboards: statement counts whatever the row counts.
  log(`- ${env.db}: statement counts of listings and dashboards`);
  await statementRow(env, 'GET /api/courses (student)', '/api/courses', first.token, 6);
  await statementRow(env, 'GET /api/courses (admin)', '/api/courses', admin, 6);
  await statementRow(env, 'GET /api/courses/stats/overview (admin)', '/api/courses/stats/overview', admin, 6);
  await statementRow(env, 'GET /api/courses/reports/overview (admin)', '/api/courses/reports/overview', admin, 6);
  await statementRow(env, 'GET /api/dashboard/counts (admin)', '/api/dashboard/counts', admin, 6);

  // (4a) the admin dashboard's overview and popular courses (issue 25): p99 vs their raw SQL twins.
  for (const [name, pathAndQuery] of dashboardScenarios()) {
    log(`- ${env.db}: GET ${pathAndQuery}`);
    const r = await interleave(
      { base: p, requests: [{ path: pathAndQuery, headers: auth }] },
      { base: c, requests: [{ path: `/twin/${name}` }] },
      LATENCY,
    );
    addRow({
      db: env.db,
      scenario: `GET ${pathAndQuery} (admin)`,
      project: `p99 ${fmtMs(r.aMedian.p99Ms)}`,
      ceiling: `p99 ${fmtMs(r.bMedian.p99Ms)} (raw SQL twin)`,
      ratio: `${(r.aMedian.p99Ms / Math.max(r.bMedian.p99Ms, 0.1)).toFixed(2)}x`,
      target: 'p99 < 100 ms',
      result: r.failed ? 'ERROR' : verdict(r.aMedian.p99Ms < 100),
      note:
        r.failed ?? `mean ${fmtMs(r.aMedian.meanMs)} vs ${fmtMs(r.bMedian.meanMs)}, ${LATENCY.connections} connections`,
      raw: { project: r.a, ceiling: r.b },
    });
  }

  // (4b) a client company's compliance grid (issue 18): 2 000 workers x 10 required courses.
  const grid = `/api/manager/compliance?company_id=${complianceCompanyId(size)}`;
  log(`- ${env.db}: GET ${grid}`);
  const gridRun = await interleave(
    { base: p, requests: [{ path: grid, headers: auth }] },
    { base: c, requests: [{ path: `/pk?id=${STUDENT_ID_BASE + 1}` }] },
    LATENCY,
  );
  addRow({
    db: env.db,
    scenario: `GET /api/manager/compliance (${COMPLIANCE_WORKERS} workers x ${COMPLIANCE_COURSES} courses)`,
    project: `p99 ${fmtMs(gridRun.aMedian.p99Ms)}`,
    ceiling: `p99 ${fmtMs(gridRun.bMedian.p99Ms)} (one mysql2 PK query)`,
    ratio: '-',
    target: 'p99 < 150 ms',
    result: gridRun.failed ? 'ERROR' : verdict(gridRun.aMedian.p99Ms < 150),
    note: gridRun.failed ?? `mean ${fmtMs(gridRun.aMedian.meanMs)}, ${LATENCY.connections} connections`,
    raw: { project: gridRun.a, ceiling: gridRun.b },
  });
  await statementRow(env, 'GET /api/manager/compliance (admin)', grid, admin, 6);

  // (5) lesson progress save vs one write transaction; capacity in students watching at once.
  log(`- ${env.db}: POST /api/lessons/{id}/progress`);
  let tick = 0;
  const saves: Target = {
    base: p,
    method: 'POST',
    requests: env.students.map((s) => ({
      path: `/api/lessons/${s.firstLessonId}/progress`,
      headers: { authorization: `Bearer ${s.token}` },
      body: JSON.stringify({ currentTime: 5 + (tick++ % 50), watchedPercentage: 10 }),
    })),
  };
  const txTargets: Target = { base: c, requests: env.students.map((_, i) => ({ path: `/tx?id=${i + 1}` })) };
  const save = await interleave(saves, txTargets, RUN);
  const saveRatio = save.aMedian.rps / save.bMedian.rps;
  addRow({
    db: env.db,
    scenario: 'POST /api/lessons/{id}/progress',
    project: fmtRps(save.aMedian),
    ceiling: `${fmtRps(save.bMedian)} (write tx: update + insert)`,
    ratio: `${saveRatio.toFixed(2)}x`,
    target: '>= 0.50x',
    result: save.failed ? 'ERROR' : verdict(saveRatio >= 0.5),
    note: save.failed ?? `p99 ${fmtMs(save.aMedian.p99Ms)} vs ${fmtMs(save.bMedian.p99Ms)}`,
    raw: { project: save.a, ceiling: save.b },
  });
  const capacity = Math.floor(save.aMedian.rps * 10);
  addRow({
    db: env.db,
    scenario: 'students watching at once (1 save / 10 s)',
    project: `${capacity} students`,
    ceiling: '-',
    ratio: '-',
    target: '>= 20000 at p99 < 200 ms',
    result: save.failed ? 'ERROR' : verdict(capacity >= 20_000 && save.aMedian.p99Ms < 200),
    note: `saturated: ${fmtRps(save.aMedian)} x 10 s, p99 ${fmtMs(save.aMedian.p99Ms)} at ${RUN.connections} connections`,
  });
  let t = 100;
  await statementRow(
    env,
    'POST /api/lessons/{id}/progress',
    `/api/lessons/${first.firstLessonId}/progress`,
    first.token,
    Number.POSITIVE_INFINITY,
    () => ({ currentTime: t++ }),
  );

  // (6) logs pages over the big table vs the raw SQL twin.
  for (const [name, query, limitMs] of logScenarios()) {
    log(`- ${env.db}: GET /api/logs ${name}`);
    const r = await interleave(
      { base: p, requests: [{ path: `/api/logs?${query}`, headers: auth }] },
      { base: c, requests: [{ path: `/twin/${logTwinName(name)}` }] },
      LATENCY,
    );
    addRow({
      db: env.db,
      scenario: `GET /api/logs ${name}`,
      project: `p99 ${fmtMs(r.aMedian.p99Ms)}`,
      ceiling: `p99 ${fmtMs(r.bMedian.p99Ms)} (raw SQL twin)`,
      ratio: `${(r.aMedian.p99Ms / Math.max(r.bMedian.p99Ms, 0.1)).toFixed(2)}x`,
      target: `p99 < ${limitMs} ms`,
      result: r.failed ? 'ERROR' : verdict(r.aMedian.p99Ms < limitMs),
      note:
        r.failed ?? `mean ${fmtMs(r.aMedian.meanMs)} vs ${fmtMs(r.bMedian.meanMs)}, ${LATENCY.connections} connections`,
      raw: { project: r.a, ceiling: r.b },
    });
  }

  // (7) reports vs their raw SQL twins (mean latency at one connection).
  for (const [name, pathAndQuery] of reportScenarios()) {
    log(`- ${env.db}: ${name}`);
    const r = await interleave(
      { base: p, requests: [{ path: pathAndQuery, headers: auth }] },
      { base: c, requests: [{ path: `/twin/${name}` }] },
      REPORT,
    );
    const ratio = r.aMedian.meanMs / Math.max(r.bMedian.meanMs, 0.1);
    addRow({
      db: env.db,
      scenario: `GET ${pathAndQuery}`,
      project: `${fmtMs(r.aMedian.meanMs)} mean`,
      ceiling: `${fmtMs(r.bMedian.meanMs)} (raw SQL twin)`,
      ratio: `${ratio.toFixed(2)}x`,
      target: '<= 1.50x',
      result: r.failed ? 'ERROR' : verdict(ratio <= 1.5),
      note:
        r.failed ??
        `p99 ${fmtMs(r.aMedian.p99Ms)} vs ${fmtMs(r.bMedian.p99Ms)}${r.fixedAmount ? `, ${r.fixedAmount} requests per run` : ''}`,
      raw: { project: r.a, ceiling: r.b },
    });
  }
}

// Scenario definitions shared by the twins file and the runs.
const LOG_COLUMNS =
  'id, created_at, level, action, user_id, user_name, user_email, ip_address, description, message, source';
const logUserId = STUDENT_ID_BASE + 1234;
const logPages = Math.ceil(size.logs / 50);
const deepPage = Math.min(20_000, logPages);
const dateTo = new Date(Date.now() - 30 * 86_400_000);
const dateFrom = new Date(dateTo.getTime() - 30 * 86_400_000);
const day = (d: Date) => new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
const dayStartSql = (d: string) => `'${new Date(`${d}T00:00:00-03:00`).toISOString().slice(0, 19).replace('T', ' ')}'`;
const dayEndSql = (d: string) =>
  `'${new Date(new Date(`${d}T00:00:00-03:00`).getTime() + 86_400_000).toISOString().slice(0, 19).replace('T', ' ')}'`;

/** [name, query string, p99 target ms, WHERE of the twin, page]. */
function logCases(): [string, string, number, string, number][] {
  // A student's e-mail as an admin would type it: found through the FULLTEXT index on MariaDB.
  const search = `${studentEmail(logUserId - STUDENT_ID_BASE).split('@')[0]}@`;
  const like = `'%${search}%'`;
  const words = `'+${search.replace(/\W+$/, '').toLowerCase()}*'`;
  return [
    ['no filter, page 1', 'page=1', 100, '', 1],
    [`no filter, page ${deepPage}`, `page=${deepPage}`, 100, '', deepPage],
    ['action=LOGOUT, page 1', 'action=LOGOUT&page=1', 100, "WHERE action = 'LOGOUT'", 1],
    [`user_id=${logUserId}, page 1`, `user_id=${logUserId}&page=1`, 100, `WHERE user_id = ${logUserId}`, 1],
    [
      `30-day range, page 1`,
      `date_from=${day(dateFrom)}&date_to=${day(dateTo)}&page=1`,
      100,
      `WHERE created_at >= ${dayStartSql(day(dateFrom))} AND created_at < ${dayEndSql(day(dateTo))}`,
      1,
    ],
    [
      `search "${search}", page 1`,
      `search=${encodeURIComponent(search)}&page=1`,
      150,
      `WHERE MATCH (user_name, user_email, ip_address, description, action) AGAINST (${words} IN BOOLEAN MODE)
         AND (user_name LIKE ${like} OR user_email LIKE ${like} OR ip_address LIKE ${like} OR description LIKE ${like} OR action LIKE ${like})`,
      1,
    ],
  ];
}
const logTwinName = (name: string) => `logs-${name.replace(/[^A-Za-z0-9]+/g, '-')}`;
const logScenarios = () => logCases().map(([name, q, ms]) => [name, q, ms] as const);

const reportCompanyId = 7;
const reportCourseId = 3;
function reportScenarios(): [string, string][] {
  return [
    ['company-completion', `/api/company-reports/company-completion?companyId=${reportCompanyId}`],
    ['course-progress', `/api/reports/course-progress/${reportCourseId}`],
    ['student-progress', '/api/reports/student-progress'],
  ];
}

/** [twin name, path] of the admin dashboard's reads (twins in twinSql). */
function dashboardScenarios(): [string, string][] {
  return [
    ['stats-overview', '/api/courses/stats/overview'],
    ['reports-overview', '/api/courses/reports/overview'],
  ];
}

/** The raw SQL twins: the statements the project runs, with the same literals, nothing else. */
function twinSql(): Record<string, string[][]> {
  const twins: Record<string, string[][]> = {};
  // The dashboard (server/src/queries/courses.ts): totals, then the course count; the popular
  // courses and both recent lists at once.
  twins['stats-overview'] = [
    ['SELECT COUNT(*) AS total, COUNT(e.certificate_issued_at) AS completed FROM enrollments e'],
    ['SELECT COUNT(*) AS n FROM courses'],
  ];
  const latest = (date: string, where: string) =>
    `SELECT u.name AS student_name, c.title AS course_title, e.date
       FROM (SELECT id, user_id, course_id, ${date} AS date FROM enrollments ${where}
              ORDER BY ${date} DESC, id DESC LIMIT 10) e
       JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id
      ORDER BY e.date DESC, e.id DESC`;
  twins['reports-overview'] = [
    [
      `SELECT t.course_id AS id, (SELECT c.title FROM courses c WHERE c.id = t.course_id) AS title,
                t.enrollment_count, t.completion_count, t.average_progress
           FROM (SELECT e.course_id, COUNT(*) AS enrollment_count, COUNT(e.certificate_issued_at) AS completion_count,
                        AVG(e.progress) AS average_progress
                   FROM enrollments e GROUP BY e.course_id) t
          ORDER BY t.enrollment_count DESC, t.course_id ASC
          LIMIT 5`,
      latest('enrolled_at', ''),
      latest('certificate_issued_at', 'WHERE certificate_issued_at IS NOT NULL'),
    ],
  ];
  for (const [name, , , where, page] of logCases()) {
    // As the project: the whole-table total from the counted base plus the rows after it, and the
    // page's ids picked from the index before its rows are read.
    const count = where
      ? [`SELECT COUNT(*) AS n FROM system_logs ${where}`]
      : [
          "SELECT up_to_id, row_count FROM row_counts WHERE table_name = 'system_logs'",
          "SELECT COUNT(*) AS n FROM system_logs WHERE id > (SELECT up_to_id FROM row_counts WHERE table_name = 'system_logs')",
        ];
    twins[logTwinName(name)] = [
      ...count.map((sql) => [sql]),
      [
        `SELECT ${LOG_COLUMNS.split(', ')
          .map((c) => `s.${c}`)
          .join(', ')} FROM system_logs s
           JOIN (SELECT id FROM system_logs ${where} ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET ${(page - 1) * 50}) k
             ON k.id = s.id
          ORDER BY s.created_at DESC, s.id DESC`,
      ],
    ];
  }
  const cid = reportCompanyId;
  const employeeFilter = `u.company_id = ${cid} AND u.role <> 'admin'`;
  const facts = (filter: string) => [
    `SELECT e.user_id, COUNT(*) AS total, SUM(CASE WHEN e.certificate_issued_at IS NOT NULL THEN 1 ELSE 0 END) AS completed,
            AVG(e.progress) AS avg_progress
       FROM enrollments e JOIN users u ON u.id = e.user_id WHERE ${filter} GROUP BY e.user_id`,
    `SELECT e.user_id, c.title AS course_title, e.progress,
            CASE WHEN e.certificate_issued_at IS NOT NULL THEN 1 ELSE 0 END AS certified
       FROM enrollments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id
      WHERE ${filter} ORDER BY e.user_id, e.enrolled_at, e.id`,
  ];
  // Statements in one group run at once, as the project runs them.
  twins['company-completion'] = [
    [
      `SELECT c.id, c.name, c.cnpj, c.contact_email FROM companies c WHERE c.id = ${cid} ORDER BY c.name`,
      `SELECT u.id, u.name, u.email, u.cpf, u.company_id FROM users u WHERE ${employeeFilter} ORDER BY u.name`,
      ...facts(employeeFilter),
    ],
  ];
  const course = reportCourseId;
  twins['course-progress'] = [
    [`SELECT id, title, description FROM courses WHERE id = ${course}`],
    [`SELECT COUNT(*) AS total FROM lessons l JOIN modules m ON m.id = l.module_id WHERE m.course_id = ${course}`],
    [
      `SELECT e.user_id, u.name, u.email, e.enrolled_at, e.progress,
              CASE WHEN e.certificate_issued_at IS NOT NULL THEN 1 ELSE 0 END AS certified,
              COALESCE(done.n, 0) AS completed_lessons
         FROM enrollments e JOIN users u ON u.id = e.user_id
         LEFT JOIN (SELECT lp.user_id, COUNT(*) AS n FROM lesson_progress lp
                      JOIN lessons l ON l.id = lp.lesson_id JOIN modules m ON m.id = l.module_id
                     WHERE m.course_id = ${course} AND lp.completed = 1 GROUP BY lp.user_id) done ON done.user_id = e.user_id
        WHERE e.course_id = ${course} ORDER BY u.name`,
    ],
  ];
  const studentFilter = "u.role <> 'admin'";
  twins['student-progress'] = [
    [
      `SELECT u.id, u.name, u.email, u.created_at, c.name AS company,
              (SELECT COUNT(*) FROM certificates ce WHERE ce.user_id = u.id) AS certificates
         FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE ${studentFilter} ORDER BY u.name`,
      ...facts(studentFilter),
    ],
  ];
  return twins;
}

// ---- setup per database ------------------------------------------------------------------------

const STUDENT_TOKENS = 64;

async function prepareEnv(
  db: 'mariadb' | 'sqlite',
  databaseUrl: string,
  exec: Exec,
  dialect: Dialect,
  seedWith: SeedSize,
  tmp: string,
): Promise<{ project: Child; ceiling: Child; adminToken: string; students: Env['students']; dataDir: string }> {
  const dataDir = path.join(tmp, `data-${db}`);
  log(`- ${db}: first start (migrations on the empty database)`);
  let t0 = performance.now();
  const first = await startProject(databaseUrl, dataDir);
  await first.stop();
  log(`  migrated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  t0 = performance.now();
  const hash = bcrypt.hashSync(STUDENT_PASSWORD, 4);
  await seed(exec, dialect, seedWith, hash, log);
  timings[`seed_${db}_s`] = Math.round((performance.now() - t0) / 100) / 10;
  log(`  seeded in ${timings[`seed_${db}_s`]} s`);

  const project = await startProject(databaseUrl, dataDir);
  const payloadFile = path.join(tmp, 'theme.json');
  writeFileSync(payloadFile, JSON.stringify(await api(project.base, '/api/settings/theme/public')));
  const twinsFile = path.join(tmp, 'twins.json');
  writeFileSync(twinsFile, JSON.stringify({ ...twinSql(), ...exportStreams() }));
  const ceiling = await startCeiling(databaseUrl, payloadFile, twinsFile);

  const adminToken = await loginAs(project.base, ADMIN_EMAIL, ADMIN_PASSWORD);
  const students: Env['students'] = [];
  const step = Math.max(1, Math.floor(seedWith.students / STUDENT_TOKENS));
  for (let n = 1; n <= seedWith.students && students.length < STUDENT_TOKENS; n += step) {
    const courseId = ((n * 7) % seedWith.courses) + 1;
    students.push({
      n,
      token: await loginAs(project.base, studentEmail(n), STUDENT_PASSWORD),
      courseId,
      firstLessonId: (courseId - 1) * lessonsPerCourse + 1,
    });
  }
  servers.splice(0, servers.length, { name: 'project', child: project }, { name: 'ceiling', child: ceiling });
  return { project, ceiling, adminToken, students, dataDir };
}

/** What the scenario files of bench/scenarios/ get: the MariaDB servers, the admin, the table. */
function scenarioContext(env: Env & { dataDir: string }, conn: mysql.Connection, tmp: string): ScenarioContext {
  const pid = (c: Child) => {
    if (!c.proc.pid) throw new Error('server process has no pid');
    return c.proc.pid;
  };
  return {
    quick,
    size,
    project: { base: env.project.base, pid: pid(env.project), dataDir: env.dataDir },
    ceiling: { base: env.ceiling.base, pid: pid(env.ceiling) },
    adminToken: env.adminToken,
    sql: async <T>(sql: string) => (await conn.query(sql))[0] as T[],
    tmp,
    log,
    addRow,
    verdict,
    ...(env.counter
      ? { statements: (n, request) => countStatements(env.counter as mysql.Connection, n, request) }
      : {}),
  };
}

const timings: Record<string, number> = {};

// ---- main --------------------------------------------------------------------------------------

async function main(): Promise<void> {
  log(
    `Trilha Segura bench: size ${sizeName} (${size.students} students, ${size.logs} log rows)${quick ? ', quick' : ''}`,
  );
  if (runs('bundles')) await bundleScenarios({ build: !flag('no-build'), log, addRow });
  if (needsDatabase && !flag('no-build')) {
    log('- building the server (npm run build -w @trilha/server)');
    npmBuild('@trilha/server');
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-'));
  process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
  let maria: MariaDbServer | null = null;
  try {
    // Only bundles asked for: no database at all.
    if (needsDatabase) {
      // ---- MariaDB ----
      log('- starting a throwaway MariaDB');
      maria = await startMariaDb();
      const rootConn = await mysql.createConnection({ uri: maria.rootUrl, multipleStatements: false });
      // The harness starts with a 128 MB buffer pool: give the 2M-row data set room (resized online).
      for (const sql of [
        'SET GLOBAL innodb_buffer_pool_size = 2147483648',
        'SET GLOBAL innodb_log_file_size = 536870912',
        'SET GLOBAL max_connections = 2000',
      ]) {
        await rootConn.query(sql).catch((err: Error) => log(`  (${sql}: ${err.message})`));
      }
      const url = await maria.createDatabase('bench');
      const dbConn = await mysql.createConnection({ uri: url });
      const mariaEnv = await prepareEnv('mariadb', url, (sql) => dbConn.query(sql), 'mysql', size, tmp);
      const env: Env & { dataDir: string } = { db: 'mariadb', ...mariaEnv, counter: rootConn };
      try {
        if (runs('api')) {
          await apiScenarios(env);
          await mariaDbOnlyScenarios(env);
        }
        const ctx = scenarioContext(env, dbConn, tmp);
        if (runs('exports')) await exportScenarios(ctx);
        if (runs('pdf')) await pdfScenarios(ctx);
        if (runs('evidence')) await evidenceScenarios(ctx);
        if (runs('backup')) await backupScenarios(ctx);
        if (runs('load')) await studentLoadScenario(ctx, { students: loadStudents });
        if (runs('exam')) await examStormScenario(ctx);
        if (runs('signin')) await signinStormScenario(ctx);
      } finally {
        await env.project.stop();
        await env.ceiling.stop();
        await dbConn.end();
        await rootConn.end();
      }
      await maria.stop();
      maria = null;

      // ---- SQLite (the default database) ----
      if (runs('api') && !flag('no-sqlite')) {
        const file = path.join(tmp, 'bench.sqlite');
        const sqliteUrl = `sqlite:${file}`;
        // The migrations create the file; the seed then opens it.
        let conn: sqlite3.Database | null = null;
        const exec: Exec = (sql) =>
          new Promise((resolve, reject) => {
            if (!conn) conn = new sqlite3.Database(file);
            conn.run(sql, (err) => (err ? reject(err) : resolve(undefined)));
          });
        // Same users, courses and enrolments; logs capped at 200k (no log scenario runs on SQLite).
        const sqliteSize = { ...size, logs: Math.min(size.logs, 200_000) };
        const sqliteEnv = await prepareEnv('sqlite', sqliteUrl, exec, 'sqlite', sqliteSize, tmp);
        const senv: Env = { db: 'sqlite', ...sqliteEnv };
        try {
          await apiScenarios(senv);
        } finally {
          await senv.project.stop();
          await senv.ceiling.stop();
          const c = conn as sqlite3.Database | null;
          if (c) await new Promise((r) => c.close(() => r(undefined)));
        }
      }
    }
  } finally {
    if (maria) await maria.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  timings.total_s = Math.round((performance.now() - tStart) / 100) / 10;
  printTable();
  const out = path.join(here, 'results.json');
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        size: sizeName,
        dataSet: size,
        quick,
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model,
          memoryGiB: Math.round(os.totalmem() / 2 ** 30),
          node: process.version,
          platform: `${os.platform()} ${os.release()}`,
        },
        load: { normal: RUN, latency: LATENCY, report: REPORT },
        timings,
        rows,
      },
      null,
      2,
    )}\n`,
  );
  log(`\nwrote ${path.relative(root, out)}; total ${timings.total_s} s`);
}

function printTable(): void {
  const head = ['db', 'scenario', 'project', 'ceiling', 'ratio', 'target', 'result'];
  const body = rows.map((r) => [r.db, r.scenario, r.project, r.ceiling, r.ratio, r.target, r.result]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  log('');
  log(line(head));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) log(line(b));
  const fails = rows.filter((r) => r.result === 'FAIL' || r.result === 'ERROR').length;
  log(`\n${rows.length} rows, ${fails} FAIL/ERROR${quick ? ' (quick: timings not judged)' : ''}`);
}

main()
  .then(() => {
    // A FAIL is a finding; an ERROR row means the harness or an endpoint broke.
    if (rows.some((r) => r.result === 'ERROR')) process.exitCode = 1;
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
