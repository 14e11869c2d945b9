/**
 * Security headers on every kind of answer: API JSON, API errors (thrown and fallen through),
 * 404s, 405s, 413s, files, CSV, the portal's HTML and assets, the sdk bundle and the public
 * verification page. Every answer: nosniff, a referrer policy, no X-Powered-By. API answers:
 * no-store unless a route says otherwise. HTML pages: a CSP the portal passes (scripts from our
 * origin only, no inline script, no plugins) with frame-ancestors, and X-Frame-Options.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, PDF, PNG } from '../fixtures';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from '../support';
import { fakeFrontends, rawRequest } from './helpers';

let server: TestServer;
let admin: string;
let student: CreatedUser;
let frontDir: string;
let photo: string;
let certificateCode: string;

interface Answer {
  label: string;
  status: number;
  headers: Headers;
}
const answers: Answer[] = [];

async function call(label: string, url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(server.url + url, init);
  await res.arrayBuffer();
  const answer = { label, status: res.status, headers: res.headers };
  answers.push(answer);
  return answer;
}

/** The CSP directives as a map: 'script-src' -> ["'self'"]. */
function csp(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values);
  }
  return out;
}

beforeAll(async () => {
  frontDir = await mkdtemp(path.join(tmpdir(), 'trilha-sec-headers-'));
  server = await startTestServer('sec-headers', await fakeFrontends(frontDir));
  admin = await server.adminToken();
  student = await activeUser(server);
  const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
  photo = (
    await server.req('POST', `/api/users/${student.id}/photo`, {
      token: student.token,
      form: fileForm('photo', PNG, 'eu.png'),
    })
  ).body.photo;
  const course = await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-33 Espaço' } });
  const cert = await server.req('POST', '/api/certificates/upload', {
    token: admin,
    form: fileForm('certificate', PDF, 'c.pdf', {
      course_id: String(course.body.courseId),
      user_id: String(student.id),
    }),
  });
  certificateCode = cert.body.certificate.certificate_code;
  const json = { 'Content-Type': 'application/json' };

  await call('api json', '/api/settings/theme/public');
  await call('api json (auth)', '/api/auth/me', auth(student.token));
  await call('api 401 (thrown)', '/api/auth/me');
  await call('api 401 (bad token)', '/api/users', auth('x.y.z-nao-e-um-token'));
  await call('api 403 (thrown)', '/api/users', auth(student.token));
  await call('api 400 (validation)', '/api/auth/login', { method: 'POST', headers: json, body: '{}' });
  await call('api 400 (broken json)', '/api/auth/login', { method: 'POST', headers: json, body: '{"a":' });
  await call('api 413 (body)', '/api/auth/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
  });
  await call('api 404 (unknown route)', '/api/nao-existe');
  await call('api 404 (unknown id)', '/api/users/999999', auth(admin));
  await call('api 405', '/api/auth/login', { method: 'PATCH' });
  await call('api csv', '/api/logs/export', auth(admin));
  await call('api pdf', `/api/certificates/${cert.body.certificate.id}/download`, auth(student.token));
  await call('api file', photo);
  await call('api file 404', '/api/uploads/photos/nao-existe.png');
  await call('api preflight', '/api/courses', {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
  });
  await call('api head', '/api/settings/theme/public', { method: 'HEAD' });
  await call('portal html', '/');
  await call('portal html (spa route)', '/login');
  await call('portal html (deep route)', '/cursos/12/aulas/3');
  await call('portal asset', '/assets/index-abc123.js');
  await call('portal asset 404', '/assets/nao-existe.js');
  await call('portal root file', '/favicon.svg');
  await call('portal 404 (file-like)', '/nao-existe.png');
  await call('sdk bundle', '/sdk/trilha.js');
  await call('sdk 404', '/sdk/nao-existe.js');
  await call('verify page', `/verificar/${certificateCode}`);
  await call('verify page 404', '/verificar/TS-XXXX-XXXX');
  await call('alias file 404', '/uploads/login/nao-existe.png');
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (frontDir) await rm(frontDir, { recursive: true, force: true });
});

