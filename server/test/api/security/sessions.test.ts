/**
 * Issue 15, items 2, 3, 6 and 8: what a stolen session token can no longer do. 2FA, one's own
 * password and one's own e-mail change only with a fresh proof (current password, plus the
 * e-mailed code when 2FA is on) and the owner is told by e-mail; PUT /api/users/{id} never sets a
 * password; logout and deactivation end tokens for good; an e-mail change ends open reset links
 * and codes; a partial update leaves what it did not send.
 */
import { MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RateLimit } from '../../../src/models';
import {
  ADMIN,
  activeUser,
  type CreatedUser,
  codeTo,
  enableTwoFactor,
  extractLink,
  mailTo,
  startTestServer,
  type TestServer,
} from '../support';

let server: TestServer;
let admin: string;
let adminId: number;

/** The code e-mailed for a security change of `user` (the password-change code). */
async function proofCode(user: { id: number; email: string; token: string }): Promise<string> {
  const since = new Date();
  const sent = await server.req('POST', `/api/users/${user.id}/password/request-2fa`, { token: user.token });
  expect(sent.status).toBe(200);
  return await codeTo(server, user.email, since);
}

const login = (email: string, password: string) =>
  server.req<Record<string, any>>('POST', '/api/auth/login', { body: { email, password } });

beforeAll(async () => {
  server = await startTestServer('sec-sessions');
  admin = await server.adminToken();
  adminId = (await server.req('GET', '/api/auth/me', { token: admin })).body.user.id;
});
afterAll(() => server?.close());
beforeEach(async () => {
  await RateLimit.destroy({ where: {} });
});

