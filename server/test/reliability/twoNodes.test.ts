/**
 * Two API processes on one MariaDB database and one shared DATA_DIR (issue 9, part 4;
 * ARCHITECTURE §7: stateless API, rate limits in the database, one node per scheduled job). The
 * test alternates its requests between the two ports like a round-robin load balancer.
 */
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DISPLAY_TIME_ZONE, MSG } from '@trilha/sdk/contract';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fileForm, PNG } from '../api/fixtures';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../harness/mariadb';
import { extractCode, hasCode, type SmtpSink, startSmtpSink } from '../harness/smtpSink';
import {
  adminToken,
  eventually,
  JWT_SECRET,
  nodeEnv,
  type Res,
  type ServerNode,
  sleep,
  startNode,
  uniqueEmail,
} from './support';

let sink: SmtpSink;
let dataDir: string;
let databaseUrl: string;
let dbName: string;
let a: ServerNode;
let b: ServerNode;
let admin: string;
let turn = 0;
/** Round-robin: each call goes to the next node. */
const rr = <T = Record<string, any>>(...args: Parameters<ServerNode['req']>): Promise<Res<T>> => {
  turn += 1;
  return (turn % 2 ? a : b).req<T>(...args);
};
const sql = async <T = mysql.RowDataPacket[]>(query: string, values: unknown[] = []): Promise<T> => {
  const conn = await mysql.createConnection(databaseUrl);
  try {
    const [rows] = await conn.query(query, values);
    return rows as T;
  } finally {
    await conn.end();
  }
};

/** The São Paulo wall-clock 'HH:MM' of an instant (the time field of a backup schedule). */
const localHourMinute = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

beforeAll(async () => {
  dbName = uniqueDatabaseName('two_nodes');
  [databaseUrl, sink, dataDir] = await Promise.all([
    createDatabase(inject('mariadbRootUrl'), dbName),
    startSmtpSink(),
    mkdtemp(path.join(tmpdir(), 'trilha-rel-two-')),
  ]);
  // Both started at the same moment on the empty database, with the demo catalogue on (the
  // default of `npm start`): migrations and first-start seeding must happen once.
  const env = nodeEnv({ databaseUrl, dataDir, smtpPort: sink.port, extra: { SEED_DEMO: 'true' } });
  [a, b] = await Promise.all([startNode(env, 'node-a'), startNode(env, 'node-b')]);
  admin = await adminToken(a);
});

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await sink?.stop();
  if (dbName) await dropDatabase(inject('mariadbRootUrl'), dbName).catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('two API nodes on one database', () => {
  // Created first (the slot is a whole minute away at most), checked last.
  let scheduleId = 0;
  let slot = new Date(0);
  beforeAll(async () => {
    // The next minute at least 5 s away (both nodes load the schedule within milliseconds).
    slot = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const created = await a.req<{ schedule: { id: number } }>('POST', '/api/backup/schedules', {
      token: admin,
      body: { name: 'Noturno', frequency: 'daily', time: localHourMinute(slot), retention_days: 7, enabled: true },
    });
    expect(created.status).toBe(201);
    scheduleId = created.body.schedule.id;
    // A node reloads the schedules it changes itself (others within 5 minutes): touch it on B too.
    const toggled = await b.req('PUT', `/api/backup/schedules/${scheduleId}`, {
      token: admin,
      body: { enabled: true },
    });
    expect(toggled.status).toBe(200);
  });

  it('both started at once on an empty database: migrated once, one admin, one demo catalogue', async () => {
    expect(a.exited() || b.exited(), `${a.output()}\n${b.output()}`).toBe(false);
    const migrations = await sql('SELECT name FROM schema_migrations');
    expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
    expect(await sql("SELECT email FROM users WHERE role = 'admin'")).toHaveLength(1);
    const courses = await sql('SELECT title FROM courses');
    expect(courses.length).toBeGreaterThan(0);
    expect(new Set(courses.map((c) => c.title)).size).toBe(courses.length);
  });

  it('accepts a token issued by one node on the other', async () => {
    expect((await b.req('GET', '/api/auth/me', { token: admin })).status).toBe(200);
    const email = uniqueEmail();
    const created = await b.req<{ user: { id: number } }>('POST', '/api/users', {
      token: admin,
      body: { name: 'Aluna Dois Nós', email, password: 'provisoria1' },
    });
    expect(created.status).toBe(201);
    const since = new Date();
    const first = await a.req<{ token: string }>('POST', '/api/auth/login', {
      body: { email, password: 'provisoria1' },
    });
    // The welcome e-mail leaves through the outbox and may land after the code: wait for the code's.
    const code = extractCode(await sink.waitFor((m) => m.to.includes(email) && m.receivedAt >= since && hasCode(m)));
    const changed = await b.req<{ token: string }>('POST', '/api/auth/first-login-password-change', {
      token: first.body.token,
      body: { newPassword: 'definitiva1', twoFactorCode: code },
    });
    expect(changed.status).toBe(200);
    for (const node of [a, b]) {
      const me = await node.req<{ user: { email: string } }>('GET', '/api/auth/me', { token: changed.body.token });
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(email);
    }
    // ...and the password change on B ended the first-login token on A too
    expect((await a.req('GET', '/api/auth/me', { token: first.body.token })).status).toBe(401);
  });

  it('shares the login rate limit: 5 failures for an account across both nodes lock it on both', async () => {
    const email = uniqueEmail('alvo');
    await a.req('POST', '/api/users', { token: admin, body: { name: 'Alvo', email, password: 'provisoria1' } });
    for (let i = 0; i < 5; i++) {
      const res = await rr('POST', '/api/auth/login', { body: { email, password: `errada-${i}` } });
      expect(res.status).toBe(401);
    }
    for (const node of [a, b]) {
      const locked = await node.req('POST', '/api/auth/login', { body: { email, password: 'provisoria1' } });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(MSG.tooManyRequests);
    }
  });

  it('counts concurrent failures on both nodes: a burst gets no more than 5 password checks', async () => {
    const email = uniqueEmail('rajada');
    await b.req('POST', '/api/users', { token: admin, body: { name: 'Rajada', email, password: 'provisoria1' } });
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) => rr('POST', '/api/auth/login', { body: { email, password: `chute-${i}` } })),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect((await a.req('POST', '/api/auth/login', { body: { email, password: 'provisoria1' } })).status).toBe(429);
  });

  it('serves a file uploaded through one node from the other', async () => {
    const created = await a.req<{ course: { thumbnail_url: string } }>('POST', '/api/courses', {
      token: admin,
      form: fileForm('thumbnail', PNG, 'capa.png', { title: 'NR-12 Máquinas', status: 'draft' }),
    });
    expect(created.status).toBe(201);
    const res = await fetch(b.url + created.body.course.thumbnail_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('runs a scheduled backup once, not once per node', async () => {
    // Both nodes have the job (their own next run), for the same slot.
    for (const node of [a, b]) {
      const list = await node.req<{ schedules: { id: number; next_run_at: string | null }[] }>(
        'GET',
        '/api/backup/schedules',
        { token: admin },
      );
      expect(list.body.schedules.find((s) => s.id === scheduleId)?.next_run_at).toBe(slot.toISOString());
    }
    const wait = slot.getTime() - Date.now();
    if (wait > 0) await sleep(wait);
    const run = await eventually(
      async () => {
        const rows = await sql("SELECT * FROM job_runs WHERE job = ? AND status <> 'running'", [
          `backup-schedule-${scheduleId}`,
        ]);
        return rows.length ? rows : undefined;
      },
      30_000,
      'the scheduled backup',
    );
    // Give a second node every chance to run the slot again.
    await sleep(2_000);
    const runs = await sql('SELECT node, status FROM job_runs WHERE job = ?', [`backup-schedule-${scheduleId}`]);
    expect(runs, JSON.stringify(run)).toEqual([expect.objectContaining({ status: 'done' })]);
    const listed = await b.req<{ backups: { filename: string; schedule_id: number | null }[] }>(
      'GET',
      '/api/backup/list',
      { token: admin },
    );
    expect(listed.body.backups.filter((f) => f.schedule_id === scheduleId)).toHaveLength(1);
    const logged = await sql("SELECT description FROM system_logs WHERE action = 'BACKUP_CRIADO'");
    expect(logged.filter((l) => String(l.description).startsWith('Backup agendado "Noturno"'))).toHaveLength(1);
  });
});

/** A mail payload as the server seals it (services/secretBox: AES-256-GCM, key from JWT_SECRET). */
function sealedPayload(subject: string, data: Record<string, unknown>): string {
  const key = Buffer.from(hkdfSync('sha256', JWT_SECRET, 'trilha-settings', 'smtp-password', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ subject, data, prepare: false }), 'utf8'),
    cipher.final(),
  ]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

