/**
 * Starts the real server (real database from the harness, real SMTP to a sink) for one test
 * file and speaks HTTP to it. Data is built through the API itself, as a user would.
 */
import { loadConfig, type RunningServer, startServer } from '../../src/lib';
import { runtime } from '../../src/runtime';
import { extractCode, hasCode, type SinkMessage, type SmtpSink, startSmtpSink } from '../harness/smtpSink';
import { type TestDatabase, testDatabase } from '../harness/testDb';

export const ADMIN = { email: 'admin@trilha.test', password: 'admin-senha-123' };
/** The test servers' JWT secret: the attack suite signs its own tokens with it. */
export const JWT_SECRET = 'test-secret-that-is-long-enough-123';

export interface Res<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  raw?: string;
}

export interface TestServer {
  url: string;
  sink: SmtpSink;
  db: TestDatabase;
  running: RunningServer;
  req<T = Record<string, any>>(method: string, path: string, options?: RequestOptions): Promise<Res<T>>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

/** `env` adds or overrides configuration (PORTAL_DIST, TRUST_PROXY...) for one test file. */
export async function startTestServer(label: string, env: Record<string, string> = {}): Promise<TestServer> {
  const db = await testDatabase(label);
  const sink = await startSmtpSink();
  const config = loadConfig({
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://portal.test',
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_SECURE: 'NONE',
    BCRYPT_ROUNDS: '4',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    // Background prints would race each file's own Chromium checks; evidence.test turns them on.
    CERTIFICATE_PDF_AHEAD: 'false',
    ...env,
  });
  const running = await startServer(config);
  let cachedAdmin: string | null = null;

  async function req<T>(method: string, path: string, options: RequestOptions = {}): Promise<Res<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'];
    if (options.form) body = options.form;
    else if (options.raw !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = options.raw;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const res = await fetch(running.url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // not JSON (files): keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  return {
    url: running.url,
    sink,
    db,
    running,
    req,
    async adminToken() {
      if (cachedAdmin) return cachedAdmin;
      const res = await req<{ token: string }>('POST', '/api/auth/login', { body: ADMIN });
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
      cachedAdmin = res.body.token;
      return cachedAdmin;
    },
    async close() {
      await running.close();
      await sink.stop();
      await db.cleanup();
    },
  };
}

let seq = 0;
export function uniqueEmail(prefix = 'aluno'): string {
  seq += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${seq}@empresa.test`;
}

/**
 * Waits for the newest mail with a 6-digit code to an address after `since`, and returns the
 * code: notices queued in the outbox (a password changed, 2FA off) may arrive in between.
 */
export async function codeTo(server: TestServer, email: string, since: Date): Promise<string> {
  return extractCode(await server.sink.waitFor((m) => m.to.includes(email) && m.receivedAt >= since && hasCode(m)));
}

/** Waits for the newest mail to an address that arrived after `since`. */
export function mailTo(server: TestServer, email: string, since: Date): Promise<SinkMessage> {
  return server.sink.waitFor((m) => m.to.includes(email) && m.receivedAt >= since);
}

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/**
 * An admin-created user who has done the first login (e-mailed code + new password), so the
 * returned token is a full one.
 */
export async function activeUser(server: TestServer, overrides: Record<string, unknown> = {}): Promise<CreatedUser> {
  const admin = await server.adminToken();
  const email = (overrides.email as string) ?? uniqueEmail();
  const created = await server.req<{ user: { id: number } }>('POST', '/api/users', {
    token: admin,
    body: { name: 'Aluno Teste', password: 'provisoria1', ...overrides, email },
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const since = new Date();
  const login = await server.req<{ token: string }>('POST', '/api/auth/login', {
    body: { email, password: 'provisoria1' },
  });
  // The welcome e-mail goes through the outbox and may land after the code: wait for the code's own.
  const code = extractCode(
    await server.sink.waitFor(
      (m) => m.to.includes(email) && m.receivedAt >= since && /primeiro acesso/i.test(m.subject),
    ),
  );
  const password = 'definitiva1';
  const changed = await server.req<{ token: string }>('POST', '/api/auth/first-login-password-change', {
    token: login.body.token,
    body: { newPassword: password, twoFactorCode: code },
  });
  if (changed.status !== 200) throw new Error(`first login failed: ${changed.status} ${JSON.stringify(changed.body)}`);
  return { id: created.body.user.id, email, password, token: changed.body.token };
}

export { extractCode, extractLink } from '../harness/smtpSink';

/**
 * Plays and completes a zero-minute lesson as the student (the first progress save opens the
 * server's watch clock; duration 0 needs no watch time). Fails the test when refused.
 */
export async function completeLesson(server: TestServer, student: { token: string }, lessonId: number): Promise<void> {
  await server.req('POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, {
    token: student.token,
    body: { currentTime: 0 },
  });
  const done = await server.req('POST', `/api/courses/lessons/${lessonId}/complete`, {
    token: student.token,
    body: {},
  });
  if (done.status !== 200) throw new Error(`complete failed: ${done.status} ${JSON.stringify(done.body)}`);
}

/** Turns 2FA on for a user through the API, with the e-mailed code. */
export async function enableTwoFactor(
  server: TestServer,
  user: { id: number; email: string; token: string },
): Promise<void> {
  const since = new Date();
  await server.req('POST', `/api/users/${user.id}/2fa/request-enable`, { token: user.token });
  const code = await codeTo(server, user.email, since);
  const res = await server.req('PUT', `/api/users/${user.id}/2fa/enable`, {
    token: user.token,
    body: { verification_code: code },
  });
  if (res.status !== 200) throw new Error(`2FA enable failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * How many SQL statements one call runs. The server's background jobs share this process's
 * Sequelize instance, so a job's poll can land inside the window: the fewest of three runs is
 * the call's own count (a per-row query would show in every run). The first run also warms the
 * caches, as a running server's would be.
 */
export async function statementsOf(call: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let run = 0; run < 3; run++) {
    let n = 0;
    runtime().sequelize.addHook('beforeQuery', 'statementsOf', () => {
      n += 1;
    });
    try {
      await call();
    } finally {
      runtime().sequelize.removeHook('beforeQuery', 'statementsOf');
    }
    counts.push(n);
  }
  return Math.min(...counts);
}
