/**
 * Webhooks (issue 23) against the real server and a real receiver on loopback: an admin's endpoint
 * receives each event of a worker's training, signed (the README's receiver snippet accepts the
 * signature and refuses a tampered one), in order per resource even when the receiver fails first;
 * a receiver that keeps failing is retried with backoff, marked failing (its owner e-mailed) and,
 * 24 h after the event, given up; the delivery log and the replay; a manager's endpoint gets only
 * their company's events and another company's endpoints do not exist for them; bad events are
 * refused with pt-BR messages (bad addresses: webhookAddresses.test.ts, on a server without
 * WEBHOOKS_ALLOW_PRIVATE).
 */
import { WEBHOOK_EVENTS, WEBHOOK_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error the example is plain JavaScript, as receivers copy it
import { verifyTrilhaSignature } from '../../../examples/webhook-receiver.mjs';
import { advanceClock, resetClock } from '../../src/services/clock';
import { FAILING_AFTER } from '../../src/services/webhooks/dispatcher';
import { startWebhookReceiver, type WebhookReceiver } from '../harness/webhookReceiver';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from './support';

let server: TestServer;
let receiver: WebhookReceiver;
let admin: string;
let companyA = 0;
let companyB = 0;
let courseId = 0;
let lessons: number[] = [];
let secret = '';
let webhookId = 0;

async function company(name: string) {
  return (await server.req('POST', '/api/companies', { token: admin, body: { name } })).body.company.id as number;
}

const ofType = (type: string) => (r: { event: { type: string } }) => r.event.type === type;

beforeAll(async () => {
  [server, receiver] = await Promise.all([
    startTestServer('webhooks', { WEBHOOKS_ALLOW_PRIVATE: 'true' }),
    startWebhookReceiver(),
  ]);
  admin = await server.adminToken();
  companyA = await company('Alfa Montagens');
  companyB = await company('Beta Elétrica');
  courseId = (
    await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-35 Altura', status: 'published' } })
  ).body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Módulo',
          lessons: [1, 2].map((n) => ({
            title: `Aula ${n}`,
            video_type: 'youtube',
            video_url: 'https://youtu.be/x',
            duration: 0,
          })),
        },
      ],
    },
  });
  lessons = content.body.course.modules[0].lessons.map((l: { id: number }) => l.id);
  const created = await server.req('POST', '/api/webhooks', {
    token: admin,
    body: { url: receiver.url, events: [...WEBHOOK_EVENTS] },
  });
  expect(created.status).toBe(201);
  secret = created.body.secret;
  webhookId = created.body.webhook.id;
}, 60_000);

afterAll(async () => {
  resetClock();
  await Promise.all([server?.close(), receiver?.stop()]);
});