describe('the mail outbox on two nodes', () => {
  it('delivers every queued mail exactly once, the two nodes sharing the work', async () => {
    // Queued as another node would leave them (its kick never came): only the pollers send them.
    // The sink is slowed down so both nodes' polls find work under way at the other node.
    const recipients = Array.from({ length: 40 }, () => uniqueEmail('fila'));
    const rows = recipients.map(
      () => "(?, 'welcome', ?, 'pending', 0, UTC_TIMESTAMP(), UTC_TIMESTAMP(), UTC_TIMESTAMP())",
    );
    const values = recipients.flatMap((to) => [
      to,
      sealedPayload('Bem-vindo(a)! Seus dados de acesso', {
        name: 'Aluno da Fila',
        email: to,
        password: 'provisoria1',
        loginUrl: 'http://portal.test/login',
      }),
    ]);
    sink.delayMs = 100;
    try {
      await sql(
        `INSERT INTO mail_outbox (recipient, template, payload, status, attempts, next_attempt_at, created_at, updated_at) VALUES ${rows.join(', ')}`,
        values,
      );
      await eventually(
        async () => {
          const [left] = await sql("SELECT COUNT(*) AS n FROM mail_outbox WHERE status <> 'sent'");
          return Number(left?.n) === 0 ? true : undefined;
        },
        60_000,
        'the queued mail to be sent',
      );
    } finally {
      sink.delayMs = 0;
    }
    await sleep(1_000);
    for (const to of recipients)
      expect(
        sink.messages.filter((m) => m.to.includes(to)),
        to,
      ).toHaveLength(1);
    const sent = await sql('SELECT attempts, claimed_by, payload FROM mail_outbox WHERE recipient IN (?)', [
      recipients,
    ]);
    expect(sent.every((r) => r.attempts === 1 && r.payload === null)).toBe(true);
    // claimed_by is 'host:pid:claim': both processes took part
    const pids = new Set(sent.map((r) => Number(String(r.claimed_by).split(':')[1])));
    expect([...pids].sort()).toEqual([a.pid, b.pid].sort());
  }, 90_000);
});
