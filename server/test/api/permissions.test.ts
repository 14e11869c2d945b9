/**
 * The permission table: every route of the API called as anonymous, a first-login (restricted)
 * token, a student on their own data, another student on that student's data, and an admin.
 * Bodies are empty or ids unknown where a call would change data, so an allowed call shows as a
 * 400/404 and a refused one as 401/403. A route missing from the table fails the last test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routers } from '../../src/app';
import { activeUser, type CreatedUser, startTestServer, type TestServer, uniqueEmail } from './support';

type Role = 'anonymous' | 'firstLogin' | 'student' | 'otherStudent' | 'admin';
const ROLES: Role[] = ['anonymous', 'firstLogin', 'student', 'otherStudent', 'admin'];

interface Row {
  method: string;
  /** Koa route path, used to check coverage; ':id' is replaced by the student's id unless `path` is given. */
  route: string;
  path?: string;
  body?: unknown;
  expect: [number, number, number, number, number];
}

const PUBLIC_400: Row['expect'] = [400, 400, 400, 400, 400];
const ADMIN_ONLY = (admin: number): Row['expect'] => [401, 403, 403, 403, admin];
const SELF_OR_ADMIN = (self: number, admin = self): Row['expect'] => [401, 403, self, 403, admin];

const TABLE: Row[] = [
  { method: 'GET', route: '/api/settings/theme/public', expect: [200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/login-settings/public', expect: [200, 200, 200, 200, 200] },
  { method: 'POST', route: '/api/auth/login', body: {}, expect: PUBLIC_400 },
  { method: 'POST', route: '/api/auth/verify-2fa', body: {}, expect: PUBLIC_400 },
  { method: 'POST', route: '/api/auth/forgot-password', body: {}, expect: PUBLIC_400 },
  { method: 'POST', route: '/api/auth/reset-password', body: {}, expect: PUBLIC_400 },
  { method: 'GET', route: '/api/auth/me', expect: [401, 200, 200, 200, 200] },
  { method: 'POST', route: '/api/auth/first-login-password-change', body: {}, expect: [401, 400, 400, 400, 400] },
  { method: 'POST', route: '/api/auth/logout', expect: [401, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/dashboard/counts', expect: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/users', expect: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/users', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'GET', route: '/api/users/:id', expect: SELF_OR_ADMIN(200) },
  { method: 'PUT', route: '/api/users/:id', body: {}, expect: SELF_OR_ADMIN(400) },
  { method: 'PUT', route: '/api/users/:id/status', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'DELETE', route: '/api/users/:id', path: '/api/users/999999', expect: ADMIN_ONLY(404) },
  { method: 'PUT', route: '/api/users/:id/admin-password', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'PUT', route: '/api/users/:id/password', body: {}, expect: SELF_OR_ADMIN(400) },
  // the student has no 2FA: an allowed call is refused with 400 and sends nothing
  { method: 'POST', route: '/api/users/:id/password/request-2fa', expect: SELF_OR_ADMIN(400) },
  {
    method: 'POST',
    route: '/api/users/:id/2fa/request-enable',
    path: '/api/users/999999/2fa/request-enable',
    expect: [401, 403, 403, 403, 404],
  },
  { method: 'PUT', route: '/api/users/:id/2fa/enable', body: {}, expect: SELF_OR_ADMIN(400) },
  {
    method: 'PUT',
    route: '/api/users/:id/2fa/disable',
    path: '/api/users/999999/2fa/disable',
    expect: [401, 403, 403, 403, 404],
  },
  { method: 'POST', route: '/api/users/:id/photo', expect: SELF_OR_ADMIN(400) },
  { method: 'GET', route: '/api/companies', expect: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/companies', body: {}, expect: ADMIN_ONLY(400) },
  { method: 'PUT', route: '/api/companies/:id', path: '/api/companies/999999', body: {}, expect: ADMIN_ONLY(400) },
  {
    method: 'PATCH',
    route: '/api/companies/:id/toggle-status',
    path: '/api/companies/999999/toggle-status',
    expect: ADMIN_ONLY(404),
  },
  { method: 'DELETE', route: '/api/companies/:id', path: '/api/companies/999999', expect: ADMIN_ONLY(404) },
  {
    method: 'GET',
    route: '/api/companies/:id/employees',
    path: '/api/companies/999999/employees',
    expect: ADMIN_ONLY(404),
  },
  {
    method: 'GET',
    route: '/api/uploads/*path',
    path: '/api/uploads/photos/nao-existe.png',
    expect: [404, 404, 404, 404, 404],
  },
  {
    method: 'GET',
    route: '/uploads/:area/:file',
    path: '/uploads/login/nao-existe.png',
    expect: [404, 404, 404, 404, 404],
  },
];

let server: TestServer;
const tokens = {} as Record<Role, string | null>;
let student: CreatedUser;

beforeAll(async () => {
  server = await startTestServer('permissions');
  student = await activeUser(server);
  const other = await activeUser(server);
  const admin = await server.adminToken();
  const firstEmail = uniqueEmail('primeiro');
  await server.req('POST', '/api/users', {
    token: admin,
    body: { name: 'Primeiro Acesso', email: firstEmail, password: 'provisoria1' },
  });
  const first = await server.req('POST', '/api/auth/login', { body: { email: firstEmail, password: 'provisoria1' } });
  Object.assign(tokens, {
    anonymous: null,
    firstLogin: first.body.token,
    student: student.token,
    otherStudent: other.token,
    admin,
  });
});
afterAll(() => server?.close());

describe('permission table', () => {
  for (const row of TABLE) {
    it(`${row.method} ${row.route}`, async () => {
      const path = row.path ?? row.route.replace(':id', String(student.id));
      const got: number[] = [];
      for (const role of ROLES) {
        const res = await server.req(row.method, path, { token: tokens[role], body: row.body });
        got.push(res.status);
        expect(JSON.stringify(res.body)).not.toMatch(/password_hash|SELECT |at .*\.ts:\d+/);
      }
      expect(got).toEqual(row.expect);
    });
  }

  it('covers every route the server has', () => {
    const existing = routers.flatMap((router) =>
      router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`)),
    );
    const covered = new Set(TABLE.map((r) => `${r.method} ${r.route}`));
    expect(existing.length).toBeGreaterThanOrEqual(TABLE.length);
    expect(existing.filter((r) => !covered.has(r))).toEqual([]);
  });
});
