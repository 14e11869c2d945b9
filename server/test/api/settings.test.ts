import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Setting } from '../../src/models';
import { fileForm, PNG } from './fixtures';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer('settings');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe('theme and login branding', () => {
  it('repaints the public theme and validates the colour', async () => {
    const bad = await server.req('PUT', '/api/settings', {
      token: admin,
      body: { settings: { primary_color: 'red' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].msg).toBe('Cor inválida. Use o formato #RRGGBB.');
    const ok = await server.req('PUT', '/api/settings', {
      token: admin,
      body: { settings: { primary_color: '#1565c0' } },
    });
    expect(ok.body.message).toBe('Configurações salvas com sucesso!');
    const theme = await server.req('GET', '/api/settings/theme/public');
    expect(theme.body.theme.primary_color.value).toBe('#1565C0');
  });

  it('saves login texts, a logo and a background checked by content and size', async () => {
    const form = fileForm('logo', SVG, 'logo.svg', {
      company_name: 'Segura Treinamentos',
      login_subtitle: 'Capacitação NR',
    });
    form.append('background', new Blob([new Uint8Array(PNG)]), 'fundo.png');
    const saved = await server.req('POST', '/api/login-settings', { token: admin, form });
    expect(saved.status).toBe(200);
    const pub = await server.req('GET', '/api/login-settings/public');
    expect(pub.body).toMatchObject({ company_name: 'Segura Treinamentos', login_subtitle: 'Capacitação NR' });
    expect(pub.body.login_logo_path).toMatch(/^\/uploads\/login\/[0-9a-f]{32}\.svg$/);
    const logo = await fetch(server.url + pub.body.login_logo_path);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toContain('sandbox');

    const textLogo = await server.req('POST', '/api/login-settings', {
      token: admin,
      form: fileForm('logo', Buffer.from('olá'), 'logo.png'),
    });
    expect(textLogo.status).toBe(415);
    expect(textLogo.body.message).toBe('Formato de arquivo não suportado. Use JPG, PNG ou SVG.');
    const svgBackground = await server.req('POST', '/api/login-settings', {
      token: admin,
      form: fileForm('background', SVG, 'fundo.svg'),
    });
    expect(svgBackground.status).toBe(415);
    expect(svgBackground.body.message).toBe('Formato de arquivo não suportado. Use JPG ou PNG.');
    const bigLogo = await server.req('POST', '/api/login-settings', {
      token: admin,
      form: fileForm('logo', Buffer.concat([PNG, Buffer.alloc(5_242_881)]), 'logo.png'),
    });
    expect(bigLogo.status).toBe(413);
    expect(bigLogo.body.message).toBe('O arquivo de logo deve ter no máximo 5MB');

    const removal = new FormData();
    removal.append('remove_logo', 'true');
    const removed = await server.req('POST', '/api/login-settings', { token: admin, form: removal });
    expect(removed.status).toBe(200);
    expect((await server.req('GET', '/api/login-settings/public')).body.login_logo_path).toBeNull();
    expect((await fetch(server.url + pub.body.login_logo_path)).status).toBe(404);
  });
});

describe('SMTP', () => {
  it('stores the password sealed, never sends it back, and mails through the saved server', async () => {
    const saved = await server.req('PUT', '/api/settings/smtp/config', {
      token: admin,
      body: {
        smtp_host: '127.0.0.1',
        smtp_port: server.sink.port,
        smtp_user: 'envio',
        smtp_password: 'segredo-smtp',
        smtp_secure: 'NONE',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({
      smtp_password: '',
      smtp_password_set: true,
      smtp_enabled: true,
      smtp_security: 'NONE',
    });
    expect(JSON.stringify(saved.body)).not.toContain('segredo-smtp');
    const row = await Setting.findByPk('smtp_password');
    expect(row?.value).toMatch(/^v1:/);
    expect(row?.value).not.toContain('segredo-smtp');

    const since = new Date();
    const sent = await server.req('POST', '/api/settings/smtp/test', {
      token: admin,
      body: { test_email: 'Destino@Exemplo.com' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.delivered_via).toBe('smtp');
    const mail = await server.sink.waitFor((m) => m.to.includes('destino@exemplo.com') && m.receivedAt >= since);
    expect(mail.subject).toBe('E-mail de teste');
    expect(mail.authUser).toBe('envio');

    const bad = await server.req('POST', '/api/settings/smtp/test', {
      token: admin,
      body: { test_email: 'não é email' },
    });
    expect(bad.body.errors[0].msg).toBe('Por favor, digite um email válido.');
  });

  it('saving the SMTP form leaves the switch as it is: off stays off until switched on', async () => {
    const off = await server.req('PUT', '/api/settings/smtp/enable', { token: admin, body: { enabled: false } });
    expect(off.body.settings.smtp_enabled).toBe(false);
    const saved = await server.req('PUT', '/api/settings/smtp/config', {
      token: admin,
      body: { smtp_host: '127.0.0.1', smtp_port: server.sink.port, smtp_secure: 'NONE' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.smtp_enabled).toBe(false);
    expect((await server.req('GET', '/api/settings', { token: admin })).body.settings.smtp_enabled).toBe(false);
    const held = await server.req('POST', '/api/settings/smtp/test', { token: admin, body: { test_email: 'a@b.com' } });
    expect(held.body.delivered_via).toBe('outbox');

    const on = await server.req('PUT', '/api/settings/smtp/enable', { token: admin, body: { enabled: true } });
    expect(on.body.settings.smtp_enabled).toBe(true);
    const resaved = await server.req('PUT', '/api/settings/smtp/config', {
      token: admin,
      body: { smtp_host: '127.0.0.1', smtp_port: server.sink.port, smtp_secure: 'NONE' },
    });
    expect(resaved.body.settings.smtp_enabled).toBe(true);
    const sent = await server.req('POST', '/api/settings/smtp/test', { token: admin, body: { test_email: 'a@b.com' } });
    expect(sent.body.delivered_via).toBe('smtp');
  });

  it('answers an unreachable server with a pt-BR explanation', async () => {
    await server.req('PUT', '/api/settings/smtp/config', {
      token: admin,
      body: { smtp_host: '127.0.0.1', smtp_port: 1, smtp_secure: 'NONE' },
    });
    const res = await server.req('POST', '/api/settings/smtp/test', { token: admin, body: { test_email: 'a@b.com' } });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Não foi possível conectar ao servidor SMTP: verifique o endereço e a porta.');
    // switching SMTP off sends mail to the outbox; the restart reloads everything in place
    await server.req('PUT', '/api/settings/smtp/enable', { token: admin, body: { enabled: false } });
    const outbox = await server.req('POST', '/api/settings/smtp/test', {
      token: admin,
      body: { test_email: 'a@b.com' },
    });
    expect(outbox.body.delivered_via).toBe('outbox');
    const restart = await server.req('POST', '/api/settings/system/restart', {
      token: admin,
      body: { component: 'both' },
    });
    expect(restart.status).toBe(200);
    expect((await server.req('GET', '/api/settings/stats', { token: admin })).body.users.total).toBeGreaterThan(0);
  });
});
