/**
 * Exam storm (issue 25, part 2; `--only exam`). The seeded exam class (bench/seed.ts: 2 000
 * students at M, 200 at S, each enrolled in a course of their own with every lesson completed)
 * is told "the final assessment is open": within OPEN_WINDOW_MS every student loads the
 * assessment widget's info card and starts an attempt, then answers it and submits within the
 * next SUBMIT_WINDOW_MS (a random moment each), and the widget reloads its card. These are the
 * calls the sdk's Assessment widget makes (sdk/src/widgets/Assessment: useAssessmentInfo,
 * Assessment.start, TakingView.submit; the contract's E.assessments.get / attempts / start /
 * submit). The final assessment draws 10 questions from a bank in two topics and shuffles
 * questions and options, so every start draws and stores a paper of its own.
 *
 * Each student is a client of its own with its own keep-alive connection (a minimal HTTP/1.1
 * client on a net.Socket, see Client), signed in before the storm (not measured). At smaller
 * classes (S, --quick) the whole timeline (both windows, the click) shrinks in proportion, so
 * students arrive at the rate of the 2 000 of size M, for a tenth of the time: a server that
 * falls behind falls behind for longer at M. Before the storm the server is warmed up for a few
 * seconds (probeAndWarm), as a node that has been serving is.
 *
 * Judged: p99 of the start ("open") and of the submit < 500 ms (also the card's reads); any answer
 * outside 2xx or a network error is an ERROR row; afterwards, in the database, exactly one attempt
 * per student for that assessment, completed, holding the paper they were shown, the answers they
 * sent and the score they were told (which the paper and the answers give), with its audit rows.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import type { AttemptShape, AttemptStart, SubmitResponse } from '@trilha/sdk/contract';
import { EXAM_PROBES, examAssessmentId, examStudentEmail, examStudentId, STUDENT_PASSWORD } from '../seed';
import type { ScenarioContext } from './context';

/** The issue's storm: 2 000 students open within 10 s and submit within the next 60 s. */
const CLASS_OF_ISSUE = 2000;
const OPEN_WINDOW_MS = 10_000;
const SUBMIT_WINDOW_MS = 60_000;
/** From the card on screen to the click on "Iniciar". */
const CLICK_MS: [number, number] = [300, 1_500];
const QUICK_STUDENTS = 50;
const REQUEST_TIMEOUT_MS = 30_000;
const LIMIT_MS = 500;
const LOGIN_CONCURRENCY = 8;
/** The probes read the info card this long before the storm (the server's code warmed up). */
const WARMUP_MS = 3_000;

type Kind = 'info card' | 'open' | 'submit';

interface Answer {
  status: number;
  text: string;
  ms: number;
}

/**
 * One student's browser: one keep-alive HTTP/1.1 connection of its own, one request at a time (a
 * second call waits for the first, as on one browser connection). A minimal client on a
 * net.Socket, as autocannon is: every answer of the server carries a Content-Length. node:http
 * took three times the CPU per request, from the same two cores the server and MariaDB run on.
 */
class Client {
  private socket: net.Socket | null = null;
  /** Answers read on the current connection: a failure on a used one may be its idle close. */
  private served = 0;
  private received: Buffer = Buffer.alloc(0);
  private waiting: { done: (answer: { status: number; text: string }) => void; fail: (err: Error) => void } | null =
    null;
  private queue: Promise<unknown> = Promise.resolve();
  token = '';

  constructor(private readonly base: URL) {}

