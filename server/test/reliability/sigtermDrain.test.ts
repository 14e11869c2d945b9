/**
 * SIGTERM under load (issue 25): a deploy or a scale-in stops a node while clients keep writing.
 * The node stops listening at once, answers what it has under way (its answers close their
 * connections), waits for a backup being written, then closes mail, webhooks, the PDF browser and
 * the database and exits 0.
 *
 * Proven here on MariaDB with the real server process: 16 clients create users through the API
 * without pause (keep-alive connections, like a proxy's upstream pool) while an admin's backup is
 * being written; SIGTERM lands mid-load. Every request then ends one of three ways: answered 2xx,
 * refused at connect (ECONNREFUSED: the listener is closed), or closed before any byte of an answer
 * (a connection the kernel had completed but the process never read: closing a listening socket
 * resets those, and an idle keep-alive connection closed as the client reused it) — and those
 * writes must NOT be in the database, so no request the server worked on lost its answer. Never a
 * 5xx, never an answer cut midway, every write answered 2xx in the database with its audit row
 * (found by the request id the client sent), the backup answered after the signal and complete on
 * disk, and the process exits 0 well within the 25 s drain bound.
 */

import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKUP_FILENAME_RE } from '@trilha/sdk/contract';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../harness/mariadb';
import { type SmtpSink, startSmtpSink } from '../harness/smtpSink';
import { adminToken, eventually, nodeEnv, type ServerNode, startNode } from './support';

const CLIENTS = 16;
/** Log rows that make the backup last long enough to be under way when the signal lands. */
const FILLER_ROWS = 60_000;
/** The server's own bound for the requests under way (boot.ts HTTP_DRAIN_MS). */
const DRAIN_BOUND_MS = 25_000;

let sink: SmtpSink;
let dataDir: string;
let dbName: string;
let databaseUrl: string;
let node: ServerNode;
let admin: string;
let conn: mysql.Connection;

beforeAll(async () => {
  dbName = uniqueDatabaseName('sigterm');
  [databaseUrl, sink, dataDir] = await Promise.all([
    createDatabase(inject('mariadbRootUrl'), dbName),
    startSmtpSink(),
    mkdtemp(path.join(tmpdir(), 'trilha-rel-sigterm-')),
  ]);
  node = await startNode(nodeEnv({ databaseUrl, dataDir, smtpPort: sink.port }), 'api');
  admin = await adminToken(node);
  conn = await mysql.createConnection(databaseUrl);
  const filler = 'Registro de carga para o teste de encerramento: '.padEnd(200, 'x');
  for (let done = 0; done < FILLER_ROWS; done += 5_000) {
    const at = new Date();
    const rows = Array.from({ length: 5_000 }, (_, i) => ['CARGA', `${filler} ${done + i}`, 'system', at]);
    await conn.query('INSERT INTO system_logs (action, description, source, created_at) VALUES ?', [rows]);
  }
});

