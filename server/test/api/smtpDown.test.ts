/** SMTP down during a 2FA login: a clear pt-BR 503, nothing crashes, and a retry works once it is back. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activeUser, extractCode, mailTo, startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('smtp-down');
});
afterAll(() => server?.close());

it('answers 503 while mail is down and lets the user retry afterwards', async () => {
  const admin = await server.adminToken();
  const user = await activeUser(server);
  let since = new Date();
  await server.req('POST', `/api/users/${user.id}/2fa/request-enable`, { token: user.token });
  const code = extractCode(await mailTo(server, user.email, since));
  await server.req('PUT', `/api/users/${user.id}/2fa/enable`, { token: user.token, body: { verification_code: code } });

  const smtp = { smtp_host: '127.0.0.1', smtp_secure: 'NONE' };
  await server.req('PUT', '/api/settings/smtp/config', { token: admin, body: { ...smtp, smtp_port: 1 } });
  const down = await server.req('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
  expect(down.status).toBe(503);
  expect(down.body.message).toBe('Não foi possível enviar o email. Tente novamente em instantes.');

  await server.req('PUT', '/api/settings/smtp/config', {
    token: admin,
    body: { ...smtp, smtp_port: server.sink.port },
  });
  since = new Date();
  const retry = await server.req('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
  expect(retry.body.requiresTwoFactor).toBe(true);
  const fresh = extractCode(await mailTo(server, user.email, since));
  const ok = await server.req('POST', '/api/auth/verify-2fa', { body: { userId: user.id, code: fresh } });
  expect(ok.status).toBe(200);
});