  call(method: string, path: string, body?: unknown): Promise<Answer> {
    const t0 = performance.now();
    const run = this.queue.then(() => this.send(method, path, body, t0));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async send(method: string, path: string, body: unknown, t0: number): Promise<Answer> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const head = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${this.base.host}`,
      ...(this.token ? [`Authorization: Bearer ${this.token}`] : []),
      ...(body === undefined ? [] : ['Content-Type: application/json']),
      `Content-Length: ${Buffer.byteLength(payload)}`,
      '',
      '',
    ].join('\r\n');
    // A request on a kept-alive connection that the server closed just then (its idle timeout) is
    // sent again on a new one, as browsers do: no answer came, nothing was done.
    for (let attempt = 0; ; attempt++) {
      const reused = this.served > 0 && this.socket !== null;
      try {
        const { status, text } = await this.exchange(head + payload);
        return { status, text, ms: performance.now() - t0 };
      } catch (err) {
        this.drop();
        if (attempt === 0 && reused) continue;
        const e = err as Error & { code?: string };
        return { status: 0, text: `${e.code ?? ''} ${e.message}`, ms: performance.now() - t0 };
      }
    }
  }

  private async connect(): Promise<net.Socket> {
    if (this.socket && !this.socket.destroyed) return this.socket;
    const socket = net.connect(Number(this.base.port), this.base.hostname);
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.on('data', (chunk: Buffer) => {
      this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
      this.answer();
    });
    const closed = (err?: Error) => {
      if (this.socket === socket) this.drop();
      this.waiting?.fail(err ?? Object.assign(new Error('socket closed before the answer'), { code: 'ECONNRESET' }));
      this.waiting = null;
    };
    socket.on('error', closed);
    socket.on('end', () => closed());
    socket.on('close', () => closed());
    this.socket = socket;
    this.served = 0;
    this.received = Buffer.alloc(0);
    return socket;
  }

  private async exchange(request: string): Promise<{ status: number; text: string }> {
    const socket = await this.connect();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`));
      }, REQUEST_TIMEOUT_MS);
      this.waiting = {
        done: (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
        fail: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      };
      socket.write(request);
    });
  }

  /** A whole answer in the bytes received: status and body (by Content-Length; chunked is refused). */
  private answer(): void {
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0 || !this.waiting) return;
    const head = this.received.subarray(0, end).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    if (/^transfer-encoding:\s*chunked/im.test(head)) {
      this.waiting.fail(new Error('chunked answer: this client reads Content-Length only'));
      this.waiting = null;
      return;
    }
    const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? 0);
    if (this.received.length < end + 4 + length) return;
    const text = this.received.subarray(end + 4, end + 4 + length).toString('utf8');
    this.received = this.received.subarray(end + 4 + length);
    this.served += 1;
    const waiting = this.waiting;
    this.waiting = null;
    if (/^connection:\s*close/im.test(head)) this.drop();
    waiting.done({ status, text });
  }

  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    this.served = 0;
    this.received = Buffer.alloc(0);
    socket?.destroy();
  }

  close(): void {
    this.drop();
  }
}

class Recorder {
  readonly latencies = new Map<Kind, number[]>([
    ['info card', []],
    ['open', []],
    ['submit', []],
  ]);
  readonly failures: { kind: Kind; status: number; message: string }[] = [];
  /** The slowest answers, with when they were asked (ms after the storm began): where a tail comes from. */
  readonly slowest: { kind: Kind; path: string; atMs: number; ms: number }[] = [];
  /** Per second of the storm (by when asked): requests and the slowest answer of each kind. */
  readonly timeline = new Map<number, Partial<Record<Kind | 'accept queue', { n: number; maxMs: number }>>>();
  /** The longest accept queue of the server seen, for the note. */
  maxAcceptQueue = 0;

  /** A sample of the server's accept queue, kept per second as `n` = the longest. */
  acceptQueue(length: number | null): void {
    if (length === null) return;
    this.maxAcceptQueue = Math.max(this.maxAcceptQueue, length);
    const at = Math.floor((performance.now() - this.t0) / 1000);
    const second = this.timeline.get(at) ?? {};
    const cell = second['accept queue'] ?? { n: 0, maxMs: 0 };
    cell.n = Math.max(cell.n, length);
    second['accept queue'] = cell;
    this.timeline.set(at, second);
  }

  constructor(private readonly t0: number) {}

