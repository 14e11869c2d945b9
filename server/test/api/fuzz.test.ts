/**
 * Input fuzzing over every route that takes a body: wrong types, huge strings, unicode, SQL and
 * HTML payloads, as an admin (who passes every role check). Never a 500, never a stack trace,
 * SQL text or file path in the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { router } from '../../src/app';
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

/** Bodies sent as raw text: what JSON.stringify cannot produce, or would normalise away. */
const RAW_BODIES: string[] = [
  // prototype pollution through every shape a parser might merge
  '{"__proto__":{"role":"admin","is_active":true,"isAdmin":true},"constructor":{"prototype":{"role":"admin"}}}',
  '{"name":{"__proto__":{"toString":"x"}},"email":{"constructor":{"name":"x"}}}',
  // deep nesting (parser and schema recursion)
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"modules":${'[{"lessons":'.repeat(200)}[]${'}]'.repeat(200)}}`,
  // numbers at the edges, where strings or ids are expected
  '{"id":1e309,"userId":-0,"courseId":9007199254740993,"days":-1e-7,"page":1.5,"limit":1e2,"score":"100"}',
  '{"title":true,"name":false,"email":0,"password":[],"is_active":"talvez","enabled":"sim","order_index":"1; DROP"}',
  // unicode: lone surrogates, bidi overrides, zero-width, combining marks, NUL, astral planes
  '{"title":"\\ud800\\udfff\\ud800","name":"\\u202e\\u2066abc\\u200b\\ufeff","description":"e\\u0301\\u0301\\u0301\\u0000"}',
  `{"title":"${'\u0301'.repeat(20_000)}","name":"${'😀'.repeat(20_000)}"}`,
  // SQL for MySQL and SQLite: quotes, comments, stacked queries, LIKE wildcards, backslashes
  '{"email":"a@b.c\\u0027 OR \\u00271\\u0027=\\u00271","name":"x\\\\\\u0027; SELECT SLEEP(5);--","search":"%\\\\%_","title":"1 UNION ALL SELECT password_hash,2,3--","token":"\\u0027) OR 1=1--","code":"000000\\u0027--"}',
  // markup and script URLs in text and URL fields
  '{"title":"\\"><svg/onload=alert(1)>","video_url":"javascript:alert(1)","name":"</script><script>alert(1)</script>","contact_email":"x@y.z<script>","origins":["javascript:alert(1)","data:text/html,<b>","https://a.b/\\u0000"]}',
  // duplicate keys (the last wins in JSON.parse: it must still be validated)
  '{"role":"student","role":"admin","is_active":false,"is_active":true}',
];

const LEAK = /SequelizeDatabaseError|SQLITE_|ER_[A-Z_]+|at [\w.]+ \(|\/work\/|node_modules|SELECT .* FROM/;

const routes = router.stack.flatMap((layer) =>
  layer.methods
    .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
    .map((m) => ({ method: m, path: layer.path })),
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
      for (const raw of RAW_BODIES) {
        const res = await server.req(route.method, path, { token: admin, raw });
        expect(res.status, `${route.method} ${path} with ${raw.slice(0, 80)}`).toBeLessThan(500);
        expect(JSON.stringify(res.body)).not.toMatch(LEAK);
      }
      const broken = await server.req(route.method, path, { token: admin, raw: '{"title": "sem fim' });
      expect(broken.status).toBeLessThan(500);
    });
  }
});

/** Path parameters no route should choke on (none of them names a real row). */
const HOSTILE_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  'abc',
  "1'%20OR%20'1'%3D'1",
  '1%3BDROP%20TABLE%20users',
  '%00',
  '%E0%A4%A',
  '%C0%AF',
  '..%2f..%2fetc%2fpasswd',
  '%7B%22%24gt%22%3A0%7D',
  'x'.repeat(3000),
];

/** Query strings with arrays, objects, wrong types, huge numbers and SQL where filters are read. */
const HOSTILE_QUERIES = [
  'page=-1&limit=1e309&days=NaN&company_id=abc&companyId[]=1&courseId[$gt]=0',
  'search=%27%20OR%201%3D1--&search=%25&action[]=x&level=%00&role=admin%27--',
  'startDate=2024-13-45&endDate=nao-e-data&format=xml&sort=id;DROP&order=__proto__',
  '__proto__[role]=admin&constructor[prototype][role]=admin',
  `search=${'%F0%9F%98%80'.repeat(500)}&user=${'x'.repeat(5000)}`,
  'limit=99999999999999999999&page=0.5&days=-0&format=csv&format=json',
];

const allRoutes = router.stack.flatMap((layer) =>
  layer.methods.filter((m) => m !== 'HEAD').map((m) => ({ method: m, path: String(layer.path) })),
);

describe('fuzzed path parameters and query strings', () => {
  const withParams = allRoutes.filter((r) => /:[a-zA-Z]+|\*path/.test(r.path));

  it('covers the routes that take an id or a name in the path', () => {
    expect(withParams.length).toBeGreaterThan(40);
  });

  it('every route with a path parameter answers hostile ones with 4xx and no leak', async () => {
    const failures: string[] = [];
    for (const route of withParams) {
      for (const id of HOSTILE_IDS) {
        const path = route.path.replace(/:[a-zA-Z]+/g, id).replace('*path', id);
        const res = await server.req(route.method, path, {
          token: admin,
          body: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
        });
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        if (res.status >= 500 || (res.status >= 400 && LEAK.test(text))) {
          failures.push(`${res.status} ${route.method} ${path.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every GET route answers hostile query strings with 2xx/4xx and no leak', async () => {
    const failures: string[] = [];
    for (const route of allRoutes.filter((r) => r.method === 'GET')) {
      const path = route.path.replace(/:[a-zA-Z]+/g, '999999').replace('*path', 'photos/x.png');
      for (const query of HOSTILE_QUERIES) {
        const res = await server.req('GET', `${path}?${query}`, { token: admin });
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        // successes echo stored rows (the payloads above are stored as text): leaks are looked for in errors
        if (res.status >= 500 || (res.status >= 400 && LEAK.test(text))) {
          failures.push(`${res.status} GET ${path}?${query.slice(0, 60)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