describe('every answer', () => {
  it('covers successes, errors and every kind of content', () => {
    const statuses = new Set(answers.map((a) => a.status));
    for (const s of [200, 204, 400, 401, 403, 404, 405, 413]) expect(statuses, String(s)).toContain(s);
  });

  it('carries nosniff and a referrer policy, and never X-Powered-By', () => {
    const bad = answers
      .filter(
        (a) =>
          a.headers.get('x-content-type-options') !== 'nosniff' ||
          !a.headers.get('referrer-policy') ||
          a.headers.get('x-powered-by') !== null ||
          /koa|node|express/i.test(a.headers.get('server') ?? ''),
      )
      .map((a) => `${a.label} (${a.status})`);
    expect(bad).toEqual([]);
  });

  it('API answers are not cached, errors included (public theme and files set their own policy)', () => {
    const own = new Set(['api json', 'api head', 'api file', 'api preflight']);
    const bad = answers
      .filter((a) => a.label.startsWith('api') && !own.has(a.label))
      .filter((a) => !/no-store/.test(a.headers.get('cache-control') ?? ''))
      .map((a) => `${a.label} (${a.status}): ${a.headers.get('cache-control')}`);
    expect(bad).toEqual([]);
  });
});

describe('HTML pages', () => {
  const html = () => answers.filter((a) => /html/.test(a.headers.get('content-type') ?? ''));

  it('the portal and the verification page are HTML with a strict CSP', () => {
    expect(html().map((a) => a.label)).toEqual(
      expect.arrayContaining(['portal html', 'portal html (spa route)', 'verify page', 'verify page 404']),
    );
    for (const a of html()) {
      const policy = csp(a.headers.get('content-security-policy'));
      const script = policy.get('script-src') ?? policy.get('default-src') ?? [];
      expect(script, a.label).toContain("'self'");
      expect(script.join(' '), a.label).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|http:/);
      expect(policy.get('object-src'), a.label).toEqual(["'none'"]);
      expect(policy.get('base-uri'), a.label).toBeDefined();
      const ancestors = policy.get('frame-ancestors') ?? [];
      expect(ancestors.length, a.label).toBeGreaterThan(0);
      expect(ancestors.join(' '), a.label).not.toMatch(/\*|https?:/);
      expect(['SAMEORIGIN', 'DENY'], a.label).toContain(a.headers.get('x-frame-options'));
    }
  });

  it('the portal CSP lets the portal do what it does (own scripts and API, videos, https images)', () => {
    const policy = csp(answers.find((a) => a.label === 'portal html')?.headers.get('content-security-policy') ?? '');
    expect(policy.get('connect-src')).toContain("'self'");
    expect(policy.get('frame-src')?.join(' ')).toMatch(/youtube/);
    // The course player's video lessons load the players' own APIs: without them no YouTube or Vimeo lesson plays.
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.youtube.com', 'https://player.vimeo.com']),
    );
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(policy.get('media-src')).toContain("'self'");
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('the built portal (when built) has no inline script the CSP would block', () => {
    const index = path.resolve(__dirname, '../../../../portal/dist/index.html');
    if (!existsSync(index)) return; // the API projects may run before `npm run build`
    const page = readFileSync(index, 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    for (const [, attrs, body] of scripts) {
      expect(attrs, 'every script has a src').toMatch(/\bsrc=["']\//);
      expect(body?.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+=/i); // no inline event handlers
    expect(page).not.toMatch(/(src|href)=["']https?:/i); // nothing from another origin
  });

  it('files and JSON are not framed as pages: no HTML type on anything else', () => {
    const labels = html().map((a) => a.label);
    expect(labels.filter((l) => l.startsWith('api'))).toEqual([]);
    const svg = answers.find((a) => a.label === 'portal root file');
    expect(svg?.headers.get('content-type')).toContain('image/svg+xml');
  });
});

it('raw requests with odd methods and paths still carry the headers', async () => {
  for (const [method, p] of [
    ['GET', '/api/uploads/photos/%E0%A4%A'],
    ['DELETE', '/'],
    ['TRACE', '/api/auth/me'],
    ['GET', '/%2e%2e/%2e%2e/etc/passwd'],
  ] as const) {
    const res = await rawRequest(server.url, p, { method });
    expect(res.headers['x-content-type-options'], `${method} ${p}`).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  }
});
