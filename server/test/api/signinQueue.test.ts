/**
 * Sign-ins wait their turn for a password-hashing thread; one whose caller hung up while waiting
 * is dropped, not hashed (issue 25: a shift that gives up and retries must not leave minutes of
 * hashing behind), and it counts as no failure against the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support';

const METRICS_TOKEN = 'prometheus-scrape-token-signin-queue';
let server: TestServer;

const login = (email: string, signal?: AbortSignal) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'senha-errada-123' }),
    signal,
  }).catch(() => null);

async function metric(name: string): Promise<number> {
  const text = await (
    await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
}

beforeAll(async () => {
  // Cost 12: a check takes a few hundred milliseconds, so a queue forms behind the threads.
  server = await startTestServer('signin-queue', { BCRYPT_ROUNDS: '12', METRICS_TOKEN });
});
afterAll(() => server?.close());

describe('the password-check queue', () => {
  it('drops the checks of callers who hung up before their turn', async () => {
    // The decoy hash (unknown e-mails are checked against it) is made once, before the storm.
    expect((await login('ninguem-0@trilha.test'))?.status).toBe(401);
    const before = await metric('trilha_password_checks_dropped_total');
    const abort = new AbortController();
    const storm = Array.from({ length: 14 }, (_, i) => login(`ninguem-${i + 1}@trilha.test`, abort.signal));
    await new Promise((r) => setTimeout(r, 100));
    abort.abort();
    await Promise.all(storm);
    // The checks already on a thread finish; the ones still waiting are dropped when their turn comes.
    const deadline = Date.now() + 20_000;
    let dropped = 0;
    while (Date.now() < deadline) {
      dropped = (await metric('trilha_password_checks_dropped_total')) - before;
      if (dropped >= 6 && (await metric('trilha_password_checks_waiting')) === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(dropped).toBeGreaterThanOrEqual(6);
    expect(dropped).toBeLessThanOrEqual(14);
    // None of them counted as a failure of this address: a real check right after is answered.
    expect((await login('ninguem-99@trilha.test'))?.status).toBe(401);
  });
});
