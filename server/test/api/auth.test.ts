import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemLog } from '../../src/models';
import {
  ADMIN,
  activeUser,
  codeTo,
  extractLink,
  mailTo,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('auth');
});
afterAll(() => server?.close());

const lastLog = async (action: string) => SystemLog.findOne({ where: { action }, order: [['id', 'DESC']] });

describe('login', () => {
  it('signs the env admin in without a forced change, and logs it', async () => {
    const res = await server.req('POST', '/api/auth/login', {
      body: { email: ' Admin@Trilha.test ', password: ADMIN.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.firstLogin).toBe(false);
    expect(res.body.user.role).toBe('admin');
    expect(res.body.user).not.toHaveProperty('password_hash');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const me = await server.req('GET', '/api/auth/me', { token: res.body.token });
    expect(me.body.user.email).toBe(ADMIN.email);
    expect((await lastLog('LOGIN_SUCESSO'))?.user_email).toBe(ADMIN.email);
  });

  it('refuses a wrong password with the same message as an unknown e-mail', async () => {
    const wrong = await server.req('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'errada' } });
    const unknown = await server.req('POST', '/api/auth/login', {
      body: { email: 'ninguem@x.test', password: 'errada' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Email ou senha inválidos.');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect((await lastLog('LOGIN_FALHOU'))?.description).toContain('ninguem@x.test');
  });

  it('validates the body by schema: arrays and missing fields are 400 with pt-BR errors', async () => {
    const res = await server.req('POST', '/api/auth/login', { body: { email: ['a@b.c'], password: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'password']);
    const broken = await server.req('POST', '/api/auth/login', { raw: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Corpo da requisição inválido.');
  });

  it('locks an account after 5 failures in 15 minutes (429), even with the right password', async () => {
    const user = await activeUser(server);
    for (let i = 0; i < 5; i++) {
      const r = await server.req('POST', '/api/auth/login', { body: { email: user.email, password: 'errada' } });
      expect(r.status).toBe(401);
    }
    const locked = await server.req('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Muitas tentativas/);
    expect(locked.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses inactive users and ends their sessions', async () => {
    const user = await activeUser(server);
    const admin = await server.adminToken();
    await server.req('PUT', `/api/users/${user.id}/status`, { token: admin, body: { is_active: false } });
    expect((await server.req('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    const login = await server.req('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Usuário inativo. Entre em contato com o administrador.');
  });
});

describe('last access', () => {
  it('presents the sign-in before the latest one: null on a first sign-in, then the first one', async () => {
    // The forced change of an admin-created user's first login is their first sign-in.
    const user = await activeUser(server);
    const first = await server.req('GET', '/api/auth/me', { token: user.token });
    expect(first.body.user.previous_login).toBeNull();
    const firstAt: string = first.body.user.last_login;
    expect(Date.parse(firstAt)).not.toBeNaN();

    const second = await server.req('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(second.status).toBe(200);
    const me = await server.req('GET', '/api/auth/me', { token: second.body.token });
    expect(me.body.user.previous_login).toBe(firstAt);
    expect(Date.parse(me.body.user.last_login)).toBeGreaterThanOrEqual(Date.parse(firstAt));
    expect(second.body.user.previous_login).toBe(firstAt);
  });
});

describe('first login', () => {
  it('e-mails a code, restricts the token, and needs the code to set a new password', async () => {
    const admin = await server.adminToken();
    const email = uniqueEmail('novo');
    const created = await server.req('POST', '/api/users', {
      token: admin,
      body: { name: 'Maria <b>Souza</b>', email, password: 'provisoria1' },
    });
    expect(created.status).toBe(201);
    const welcome = await mailTo(server, email, new Date(0));
    expect(welcome.text).toContain('provisoria1');
    expect(welcome.html).toContain('Maria &lt;b&gt;Souza&lt;/b&gt;');

    const since = new Date();
    const login = await server.req('POST', '/api/auth/login', { body: { email, password: 'provisoria1' } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ firstLogin: true, mustChangePassword: true });
    const code = await codeTo(server, email, since);
    const restricted = login.body.token as string;

    expect((await server.req('GET', '/api/auth/me', { token: restricted })).status).toBe(200);
    const blocked = await server.req('GET', `/api/users/${created.body.user.id}`, { token: restricted });
    expect(blocked.status).toBe(403);

    const noCode = await server.req('POST', '/api/auth/first-login-password-change', {
      token: restricted,
      body: { newPassword: 'nova-senha', twoFactorCode: '' },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors[0].msg).toBe('Código de verificação é obrigatório');

    const wrong = await server.req('POST', '/api/auth/first-login-password-change', {
      token: restricted,
      body: { newPassword: 'nova-senha', twoFactorCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);

    const short = await server.req('POST', '/api/auth/first-login-password-change', {
      token: restricted,
      body: { newPassword: '123', twoFactorCode: code },
    });
    expect(short.body.errors[0].msg).toBe('A senha deve ter pelo menos 6 caracteres');

    const ok = await server.req('POST', '/api/auth/first-login-password-change', {
      token: restricted,
      body: { newPassword: 'nova-senha', twoFactorCode: code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Senha alterada com sucesso!');
    // the restricted token is spent; the new one is a full token
    expect((await server.req('GET', '/api/auth/me', { token: restricted })).status).toBe(401);
    expect((await server.req('GET', `/api/users/${created.body.user.id}`, { token: ok.body.token })).status).toBe(200);

    const again = await server.req('POST', '/api/auth/login', { body: { email, password: 'nova-senha' } });
    expect(again.body.firstLogin).toBe(false);
    expect(again.body.token).toBeTruthy();
  });
});

describe('two-factor login', () => {
  it('enables 2FA with an e-mailed code, then asks for a code at every login', async () => {
    const user = await activeUser(server);
    let since = new Date();
    const req = await server.req('POST', `/api/users/${user.id}/2fa/request-enable`, { token: user.token });
    expect(req.status).toBe(200);
    const enableCode = await codeTo(server, user.email, since);
    const enabled = await server.req('PUT', `/api/users/${user.id}/2fa/enable`, {
      token: user.token,
      body: { verification_code: enableCode },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.user.two_factor_enabled).toBe(true);
    expect((await lastLog('2FA_ENABLED'))?.user_email).toBe(user.email);

    since = new Date();
    const login = await server.req('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.body).toMatchObject({ requiresTwoFactor: true, userId: user.id });
    expect(login.body.token).toBeUndefined();
    const code = await codeTo(server, user.email, since);

    const bad = await server.req('POST', '/api/auth/verify-2fa', {
      body: { userId: user.id, code: code === '123456' ? '654321' : '123456' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Código de verificação inválido ou expirado.');
    const good = await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code } });
    expect(good.status).toBe(200);
    expect(good.body.token).toBeTruthy();
    // single use
    const reuse = await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code } });
    expect(reuse.status).toBe(400);
  });

  it('burns a code after 5 wrong tries', async () => {
    const user = await activeUser(server);
    let since = new Date();
    await server.req('POST', `/api/users/${user.id}/2fa/request-enable`, { token: user.token });
    const enableCode = await codeTo(server, user.email, since);
    await server.req('PUT', `/api/users/${user.id}/2fa/enable`, {
      token: user.token,
      body: { verification_code: enableCode },
    });
    since = new Date();
    await server.req('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    const code = await codeTo(server, user.email, since);
    const wrong = code === '999999' ? '000000' : '999999';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code: wrong } })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code } });
    expect(right.status).toBe(429);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for unknown e-mails and sends nothing', async () => {
    const before = server.sink.messages.length;
    const res = await server.req('POST', '/api/auth/forgot-password', { body: { email: 'nao.existe@x.test' } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const known = await activeUser(server);
    const res2 = await server.req('POST', '/api/auth/forgot-password', { body: { email: known.email } });
    expect(res2.body).toEqual(res.body);
    await mailTo(server, known.email, new Date(Date.now() - 5000));
    expect(server.sink.messages.filter((m) => m.to.includes('nao.existe@x.test'))).toHaveLength(0);
    expect(server.sink.messages.length).toBeGreaterThan(before);
  });

  it('resets once with the e-mailed link and ends the old sessions', async () => {
    const user = await activeUser(server);
    const since = new Date();
    await server.req('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const link = extractLink(await mailTo(server, user.email, since), '/reset-password');
    expect(link.startsWith('http://portal.test/reset-password?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token') as string;

    const reset = await server.req('POST', '/api/auth/reset-password', { body: { token, newPassword: 'recuperada1' } });
    expect(reset.status).toBe(200);
    expect(reset.body.success).toBe(true);
    const again = await server.req('POST', '/api/auth/reset-password', { body: { token, newPassword: 'outra-senha' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Token de redefinição inválido ou expirado.');
    expect((await server.req('GET', '/api/auth/me', { token: user.token })).status).toBe(401);
    const login = await server.req('POST', '/api/auth/login', { body: { email: user.email, password: 'recuperada1' } });
    expect(login.status).toBe(200);
  });

  it('refuses a made-up or malformed token', async () => {
    const res = await server.req('POST', '/api/auth/reset-password', {
      body: { token: 'inventado', newPassword: 'abcdef' },
    });
    expect(res.status).toBe(400);
    const arr = await server.req('POST', '/api/auth/reset-password', {
      body: { token: ['a', 'b'], newPassword: 'abcdef' },
    });
    expect(arr.status).toBe(400);
    expect(arr.body.errors[0].path).toBe('token');
  });
});

describe('tokens', () => {
  it('refuses tampered, unsigned, foreign and expired tokens', async () => {
    const admin = await server.adminToken();
    const [h, p] = admin.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const forged = jwt.sign({ tv: 0, scope: 'full' }, 'outra-chave-qualquer-123456', {
      subject: '1',
      issuer: 'trilha',
    });
    const expired = jwt.sign(
      { tv: 0, scope: 'full', exp: Math.floor(Date.now() / 1000) - 10 },
      'test-secret-that-is-long-enough-123',
      {
        subject: '1',
        issuer: 'trilha',
      },
    );
    for (const token of [none, forged, expired, `${h}.${p}.assinatura`, 'lixo']) {
      const res = await server.req('GET', '/api/auth/me', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Sessão expirada ou inválida. Faça login novamente.');
    }
  });

  it('logs the logout', async () => {
    const user = await activeUser(server);
    const res = await server.req('POST', '/api/auth/logout', { token: user.token });
    expect(res.status).toBe(200);
    expect((await lastLog('LOGOUT'))?.user_email).toBe(user.email);
  });
});

describe('public settings', () => {
  it('serves the default theme and login branding', async () => {
    const theme = await server.req('GET', '/api/settings/theme/public');
    expect(theme.body.theme.primary_color.value).toBe('#002C1C');
    const login = await server.req('GET', '/api/login-settings/public');
    expect(login.body).toMatchObject({
      company_name: 'Trilha Segura',
      login_subtitle: 'Plataforma de Gestão de Cursos de Segurança',
    });
    expect(theme.headers.get('x-content-type-options')).toBe('nosniff');
    expect(theme.headers.get('x-powered-by')).toBeNull();
  });
});
