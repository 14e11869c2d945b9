import { EMBED_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemLog, User } from '../../src/models';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let acme: number;
let other: number;
let key: string;
let worker: CreatedUser;
let outsider: CreatedUser;
const ORIGIN = 'https://intranet.acme.com.br';

const mint = (apiKey: string, body: Record<string, unknown>) =>
  server.req('POST', '/api/embed/token', { headers: { 'X-Api-Key': apiKey }, body });

beforeAll(async () => {
  server = await startTestServer('embed');
  admin = await server.adminToken();
  acme = (await server.req('POST', '/api/companies', { token: admin, body: { name: 'ACME' } })).body.company.id;
  other = (await server.req('POST', '/api/companies', { token: admin, body: { name: 'Outra' } })).body.company.id;
  worker = await activeUser(server, { company_id: acme });
  outsider = await activeUser(server, { company_id: other });
});
afterAll(() => server?.close());

describe('company keys and origins', () => {
  it('shows a key once and lists only its prefix', async () => {
    const created = await server.req('POST', `/api/companies/${acme}/api-keys`, {
      token: admin,
      body: { name: 'Intranet' },
    });
    expect(created.status).toBe(201);
    key = created.body.key;
    expect(key).toMatch(/^tsk_[0-9a-f]{12}_/);
    const list = await server.req('GET', `/api/companies/${acme}/api-keys`, { token: admin });
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(list.body.keys[0].prefix).toBe(created.body.prefix);
    const bad = await server.req('PUT', `/api/companies/${acme}/embed-origins`, {
      token: admin,
      body: { origins: ['javascript:alert(1)', 'https://x.com/path'] },
    });
    expect(bad.status).toBe(400);
    const ok = await server.req('PUT', `/api/companies/${acme}/embed-origins`, {
      token: admin,
      body: { origins: [`${ORIGIN}/`, ORIGIN] },
    });
    expect(ok.body.origins).toEqual([ORIGIN]);
  });
});

describe('embed tokens', () => {
  it('mints a 15-minute student token that reaches student routes only', async () => {
    const res = await mint(key, { email: worker.email });
    expect(res.status).toBe(200);
    expect(res.body.expires_in).toBe(900);
    const token = res.body.token;
    expect((await server.req('GET', '/api/courses', { token })).status).toBe(200);
    expect((await server.req('GET', '/api/certificates/my', { token })).status).toBe(200);
    expect((await server.req('GET', '/api/auth/me', { token })).body.user.email).toBe(worker.email);
    for (const [method, path] of [
      ['GET', '/api/users'],
      ['GET', `/api/users/${worker.id}`],
      ['PUT', `/api/users/${worker.id}/password`],
      ['GET', '/api/companies'],
      ['GET', '/api/logs'],
      ['POST', '/api/courses'],
    ] as const) {
      const r = await server.req(method, path, { token, body: method === 'GET' ? undefined : {} });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('Tokens de integração dão acesso apenas às rotas de aluno.');
    }
    expect(await SystemLog.count({ where: { action: 'EMBED_TOKEN_EMITIDO' } })).toBe(1);
  });

  it('never crosses companies, and provisions new students of its own company', async () => {
    // the same answer as an unknown e-mail: a key never learns who exists in other companies
    const cross = await mint(key, { email: outsider.email });
    expect(cross.status).toBe(404);
    expect(cross.body.message).toBe(EMBED_MSG.userUnavailable);
    const unknown = await mint(key, { email: 'nova@acme.com.br' });
    expect(unknown.status).toBe(404);
    const provisioned = await mint(key, { email: 'nova@acme.com.br', name: 'Nova Pessoa' });
    expect(provisioned.status).toBe(200);
    const user = await User.findOne({ where: { email: 'nova@acme.com.br' } });
    expect(user).toMatchObject({ company_id: acme, role: 'student' });
    // the platform's admin belongs to no company: refused with that same answer
    const adminMint = await mint(key, { email: 'admin@trilha.test' });
    expect(adminMint.status).toBe(404);
  });

  it('refuses revoked keys, tampered tokens, inactive companies and moved students', async () => {
    const token = (await mint(key, { email: worker.email })).body.token as string;
    expect((await server.req('GET', '/api/courses', { token: `${token.slice(0, -2)}xx` })).status).toBe(401);
    expect((await mint('tsk_000000000000_abcdefghijklmnopqrstuvwxyz', { email: worker.email })).status).toBe(401);
    expect((await server.req('POST', '/api/embed/token', { body: { email: worker.email } })).status).toBe(401);

    await server.req('PUT', `/api/users/${worker.id}`, {
      token: admin,
      body: { name: 'Aluno', email: worker.email, company_id: other },
    });
    expect((await server.req('GET', '/api/courses', { token })).status).toBe(401);
    await server.req('PUT', `/api/users/${worker.id}`, {
      token: admin,
      body: { name: 'Aluno', email: worker.email, company_id: acme },
    });

    await server.req('PATCH', `/api/companies/${acme}/toggle-status`, { token: admin });
    expect((await mint(key, { email: worker.email })).body.message).toBe(
      'Empresa inativa: a integração está suspensa.',
    );
    await server.req('PATCH', `/api/companies/${acme}/toggle-status`, { token: admin });

    const keys = await server.req('GET', `/api/companies/${acme}/api-keys`, { token: admin });
    await server.req('DELETE', `/api/companies/${acme}/api-keys/${keys.body.keys[0].id}`, { token: admin });
    expect((await mint(key, { email: worker.email })).status).toBe(401);
  });
});

describe('CORS', () => {
  it('answers only listed origins of active companies', async () => {
    const pre = await fetch(`${server.url}/api/courses`, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(pre.headers.get('access-control-allow-headers')).toContain('Authorization');
    const evil = await fetch(`${server.url}/api/courses`, { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
