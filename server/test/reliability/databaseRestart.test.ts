/**
 * MariaDB killed (SIGKILL, like a crash) and started again while the API is under load
 * (issue 9, part 2). The server runs as a child process on its own throwaway MariaDB: reads,
 * progress saves, lesson completions (progress + enrolment + audit in one transaction) and user
 * creations (user + audit) keep coming the whole time. While the database is away every answer is
 * a quick 503 with the pt-BR message — never a 500, never a request left hanging —; when it is
 * back the same server process answers again within seconds, and no write was half applied.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@trilha/sdk/contract';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type MariaDbServer, startMariaDb } from '../harness/mariadb';
import { type SmtpSink, startSmtpSink } from '../harness/smtpSink';
import {
  activeStudent,
  adminToken,
  courseWithLessons,
  nodeEnv,
  type Res,
  type ServerNode,
  type Student,
  sleep,
  startNode,
  uniqueEmail,
} from './support';

let db: MariaDbServer;
let sink: SmtpSink;
let node: ServerNode;
let dataDir: string;
let databaseUrl: string;

beforeAll(async () => {
  [db, sink, dataDir] = await Promise.all([
    startMariaDb({ durable: true }),
    startSmtpSink(),
    mkdtemp(path.join(tmpdir(), 'trilha-rel-restart-')),
  ]);
  databaseUrl = await db.createDatabase('restart');
  node = await startNode(nodeEnv({ databaseUrl, dataDir, smtpPort: sink.port }), 'api');
});

afterAll(async () => {
  await node?.kill();
  await sink?.stop();
  await db?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Kind = 'read' | 'progress' | 'complete' | 'create-user';
interface Sample {
  kind: Kind;
  start: number;
  end: number;
  status: number;
  message: unknown;
}

const LESSONS = 40;
/** No request may take longer: the pool's acquire timeout (10 s) plus slack. */
const HANG_MS = 12_500;