afterAll(async () => {
  await node?.kill();
  await conn?.end();
  await sink?.stop();
  if (dbName) await dropDatabase(inject('mariadbRootUrl'), dbName).catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Outcome =
  | { kind: 'answered'; status: number; body: string; startedAt: number; endedAt: number }
  | { kind: 'refused'; code: string }
  | { kind: 'closed-before-answer'; code: string }
  | { kind: 'cut-mid-answer'; status: number; code: string };

/** One POST, told apart by how it ended (fetch would blur a refusal and a reset into one TypeError). */
function post(agent: http.Agent, urlPath: string, body: unknown, requestId: string): Promise<Outcome> {
  const { port } = new URL(node.url);
  const payload = JSON.stringify(body);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    let status = 0;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        agent,
        headers: {
          Authorization: `Bearer ${admin}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          'X-Request-Id': requestId,
        },
      },
      (res) => {
        status = res.statusCode ?? 0;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          if (res.complete) resolve({ kind: 'answered', status, body: text, startedAt, endedAt: Date.now() });
          else resolve({ kind: 'cut-mid-answer', status, code: 'incomplete' });
        });
        res.on('error', (err: NodeJS.ErrnoException) =>
          resolve({ kind: 'cut-mid-answer', status, code: err.code ?? err.message }),
        );
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? err.message;
      if (status) resolve({ kind: 'cut-mid-answer', status, code });
      else if (code === 'ECONNREFUSED') resolve({ kind: 'refused', code });
      else resolve({ kind: 'closed-before-answer', code });
    });
    req.end(payload);
  });
}

interface Write {
  email: string;
  requestId: string;
  outcome: Outcome;
}

describe('SIGTERM under load', () => {
  it('drains: no 5xx, no answer cut, every write answered 2xx kept, exit 0', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const writes: Write[] = [];
    let seq = 0;
    const client = async (c: number) => {
      for (;;) {
        seq += 1;
        const email = `drain.${c}.${seq}.${Date.now().toString(36)}@empresa.test`;
        const requestId = `drain-${c}-${seq}`;
        const outcome = await post(
          agent,
          '/api/users',
          { name: 'Aluno Carga', email, password: 'provisoria1' },
          requestId,
        );
        writes.push({ email, requestId, outcome });
        if (outcome.kind !== 'answered' || outcome.status >= 500) return;
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));

    const backupAgent = new http.Agent({ keepAlive: false });
    const backup = post(backupAgent, '/api/backup/create', {}, 'drain-backup');
    // SIGTERM once the backup zip is being written and the user writes are flowing
    const backupsDir = path.join(dataDir, 'backups');
    await eventually(
      async () => {
        const partial = (await readdir(backupsDir).catch(() => [] as string[])).filter((n) =>
          n.startsWith('.partial-'),
        );
        for (const name of partial) {
          if ((await stat(path.join(backupsDir, name)).catch(() => null))?.size) return true;
        }
        return undefined;
      },
      30_000,
      'the backup to be under way',
    );
    await eventually(async () => (writes.length >= 50 ? true : undefined), 30_000, '50 user writes');
    const signalledAt = Date.now();
    const exited = node.kill('SIGTERM');
    await Promise.all(clients);
    const backupOutcome = await backup;
    await exited;
    const exitedAt = Date.now();
    agent.destroy();

    // the process: exit 0, within the drain bound
    expect(node.exit(), node.output().slice(-3000)).toEqual({ code: 0, signal: null });
    expect(exitedAt - signalledAt).toBeLessThan(DRAIN_BOUND_MS);

    // every request: answered 2xx, refused, or closed before any byte of an answer
    const kinds = writes.map((w) => w.outcome.kind);
    expect(kinds.filter((k) => k === 'cut-mid-answer')).toEqual([]);
    const answered = writes.filter((w) => w.outcome.kind === 'answered');
    const statuses = answered.map((w) => (w.outcome as { status: number }).status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(50);
    // the listener closed while clients were still sending: they were refused at connect
    expect(kinds.filter((k) => k === 'refused').length).toBeGreaterThan(0);

    // every write answered 2xx is in the database, with its audit row (found by its request id)
    const emails = answered.map((w) => w.email);
    const [users] = (await conn.query('SELECT email FROM users WHERE email IN (?)', [emails])) as [
      mysql.RowDataPacket[],
      unknown,
    ];
    expect(users.map((u) => u.email).sort()).toEqual([...emails].sort());
    const ids = answered.map((w) => w.requestId);
    const [audited] = (await conn.query('SELECT DISTINCT request_id FROM system_logs WHERE request_id IN (?)', [
      ids,
    ])) as [mysql.RowDataPacket[], unknown];
    expect(audited.map((r) => r.request_id).sort()).toEqual([...ids].sort());

    // a request closed before its answer was never worked on: nothing of it was written
    const unanswered = writes.filter((w) => w.outcome.kind !== 'answered').map((w) => w.email);
    const [ghosts] = (await conn.query('SELECT email FROM users WHERE email IN (?)', [unanswered])) as [
      mysql.RowDataPacket[],
      unknown,
    ];
    expect(ghosts).toEqual([]);

    // the backup under way when the signal landed was answered after it, and is whole on disk
    expect(backupOutcome.kind).toBe('answered');
    const done = backupOutcome as Extract<Outcome, { kind: 'answered' }>;
    expect(done.status, done.body).toBe(201);
    expect(done.endedAt).toBeGreaterThan(signalledAt);
    const { filename, size } = JSON.parse(done.body) as { filename: string; size: number };
    expect(filename).toMatch(BACKUP_FILENAME_RE);
    expect((await stat(path.join(backupsDir, filename))).size).toBe(size);
  });
});
