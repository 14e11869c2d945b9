/**
 * Fault tests (issue 9): the real server as a CHILD PROCESS, so a test can kill it (SIGKILL, like
 * a crash or an OOM kill), run two of them on one database, or take their database away.
 *
 * The child is `node --conditions=source --import tsx server/src/index.ts`: the code under test,
 * straight from the sources (the same as `server/dist/index.js`, which tsup bundles from them with
 * the same `source` condition), so these tests never run a stale or half-rebuilt dist. Startup
 * costs ~2 s.
 *
 *   const node = await startNode(nodeEnv({ databaseUrl, dataDir, smtpPort: sink.port }));
 *   const res = await node.req('GET', '/api/auth/me', { token });
 *   await node.kill();            // SIGKILL, waits for the exit
 *
 * Only processes started here are ever killed, by their own handle; every child is killed when the
 * test process exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractCode, type SmtpSink } from '../harness/smtpSink';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const ADMIN = { email: 'admin@trilha.test', password: 'admin-senha-123' };
export const JWT_SECRET = 'reliability-secret-that-is-long-enough';

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export interface Res<T = Record<string, any>> {
  status: number;
  body: T;
  headers: Headers;
  /** Wall time of the request, ms. */
  ms: number;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  form?: FormData;
  /** Abort after this long (default 30 s): a hung request fails the test instead of hanging it. */
  timeoutMs?: number;
}

export async function request<T = Record<string, any>>(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: RequestOptions = {},
): Promise<Res<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'];
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const started = performance.now();
  const res = await fetch(baseUrl + urlPath, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // a file, not JSON
  }
  return { status: res.status, body: parsed as T, headers: res.headers, ms: performance.now() - started };
}

export interface NodeEnvOptions {
  databaseUrl: string;
  dataDir: string;
  smtpPort: number;
  extra?: Record<string, string>;
}

/** The environment of a test node: fixed admin and JWT secret (a token is valid on every node). */
export function nodeEnv(o: NodeEnvOptions): Record<string, string> {
  return {
    PORT: '0',
    DATABASE_URL: o.databaseUrl,
    DATA_DIR: o.dataDir,
    PUBLIC_URL: 'http://portal.test',
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(o.smtpPort),
    SMTP_SECURE: 'NONE',
    BCRYPT_ROUNDS: '4',
    LOG_LEVEL: 'error',
    SEED_DEMO: 'false',
    ...o.extra,
  };
}

export interface ServerNode {
  name: string;
  url: string;
  pid: number;
  req<T = Record<string, any>>(method: string, urlPath: string, options?: RequestOptions): Promise<Res<T>>;
  /** True once the process has exited (for whatever reason). */
  exited(): boolean;
  /** How it exited: the exit code, or the signal that ended it (null while it runs). */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** The last ~64 KB the process printed: why it failed, when it did. */
  output(): string;
  /** SIGKILL (default) or another signal; resolves when the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Spawns a server and resolves once it listens ("Trilha Segura ouvindo em ... (porta N)"). */
export async function startNode(env: Record<string, string>, name = 'node', timeoutMs = 60_000): Promise<ServerNode> {
  const proc = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/src/index.ts'], {
    cwd: repoRoot,
    // Not the vitest worker's env (NODE_OPTIONS, TEST_DB, VITEST...): only what a server sees.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  let out = '';
  let gone = false;
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exit = new Promise<void>((resolve) => {
    proc.once('exit', (code, signal) => {
      gone = true;
      ended = { code, signal };
      children.delete(proc);
      out += `\n[${name} exited: code ${code}, signal ${signal}]\n`;
      resolve();
    });
  });
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > 96_000) out = out.slice(-64_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${out.slice(-4000)}`));
    }, timeoutMs);
    const onData = () => {
      const m = /ouvindo em .*\(porta (\d+)\)/.exec(out);
      if (m) {
        clearTimeout(timer);
        proc.stdout?.off('data', onData);
        resolve(Number(m[1]));
      }
    };
    proc.stdout?.on('data', onData);
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`${name} exited during startup:\n${out.slice(-4000)}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    url,
    pid: proc.pid as number,
    req: (method, urlPath, options) => request(url, method, urlPath, options),
    exited: () => gone,
    exit: () => ended,
    output: () => out,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (gone) return;
      proc.kill(signal);
      await exit;
    },
  };
}

export async function adminToken(node: ServerNode): Promise<string> {
  const res = await node.req<{ token: string }>('POST', '/api/auth/login', { body: ADMIN });
  if (res.status !== 200)
    throw new Error(`admin login failed on ${node.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

let seq = 0;
export function uniqueEmail(prefix = 'aluno'): string {
  seq += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${seq}@empresa.test`;
}

export interface Student {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** An admin-created student who has done the first login (e-mailed code, new password). */
export async function activeStudent(node: ServerNode, sink: SmtpSink, admin: string): Promise<Student> {
  const email = uniqueEmail();
  const created = await node.req<{ user: { id: number } }>('POST', '/api/users', {
    token: admin,
    body: { name: 'Aluno Teste', email, password: 'provisoria1' },
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const since = new Date();
  const login = await node.req<{ token: string }>('POST', '/api/auth/login', {
    body: { email, password: 'provisoria1' },
  });
  // The welcome e-mail leaves through the outbox and may land after the code: wait for the code's own.
  const code = extractCode(
    await sink.waitFor((m) => m.to.includes(email) && m.receivedAt >= since && /primeiro acesso/i.test(m.subject)),
  );
  const password = 'definitiva1';
  const changed = await node.req<{ token: string }>('POST', '/api/auth/first-login-password-change', {
    token: login.body.token,
    body: { newPassword: password, twoFactorCode: code },
  });
  if (changed.status !== 200) throw new Error(`first login failed: ${changed.status} ${JSON.stringify(changed.body)}`);
  return { id: created.body.user.id, email, password, token: changed.body.token };
}

/** Ids above the table's range mark new modules and lessons in a content save. */
const NEW_ID = 2e12;

/** A published course of `lessons` lessons of duration 0 (completed at once), in one module. */
export async function courseWithLessons(
  node: ServerNode,
  admin: string,
  lessons: number,
): Promise<{ courseId: number; lessonIds: number[] }> {
  const created = await node.req<{ courseId: number }>('POST', '/api/courses', {
    token: admin,
    body: { title: 'NR-35 Trabalho em Altura', description: 'Curso de teste', status: 'published' },
  });
  if (created.status !== 201) throw new Error(`course: ${created.status} ${JSON.stringify(created.body)}`);
  const courseId = created.body.courseId;
  const content = await node.req<{ course: { modules: { lessons: { id: number }[] }[] } }>(
    'PUT',
    `/api/courses/${courseId}/content`,
    {
      token: admin,
      body: {
        modules: [
          {
            id: NEW_ID + 1,
            title: 'Módulo único',
            lessons: Array.from({ length: lessons }, (_, i) => ({
              id: NEW_ID + 100 + i,
              title: `Aula ${i + 1}`,
              video_type: 'youtube',
              video_url: 'https://www.youtube.com/watch?v=abc123',
              duration: 0,
            })),
          },
        ],
      },
    },
  );
  if (content.status !== 200) throw new Error(`content: ${content.status} ${JSON.stringify(content.body)}`);
  const lessonIds = content.body.course.modules.flatMap((m) => m.lessons.map((l) => l.id));
  return { courseId, lessonIds };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value (not undefined) or the deadline passes. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}
