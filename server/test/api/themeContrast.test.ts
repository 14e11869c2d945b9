/**
 * The theme colour stays readable on the server's own pages and e-mails (issue 17 item 4): a light
 * primary colour gets dark text on it, and a darker shade of it where it is text on white.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, mailTo, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer('theme-contrast');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

const setColor = async (primary_color: string) => {
  const res = await server.req('PUT', '/api/settings', { token: admin, body: { settings: { primary_color } } });
  expect(res.status).toBe(200);
};

describe('theme colour on server pages and e-mails', () => {
  it('puts dark text on a yellow header of the verification page, white on the default', async () => {
    await setColor('#FFD700');
    const yellow = await fetch(`${server.url}/verificar/NAO-EXISTE`);
    expect(yellow.status).toBe(404);
    expect(await yellow.text()).toContain('header { background: #FFD700; color: #111827;');
    await setColor('#002C1C');
    const dark = await (await fetch(`${server.url}/verificar/NAO-EXISTE`)).text();
    expect(dark).toContain('header { background: #002C1C; color: #ffffff;');
  });

  it('gives the e-mail button readable text on a light colour', async () => {
    await setColor('#FFD700');
    const user = await activeUser(server);
    const since = new Date();
    await server.req('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const mail = await mailTo(server, user.email, since);
    expect(mail.html).toContain('background:#FFD700;color:#111827;');
    expect(mail.html).not.toContain('color:#ffffff');
  });
});
