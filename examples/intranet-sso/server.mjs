#!/usr/bin/env node
/**
 * An intranet whose company signs in through its own identity provider (SSO): a static page and
 * nothing else — no API key, no token route. The widgets get their embed token from a popup that
 * runs the company sign-in on the Trilha server (Trilha.signInWithCompany).
 *
 *   TRILHA_URL=https://trilha.exemplo.com.br TRILHA_COURSE_ID=1 PORT=4100 node examples/intranet-sso/server.mjs
 *
 * In the portal, the company needs its login with the company account (SSO) configured and this
 * page's origin (http://localhost:4100) among its allowed origins.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const trilhaUrl = (process.env.TRILHA_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const courseId = Number(process.env.TRILHA_COURSE_ID ?? '1');
const port = Number(process.env.PORT ?? '4100');

const escapeAttr = (v) =>
  String(v).replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);

export function createSsoIntranet({ trilhaUrl, courseId }) {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://intranet');
    const file = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    if (!['index.html', 'sso.js'].includes(file)) {
      res.writeHead(404).end();
      return;
    }
    let body = await readFile(path.join(here, 'public', file), 'utf8');
    if (file === 'index.html') {
      body = body.replaceAll('{{TRILHA_URL}}', escapeAttr(trilhaUrl)).replaceAll('{{COURSE_ID}}', escapeAttr(courseId));
    }
    res.writeHead(200, { 'Content-Type': file.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8' });
    res.end(body);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  createSsoIntranet({ trilhaUrl, courseId }).listen(port, () => {
    console.log(`Intranet com SSO em http://localhost:${port} (Trilha: ${trilhaUrl})`);
  });
}
