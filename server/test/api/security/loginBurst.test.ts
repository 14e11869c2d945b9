/**
 * Issue 15, item 4: the limits hold under concurrency. A burst of parallel guesses from one IP is
 * claimed atomically before any password is checked: at most 20 checks (401) and 429 for the rest,
 * on SQLite and MariaDB alike. The same for reset links and reset requests.
 */
import { LIMITS } from '@trilha/sdk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RateLimit, SystemLog } from '../../../src/models';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from '../support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('sec-login-burst');
});
afterAll(() => server?.close());
beforeEach(async () => {
  await RateLimit.destroy({ where: {} });
});

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => {
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});

describe('parallel bursts from one IP', () => {
  it('60 wrong logins at once: at most 20 password checks, 429 for the rest', async () => {
    const before = await SystemLog.count({ where: { action: 'LOGIN_FALHOU' } });
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        server.req('POST', '/api/auth/login', { body: { email: `rajada.${i}@x.test`, password: 'errada-123' } }),
      ),
    );
    const counts = tally(burst.map((r) => r.status));
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401]).toBeLessThanOrEqual(LIMITS.loginMaxFailuresPerIp);
    expect(counts[429]).toBeGreaterThanOrEqual(60 - LIMITS.loginMaxFailuresPerIp);
    const checked = (await SystemLog.count({ where: { action: 'LOGIN_FALHOU' } })) - before;
    expect(checked).toBeLessThanOrEqual(LIMITS.loginMaxFailuresPerIp);
  });

  it('a class signing in at once from one address is asked to retry in a second, not locked out', async () => {
    const people: CreatedUser[] = [];
    for (let i = 0; i < 25; i++) people.push(await activeUser(server));
    await RateLimit.destroy({ where: {} });
    const burst = await Promise.all(
      people.map((p) => server.req('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })),
    );
    for (const r of burst.filter((x) => x.status === 429)) expect(r.headers.get('retry-after')).toBe('1');
    const late = burst.map((r, i) => ({ r, p: people[i] })).filter(({ r }) => r.status !== 200);
    for (const { p } of late) {
      const again = await server.req('POST', '/api/auth/login', { body: { email: p?.email, password: p?.password } });
      expect(again.status).toBe(200);
    }
  });

  it('40 wrong reset links at once: at most 20 checked', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.req('POST', '/api/auth/reset-password', {
          body: { token: `token-falso-${i}-${'x'.repeat(40)}`, newPassword: 'qualquer-1' },
        }),
      ),
    );
    const counts = tally(burst.map((r) => r.status));
    expect(counts[400] ?? 0).toBeLessThanOrEqual(20);
    expect(counts[429]).toBeGreaterThanOrEqual(20);
  });

  it('30 reset requests at once: at most 10 taken', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        server.req('POST', '/api/auth/forgot-password', { body: { email: `pedido.${i}@x.test` } }),
      ),
    );
    const counts = tally(burst.map((r) => r.status));
    expect(counts[200] ?? 0).toBeLessThanOrEqual(10);
    expect(counts[429]).toBeGreaterThanOrEqual(20);
  });
});
