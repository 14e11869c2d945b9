/**
 * No enumeration (issue 15, item 5): nothing a stranger sees tells whether an address has an
 * account. forgot-password does the same work for every address (its rate limits and one queued
 * request) and answers before any mail goes out, so even a slow SMTP server shows in no answer's
 * time; an embed key gets one status and message for every refusal that concerns people outside
 * its company, while the system log keeps the real reason for the provider's admin.
 */
import { EMBED_MSG, MSG } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutboxMail, RateLimit, SystemLog } from '../../../src/models';
import {
  activeUser,
  type CreatedUser,
  extractLink,
  mailTo,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../support';

let server: TestServer;
let admin: string;
let known: CreatedUser;

beforeAll(async () => {
  server = await startTestServer('sec-enumeration');
  admin = await server.adminToken();
  known = await activeUser(server);
});
afterAll(() => server?.close());

/** Each mail the SMTP server takes this long to accept: a request that waits for it shows it. */
const SLOW_SMTP_MS = 300;
const WARM_UP = 5;
const ROUNDS = 40;
/** Far below SLOW_SMTP_MS, far above what scheduling noise moves a median on a loaded machine. */
const MAX_MEDIAN_GAP_MS = 25;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** One forgot-password request, timed; the rate limits (the same for every address) start afresh. */
async function timedForgot(email: string): Promise<number> {
  await RateLimit.destroy({ where: {} });
  const started = performance.now();
  const res = await server.req('POST', '/api/auth/forgot-password', { body: { email } });
  const ms = performance.now() - started;
  expect({ status: res.status, body: res.body }).toEqual({
    status: 200,
    body: { success: true, message: MSG.forgotPasswordSent },
  });
  return ms;
}

const queueSettled = () =>
  vi.waitFor(async () => expect(await OutboxMail.count({ where: { status: 'pending' } })).toBe(0), {
    timeout: 30_000,
    interval: 100,
  });

describe('forgot-password', () => {
  it('answers an existing and an unknown address alike and in the same time, however slow SMTP is', async () => {
    const unknown = uniqueEmail('ninguem');
    server.sink.delayMs = SLOW_SMTP_MS;
    const existing: number[] = [];
    const missing: number[] = [];
    try {
      for (let i = 0; i < WARM_UP; i++) {
        await timedForgot(known.email);
        await timedForgot(unknown);
      }
      // Interleaved, each kind first in every other round, so drift and background work hit both.
      for (let i = 0; i < ROUNDS; i++) {
        if (i % 2) {
          existing.push(await timedForgot(known.email));
          missing.push(await timedForgot(unknown));
        } else {
          missing.push(await timedForgot(unknown));
          existing.push(await timedForgot(known.email));
        }
      }
    } finally {
      server.sink.delayMs = 0;
    }
    const gap = Math.abs(median(existing) - median(missing));
    console.info(
      `forgot-password medians: existing ${median(existing).toFixed(1)} ms, unknown ${median(missing).toFixed(1)} ms, gap ${gap.toFixed(1)} ms`,
    );
    expect(gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
    await queueSettled();

    // The mail did go out, for the account only; the unknown address is on record, not mailed.
    expect(server.sink.messages.some((m) => m.to.includes(known.email) && m.subject === 'Redefinição de senha')).toBe(
      true,
    );
    expect(server.sink.messages.filter((m) => m.to.includes(unknown))).toHaveLength(0);
    expect(
      await SystemLog.count({ where: { action: 'PASSWORD_RESET_REQUESTED', user_email: unknown, level: 'warn' } }),
    ).toBeGreaterThan(0);
  }, 120_000);

  it('still delivers a working link to the account, once the request has had its answer', async () => {
    await RateLimit.destroy({ where: {} });
    const since = new Date();
    await server.req('POST', '/api/auth/forgot-password', { body: { email: known.email } });
    const link = extractLink(await mailTo(server, known.email, since), '/reset-password');
    const token = new URL(link).searchParams.get('token');
    const reset = await server.req('POST', '/api/auth/reset-password', { body: { token, newPassword: 'recuperada1' } });
    expect(reset.status).toBe(200);
    const login = await server.req('POST', '/api/auth/login', {
      body: { email: known.email, password: 'recuperada1' },
    });
    expect(login.status).toBe(200);
  });
});

describe('embed token', () => {
  it('gives one status and message for unknown, other-company and CPF-taken, and logs the real reason', async () => {
    const company = async (name: string) =>
      (await server.req('POST', '/api/companies', { token: admin, body: { name } })).body.company.id as number;
    const home = await company('Alfa Construções');
    const elsewhere = await company('Beta Montagens');
    const cpf = '52998224725';
    const outsider = await activeUser(server, { company_id: elsewhere, cpf });
    const key = async (allow_provisioning: boolean) =>
      (
        await server.req('POST', `/api/companies/${home}/api-keys`, {
          token: admin,
          body: { name: 'Intranet', allow_provisioning },
        })
      ).body.key as string;
    const creates = await key(true);
    const createsNot = await key(false);
    const mint = (apiKey: string, body: Record<string, unknown>) =>
      server.req('POST', '/api/embed/token', { headers: { 'X-Api-Key': apiKey }, body });

    const refusals = {
      'unknown e-mail, a key that does not create': await mint(createsNot, { email: uniqueEmail(), name: 'Nova' }),
      'unknown e-mail, no name to create it with': await mint(creates, { email: uniqueEmail() }),
      "another company's worker": await mint(creates, { email: outsider.email }),
      "another company's worker, with a name": await mint(creates, { email: outsider.email, name: 'Outra' }),
      'a CPF registered to someone else': await mint(creates, { email: uniqueEmail(), name: 'Nova', cpf }),
    };
    // one answer for all of them, and it is the documented one
    const [first] = Object.values(refusals);
    for (const [label, res] of Object.entries(refusals)) {
      expect.soft({ label, status: res.status, body: res.body }).toEqual({
        label,
        status: first?.status,
        body: first?.body,
      });
    }
    expect({ status: first?.status, body: first?.body }).toEqual({
      status: 404,
      body: { message: EMBED_MSG.userUnavailable, error: 'not_found' },
    });

    const reasons = (
      await SystemLog.findAll({
        where: { action: 'ACCESS_DENIED', description: { [Op.like]: 'Token de integração recusado%' } },
      })
    ).map((r) => r.description);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringContaining('a chave não permite cadastro'),
        expect.stringContaining('o nome não foi enviado'),
        expect.stringContaining(`${outsider.email} (Alfa Construções, chave`),
        expect.stringContaining('outra empresa'),
        expect.stringContaining('CPF já cadastrado'),
      ]),
    );
    // and a worker of the key's own company still gets a token
    const worker = await activeUser(server, { company_id: home, cpf: null });
    expect((await mint(createsNot, { email: worker.email })).status).toBe(200);
  });
});
