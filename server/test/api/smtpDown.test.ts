/**
 * SMTP down (refusing, or silent) while a mail is due: nothing crashes, the answer is a clear
 * pt-BR error (503 where the user waits for a code; the same answer as ever where it would reveal
 * an account), and nothing is lost: once mail is back a retry works, and a code the user already
 * received stays valid after a resend that failed.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SystemLog } from '../../src/models';
import {
  activeUser,
  type CreatedUser,
  codeTo,
  enableTwoFactor,
  extractLink,
  mailTo,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from './support';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer('smtp-down');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

const smtp = { smtp_host: '127.0.0.1', smtp_secure: 'NONE' };
/** Port 1: nothing listens, the connection is refused at once. */
async function mailDown(port = 1): Promise<void> {
  const res = await server.req('PUT', '/api/settings/smtp/config', {
    token: admin,
    body: { ...smtp, smtp_port: port },
  });
  expect(res.status).toBe(200);
}
async function mailBack(): Promise<void> {
  await mailDown(server.sink.port);
}

/** A user with 2FA switched on (while mail works). */
async function twoFactorUser(): Promise<CreatedUser> {
  const user = await activeUser(server);
  await enableTwoFactor(server, user);
  return user;
}

describe('SMTP down', () => {
  it('answers 503 while mail is down and lets the user retry afterwards', async () => {
    const user = await twoFactorUser();
    await mailDown();
    const down = await server.req('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(MSG.mailFailed);

    await mailBack();
    const since = new Date();
    const retry = await server.req('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(retry.body.requiresTwoFactor).toBe(true);
    const fresh = await codeTo(server, user.email, since);
    const ok = await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code: fresh } });
    expect(ok.status).toBe(200);
  });

  it('keeps the code the user already received when a resend fails', async () => {
    const user = await twoFactorUser();
    const since = new Date();
    const first = await server.req('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(first.body.requiresTwoFactor).toBe(true);
    const received = await codeTo(server, user.email, since);

    await mailDown();
    const resend = await server.req('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect({ status: resend.status, message: resend.body.message }).toEqual({ status: 503, message: MSG.mailFailed });
    await mailBack();

    const ok = await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code: received } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
  });

  it('first login: the user is created, the code mail answers 503, and the retry finishes the first login', async () => {
    await mailDown();
    const email = uniqueEmail('primeiro');
    const created = await server.req('POST', '/api/users', {
      token: admin,
      body: { name: 'Primeiro Acesso', email, password: 'provisoria1' },
    });
    // the welcome mail is not worth losing the user over: created, the mail queued, and its
    // failed first attempt logged (the outbox tries again later)
    expect(created.status).toBe(201);
    const welcomeFailed = `Falha ao enviar e-mail de boas-vindas para ${email}`;
    await vi.waitFor(
      async () =>
        expect(await SystemLog.count({ where: { action: 'EMAIL_FALHOU', description: welcomeFailed } })).toBe(1),
      { timeout: 5000 },
    );
    const down = await server.req('POST', '/api/auth/login', { body: { email, password: 'provisoria1' } });
    expect({ status: down.status, message: down.body.message }).toEqual({ status: 503, message: MSG.mailFailed });

    await mailBack();
    const since = new Date();
    const login = await server.req('POST', '/api/auth/login', { body: { email, password: 'provisoria1' } });
    expect(login.body.firstLogin).toBe(true);
    const code = await codeTo(server, email, since);
    const changed = await server.req('POST', '/api/auth/first-login-password-change', {
      token: login.body.token,
      body: { newPassword: 'definitiva1', twoFactorCode: code },
    });
    expect(changed.status).toBe(200);
  });

  it('forgot password: the same answer either way, the failure logged, and a later request works', async () => {
    const user = await activeUser(server);
    await mailDown();
    const down = await server.req('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    expect({ status: down.status, message: down.body.message }).toEqual({
      status: 200,
      message: MSG.forgotPasswordSent,
    });
    const resetFailed = `Falha ao enviar e-mail de redefinição de senha para ${user.email}`;
    await vi.waitFor(
      async () =>
        expect(await SystemLog.count({ where: { action: 'EMAIL_FALHOU', description: resetFailed } })).toBeGreaterThan(
          0,
        ),
      { timeout: 5000 },
    );

    await mailBack();
    const since = new Date();
    await server.req('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const link = extractLink(await mailTo(server, user.email, since), 'token=');
    const token = new URL(link).searchParams.get('token');
    const reset = await server.req('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'nova-senha-1' },
    });
    expect(reset.status).toBe(200);
  });

  // A firewall that drops packets, or a server that accepts and never greets: the request waits for
  // the SMTP greeting timeout (10 s), not forever. Engine-independent: run once (SQLite project).
  it.runIf(process.env.TEST_DB !== 'mariadb')(
    'a silent SMTP server: 503 within the SMTP timeouts, never a request left hanging',
    async () => {
      const sockets = new Set<Socket>();
      const silent: Server = createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => undefined);
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const user = await twoFactorUser();
        await mailDown((silent.address() as { port: number }).port);
        const started = Date.now();
        const res = await server.req('POST', '/api/auth/login', {
          body: { email: user.email, password: user.password },
        });
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 503, message: MSG.mailFailed });
        expect(Date.now() - started).toBeLessThan(15_000);
        await mailBack();
        // the server is fine: other requests were never blocked, and it answers now
        expect((await server.req('GET', '/api/auth/me', { token: user.token })).status).toBe(200);
      } finally {
        for (const s of sockets) s.destroy();
        await new Promise<void>((resolve) => silent.close(() => resolve()));
      }
    },
    30_000,
  );
});
