/**
 * The intranet's own back end, as small as it gets (node:http, no framework), shared by both
 * examples. It holds the company's Trilha API key (from the environment) and never sends it to
 * the browser: the page asks POST /token, this server asks Trilha's POST /api/embed/token for the
 * signed-in employee and answers only the short-lived student token.
 *
 * In a real intranet the employee comes from the intranet's own session (SSO, cookie...); here a
 * fixed employee from INTRANET_USER_EMAIL / INTRANET_USER_NAME stands in for it.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
};

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Settings from the environment; the API key is required and stays in this process. */
export function configFromEnv(env = process.env) {
  const apiKey = env.TRILHA_API_KEY ?? '';
  if (!/^tsk_/.test(apiKey)) throw new Error('Defina TRILHA_API_KEY com a chave de API da empresa (tsk_...).');
  return {
    trilhaUrl: (env.TRILHA_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    apiKey,
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '127.0.0.1',
    courseId: env.TRILHA_COURSE_ID ?? '',
    assessmentId: env.TRILHA_ASSESSMENT_ID ?? '',
    employee: {
      email: env.INTRANET_USER_EMAIL ?? 'colaborador@empresa.com.br',
      name: env.INTRANET_USER_NAME ?? 'Colaborador da Empresa',
    },
  };
}

/** Asks Trilha for a student token with the API key (server to server). */
export async function mintToken(config, employee) {
  const res = await fetch(`${config.trilhaUrl}/api/embed/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': config.apiKey },
    body: JSON.stringify({ email: employee.email, name: employee.name }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) {
    const error = new Error(typeof body.message === 'string' ? body.message : `Trilha respondeu ${res.status}`);
    error.status = res.status;
    throw error;
  }
  return { token: body.token, expires_at: body.expires_at };
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(body);
}

/** POST /token: same-origin JSON requests only (a cross-site form or fetch cannot mint a token). */
async function tokenRoute(req, res, config) {
  if (req.method !== 'POST') return send(res, 405, '', { Allow: 'POST' });
  const sameOrigin = !req.headers.origin || req.headers.origin === `http://${req.headers.host}`;
  if (!sameOrigin || !String(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return send(res, 403, JSON.stringify({ message: 'Requisição recusada.' }), { 'Content-Type': 'application/json' });
  }
  try {
    // The employee of the intranet session (here: the fixed example employee).
    const minted = await mintToken(config, config.employee);
    send(res, 200, JSON.stringify(minted), { 'Content-Type': 'application/json' });
  } catch (error) {
    console.error(`[intranet] token recusado: ${error.message}`);
    send(res, 502, JSON.stringify({ message: 'Não foi possível obter acesso ao treinamento.' }), {
      'Content-Type': 'application/json',
    });
  }
}

/**
 * The page's Content-Security-Policy: what an intranet must allow for the widgets — the Trilha
 * script and API, inline <style> (the widgets' styles), and the video players they may embed.
 */
export function contentSecurityPolicy(trilhaUrl) {
  const videos = 'https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com';
  return [
    "default-src 'self'",
    `script-src 'self' ${trilhaUrl} https://www.youtube.com https://s.ytimg.com https://player.vimeo.com`,
    `connect-src 'self' ${trilhaUrl}`,
    `img-src 'self' data: blob: ${trilhaUrl} https://i.ytimg.com`,
    `media-src 'self' blob: ${trilhaUrl}`,
    "style-src 'self' 'unsafe-inline'",
    `frame-src ${videos}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/**
 * The example server: POST /token, and the files of `publicDir`. HTML files are templates:
 * {{TRILHA_URL}}, {{COURSE_ID}}, {{ASSESSMENT_ID}}, {{EMPLOYEE_NAME}} are filled in (escaped).
 */
export function createIntranetServer(config, publicDir) {
  const root = path.resolve(publicDir);
  const values = {
    TRILHA_URL: config.trilhaUrl,
    COURSE_ID: config.courseId,
    ASSESSMENT_ID: config.assessmentId,
    EMPLOYEE_NAME: config.employee.name,
  };
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://intranet.local');
    if (url.pathname === '/token') {
      void tokenRoute(req, res, config);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, '');
    const rel = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
    const file = path.resolve(root, rel);
    const inside = file.startsWith(root + path.sep);
    const target = inside && existsSync(file) && statSync(file).isFile() ? file : path.join(root, 'index.html');
    if (!inside && rel !== 'index.html') return send(res, 404, 'Não encontrado');
    const ext = path.extname(target);
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    if (ext === '.html') {
      const html = readFileSync(target, 'utf8').replace(/\{\{(\w+)\}\}/g, (m, key) =>
        key in values ? escapeHtml(values[key]) : m,
      );
      return send(res, 200, html, { ...headers, 'Content-Security-Policy': contentSecurityPolicy(config.trilhaUrl) });
    }
    res.writeHead(200, { ...headers, 'Cache-Control': 'no-cache' });
    createReadStream(target).pipe(res);
  });
}

/** Starts the server and resolves with its URL. */
export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(`http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}`);
    });
  });
}
