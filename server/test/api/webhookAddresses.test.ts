/**
 * Webhook addresses (issue 23, SSRF) on a server as deployed (no WEBHOOKS_ALLOW_PRIVATE): an
 * endpoint must be https, carry no credentials, and resolve only to public addresses; loopback,
 * private, link-local (cloud metadata) and IPv4-mapped private addresses are refused with the
 * pt-BR reason and nothing is saved. (The delivery checks the address again as it connects.)
 */
import { WEBHOOK_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Webhook } from '../../src/models';
import { seal } from '../../src/services/secretBox';
import { startTestServer, type TestServer, uniqueEmail } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('webhook-addresses');
});
afterAll(async () => {
  await server?.close();
});

it('refuses private, loopback and plain-http endpoints unless WEBHOOKS_ALLOW_PRIVATE', async () => {
  const token = await server.adminToken();
  for (const [url, message] of [
    ['http://example.com/hook', WEBHOOK_MSG.https],
    ['https://127.0.0.1/hook', WEBHOOK_MSG.privateAddress],
    ['https://10.1.2.3/hook', WEBHOOK_MSG.privateAddress],
    ['https://169.254.169.254/latest/meta-data', WEBHOOK_MSG.privateAddress],
    ['https://[::1]/hook', WEBHOOK_MSG.privateAddress],
    ['https://[::ffff:192.168.0.1]/hook', WEBHOOK_MSG.privateAddress],
    ['https://localhost/hook', WEBHOOK_MSG.privateAddress],
    ['https://user:senha@8.8.8.8/hook', WEBHOOK_MSG.credentials],
  ] as const) {
    const res = await server.req('POST', '/api/webhooks', { token, body: { url, events: ['user.created'] } });
    expect(res.status, url).toBe(400);
    expect(res.body.message, url).toBe(message);
  }
  expect((await server.req('GET', '/api/webhooks', { token })).body.webhooks).toEqual([]);
});

it('checks the address again at delivery: an endpoint that points inward is never called', async () => {
  const token = await server.adminToken();
  // Saved as if its name had resolved outward at registration and inward now (DNS rebinding).
  const inward = await Webhook.create({
    url: 'https://127.0.0.1:9/hook',
    events: JSON.stringify(['user.created']),
    company_id: null,
    secret: seal('whsec_teste'),
    created_by: null,
  });
  const created = await server.req('POST', '/api/users', {
    token,
    body: { name: 'Eva Rede', email: uniqueEmail(), password: 'provisoria1' },
  });
  expect(created.status).toBe(201);
  await expect
    .poll(
      async () =>
        (await server.req('GET', `/api/webhooks/${inward.id}/deliveries`, { token })).body.deliveries[0]?.last_error,
      { timeout: 10_000, interval: 200 },
    )
    .toBe(WEBHOOK_MSG.privateAddress);
});