describe('an admin endpoint', () => {
  let ana: CreatedUser;

  it('answers the secret once and never lists it', async () => {
    expect(secret).toMatch(/^whsec_[\w-]{40,}$/);
    const list = await server.req('GET', '/api/webhooks', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.webhooks).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.webhooks[0]).toMatchObject({ url: receiver.url, status: 'active', company_id: null });
  });

  it('receives a worker training as signed, versioned events', async () => {
    ana = await activeUser(server, { name: 'Ana Webhook', company_id: companyA });
    await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: ana.id } });
    for (const lesson of lessons) await completeLesson(server, ana, lesson);
    const got = await receiver.waitFor((a) => a.some(ofType('course.completed')));
    const mine = got.filter((r) => (r.event.data as { worker?: { id: number } }).worker?.id === ana.id);
    expect(mine.map((r) => r.event.type)).toEqual([
      'enrollment.created',
      'lesson.completed',
      'lesson.completed',
      'course.completed',
    ]);
    const userCreated = got.find(
      (r) => r.event.type === 'user.created' && (r.event.data as { user: { id: number } }).user.id === ana.id,
    );
    expect(userCreated?.event.data).toMatchObject({ user: { name: 'Ana Webhook', company_id: companyA } });
    const one = mine[0];
    expect(one?.event).toMatchObject({ version: 1, data: { course: { id: courseId, title: 'NR-35 Altura' } } });
    expect(one?.event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(one?.headers['x-trilha-event']).toBe('enrollment.created');
    const signature = String(one?.headers['x-trilha-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // The README's receiver accepts it, and refuses one changed byte of the body or of the signature.
    expect(verifyTrilhaSignature(secret, one?.body, signature)).toBe(true);
    expect(verifyTrilhaSignature(secret, one?.body.replace('NR-35', 'NR-36'), signature)).toBe(false);
    expect(
      verifyTrilhaSignature(
        secret,
        one?.body,
        signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBe(false);
    expect(verifyTrilhaSignature('whsec_outro', one?.body, signature)).toBe(false);
  });

  it('keeps a certificate’s events in order when the receiver fails the first one', async () => {
    receiver.answer = 503;
    const cert = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: ana.token,
      body: { courseId },
    });
    expect(cert.status).toBe(201);
    const id = cert.body.certificate.id;
    await receiver.waitFor(() => receiver.received.some((r) => r.event.type === 'certificate.issued'));
    expect((await server.req('POST', `/api/certificates/${id}/validate`, { token: admin })).status).toBe(200);
    const revoked = await server.req('POST', `/api/certificates/${id}/revoke`, {
      token: admin,
      body: { reason: 'Emitido por engano' },
    });
    expect(revoked.status).toBe(200);
    await new Promise((r) => setTimeout(r, 3_000));
    // Validated and revoked wait behind the issued one: nothing of this certificate was accepted.
    expect(receiver.received.filter((r) => r.event.type.startsWith('certificate.')).map((r) => r.event.type)).toEqual([
      'certificate.issued',
    ]);
    receiver.answer = 200;
    advanceClock(30);
    const got = await receiver.waitFor((a) => a.some(ofType('certificate.revoked')));
    expect(got.filter((r) => r.event.type.startsWith('certificate.')).map((r) => r.event.type)).toEqual([
      'certificate.issued',
      'certificate.validated',
      'certificate.revoked',
    ]);
    expect(got.find(ofType('certificate.revoked'))?.event.data).toMatchObject({
      certificate: { id, status: 'revoked', revoke_reason: 'Emitido por engano' },
    });
  });

  it('logs each delivery and replays one as a new delivery', async () => {
    const log = await server.req('GET', `/api/webhooks/${webhookId}/deliveries?limit=100`, { token: admin });
    expect(log.status).toBe(200);
    const issued = log.body.deliveries.find((d: { event_type: string }) => d.event_type === 'certificate.issued');
    expect(issued).toMatchObject({ status: 'delivered', attempts: 2, response_status: 200 });
    const before = receiver.accepted().length;
    const replay = await server.req('POST', `/api/webhooks/deliveries/${issued.id}/replay`, { token: admin });
    expect(replay.status).toBe(201);
    expect(replay.body.delivery).toMatchObject({ replay_of: issued.id, event_id: issued.event_id });
    const got = await receiver.waitFor((a) => a.length > before);
    expect(got.at(-1)?.event.id).toBe(issued.event_id);
  });

  it('retries a failing receiver with backoff, marks the endpoint failing and e-mails its owner, gives up after 24 h', async () => {
    receiver.answer = 'drop';
    server.sink.clear();
    const bruno = await activeUser(server, { name: 'Bruno Falha', company_id: companyA });
    const isBruno = (r: { event: { type: string; data: unknown } }) =>
      r.event.type === 'user.created' && (r.event.data as { user: { id: number } }).user.id === bruno.id;
    for (let n = 1; n <= FAILING_AFTER; n++) {
      await receiver.waitFor(() => receiver.received.filter(isBruno).length >= n, 20_000);
      advanceClock(3_600);
    }
    const mail = await server.sink.waitFor(
      (m) => m.to.includes('admin@trilha.test') && m.subject === WEBHOOK_MSG.failingSubject,
      30_000,
    );
    expect(mail.subject).toBe(WEBHOOK_MSG.failingSubject);
    expect(mail.text).toContain(receiver.url);
    const list = await server.req('GET', '/api/webhooks', { token: admin });
    expect(list.body.webhooks[0]).toMatchObject({ status: 'failing' });
    expect(list.body.webhooks[0].consecutive_failures).toBeGreaterThanOrEqual(FAILING_AFTER);
    advanceClock(25 * 3_600);
    type Delivery = { status: string; last_error: string | null; resource: string };
    const failedOf = async () =>
      (
        (await server.req('GET', `/api/webhooks/${webhookId}/deliveries?limit=200`, { token: admin })).body
          .deliveries as Delivery[]
      ).filter((d) => d.status === 'failed' && d.resource === `user:${bruno.id}`);
    await expect.poll(async () => (await failedOf()).length, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
    expect((await failedOf())[0]?.last_error).toBeTruthy();
    receiver.answer = 200;
  }, 120_000);
});

describe('a manager endpoint', () => {
  it('is always of their company, receives only its events, and is invisible to another company', async () => {
    const manager = await activeUser(server, { role: 'manager', company_id: companyA });
    const other = await activeUser(server, { role: 'manager', company_id: companyB });
    const created = await server.req('POST', '/api/webhooks', {
      token: manager.token,
      body: { url: `${receiver.url}?gestor=1`, events: ['user.created'], company_id: companyB },
    });
    expect(created.status).toBe(201);
    expect(created.body.webhook.company_id).toBe(companyA);
    const id = created.body.webhook.id;
    expect((await server.req('GET', '/api/webhooks', { token: other.token })).body.webhooks).toEqual([]);
    expect((await server.req('GET', `/api/webhooks/${id}/deliveries`, { token: other.token })).status).toBe(404);
    expect((await server.req('DELETE', `/api/webhooks/${id}`, { token: other.token })).status).toBe(404);

    await activeUser(server, { name: 'Carla Beta', company_id: companyB });
    const dora = await activeUser(server, { name: 'Dora Alfa', company_id: companyA });
    const toManager = () => receiver.received.filter((r) => r.headers['x-trilha-delivery'] && r.body && r.at > 0);
    await receiver.waitFor(() =>
      toManager().some(
        (r) => r.event.type === 'user.created' && (r.event.data as { user: { id: number } }).user.id === dora.id,
      ),
    );
    const log = await server.req('GET', `/api/webhooks/${id}/deliveries`, { token: manager.token });
    const names = log.body.deliveries.map((d: { resource: string }) => d.resource);
    expect(names).toContain(`user:${dora.id}`);
    expect(names.every((n: string) => n !== `user:${other.id}`)).toBe(true);
    expect(log.body.deliveries).toHaveLength(1);
    expect((await server.req('DELETE', `/api/webhooks/${id}`, { token: manager.token })).status).toBe(200);
  });
});

describe('bad input', () => {
  it('refuses missing or unknown events and a URL that is not one', async () => {
    for (const body of [
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['user.deleted'] },
      { url: 'not a url', events: ['user.created'] },
      { url: 'ftp://example.com/x', events: ['user.created'] },
    ]) {
      const res = await server.req('POST', '/api/webhooks', { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect([WEBHOOK_MSG.events, WEBHOOK_MSG.unknownEvent, WEBHOOK_MSG.url]).toContain(res.body.message);
    }
    expect((await server.req('POST', '/api/webhooks/deliveries/999999/replay', { token: admin })).status).toBe(404);
  });
});
