/**
 * What operators watch (issue 25): /healthz and /readyz for load balancers (503 naming the failed
 * check: storage not writable, a migration pending, the process draining), /metrics only for
 * METRICS_TOKEN or an admin (histograms by route template, never the raw URL; a registry per
 * server), and the request id: kept when plain, replaced otherwise, answered on every response
 * and written on the audit row and the JSON log line of its request.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@trilha/sdk/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTracked } from '../../src/jobs/tracked';
import { OutboxMail, SystemLog } from '../../src/models';
import { runtime } from '../../src/runtime';
import { loggerOptions, replaceLogger } from '../../src/services/logger';
import { testDbKind } from '../harness/testDb';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from './support';

const METRICS_TOKEN = 'prometheus-scrape-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;
let admin: string;
let student: CreatedUser;

beforeAll(async () => {
  server = await startTestServer('ops', { METRICS_TOKEN });
  admin = await server.adminToken();
  student = await activeUser(server);
});
afterAll(() => server?.close());

const scrape = (token: string | null = METRICS_TOKEN) => server.req<string>('GET', '/metrics', { token });

/** The value of one sample line of the exposition text (`name{labels} value`). */
function sample(text: string, name: string, labels = ''): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
}

describe('health and readiness', () => {
  it('/healthz answers 200 without auth and is never cached', async () => {
    const res = await server.req('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 200 when the database, the migrations and DATA_DIR are fine', async () => {
    const res = await server.req('GET', '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 503 naming storage when DATA_DIR cannot be written, and 200 once it can', async () => {
    // The uploads staging folder replaced by a file: every write under it fails (ENOTDIR), root or not.
    const staging = path.join(server.db.dataDir, 'uploads', '.tmp');
    await rename(staging, `${staging}-away`);
    await writeFile(staging, 'não é uma pasta');
    try {
      const res = await server.req('GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        status: 'unavailable',
        error: 'not_ready',
        failed: ['storage'],
        checks: { database: 'ok', migrations: 'ok', storage: 'fail' },
      });
      expect(res.body.message).toBe('Servidor indisponível: a pasta de dados (DATA_DIR) não aceita gravação.');
      expect(JSON.stringify(res.body)).not.toContain(server.db.dataDir);
    } finally {
      await rm(staging, { force: true });
      await rename(`${staging}-away`, staging);
    }
    expect((await server.req('GET', '/readyz')).status).toBe(200);
    // /healthz never looked at the disk
    expect((await server.req('GET', '/healthz')).status).toBe(200);
  });

  it('/readyz answers 503 naming migrations while one is pending', async () => {
    const { sequelize } = runtime();
    await sequelize.query("DELETE FROM schema_migrations WHERE name = '027-request-id'");
    try {
      const res = await server.req('GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error: 'not_ready', failed: ['migrations'], checks: { migrations: 'fail' } });
      expect(res.body.message).toMatch(/migrações pendentes/);
    } finally {
      await sequelize.query("INSERT INTO schema_migrations (name) VALUES ('027-request-id')");
    }
    expect((await server.req('GET', '/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 while the process drains, and those answers close their connection', async () => {
    runtime().draining = true;
    try {
      const res = await server.req('GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', error: 'shutting_down', failed: ['shutdown'] });
      expect(res.body.message).toBe('Servidor indisponível: o servidor está encerrando.');
      expect(res.headers.get('connection')).toBe('close');
    } finally {
      runtime().draining = false;
    }
  });
});

describe('metrics', () => {
  it('answers 401 without a token, with a wrong one and to a signed-in student', async () => {
    for (const token of [null, 'errado', 'prometheus-scrape-token-0123456788', `${METRICS_TOKEN}x`]) {
      const res = await scrape(token);
      expect(res.status, String(token)).toBe(401);
      expect(res.body).toEqual({ message: MSG.unauthenticated, error: 'authentication_required' });
    }
    const refused = await scrape(student.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: MSG.unauthenticated, error: 'authentication_required' });
  });

  it('answers METRICS_TOKEN and an admin session in the Prometheus text format', async () => {
    for (const token of [METRICS_TOKEN, admin]) {
      const res = await scrape(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      for (const name of [
        'http_request_duration_seconds',
        'trilha_db_pool_in_use',
        'trilha_db_pool_waiting',
        'trilha_mail_outbox_pending',
        'trilha_webhook_deliveries_pending',
        'trilha_certificate_pdfs_rendered_total',
        'trilha_job_runs_total',
        'trilha_job_failures_total',
        'nodejs_eventloop_lag_seconds',
      ]) {
        expect(res.body, name).toContain(`# TYPE ${name} `);
      }
    }
    // MariaDB's pool holds at least the connection that just counted the mail queue; SQLite has none
    const poolSize = sample((await scrape()).body, 'trilha_db_pool_size');
    if (testDbKind() === 'mariadb') expect(poolSize).toBeGreaterThanOrEqual(1);
    else expect(poolSize).toBe(0);
  });

  it('labels requests by route template, method and status, never by the raw URL', async () => {
    expect((await server.req('GET', '/api/courses/987654', { token: admin })).status).toBe(404);
    await server.req('GET', '/pagina/que/nao-existe-4242');
    const text = (await scrape()).body;
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/api/courses/:id",method="GET",status="404"'),
    ).toBe(1);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",route="\/api\/courses\/:id",method="GET"/);
    expect(text).toContain('route="(sem rota)"');
    expect(text).not.toContain('987654');
    expect(text).not.toContain('nao-existe-4242');
  });

  it('counts job runs and failures by job, and reads the mail queue at scrape time', async () => {
    await runTracked('teste-ok', async () => undefined);
    await runTracked('teste-falha', async () => {
      throw new Error('falha de teste');
    });
    await OutboxMail.create({
      recipient: 'fila@empresa.test',
      template: 'welcome',
      payload: null,
      next_attempt_at: new Date(Date.now() + 86_400_000),
    });
    const text = (await scrape()).body;
    expect(sample(text, 'trilha_job_runs_total', 'job="teste-ok"')).toBe(1);
    expect(sample(text, 'trilha_job_failures_total', 'job="teste-ok"')).toBeNull();
    expect(sample(text, 'trilha_job_runs_total', 'job="teste-falha"')).toBe(1);
    expect(sample(text, 'trilha_job_failures_total', 'job="teste-falha"')).toBe(1);
    expect(sample(text, 'trilha_mail_outbox_pending')).toBe(await OutboxMail.count({ where: { status: 'pending' } }));
    expect(sample(text, 'trilha_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
  });
});

describe('request id', () => {
  it('echoes a plain incoming id, replaces any other, and answers one on errors and 404s too', async () => {
    const given = await server.req('GET', '/healthz', { headers: { 'X-Request-Id': 'lb-7f3a.91_X-z' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.91_X-z');
    for (const bad of ['tem espaço', 'a'.repeat(65), 'id;drop', 'ação']) {
      const res = await server.req('GET', '/healthz', { headers: { 'X-Request-Id': encodeURI(bad) } });
      expect(res.headers.get('x-request-id'), bad).toMatch(UUID);
    }
    expect((await server.req('GET', '/healthz')).headers.get('x-request-id')).toMatch(UUID);
    const unauthorized = await server.req('GET', '/api/users', { headers: { 'X-Request-Id': 'erro-401' } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('x-request-id')).toBe('erro-401');
    const missing = await server.req('GET', '/api/nada-aqui', { headers: { 'X-Request-Id': 'erro-404' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBe('erro-404');
  });

  it('is written on the audit row of the state change it caused', async () => {
    const res = await server.req('POST', '/api/companies', {
      token: admin,
      body: { name: 'Metalúrgica Rastreada' },
      headers: { 'X-Request-Id': 'chamado-4711' },
    });
    expect(res.status).toBe(201);
    const rows = await SystemLog.findAll({ where: { request_id: 'chamado-4711' } });
    expect(rows.map((r) => r.description)).toEqual([expect.stringContaining('Metalúrgica Rastreada')]);
    expect(rows[0]?.user_email).toBe('admin@trilha.test');
  });

  it('is on the one JSON log line of its request, with the route template, status, duration and user', async () => {
    const lines: string[] = [];
    const previous = replaceLogger(pino(loggerOptions('info'), { write: (line: string) => lines.push(line) }));
    try {
      await server.req('GET', `/api/users/${student.id}`, {
        token: student.token,
        headers: { 'X-Request-Id': 'linha-de-log-1' },
      });
      await expect.poll(() => lines.filter((l) => l.includes('linha-de-log-1')).length).toBe(1);
    } finally {
      replaceLogger(previous);
    }
    const line = JSON.parse(lines.find((l) => l.includes('linha-de-log-1')) as string);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'requisição',
      requestId: 'linha-de-log-1',
      method: 'GET',
      route: '/api/users/:id',
      status: 200,
      userId: student.id,
    });
    expect(line.durationMs).toBeGreaterThan(0);
  });
});

describe('a registry per server', () => {
  it('starts the next server in this process from zero', async () => {
    await server.close();
    server = await startTestServer('ops-second', { METRICS_TOKEN });
    const text = (await scrape()).body;
    expect(text).not.toContain('route="/api/courses/:id"');
    expect(text).not.toContain('job="teste-falha"');
    expect((await server.req('GET', '/readyz')).status).toBe(200);
  });
});