describe('2FA cannot be removed with a session alone', () => {
  it('needs the current password and the e-mailed code, then tells the owner', async () => {
    const user = await activeUser(server);
    await enableTwoFactor(server, user);
    const disable = (body?: unknown) =>
      server.req('PUT', `/api/users/${user.id}/2fa/disable`, { token: user.token, body });

    const bare = await disable();
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(MSG.currentPasswordRequired);
    const wrong = await disable({ current_password: 'nao-e-a-senha' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'auth.current_password_invalid', message: MSG.currentPasswordWrong });
    const noCode = await disable({ current_password: user.password });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toMatchObject({
      error: 'auth.two_factor_required',
      requiresTwoFactor: true,
      message: MSG.proofCodeRequired,
    });
    expect((await server.req('GET', '/api/auth/me', { token: user.token })).body.user.two_factor_enabled).toBe(true);

    const since = new Date();
    const code = await proofCode(user);
    const done = await disable({ current_password: user.password, twoFactorCode: code });
    expect(done.status).toBe(200);
    expect(done.body.user.two_factor_enabled).toBe(false);
    const notice = await server.sink.waitFor(
      (m) => m.to.includes(user.email) && m.receivedAt >= since && m.subject.includes('duas etapas'),
    );
    expect(notice.text).toContain('A verificação em duas etapas (2FA) da sua conta foi desativada.');
    expect(notice.text).toMatch(/Endereço IP: (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
  });

  it("an admin switching off a worker's 2FA proves it with the admin password", async () => {
    const user = await activeUser(server);
    await enableTwoFactor(server, user);
    const bare = await server.req('PUT', `/api/users/${user.id}/2fa/disable`, { token: admin });
    expect(bare.status).toBe(400);
    const done = await server.req('PUT', `/api/users/${user.id}/2fa/disable`, {
      token: admin,
      body: { current_password: ADMIN.password },
    });
    expect(done.status).toBe(200);
  });

  it('guessing the current password with a stolen token is bounded like a sign-in', async () => {
    const user = await activeUser(server);
    const tries: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await server.req('PUT', `/api/users/${user.id}/password`, {
        token: user.token,
        body: { password: 'tomada-123', current_password: `chute-${i}` },
      });
      tries.push(res.status);
    }
    expect(tries).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('passwords: one path, proven, and the owner is told', () => {
  it("one's own password needs the current one; the change is e-mailed with time and IP", async () => {
    const user = await activeUser(server);
    const change = (body: Record<string, unknown>) =>
      server.req('PUT', `/api/users/${user.id}/password`, { token: user.token, body });
    expect((await change({ password: 'nova-senha-1' })).status).toBe(400);
    const since = new Date();
    const ok = await change({ password: 'nova-senha-1', current_password: user.password });
    expect(ok.status).toBe(200);
    const notice = await server.sink.waitFor(
      (m) => m.to.includes(user.email) && m.receivedAt >= since && m.subject === 'Sua senha foi alterada',
    );
    expect(notice.text).toMatch(/Quando: \d{2}\/\d{2}\/\d{4}/);
    expect(notice.text).toContain('Feito por: Você');
    expect((await login(user.email, 'nova-senha-1')).status).toBe(200);
  });

  it("an admin's own password needs the current one too; a reset of a worker's e-mails the worker", async () => {
    const self = await server.req('PUT', `/api/users/${adminId}/admin-password`, {
      token: admin,
      body: { password: 'outra-senha-adm' },
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(MSG.currentPasswordRequired);

    const user = await activeUser(server);
    const since = new Date();
    const reset = await server.req('PUT', `/api/users/${user.id}/admin-password`, {
      token: admin,
      body: { password: 'definida-pelo-adm' },
    });
    expect(reset.status).toBe(200);
    const notice = await server.sink.waitFor(
      (m) => m.to.includes(user.email) && m.receivedAt >= since && m.subject === 'Sua senha foi alterada',
    );
    expect(notice.text).toContain('(administrador)');
  });

  it('PUT /api/users/{id} never sets a password, not even for an admin, not past 2FA', async () => {
    const user = await activeUser(server);
    await enableTwoFactor(server, user);
    const res = await server.req('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: { name: 'Aluno Teste', email: user.email, password: 'sequestrada-1' },
    });
    expect(res.status).toBe(200);
    expect((await login(user.email, 'sequestrada-1')).status).toBe(401);
    expect((await login(user.email, user.password)).body.requiresTwoFactor).toBe(true);
  });
});

describe('tokens end when they should', () => {
  it('logout revokes the token', async () => {
    const user = await activeUser(server);
    expect((await server.req('POST', '/api/auth/logout', { token: user.token })).status).toBe(200);
    expect((await server.req('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
  });

  it('reactivating a user does not revive the tokens issued before the deactivation', async () => {
    const user = await activeUser(server);
    await server.req('PUT', `/api/users/${user.id}/status`, { token: admin, body: { is_active: false } });
    expect((await server.req('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    await server.req('PUT', `/api/users/${user.id}/status`, { token: admin, body: { is_active: true } });
    expect((await server.req('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('changing an e-mail ends the reset links and codes sent to the old one, and warns it', async () => {
    const user = await activeUser(server);
    await enableTwoFactor(server, user);
    let since = new Date();
    await server.req('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const link = extractLink(await mailTo(server, user.email, since), '/reset-password');
    const token = new URL(link).searchParams.get('token') as string;
    const code = await proofCode(user);

    since = new Date();
    const moved = await server.req('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: { email: user.email.replace('@', '.novo@') },
    });
    expect(moved.status).toBe(200);
    const warned = await server.sink.waitFor(
      (m) => m.to.includes(user.email) && m.receivedAt >= since && m.subject.includes('e-mail da sua conta'),
    );
    expect(warned.text).toContain('O e-mail de acesso da sua conta foi alterado.');

    const reset = await server.req('POST', '/api/auth/reset-password', { body: { token, newPassword: 'roubada-1' } });
    expect(reset.status).toBe(400);
    const stale = await server.req('PUT', `/api/users/${user.id}/password`, {
      token: user.token,
      body: { password: 'roubada-2', current_password: user.password, twoFactorCode: code },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(MSG.invalidCode);
  });

  it("an admin's own e-mail changes only with the fresh proof", async () => {
    const other = `chefe.${Date.now()}@trilha.test`;
    const bare = await server.req('PUT', `/api/users/${adminId}`, { token: admin, body: { email: other } });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(MSG.currentPasswordRequired);
    const me = await server.req('GET', '/api/auth/me', { token: admin });
    expect(me.body.user.email).toBe(ADMIN.email);
  });
});

describe('partial updates never blank data', () => {
  it('leaves what the body omits; an explicit null clears', async () => {
    const company = await server.req('POST', '/api/companies', { token: admin, body: { name: 'Parcial Ltda' } });
    const user: CreatedUser = await activeUser(server, {
      phone: '(11) 98888-7777',
      address: 'Rua das Flores, 10',
      cpf: '52998224725',
      company_id: company.body.company.id,
    });
    const renamed = await server.req('PUT', `/api/users/${user.id}`, { token: admin, body: { name: 'Nome Novo' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({
      name: 'Nome Novo',
      email: user.email,
      phone: '(11) 98888-7777',
      address: 'Rua das Flores, 10',
      company_id: company.body.company.id,
    });
    expect(renamed.body.user.cpf).toMatch(/529\.?982\.?247-?25/);
    const own = await server.req('PUT', `/api/users/${user.id}`, { token: user.token, body: { phone: null } });
    expect(own.status).toBe(200);
    expect(own.body.user).toMatchObject({ name: 'Nome Novo', phone: null, address: 'Rua das Flores, 10' });
  });
});