it('answers 503 while MariaDB is down, recovers by itself, and leaves no half-written rows', async () => {
  const admin = await adminToken(node);
  const { courseId, lessonIds } = await courseWithLessons(node, admin, LESSONS);
  const students: Student[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await activeStudent(node, sink, admin);
    const enrolled = await node.req('POST', `/api/courses/${courseId}/enroll`, {
      token: admin,
      body: { userId: s.id },
    });
    expect(enrolled.status).toBe(201);
    students.push(s);
  }

  const samples: Sample[] = [];
  const createdEmails = new Map<string, number>();
  let running = true;
  const call = async (kind: Kind, method: string, url: string, token: string, body?: unknown): Promise<Res> => {
    const start = performance.now();
    let res: Res;
    try {
      res = await node.req(method, url, { token, body, timeoutMs: HANG_MS * 2 });
    } catch (err) {
      // a reset connection or a request that hung past the abort: recorded as status 0
      res = { status: 0, body: { message: (err as Error).message }, headers: new Headers(), ms: 0 };
    }
    samples.push({ kind, start, end: performance.now(), status: res.status, message: res.body?.message });
    return res;
  };
  const ok = (res: Res) => res.status >= 200 && res.status < 300;

  const reader = async (s: Student) => {
    while (running) {
      await call('read', 'GET', `/api/courses/${courseId}`, s.token);
      await sleep(50);
    }
  };
  const learner = async (s: Student) => {
    let next = 0;
    let t = 0;
    while (running) {
      const lesson = lessonIds[next % lessonIds.length];
      t += 5;
      await call('progress', 'POST', `/api/courses/lessons/${lesson}/save-detailed-progress`, s.token, {
        currentTime: t,
      });
      await sleep(40);
      if (next < lessonIds.length) {
        const done = await call('complete', 'POST', `/api/courses/lessons/${lesson}/complete`, s.token, {});
        if (ok(done)) next += 1;
      }
      await sleep(60);
    }
  };
  const creator = async () => {
    while (running) {
      const email = uniqueEmail('carga');
      const res = await call('create-user', 'POST', '/api/users', admin, {
        name: 'Colaborador de Carga',
        email,
        password: 'provisoria1',
      });
      createdEmails.set(email, res.status);
      await sleep(120);
    }
  };
  const workers = [...students.map(reader), ...students.map(learner), creator()];

  await sleep(1_500);
  const killedAt = performance.now();
  await db.kill();
  const downAt = performance.now();
  await sleep(3_000);
  const restartAt = performance.now();
  await db.restart();
  const upAt = performance.now();

  // Recovery: every kind of request succeeds again, on the same server process, soon.
  const firstSuccess = new Map<Kind, number>();
  const recoveryDeadline = upAt + 15_000;
  while (performance.now() < recoveryDeadline) {
    for (const s of samples) {
      if (s.start >= upAt && s.status >= 200 && s.status < 300 && !firstSuccess.has(s.kind))
        firstSuccess.set(s.kind, s.end);
    }
    if (firstSuccess.size === 4) break;
    await sleep(100);
  }
  await sleep(1_500);
  running = false;
  await Promise.all(workers);

  const show = (list: Sample[]) =>
    list
      .slice(0, 8)
      .map((s) => `${s.kind} ${s.status} ${Math.round(s.end - s.start)} ms ${JSON.stringify(s.message)}`)
      .join('\n');

  // The server never crashed and never answered 500 (or anything but success / 503).
  expect(node.exited(), node.output().slice(-3000)).toBe(false);
  const unexpected = samples.filter((s) => !(s.status >= 200 && s.status < 300) && s.status !== 503);
  expect(unexpected, show(unexpected)).toEqual([]);
  const wrongMessage = samples.filter((s) => s.status === 503 && s.message !== MSG.databaseUnavailable);
  expect(wrongMessage, show(wrongMessage)).toEqual([]);
  const slow = samples.filter((s) => s.end - s.start > HANG_MS);
  expect(slow, show(slow)).toEqual([]);

  // Before the kill: all fine. While down: every request is a 503, of every kind.
  const before = samples.filter((s) => s.end < killedAt);
  expect(before.length).toBeGreaterThan(10);
  expect(before.filter((s) => s.status >= 300)).toEqual([]);
  const down = samples.filter((s) => s.start >= downAt && s.end <= restartAt);
  expect(new Set(down.map((s) => s.kind))).toEqual(new Set(['read', 'progress', 'complete', 'create-user']));
  expect(down.filter((s) => s.status !== 503)).toEqual([]);

  // Back within 5 s of MariaDB answering, and stable afterwards.
  expect([...firstSuccess.keys()].sort()).toEqual(['complete', 'create-user', 'progress', 'read']);
  for (const [kind, at] of firstSuccess) expect(at - upAt, `${kind} recovered after`).toBeLessThan(5_000);
  const settled = Math.max(...firstSuccess.values()) + 500;
  const late = samples.filter((s) => s.start > settled && s.status >= 300);
  expect(late, show(late)).toEqual([]);

  // No half-written rows: checked in the database itself.
  const conn = await mysql.createConnection(databaseUrl);
  try {
    const [users] = await conn.query<mysql.RowDataPacket[]>('SELECT id, email FROM users');
    const [created] = await conn.query<mysql.RowDataPacket[]>(
      "SELECT description FROM system_logs WHERE action = 'USUARIO_CRIADO'",
    );
    const userEmails = new Set(users.map((u) => u.email as string));
    const loggedEmails = new Set(
      created.map((r) => /\(([^()\s]+@[^()\s]+)\)/.exec(r.description as string)?.[1]).filter(Boolean),
    );
    expect(createdEmails.size).toBeGreaterThan(10);
    for (const [email, status] of createdEmails) {
      // answered 201: both rows; answered 503: both or neither (a commit whose answer was lost)
      expect({ email, user: userEmails.has(email), audit: loggedEmails.has(email) }).toEqual({
        email,
        user: userEmails.has(email) || status === 201,
        audit: userEmails.has(email) || status === 201,
      });
    }

    const [enrollments] = await conn.query<mysql.RowDataPacket[]>(
      'SELECT user_id, progress, completed_at FROM enrollments WHERE course_id = ?',
      [courseId],
    );
    expect(enrollments).toHaveLength(students.length);
    for (const e of enrollments) {
      const [[done]] = (await conn.query(
        'SELECT COUNT(*) AS n FROM lesson_progress WHERE user_id = ? AND completed = 1 AND lesson_id IN (?)',
        [e.user_id, lessonIds],
      )) as unknown as [mysql.RowDataPacket[]];
      const [[logged]] = (await conn.query(
        "SELECT COUNT(*) AS n FROM system_logs WHERE action = 'AULA_CONCLUIDA' AND user_id = ?",
        [e.user_id],
      )) as unknown as [mysql.RowDataPacket[]];
      const completed = Number(done?.n);
      expect(completed).toBeGreaterThan(0);
      expect({ user: e.user_id, progress: e.progress, audit: Number(logged?.n) }).toEqual({
        user: e.user_id,
        progress: Math.round((completed / LESSONS) * 100),
        audit: completed,
      });
      expect(e.completed_at !== null).toBe(completed === LESSONS);
    }
  } finally {
    await conn.end();
  }
});
