/**
 * Sessions under attack: forged and tampered JWTs (payload edits, other algorithms, wrong issuer,
 * odd claims, tokens from before a password change) all get 401; and guessing is bounded: login
 * per account and per IP, every 6-digit code (2FA login, first login, enabling 2FA, password
 * change) and reset tokens — ARCHITECTURE §4/§5. auth.test.ts covers alg none, a foreign key,
 * expiry, a broken signature and the 5-failure account lock; this file covers the rest.
 */
import { LIMITS, MSG } from '@trilha/sdk/contract';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RateLimit, User, VerificationCode } from '../../../src/models';
import {
  activeUser,
  type CreatedUser,
  codeTo,
  enableTwoFactor,
  JWT_SECRET,
  mailTo,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../support';

let server: TestServer;
let admin: string;
let adminId: number;
let companyId: number;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
/** The token with its payload replaced and its original header and signature kept. */
const withPayload = (token: string, payload: Record<string, unknown>) => {
  const [h, , s] = token.split('.');
  return `${h}.${b64(payload)}.${s}`;
};
const sign = (payload: Record<string, unknown>, options: jwt.SignOptions = {}, secret: string = JWT_SECRET) =>
  jwt.sign(payload, secret, { algorithm: 'HS256', issuer: 'trilha', expiresIn: '1h', ...options });

async function status(token: string, path = '/api/auth/me'): Promise<number> {
  const res = await server.req('GET', path, { token });
  if (res.status === 401) expect(res.body.message).toBe(MSG.unauthenticated);
  return res.status;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

beforeAll(async () => {
  server = await startTestServer('sec-tokens');
  admin = await server.adminToken();
  adminId = (await server.req('GET', '/api/auth/me', { token: admin })).body.user.id;
  companyId = (await server.req('POST', '/api/companies', { token: admin, body: { name: 'Alvo SA' } })).body.company.id;
});
afterAll(() => server?.close());
// Every test starts with clean counters (all requests come from 127.0.0.1).
beforeEach(async () => {
  await RateLimit.destroy({ where: {} });
});

describe('JWT tampering', () => {
  let student: CreatedUser;
  beforeAll(async () => {
    student = await activeUser(server, { company_id: companyId });
  });

  it('a payload edited under the original signature (sub, scope, role, tv, exp)', async () => {
    expect(await status(student.token)).toBe(200);
    const claims = claimsOf(student.token);
    for (const edit of [
      { sub: String(adminId) },
      { role: 'admin' },
      { tv: (claims.tv as number) + 1 },
      { exp: (claims.exp as number) + 86_400 },
      { scope: 'embed', cid: companyId },
    ]) {
      expect(await status(withPayload(student.token, { ...claims, ...edit })), JSON.stringify(edit)).toBe(401);
    }
    // a first-login token promoted to a full one
    const email = uniqueEmail('primeiro');
    await server.req('POST', '/api/users', { token: admin, body: { name: 'Novo', email, password: 'provisoria1' } });
    const first = (await server.req('POST', '/api/auth/login', { body: { email, password: 'provisoria1' } })).body
      .token as string;
    expect(claimsOf(first).scope).toBe('first_login');
    const promoted = withPayload(first, { ...claimsOf(first), scope: 'full' });
    expect(await status(promoted, `/api/users/${claimsOf(first).sub}`)).toBe(401);
  });

  it('the right secret under another algorithm, issuer or header', async () => {
    const claims = { tv: 0, scope: 'full' };
    const user = await User.findByPk(student.id);
    const tv = user?.token_version as number;
    // control: our own signing recipe is accepted
    expect(await status(sign({ ...claims, tv }, { subject: String(student.id) }))).toBe(200);
    for (const algorithm of ['HS384', 'HS512'] as const) {
      expect(await status(sign({ ...claims, tv }, { subject: String(student.id), algorithm })), algorithm).toBe(401);
    }
    expect(await status(sign({ ...claims, tv }, { subject: String(student.id), issuer: 'outro' }))).toBe(401);
    expect(await status(jwt.sign({ ...claims, tv, sub: String(student.id) }, JWT_SECRET, { algorithm: 'HS256' }))).toBe(
      401,
    );
    // header says none / None / NONE, payload valid, signature dropped or kept
    const good = sign({ ...claims, tv }, { subject: String(student.id) });
    const [, payload, signature] = good.split('.');
    for (const alg of ['none', 'None', 'NONE']) {
      expect(await status(`${b64({ alg, typ: 'JWT' })}.${payload}.`)).toBe(401);
      expect(await status(`${b64({ alg, typ: 'JWT' })}.${payload}.${signature}`)).toBe(401);
    }
    // a key id or embedded key in the header changes nothing
    expect(await status(`${b64({ alg: 'HS256', typ: 'JWT', kid: '../../../dev/null' })}.${payload}.${signature}`)).toBe(
      401,
    );
  });

  it('odd claims: missing or mistyped tv, a non-numeric or unknown sub, unknown scope, future nbf', async () => {
    const user = (await User.findByPk(student.id)) as User;
    const sub = String(student.id);
    const tv = user.token_version;
    for (const [label, token] of [
      ['no tv', sign({ scope: 'full' }, { subject: sub })],
      ['tv as text', sign({ tv: String(tv), scope: 'full' }, { subject: sub })],
      ['no scope', sign({ tv }, { subject: sub })],
      ['scope admin', sign({ tv, scope: 'admin' }, { subject: sub })],
      ['sub injection', sign({ tv, scope: 'full' }, { subject: `${sub} OR 1=1` })],
      ['sub unknown', sign({ tv: 0, scope: 'full' }, { subject: '999999' })],
      ['sub array', sign({ tv, scope: 'full', sub: [sub] })],
      ['nbf future', sign({ tv, scope: 'full' }, { subject: sub, notBefore: '1h' })],
      ['embed without company', sign({ tv, scope: 'embed' }, { subject: sub })],
    ] as const) {
      expect(await status(token), label).toBe(401);
    }
  });

  it('embed-scope tokens only for the student of that active company', async () => {
    const user = (await User.findByPk(student.id)) as User;
    const other = (await server.req('POST', '/api/companies', { token: admin, body: { name: 'Outra' } })).body.company
      .id as number;
    const embed = (sub: number, cid: number, tv = user.token_version) =>
      sign({ tv, scope: 'embed', cid }, { subject: String(sub), expiresIn: '15m' });
    expect(await status(embed(student.id, companyId), '/api/courses')).toBe(200);
    expect(await status(embed(student.id, other), '/api/courses')).toBe(401);
    const adminUser = (await User.findByPk(adminId)) as User;
    await adminUser.update({ company_id: companyId });
    try {
      expect(await status(embed(adminId, companyId, adminUser.token_version), '/api/courses')).toBe(401);
    } finally {
      await adminUser.update({ company_id: null });
    }
    const res = await server.req('GET', '/api/users', { token: embed(student.id, companyId) });
    expect(res.status).toBe(403);
  });

  it('tokens issued before a password change stop working (token_version)', async () => {
    const user = await activeUser(server);
    const before = user.token;
    const changed = await server.req('PUT', `/api/users/${user.id}/password`, {
      token: before,
      body: { password: 'trocada-123', current_password: user.password },
    });
    expect(changed.status).toBe(200);
    expect(await status(before)).toBe(401);
    const fresh = changed.body.token as string;
    expect(await status(fresh)).toBe(200);
    // an admin setting the password ends the user's sessions too
    const byAdmin = await server.req('PUT', `/api/users/${user.id}/admin-password`, {
      token: admin,
      body: { password: 'definida-pelo-admin' },
    });
    expect(byAdmin.status).toBe(200);
    expect(await status(fresh)).toBe(401);
    // and a forged token carrying the old version is no better than the old token
    const current = (await User.findByPk(user.id)) as User;
    expect(await status(sign({ tv: current.token_version - 1, scope: 'full' }, { subject: String(user.id) }))).toBe(
      401,
    );
  });

  it('the token is read from the Authorization header only', async () => {
    const res = await fetch(`${server.url}/api/auth/me?token=${admin}`, { headers: { Cookie: `token=${admin}` } });
    expect(res.status).toBe(401);
    const basic = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Basic ${admin}` } });
    expect(basic.status).toBe(401);
    const two = await fetch(`${server.url}/api/auth/me`, {
      headers: { Authorization: `Bearer x.y.z Bearer ${admin}` },
    });
    expect(two.status).toBe(401);
  });
});

describe('brute force', () => {
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    server.req('POST', '/api/auth/login', { body: { email, password }, headers });

  it('login: 20 failures from one IP lock it out, whatever X-Forwarded-For says', async () => {
    const victim = await activeUser(server);
    for (let i = 0; i < LIMITS.loginMaxFailuresPerIp; i++) {
      // a different account each time (never 5 on one), a different spoofed address each time
      const res = await login(`ninguem.${i}@x.test`, 'errada', { 'X-Forwarded-For': `10.0.0.${i}` });
      expect(res.status).toBe(401);
    }
    const locked = await login(victim.email, victim.password, { 'X-Forwarded-For': '10.9.9.9' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MSG.tooManyRequests);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // verify-2fa shares the address counter
    const verify = await server.req('POST', '/api/auth/verify-2fa', { body: { userId: victim.id, code: '123456' } });
    expect(verify.status).toBe(429);
  });

  it('login: the account lock is not dodged by changing case or spaces in the e-mail', async () => {
    const victim = await activeUser(server);
    const variants = [victim.email.toUpperCase(), ` ${victim.email}`, `${victim.email} `, victim.email, victim.email];
    for (const email of variants) expect((await login(email, 'errada')).status).toBe(401);
    expect((await login(victim.email, victim.password)).status).toBe(429);
  });

  it('2FA login code: 5 wrong tries burn it; a new login brings a code that works', async () => {
    const user = await activeUser(server);
    await enableTwoFactor(server, user);
    let since = new Date();
    await login(user.email, user.password);
    const code = await codeTo(server, user.email, since);
    const tries: number[] = [];
    for (let i = 0; i < LIMITS.codeMaxTries; i++) {
      tries.push(
        (await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code: otherCode(code) } })).status,
      );
    }
    expect(tries).toEqual([400, 400, 400, 400, 429]);
    const burnt = await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code } });
    expect({ status: burnt.status, message: burnt.body.message }).toEqual({
      status: 429,
      message: MSG.codeTriesExceeded,
    });
    await RateLimit.destroy({ where: {} });
    since = new Date();
    await login(user.email, user.password);
    const fresh = await codeTo(server, user.email, since);
    expect((await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code: fresh } })).status).toBe(
      200,
    );
  });

  it('first-login code: 5 wrong tries burn it; logging in again sends one that works', async () => {
    const email = uniqueEmail('primeiro');
    await server.req('POST', '/api/users', { token: admin, body: { name: 'Novo', email, password: 'provisoria1' } });
    let since = new Date();
    const first = await login(email, 'provisoria1');
    const code = await codeTo(server, email, since);
    const change = (token: string, twoFactorCode: string) =>
      server.req('POST', '/api/auth/first-login-password-change', {
        token,
        body: { newPassword: 'nova-senha-1', twoFactorCode },
      });
    const tries: number[] = [];
    for (let i = 0; i < LIMITS.codeMaxTries; i++) tries.push((await change(first.body.token, otherCode(code))).status);
    expect(tries).toEqual([400, 400, 400, 400, 429]);
    expect((await change(first.body.token, code)).status).toBe(429);
    since = new Date();
    const again = await login(email, 'provisoria1');
    const fresh = await codeTo(server, email, since);
    expect((await change(again.body.token, fresh)).status).toBe(200);
  });

  it('enable-2FA and password-change codes: 5 wrong tries, then a new code is needed', async () => {
    const user = await activeUser(server);
    let since = new Date();
    await server.req('POST', `/api/users/${user.id}/2fa/request-enable`, { token: user.token });
    const enable = await codeTo(server, user.email, since);
    const tryEnable = (code: string) =>
      server.req('PUT', `/api/users/${user.id}/2fa/enable`, { token: user.token, body: { verification_code: code } });
    const tries: number[] = [];
    for (let i = 0; i < LIMITS.codeMaxTries; i++) tries.push((await tryEnable(otherCode(enable))).status);
    expect(tries).toEqual([400, 400, 400, 400, 429]);
    expect((await tryEnable(enable)).status).toBe(429);
    since = new Date();
    await server.req('POST', `/api/users/${user.id}/2fa/request-enable`, { token: user.token });
    expect((await tryEnable(await codeTo(server, user.email, since))).status).toBe(200);

    since = new Date();
    await server.req('POST', `/api/users/${user.id}/password/request-2fa`, { token: user.token });
    const pw = await codeTo(server, user.email, since);
    const tryChange = (twoFactorCode: string) =>
      server.req('PUT', `/api/users/${user.id}/password`, {
        token: user.token,
        body: { password: 'nova-senha-2', twoFactorCode, current_password: user.password },
      });
    const pwTries: number[] = [];
    for (let i = 0; i < LIMITS.codeMaxTries; i++) pwTries.push((await tryChange(otherCode(pw))).status);
    expect(pwTries).toEqual([400, 400, 400, 400, 429]);
    expect((await tryChange(pw)).status).toBe(429);
    expect(await status(user.token)).toBe(200); // nothing changed
  });

  it('a burst of parallel wrong codes gets 5 comparisons in all, never more', async () => {
    const user = await activeUser(server);
    const since = new Date();
    await server.req('POST', `/api/users/${user.id}/2fa/request-enable`, { token: user.token });
    const code = await codeTo(server, user.email, since);
    const burst = await Promise.all(
      Array.from({ length: 15 }, () =>
        server.req('PUT', `/api/users/${user.id}/2fa/enable`, {
          token: user.token,
          body: { verification_code: otherCode(code) },
        }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(LIMITS.codeMaxTries - 1);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    const tries = await VerificationCode.findAll({ where: { user_id: user.id, purpose: 'enable_2fa' } });
    expect(Math.max(...tries.map((t) => t.attempts))).toBe(LIMITS.codeMaxTries);
    expect(
      (
        await server.req('PUT', `/api/users/${user.id}/2fa/enable`, {
          token: user.token,
          body: { verification_code: code },
        })
      ).status,
    ).toBe(429);
  });

  it('reset tokens: 20 wrong tries from one IP, then 429 even for the real link', async () => {
    const user = await activeUser(server);
    const since = new Date();
    await server.req('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const link = (await mailTo(server, user.email, since)).text.match(/token=([\w-]+)/)?.[1] as string;
    expect(link).toBeTruthy();
    for (let i = 0; i < 20; i++) {
      const res = await server.req('POST', '/api/auth/reset-password', {
        body: { token: `${'a'.repeat(40)}${i}`, newPassword: 'abcdef1' },
      });
      expect(res.status).toBe(400);
    }
    const blocked = await server.req('POST', '/api/auth/reset-password', {
      body: { token: link, newPassword: 'abcdef1' },
    });
    expect(blocked.status).toBe(429);
    expect(await status(user.token)).toBe(200); // the password did not change
    await RateLimit.destroy({ where: {} });
    const ok = await server.req('POST', '/api/auth/reset-password', { body: { token: link, newPassword: 'abcdef1' } });
    expect(ok.status).toBe(200);
  });

  it('forgot-password: at most 3 mails per address and 10 requests per IP in 15 minutes', async () => {
    const user = await activeUser(server);
    const since = new Date();
    for (let i = 0; i < 5; i++) {
      const res = await server.req('POST', '/api/auth/forgot-password', { body: { email: user.email } });
      expect(res.status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 300));
    const mails = server.sink.messages.filter(
      (m) => m.to.includes(user.email) && m.receivedAt >= since && m.subject === 'Redefinição de senha',
    );
    expect(mails).toHaveLength(3);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await server.req('POST', '/api/auth/forgot-password', { body: { email: `x${i}@nada.test` } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
