/**
 * The webhook outbox survives a crash (issue 23): events are written with their changes while the
 * receiver is down (503), the server is killed (SIGKILL) with every one of them undelivered, the
 * receiver comes back, and a new server process on the same database delivers each event exactly
 * once (by its event id), those of one resource in the order they happened.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WEBHOOK_EVENTS } from '@trilha/sdk/contract';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../harness/mariadb';
import { type SmtpSink, startSmtpSink } from '../harness/smtpSink';
import { startWebhookReceiver, type WebhookReceiver } from '../harness/webhookReceiver';
import {
  activeStudent,
  adminToken,
  courseWithLessons,
  nodeEnv,
  type ServerNode,
  sleep,
  startNode,
  uniqueEmail,
} from './support';

let sink: SmtpSink;
let receiver: WebhookReceiver;
let dataDir: string;
let dbName: string;
let env: Record<string, string>;
let node: ServerNode;

beforeAll(async () => {
  dbName = uniqueDatabaseName('webhooks');
  let databaseUrl: string;
  [databaseUrl, sink, receiver, dataDir] = await Promise.all([
    createDatabase(inject('mariadbRootUrl'), dbName),
    startSmtpSink(),
    startWebhookReceiver(),
    mkdtemp(path.join(tmpdir(), 'trilha-rel-webhooks-')),
  ]);
  env = nodeEnv({ databaseUrl, dataDir, smtpPort: sink.port, extra: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  node = await startNode(env, 'api');
});

afterAll(async () => {
  await node?.kill();
  await Promise.all([sink?.stop(), receiver?.stop()]);
  if (dbName) await dropDatabase(inject('mariadbRootUrl'), dbName);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const LESSONS = 6;
const USERS = 5;

it('delivers every event once, in order per resource, after a crash with all of them pending', async () => {
  const admin = await adminToken(node);
  const hook = await node.req('POST', '/api/webhooks', {
    token: admin,
    body: { url: receiver.url, events: [...WEBHOOK_EVENTS] },
  });
  expect(hook.status).toBe(201);
  receiver.answer = 503;

  const { courseId, lessonIds } = await courseWithLessons(node, admin, LESSONS);
  const student = await activeStudent(node, sink, admin);
  expect(
    (await node.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: student.id } })).status,
  ).toBe(201);
  for (const lessonId of lessonIds) {
    await node.req('POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, {
      token: student.token,
      body: { currentTime: 0 },
    });
    const done = await node.req('POST', `/api/courses/lessons/${lessonId}/complete`, {
      token: student.token,
      body: {},
    });
    expect(done.status).toBe(200);
  }
  for (let i = 0; i < USERS; i++) {
    const created = await node.req('POST', '/api/users', {
      token: admin,
      body: { name: `Trabalhador ${i}`, email: uniqueEmail('webhook'), password: 'provisoria1' },
    });
    expect(created.status).toBe(201);
  }
  // user.created (student + USERS), enrollment.created, LESSONS x lesson.completed, course.completed
  const expected = 1 + USERS + 1 + LESSONS + 1;
  // Every event was tried at least once by now... or is still waiting behind its resource.
  await sleep(1_500);
  expect(receiver.accepted()).toEqual([]);
  await node.kill('SIGKILL');

  receiver.answer = 200;
  node = await startNode(env, 'api-restarted');
  const accepted = await receiver.waitFor((a) => new Set(a.map((r) => r.event.id)).size >= expected, 60_000);
  await sleep(3_000);
  const ids = receiver.accepted().map((r) => r.event.id);
  expect(new Set(ids).size).toBe(expected);
  // exactly once: no event accepted twice
  expect(ids).toHaveLength(expected);
  const enrolment = accepted.filter((r) => r.event.type !== 'user.created').map((r) => r.event.type);
  expect(enrolment).toEqual([
    'enrollment.created',
    ...Array.from({ length: LESSONS }, () => 'lesson.completed'),
    'course.completed',
  ]);
  const lessonOrder = accepted
    .filter((r) => r.event.type === 'lesson.completed')
    .map((r) => (r.event.data as { lesson: { id: number } }).lesson.id);
  expect(lessonOrder).toEqual(lessonIds);
}, 180_000);

it('delivers each event by one node when two nodes poll the same outbox', async () => {
  const second = await startNode(env, 'api-second');
  try {
    const admin = await adminToken(node);
    const before = receiver.accepted().length;
    receiver.answer = 503;
    const made: number[] = [];
    for (let i = 0; i < 12; i++) {
      const target = i % 2 ? second : node;
      const created = await target.req('POST', '/api/users', {
        token: admin,
        body: { name: `Turno ${i}`, email: uniqueEmail('turno'), password: 'provisoria1' },
      });
      expect(created.status).toBe(201);
      made.push(created.body.user.id);
    }
    receiver.answer = 200;
    await receiver.waitFor((a) => a.length >= before + made.length, 60_000);
    await sleep(4_000);
    const users = receiver
      .accepted()
      .slice(before)
      .map((r) => (r.event.data as { user: { id: number } }).user.id);
    expect([...users].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
  } finally {
    await second.kill();
  }
}, 120_000);
