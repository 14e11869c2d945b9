import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemLog, User } from '../../src/models';
import { ADMIN, activeUser, codeTo, startTestServer, type TestServer, uniqueEmail } from './support';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer('users');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

// 1x1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function photoForm(content: Buffer, name = 'foto.png', type = 'image/png') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(content)], { type }), name);
  return form;
}

describe('users', () => {
  it('creates, lists, edits, deactivates and deletes a user, writing audit rows', async () => {
    const company = await server.req('POST', '/api/companies', { token: admin, body: { name: 'Construtora Alfa' } });
    const email = uniqueEmail();
    const created = await server.req('POST', '/api/users', {
      token: admin,
      body: {
        name: 'Carlos Lima',
        email,
        password: 'provisoria1',
        role: 'student',
        modality: 'presencial',
        cpf: '529.982.247-25',
        phone: '(11) 99999-0000',
        company_id: company.body.company.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Usuário criado com sucesso!');
    expect(created.body.user).toMatchObject({
      company: 'Construtora Alfa',
      cpf: '52998224725',
      must_change_password: true,
    });
    const id = created.body.user.id;

    const list = await server.req('GET', '/api/users?role=student', { token: admin });
    expect(list.body.users.some((u: { id: number }) => u.id === id)).toBe(true);
    expect(list.body.users.every((u: { role: string }) => u.role === 'student')).toBe(true);

    const edited = await server.req('PUT', `/api/users/${id}`, {
      token: admin,
      body: { name: 'Carlos A. Lima', email, modality: 'online', password: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({ name: 'Carlos A. Lima', modality: 'online' });

    const off = await server.req('PUT', `/api/users/${id}/status`, { token: admin, body: { is_active: false } });
    expect(off.body.user.is_active).toBe(false);
    const del = await server.req('DELETE', `/api/users/${id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(await User.findByPk(id)).toBeNull();
    const actions = (await SystemLog.findAll({ where: { source: 'api' } })).map((l) => l.action);
    expect(actions).toEqual(
      expect.arrayContaining(['USUARIO_CRIADO', 'USUARIO_ATUALIZADO', 'USUARIO_DESATIVADO', 'USUARIO_EXCLUIDO']),
    );
  });

  it('refuses duplicates (409) and invalid fields (400) without writing anything', async () => {
    const email = uniqueEmail();
    await server.req('POST', '/api/users', { token: admin, body: { name: 'Um', email, password: 'abcdef' } });
    const before = await User.count();
    const dup = await server.req('POST', '/api/users', {
      token: admin,
      body: { name: 'Dois', email: email.toUpperCase(), password: 'abcdef' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Este email já está cadastrado.');
    const bad = await server.req('POST', '/api/users', {
      token: admin,
      body: { name: '', email: `${'x'.repeat(250)}@a.com`, password: '123', cpf: '111.111.111-11', role: 'root' },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'password', 'cpf', 'role']));
    const noCompany = await server.req('POST', '/api/users', {
      token: admin,
      body: { name: 'Três', email: uniqueEmail(), password: 'abcdef', company_id: 987654 },
    });
    expect(noCompany.status).toBe(400);
    expect(await User.count()).toBe(before);
  });

  it('does not let an admin deactivate or delete themselves', async () => {
    const me = await server.req('GET', '/api/auth/me', { token: admin });
    const off = await server.req('PUT', `/api/users/${me.body.user.id}/status`, {
      token: admin,
      body: { is_active: false },
    });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Você não pode desativar sua própria conta.');
    const del = await server.req('DELETE', `/api/users/${me.body.user.id}`, { token: admin });
    expect(del.status).toBe(403);
    const demote = await server.req('PUT', `/api/users/${me.body.user.id}`, {
      token: admin,
      body: { name: 'Admin', email: me.body.user.email, role: 'student', is_active: false },
    });
    expect(demote.body.user).toMatchObject({ role: 'admin', is_active: true });
  });

  it('lets a student edit only their own contact data', async () => {
    const student = await activeUser(server);
    const res = await server.req('PUT', `/api/users/${student.id}`, {
      token: student.token,
      body: {
        name: 'Nome Novo',
        email: student.email,
        phone: '11 5555-0000',
        role: 'admin',
        is_active: true,
        company_id: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Nome Novo', phone: '11 5555-0000', role: 'student' });
  });

  it('changes a password: students with 2FA need an e-mailed code, and get a fresh token', async () => {
    const student = await activeUser(server);
    let since = new Date();
    await server.req('POST', `/api/users/${student.id}/2fa/request-enable`, { token: student.token });
    const code = await codeTo(server, student.email, since);
    await server.req('PUT', `/api/users/${student.id}/2fa/enable`, {
      token: student.token,
      body: { verification_code: code },
    });

    const noCode = await server.req('PUT', `/api/users/${student.id}/password`, {
      token: student.token,
      body: { password: 'nova-senha-1', current_password: student.password },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.requiresTwoFactor).toBe(true);

    since = new Date();
    await server.req('POST', `/api/users/${student.id}/password/request-2fa`, { token: student.token });
    const pwCode = await codeTo(server, student.email, since);
    const ok = await server.req('PUT', `/api/users/${student.id}/password`, {
      token: student.token,
      body: { password: 'nova-senha-1', twoFactorCode: pwCode, current_password: student.password },
    });
    expect(ok.status).toBe(200);
    expect((await server.req('GET', '/api/auth/me', { token: student.token })).status).toBe(401);
    expect((await server.req('GET', '/api/auth/me', { token: ok.body.token })).status).toBe(200);

    // an admin changing this user's password also needs the code the user received
    const adminNoCode = await server.req('PUT', `/api/users/${student.id}/admin-password`, {
      token: admin,
      body: { password: 'pelo-admin-1' },
    });
    expect(adminNoCode.status).toBe(400);
    expect(adminNoCode.body.requiresTwoFactor).toBe(true);
    since = new Date();
    await server.req('POST', `/api/users/${student.id}/password/request-2fa`, { token: admin });
    const adminCode = await codeTo(server, student.email, since);
    const adminOk = await server.req('PUT', `/api/users/${student.id}/admin-password`, {
      token: admin,
      body: { password: 'pelo-admin-1', twoFactorCode: adminCode },
    });
    expect(adminOk.status).toBe(200);
    expect(adminOk.body.token).toBeUndefined();

    // switching it off takes the admin's own password (issue 15)
    const disabled = await server.req('PUT', `/api/users/${student.id}/2fa/disable`, {
      token: admin,
      body: { current_password: ADMIN.password },
    });
    expect(disabled.body.user.two_factor_enabled).toBe(false);
  });

  it('uploads a profile photo checked by content, and serves it', async () => {
    const student = await activeUser(server);
    const ok = await server.req('POST', `/api/users/${student.id}/photo`, {
      token: student.token,
      form: photoForm(PNG),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.photo).toMatch(/^\/api\/uploads\/photos\/[0-9a-f]{32}\.png$/);
    const served = await fetch(server.url + ok.body.photo);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const script = Buffer.from('#!/bin/sh\necho pwned\n');
    const fake = await server.req('POST', `/api/users/${student.id}/photo`, {
      token: student.token,
      form: photoForm(script, 'foto.png'),
    });
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('Formato de imagem não suportado. Use JPG, PNG, GIF ou WEBP.');

    const big = Buffer.concat([PNG, Buffer.alloc(5_242_881)]);
    const tooBig = await server.req('POST', `/api/users/${student.id}/photo`, {
      token: student.token,
      form: photoForm(big),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('A foto deve ter no máximo 5MB.');

    const wrongField = new FormData();
    wrongField.append('arquivo', new Blob([new Uint8Array(PNG)]), 'a.png');
    expect(
      (await server.req('POST', `/api/users/${student.id}/photo`, { token: student.token, form: wrongField })).status,
    ).toBe(400);
    // the first photo is still the one on the profile
    const me = await server.req('GET', '/api/auth/me', { token: student.token });
    expect(me.body.user.photo).toBe(ok.body.photo);
  });

  it('never serves files outside the uploads folder', async () => {
    for (const path of [
      '/api/uploads/..%2f..%2fetc%2fpasswd',
      '/api/uploads/photos/..%2f..%2ftrilha.sqlite',
      '/api/uploads/photos/..%5c..%5cjwt-secret',
    ]) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/root:|SQLite format/);
    }
    // fetch itself folds '%2e%2e' segments away: whatever answers, it is never the file
    const folded = await fetch(`${server.url}/api/uploads/%2e%2e/%2e%2e/etc/passwd`);
    expect(await folded.text()).not.toContain('root:');
    const secret = await readFile(`${server.db.dataDir}/jwt-secret`, 'utf8').catch(() => 'no-file');
    expect(secret).toBe('no-file'); // JWT_SECRET came from the env: nothing written
  });
});