  /** The answer's JSON when it is 2xx, else null (recorded as a failure). */
  async call<T>(client: Client, kind: Kind, method: string, path: string, body?: unknown): Promise<T | null> {
    const atMs = Math.round(performance.now() - this.t0);
    const a = await client.call(method, path, body);
    this.latencies.get(kind)?.push(a.ms);
    const second = this.timeline.get(Math.floor(atMs / 1000)) ?? {};
    const cell = second[kind] ?? { n: 0, maxMs: 0 };
    cell.n += 1;
    cell.maxMs = Math.max(cell.maxMs, Math.round(a.ms));
    second[kind] = cell;
    this.timeline.set(Math.floor(atMs / 1000), second);
    if (this.slowest.length < 20 || a.ms > (this.slowest.at(-1)?.ms ?? 0)) {
      this.slowest.push({ kind, path: `${method} ${path}`, atMs, ms: Math.round(a.ms) });
      this.slowest.sort((x, y) => y.ms - x.ms);
      this.slowest.length = Math.min(this.slowest.length, 20);
    }
    if (a.status >= 200 && a.status < 300) return JSON.parse(a.text) as T;
    this.failures.push({ kind, status: a.status, message: a.text.slice(0, 200) });
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const between = ([lo, hi]: [number, number]) => lo + Math.random() * (hi - lo);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * Signs students in before the storm, a few at a time (a 429 "wait a second" is waited out):
 * clients[i] is student first + i.
 */
async function signIn(ctx: ScenarioContext, clients: Client[], first = 1): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < clients.length) {
      const i = next++;
      const client = clients[i] as Client;
      for (let tries = 0; ; tries++) {
        const a = await client.call('POST', '/api/auth/login', {
          email: examStudentEmail(first + i),
          password: STUDENT_PASSWORD,
        });
        if (a.status === 200) {
          client.token = (JSON.parse(a.text) as { token: string }).token;
          break;
        }
        if (a.status !== 429 || tries >= 20)
          throw new Error(`exam: sign-in of student ${i + 1}: ${a.status} ${a.text}`);
        await sleep(1000 + Math.random() * 500);
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: LOGIN_CONCURRENCY }, worker));
  ctx.log(`  ${clients.length} students signed in in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** CPU seconds (user + system) a process has used so far, from /proc; null when unreadable. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The throwaway mariadbd this bench process started (server/test/harness), if any. */
function mariadbPid(): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.split(') ')[1]?.split(' ')[1]);
      if (stat.includes('(mariadbd)') && ppid === process.pid) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** What a student was shown, sent and told: the database must hold exactly this afterwards. */
interface Outcome {
  n: number;
  attemptId: number | null;
  /** Question ids and option ids in the order shown. */
  shown: { id: number; options: number[]; items: { id: number; options: number[] }[] }[];
  answers: Record<string, number> | null;
  score: number | null;
}

async function student(
  rec: Recorder,
  client: Client,
  n: number,
  assessmentId: number,
  t0: number,
  openAt: number,
  click: [number, number],
  submitAt: number,
): Promise<Outcome> {
  const out: Outcome = { n, attemptId: null, shown: [], answers: null, score: null };
  const base = `/api/assessments/${assessmentId}`;
  // The widget's info card: the assessment and the student's attempts, read together.
  const card = () =>
    Promise.all([
      rec.call<{ assessment: { can_start?: boolean } }>(client, 'info card', 'GET', base),
      rec.call<{ attempts: AttemptShape[] }>(client, 'info card', 'GET', `${base}/attempts`),
    ]);
  await sleep(t0 + openAt - performance.now());
  const [info] = await card();
  if (!info) return out;
  await sleep(between(click));
  const start = await rec.call<AttemptStart>(client, 'open', 'POST', `${base}/start`, {});
  if (!start) return out;
  out.attemptId = start.attemptId;
  const questions = start.assessment.questions ?? [];
  out.shown = questions.map((q) => ({
    id: q.id,
    options: q.options.map((o) => o.id),
    items: (q.items ?? []).map((i) => ({ id: i.id, options: i.options.map((o) => o.id) })),
  }));
  // One option per question (or per item of a scenario), as a student would click them.
  const answers: Record<string, number> = {};
  const pick = (options: number[]) => options[Math.floor(Math.random() * options.length)] as number;
  for (const q of out.shown) {
    if (q.items.length) for (const item of q.items) answers[String(item.id)] = pick(item.options);
    else answers[String(q.id)] = pick(q.options);
  }
  out.answers = answers;
  await sleep(t0 + submitAt - performance.now());
  const elapsed = Math.round((performance.now() - t0 - openAt) / 1000);
  const result = await rec.call<SubmitResponse>(client, 'submit', 'POST', `${base}/submit`, {
    attemptId: start.attemptId,
    answers,
    timeTaken: elapsed,
  });
  if (!result) return out;
  out.score = Number(result.score);
  await card();
  return out;
}

/**
 * Statements per request of the four calls, counted in MariaDB's general log before the storm
 * (bench/README "How statements are counted") with the probe students seeded after the class:
 * each opens one attempt and submits it, so every start and submit counted is a first one. Then
 * the probes read their cards for WARMUP_MS.
 */
async function probeAndWarm(ctx: ScenarioContext, base: URL, assessmentId: number, name: string): Promise<void> {
  const count = ctx.statements;
  const probes = Array.from({ length: EXAM_PROBES }, () => new Client(base));
  try {
    await signIn(ctx, probes, ctx.size.examStudents + 1);
    const must = async <T>(client: Client, method: string, path: string, body?: unknown): Promise<T> => {
      const a = await client.call(method, path, body);
      if (a.status < 200 || a.status >= 300) throw new Error(`exam: ${method} ${path} -> ${a.status}: ${a.text}`);
      return JSON.parse(a.text) as T;
    };
    const path = `/api/assessments/${assessmentId}`;
    const shown = '/api/assessments/{id}';
    const first = probes[0] as Client;
    const starts: AttemptStart[] = [];
    let submitted = 0;
    // [call, request, budget]: the statements each may take (the caller's user read included).
    const calls: [string, () => Promise<unknown>, number][] = [
      [`GET ${shown}`, () => must(first, 'GET', path), 2],
      [`GET ${shown}/attempts`, () => must(first, 'GET', `${path}/attempts`), 2],
      [
        `POST ${shown}/start`,
        async () => starts.push(await must<AttemptStart>(probes[starts.length] as Client, 'POST', `${path}/start`, {})),
        8,
      ],
      [
        `POST ${shown}/submit`,
        async () => {
          const start = starts[submitted] as AttemptStart;
          const answers = Object.fromEntries(
            (start.assessment.questions ?? []).map((q) => [String(q.id), q.options[0]?.id as number]),
          );
          await must(probes[submitted++] as Client, 'POST', `${path}/submit`, { attemptId: start.attemptId, answers });
        },
        7,
      ],
    ];
    for (const [call, request, budget] of calls) {
      if (!count) break;
      const c = await count(EXAM_PROBES - 1, request);
      ctx.addRow({
        db: 'mariadb',
        scenario: `${name}: ${call} statements/request`,
        project: `${Number.isInteger(c.perRequest) ? c.perRequest : c.perRequest.toFixed(1)} stmts`,
        ceiling: '-',
        ratio: '-',
        target: `<= ${budget}`,
        result: c.perRequest <= budget ? 'PASS' : 'FAIL',
        note: 'sequential, before the storm (transaction control included)',
        raw: { statements: c.statements },
      });
    }
    // Warm-up, as the other groups have one: a node that has been serving, not one just started.
    const until = performance.now() + (ctx.quick ? 500 : WARMUP_MS);
    await Promise.all(
      probes.map(async (probe) => {
        while (performance.now() < until) {
          await must(probe, 'GET', path);
          await must(probe, 'GET', `${path}/attempts`);
        }
      }),
    );
  } finally {
    for (const p of probes) p.close();
  }
}

/** Everything the database must hold for the class afterwards. */
async function checkDatabase(
  ctx: ScenarioContext,
  assessmentId: number,
  outcomes: Outcome[],
  since: string,
): Promise<string[]> {
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < 20) problems.push(text);
    else if (problems.length === 20) problems.push('...');
  };
  const rows = await ctx.sql<{
    id: number;
    user_id: number;
    status: string;
    score: number | null;
    correct_answers: number | null;
    total_questions: number | null;
    answers: string | null;
    paper: string | null;
  }>(
    `SELECT id, user_id, status, score, correct_answers, total_questions, answers, paper
       FROM assessment_attempts WHERE assessment_id = ${assessmentId} ORDER BY id`,
  );
  const byUser = new Map<number, typeof rows>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const classIds = new Set(outcomes.map((o) => examStudentId(ctx.size, o.n)));
  const isProbe = (id: number) => id > examStudentId(ctx.size, ctx.size.examStudents);
  const strangers = [...byUser.keys()].filter((id) => !classIds.has(id) && !isProbe(id));
  if (strangers.length) problem(`attempts of users outside the class: ${strangers.slice(0, 5).join(', ')}`);

  for (const o of outcomes) {
    const mine = byUser.get(examStudentId(ctx.size, o.n)) ?? [];
    const who = `student ${o.n}`;
    if (mine.length !== 1) {
      problem(`${who}: ${mine.length} attempts`);
      continue;
    }
    const a = mine[0] as (typeof rows)[number];
    if (a.id !== o.attemptId) problem(`${who}: attempt ${a.id} stored, ${o.attemptId} answered`);
    if (a.status !== 'completed') problem(`${who}: attempt ${a.id} is ${a.status}`);
    if (a.score === null || Number(a.score) !== o.score)
      problem(`${who}: score ${a.score} stored, ${o.score} answered`);
    let stored: unknown = null;
    try {
      stored = JSON.parse(a.answers ?? 'null');
    } catch {
      // reported below
    }
    if (JSON.stringify(stored) !== JSON.stringify(o.answers)) problem(`${who}: answers ${a.answers} stored`);
    // The paper kept as evidence is the one shown, and the score the one it gives for these answers.
    const paper = JSON.parse(a.paper ?? '[]') as {
      id: number;
      points: number;
      options: { id: number; correct: boolean }[];
      items: { id: number; options: { id: number; correct: boolean }[] }[];
    }[];
    const kept = paper.map((q) => ({
      id: q.id,
      options: q.options.map((x) => x.id),
      items: q.items.map((i) => ({ id: i.id, options: i.options.map((x) => x.id) })),
    }));
    if (JSON.stringify(kept) !== JSON.stringify(o.shown)) problem(`${who}: the stored paper is not the one shown`);
    const chosen = o.answers ?? {};
    const right = (id: number, options: { id: number; correct: boolean }[]) =>
      options.find((x) => x.correct)?.id === chosen[String(id)];
    let earned = 0;
    let total = 0;
    let correct = 0;
    for (const q of paper) {
      total += q.points;
      const hits = q.items.length
        ? q.items.filter((i) => right(i.id, i.options)).length
        : right(q.id, q.options)
          ? 1
          : 0;
      const of = q.items.length || 1;
      earned += (q.points * hits) / of;
      if (hits === of) correct += 1;
    }
    const expected = total ? Math.round((earned / total) * 10000) / 100 : 0;
    if (a.score !== null && Number(a.score) !== expected)
      problem(`${who}: score ${a.score}, the paper gives ${expected}`);
    if (Number(a.correct_answers) !== correct || Number(a.total_questions) !== paper.length)
      problem(`${who}: ${a.correct_answers}/${a.total_questions} right stored, ${correct}/${paper.length} expected`);
  }

  // One audit row per start and per graded submit, none more.
  const ids = [...classIds].join(',');
  const audit = new Map(
    (
      await ctx.sql<{ action: string; n: number }>(
        `SELECT action, COUNT(*) AS n FROM system_logs
          WHERE user_id IN (${ids}) AND created_at >= '${since}'
            AND action IN ('AVALIACAO_INICIADA', 'AVALIACAO_APROVADA', 'AVALIACAO_REPROVADA')
          GROUP BY action`,
      )
    ).map((r) => [r.action, Number(r.n)]),
  );
  const started = outcomes.filter((o) => o.attemptId !== null).length;
  const graded = outcomes.filter((o) => o.score !== null).length;
  const finished = (audit.get('AVALIACAO_APROVADA') ?? 0) + (audit.get('AVALIACAO_REPROVADA') ?? 0);
  if ((audit.get('AVALIACAO_INICIADA') ?? 0) !== started)
    problem(`audit AVALIACAO_INICIADA: ${audit.get('AVALIACAO_INICIADA') ?? 0} rows, ${started} starts answered`);
  if (finished !== graded) problem(`audit AVALIACAO_APROVADA/REPROVADA: ${finished} rows, ${graded} submits answered`);
  return problems;
}

/**
 * Connections waiting to be accepted by the server: its listening socket's queue, as `ss` reads
 * it over netlink (cheap; /proc/net/tcp lists every socket of the machine). Under load Node takes
 * one new connection per turn of its event loop, so this is where a busy server keeps newcomers
 * waiting. Null when `ss` is missing.
 */
function acceptQueue(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    execFile('ss', ['-Hlnt', `sport = :${port}`], { timeout: 2_000 }, (err, stdout) => {
      if (err) return resolve(null);
      const queues = stdout
        .trim()
        .split('\n')
        .map((line) => Number(line.trim().split(/\s+/)[1]))
        .filter((n) => Number.isFinite(n));
      resolve(queues.length ? Math.max(...queues) : null);
    });
  });
}

/** "server 6.1 s (4.9 ms/request), MariaDB 1.9 s, students 1.0 s": where the machine's time went. */
function cpuNote(cpu: { server: number | null; mariadb: number | null; students: number }, requests: number): string {
  const s = (x: number) => `${x.toFixed(1)} s`;
  return [
    cpu.server === null
      ? null
      : `server ${s(cpu.server)} (${((cpu.server * 1000) / Math.max(1, requests)).toFixed(1)} ms/request)`,
    cpu.mariadb === null ? null : `MariaDB ${s(cpu.mariadb)}`,
    `students ${s(cpu.students)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export interface ExamStormOptions {
  /** Stretch (> 1) or squeeze the timeline, for experiments: 1 = the rate of the issue's storm. */
  pace?: number;
}

export async function examStormScenario(ctx: ScenarioContext, options: ExamStormOptions = {}): Promise<void> {
  const students = ctx.quick ? Math.min(QUICK_STUDENTS, ctx.size.examStudents) : ctx.size.examStudents;
  const scale = (students / CLASS_OF_ISSUE) * (options.pace ?? 1);
  const openWindow = OPEN_WINDOW_MS * scale;
  const submitWindow = SUBMIT_WINDOW_MS * scale;
  const click = CLICK_MS.map((ms) => ms * scale) as [number, number];
  const secs = (ms: number) => `${ms >= 10_000 ? Math.round(ms / 1000) : (ms / 1000).toFixed(1)} s`;
  const name = `exam storm, ${students} students`;
  ctx.log(`- mariadb: ${name} (open within ${secs(openWindow)}, submit within the next ${secs(submitWindow)})`);
  const assessmentId = examAssessmentId(ctx.size);
  const base = new URL(ctx.project.base);
  const clients = Array.from({ length: students }, () => new Client(base));
  try {
    await probeAndWarm(ctx, base, assessmentId, name);
    await signIn(ctx, clients);
    // InnoDB's counters around the storm: deadlocks (the server retries their victims) and row lock waits.
    const innodb = async () =>
      Object.fromEntries(
        (
          await ctx.sql<{ Variable_name: string; Value: string }>(
            "SHOW GLOBAL STATUS WHERE Variable_name IN ('Innodb_deadlocks', 'Innodb_row_lock_waits', 'Innodb_row_lock_time')",
          )
        ).map((r) => [r.Variable_name, Number(r.Value)]),
      ) as Record<string, number>;
    const innodbBefore = await innodb();
    const since = new Date(Date.now() - 1000).toISOString().slice(0, 19).replace('T', ' ');

    // CPU used during the storm by the server, MariaDB and this process (the students).
    const maria = mariadbPid();
    const cpuBefore = { server: cpuSeconds(ctx.project.pid), maria: maria ? cpuSeconds(maria) : null };
    const benchBefore = process.cpuUsage();
    const t0 = performance.now() + 200;
    const rec = new Recorder(t0);
    const port = Number(base.port);
    const sampler = setInterval(() => void acceptQueue(port).then((n) => rec.acceptQueue(n)), 500);
    const outcomes = await Promise.all(
      clients.map((client, i) => {
        // The card shows within the window minus the click; the submit comes after the window.
        const openAt = Math.random() * (openWindow - click[1]);
        const submitAt = openWindow + Math.random() * submitWindow;
        return student(rec, client, i + 1, assessmentId, t0, openAt, click, submitAt);
      }),
    );
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    const used = (before: number | null, pid: number | null) => {
      const after = pid ? cpuSeconds(pid) : null;
      return before === null || after === null ? null : after - before;
    };
    const benchUsed = process.cpuUsage(benchBefore);
    const cpu = {
      server: used(cpuBefore.server, ctx.project.pid),
      mariadb: used(cpuBefore.maria, maria),
      students: (benchUsed.user + benchUsed.system) / 1e6,
    };
    const innodbAfter = await innodb();
    const innodbDelta = (name: string) => (innodbAfter[name] ?? 0) - (innodbBefore[name] ?? 0);
    const deadlocksSeen = innodbDelta('Innodb_deadlocks');
    const lockWaits = { waits: innodbDelta('Innodb_row_lock_waits'), ms: innodbDelta('Innodb_row_lock_time') };

    const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
    const scenarioOf: Record<Kind, string> = {
      'info card':
        'info card (GET /api/assessments/{id} + /attempts, before and after; the first opens the connection)',
      open: 'p99 open (POST /api/assessments/{id}/start)',
      submit: 'p99 submit (POST /api/assessments/{id}/submit)',
    };
    for (const [kind, list] of rec.latencies) {
      const sorted = [...list].sort((a, b) => a - b);
      const p99 = percentile(sorted, 99);
      const failed = rec.failures.filter((f) => f.kind === kind).length;
      ctx.addRow({
        db: 'mariadb',
        scenario: `${name}: ${scenarioOf[kind]}`,
        project: `p99 ${fmt(p99)}`,
        ceiling: '-',
        ratio: '-',
        target: `p99 < ${LIMIT_MS} ms`,
        result: failed ? 'ERROR' : ctx.verdict(p99 < LIMIT_MS),
        note: `${list.length} requests, ${failed} failed, p50 ${fmt(percentile(sorted, 50))}, max ${fmt(sorted.at(-1) ?? 0)}`,
        raw: { count: list.length, failed, p50Ms: percentile(sorted, 50), p99Ms: p99, maxMs: sorted.at(-1) ?? 0 },
      });
    }
    const requests = [...rec.latencies.values()].reduce((s, l) => s + l.length, 0);
    const failures = rec.failures;
    ctx.addRow({
      db: 'mariadb',
      scenario: `${name}: errors`,
      project: `${failures.length} errors`,
      ceiling: '-',
      ratio: '-',
      target: '0 (non-2xx or network)',
      result: failures.length ? 'ERROR' : 'PASS',
      note: `${requests} requests in ${seconds.toFixed(1)} s; CPU ${cpuNote(cpu, requests)}; ${deadlocksSeen} InnoDB deadlocks, ${lockWaits.waits} row lock waits (${lockWaits.ms} ms), accept queue up to ${rec.maxAcceptQueue}${failures.length ? `; first: ${failures[0]?.kind} HTTP ${failures[0]?.status} ${failures[0]?.message}` : ''}`,
      raw: {
        failures: failures.slice(0, 50),
        deadlocks: deadlocksSeen,
        rowLockWaits: lockWaits,
        cpuSeconds: cpu,
        slowest: rec.slowest,
        timeline: Object.fromEntries([...rec.timeline].sort((x, y) => x[0] - y[0])),
      },
    });
    for (const f of failures.slice(0, 10)) ctx.log(`    ${f.kind}: HTTP ${f.status} ${f.message}`);

    const problems = await checkDatabase(ctx, assessmentId, outcomes, since);
    for (const p of problems) ctx.log(`    ${p}`);
    ctx.addRow({
      db: 'mariadb',
      scenario: `${name}: one attempt per student, answers and score stored`,
      project: problems.length ? `${problems.length} problems` : 'all checks hold',
      ceiling: '-',
      ratio: '-',
      target: `${students} attempts, 1 each`,
      result: problems.length ? 'ERROR' : 'PASS',
      note:
        problems[0] ?? `${outcomes.filter((o) => o.score !== null).length} attempts graded, papers and scores as shown`,
      raw: { problems },
    });
  } finally {
    for (const c of clients) c.close();
  }
}
