/**
 * Input fuzzing over every route that takes a body: wrong types, huge strings, unicode, SQL and
 * HTML payloads, as an admin (who passes every role check). Never a 500, never a stack trace,
 * SQL text or file path in the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routers } from '../../src/app';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer('fuzz');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

const PAYLOADS: unknown[] = [
  [],
  'texto',
  42,
  null,
  { title: ['a', 'b'], name: { $gt: '' }, email: ['x@y.com'], id: [1, 2], token: ['a', 'b'] },
  { title: 'x'.repeat(100_000), name: 'x'.repeat(100_000), description: 'y'.repeat(100_000) },
  { title: "'; DROP TABLE users; --", name: "Robert'); DELETE FROM courses;--", email: "a'@b.com", search: '%_\\' },
  { title: '<script>alert(1)</script>', name: '<img src=x onerror=alert(1)>', description: '\u0000\u202e\ud83d\ude00' },
  { days: '1; DELETE FROM system_logs', confirm: 'true', userId: '1 OR 1=1', companyId: -1, courseId: 1e308 },
  {
    questions: [{ text: 'q', options: 'não é lista' }],
    modules: [{ lessons: 'x' }],
    answers: { '1': 'x' },
    attemptId: 'abc',
  },
];

const LEAK = /SequelizeDatabaseError|SQLITE_|ER_[A-Z_]+|at [\w.]+ \(|\/work\/|node_modules|SELECT .* FROM/;

const routes = routers.flatMap((router) =>
  router.stack.flatMap((layer) =>
    layer.methods
      .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
      .map((m) => ({ method: m, path: layer.path })),
  ),
);

describe('fuzzed bodies', () => {
  it('covers the routes that take a body', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      // ids that do not exist, so nothing real is deleted or changed by a payload that validates
      const path = String(route.path)
        .replace(/:[a-zA-Z]+/g, '999999')
        .replace('*path', 'x');
      for (const body of PAYLOADS) {
        const res = await server.req(route.method, path, { token: admin, raw: JSON.stringify(body) });
        expect(res.status, `${route.method} ${path} with ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        expect(JSON.stringify(res.body)).not.toMatch(LEAK);
      }
      const broken = await server.req(route.method, path, { token: admin, raw: '{"title": "sem fim' });
      expect(broken.status).toBeLessThan(500);
    });
  }
});
