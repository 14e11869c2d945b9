/**
 * The server process killed (SIGKILL: OOM killer, a deploy, a crash) in the middle of a backup and
 * in the middle of a restore (issue 9, part 2). A backup is written under a hidden temporary name
 * and renamed when complete, so a killed one is never listed (API and CLI) and the next one works.
 * A restore replaces the data in ONE transaction (ARCHITECTURE §5), so a killed one leaves the old
 * data whole, and the cluster lock it held dies with it: the same backup restores right after.
 * Its files are swapped in after the commit under a journal (services/backup/recovery.ts): a
 * restore killed between the commit and the swap gets its files put in place when the server
 * starts again, and one killed before the commit gets its staged files taken back.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { BACKUP_FILENAME_RE } from '@trilha/sdk/contract';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fileForm, PNG } from '../api/fixtures';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../harness/mariadb';
import { type SmtpSink, startSmtpSink } from '../harness/smtpSink';
import { adminToken, eventually, nodeEnv, repoRoot, type ServerNode, startNode, uniqueEmail } from './support';

const execFileAsync = promisify(execFile);

let sink: SmtpSink;
let dataDir: string;
let databaseUrl: string;
let dbName: string;
let env: Record<string, string>;
let node: ServerNode;
let admin: string;
let conn: mysql.Connection;

/** Log rows that make a backup and a restore last long enough to be killed in the middle. */
const FILLER_ROWS = 60_000;

beforeAll(async () => {
  dbName = uniqueDatabaseName('killed');
  [databaseUrl, sink, dataDir] = await Promise.all([
    createDatabase(inject('mariadbRootUrl'), dbName),
    startSmtpSink(),
    mkdtemp(path.join(tmpdir(), 'trilha-rel-killed-')),
  ]);
  env = nodeEnv({ databaseUrl, dataDir, smtpPort: sink.port });
  node = await startNode(env, 'api');
  admin = await adminToken(node);
  conn = await mysql.createConnection(databaseUrl);
  const filler = 'Registro de carga para o teste de falhas: '.padEnd(200, 'x');
  for (let done = 0; done < FILLER_ROWS; done += 5_000) {
    const at = new Date();
    const rows = Array.from({ length: 5_000 }, (_, i) => ['CARGA', `${filler} ${done + i}`, 'system', at]);
    await conn.query('INSERT INTO system_logs (action, description, source, created_at) VALUES ?', [rows]);
  }
  const company = await node.req('POST', '/api/companies', { token: admin, body: { name: 'Construtora Antiga' } });
  expect(company.status).toBe(201);
  const course = await node.req('POST', '/api/courses', {
    token: admin,
    form: fileForm('thumbnail', PNG, 'capa.png', { title: 'NR-18 Construção', status: 'draft' }),
  });
  expect(course.status).toBe(201);
});

afterAll(async () => {
  await node?.kill();
  await conn?.end();
  await sink?.stop();
  if (dbName) await dropDatabase(inject('mariadbRootUrl'), dbName).catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const backupsDir = () => path.join(dataDir, 'backups');
const filesIn = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).sort();
/** What a restore leaves beside the uploads folder while it runs: staged and old folders, its journal. */
const restoreLeftovers = async () =>
  (await filesIn(dataDir)).filter((n) => n.startsWith('.uploads-') || n.startsWith('restore-journal'));

/**
 * Loaded into a server with --import (test only, nothing in the server code): right after the
 * rename that moves the uploads folder aside — the restore's data has committed, its files are
 * not in place yet — it signals the test and stops there, so the test kills it at exactly the
 * worst moment of a restore.
 */
const PAUSE_AT_SWAP = `
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
const rename = fs.promises.rename;
fs.promises.rename = async (from, to) => {
  await rename(from, to);
  if (path.basename(String(to)).startsWith('.uploads-old-')) {
    fs.writeFileSync(process.env.PAUSE_SIGNAL, '');
    await new Promise(() => {});
  }
};
syncBuiltinESMExports();
`;
/** Every file under the uploads folder (relative paths), the multer scratch area aside. */
async function uploadsListing(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith('.tmp'))
    .sort();
}

/** Starts a request, waits until `midway()` says the work is under way, then SIGKILLs the server. */
async function killDuring(method: string, url: string, body: unknown, midway: () => Promise<boolean>): Promise<void> {
  const pending = node.req(method, url, { token: admin, body, timeoutMs: 60_000 }).then(
    (res) => `answered ${res.status}`,
    () => 'cut',
  );
  await eventually(async () => ((await midway()) ? true : undefined), 30_000, `${url} under way`);
  await node.kill();
  // the answer never came: the work was really cut in the middle
  expect(await pending).toBe('cut');
  node = await startNode(env, 'api');
}

/** Row count and a checksum of every table (system_logs: only the rows that existed before). */
async function snapshot(logsUpTo: number): Promise<Record<string, string>> {
  const [tables] = await conn.query<mysql.RowDataPacket[]>(
    'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    // volatile bookkeeping, not data a restore replaces (the mail queue is delivered meanwhile)
    if (['restore_sessions', 'rate_limits', 'job_runs', 'mail_outbox'].includes(name)) continue;
    if (name === 'system_logs') {
      const [[row]] = (await conn.query(
        "SELECT COUNT(*) AS n, SUM(CRC32(CONCAT_WS('|', id, action, description))) AS crc FROM system_logs WHERE id <= ?",
        [logsUpTo],
      )) as unknown as [mysql.RowDataPacket[]];
      out[name] = `${row?.n}:${row?.crc}`;
      continue;
    }
    const [[row]] = (await conn.query(`CHECKSUM TABLE \`${name}\``)) as unknown as [mysql.RowDataPacket[]];
    out[name] = String(row?.Checksum);
  }
  return out;
}

let backupZip: Buffer;

describe('killed midway', () => {
  it('a backup killed midway is never listed (API and CLI), and the next backup works', async () => {
    // killed once the zip is being written (whatever its name)
    await killDuring('POST', '/api/backup/create', undefined, async () => {
      for (const name of await filesIn(backupsDir())) {
        if ((await stat(path.join(backupsDir(), name))).size > 0) return true;
      }
      return false;
    });
    const left = await filesIn(backupsDir());
    expect(left.filter((n) => BACKUP_FILENAME_RE.test(n))).toEqual([]);
    // what is left is a hidden temporary file, swept a day later
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((n) => n.startsWith('.partial-'))).toBe(true);

    const listed = await node.req<{ backups: unknown[] }>('GET', '/api/backup/list', { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.backups).toEqual([]);
    const cli = await execFileAsync(
      process.execPath,
      [path.join(repoRoot, 'cli/bin/trilha.js'), 'backup', 'list', '--json'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env, LOG_LEVEL: 'error' },
      },
    );
    expect(JSON.parse(cli.stdout)).toEqual([]);

    const created = await node.req<{ filename: string }>('POST', '/api/backup/create', { token: admin });
    expect(created.status).toBe(201);
    const again = await node.req<{ backups: { filename: string }[] }>('GET', '/api/backup/list', { token: admin });
    expect(again.body.backups.map((b) => b.filename)).toEqual([created.body.filename]);
    const download = await fetch(`${node.url}/api/backup/download/${created.body.filename}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(download.status).toBe(200);
    backupZip = Buffer.from(await download.arrayBuffer());
    // a whole, valid backup: the restore analysis accepts it
    const analysed = await node.req<{ contents: { table: string; rows: number }[] }>('POST', '/api/backup/restore', {
      token: admin,
      form: fileForm('backup', backupZip, created.body.filename),
    });
    expect(analysed.status).toBe(200);
    expect(analysed.body.contents.find((c) => c.table === 'system_logs')?.rows).toBeGreaterThan(FILLER_ROWS);
  });

  it('a restore killed midway leaves the old data whole, and the same backup restores after a restart', async () => {
    expect(backupZip).toBeDefined();
    // The data moves on after the backup: a renamed company, a new user.
    const [[company]] = (await conn.query("SELECT id FROM companies WHERE name = 'Construtora Antiga'")) as unknown as [
      mysql.RowDataPacket[],
    ];
    const renamed = await node.req('PUT', `/api/companies/${company?.id}`, {
      token: admin,
      body: { name: 'Construtora Nova' },
    });
    expect(renamed.status).toBe(200);
    const email = uniqueEmail('depois');
    expect(
      (await node.req('POST', '/api/users', { token: admin, body: { name: 'Depois', email, password: 'provisoria1' } }))
        .status,
    ).toBe(201);

    const analysed = await node.req<{ extractPath: string }>('POST', '/api/backup/restore', {
      token: admin,
      form: fileForm('backup', backupZip, 'backup.zip'),
    });
    expect(analysed.status).toBe(200);
    const [[last]] = (await conn.query('SELECT MAX(id) AS id FROM system_logs')) as unknown as [mysql.RowDataPacket[]];
    const before = await snapshot(Number(last?.id));
    const uploadsBefore = await uploadsListing();

    await killDuring('POST', '/api/backup/confirm-restore', { extractPath: analysed.body.extractPath }, async () => {
      // the restore transaction is deleting and inserting rows
      const [trx] = await conn.query<mysql.RowDataPacket[]>(
        'SELECT trx_rows_modified FROM information_schema.innodb_trx WHERE trx_rows_modified > 1000',
      );
      return trx.length > 0;
    });

    // Nothing of the restore is used: same data, same files, no "restored" audit row; the files it
    // had staged beside the uploads folder were taken back when the server started again.
    expect(await restoreLeftovers()).toEqual([]);
    expect(await snapshot(Number(last?.id))).toEqual(before);
    expect(await uploadsListing()).toEqual(uploadsBefore);
    const [restored] = await conn.query<mysql.RowDataPacket[]>(
      "SELECT id FROM system_logs WHERE action = 'BACKUP_RESTAURADO'",
    );
    expect(restored).toEqual([]);

    // The killed process held the restore lock: it died with it, the same backup restores now.
    const retry = await node.req<{ extractPath: string }>('POST', '/api/backup/restore', {
      token: admin,
      form: fileForm('backup', backupZip, 'backup.zip'),
    });
    expect(retry.status).toBe(200);
    const confirmed = await node.req('POST', '/api/backup/confirm-restore', {
      token: admin,
      body: { extractPath: retry.body.extractPath },
      timeoutMs: 60_000,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const [companies] = await conn.query<mysql.RowDataPacket[]>('SELECT name FROM companies');
    expect(companies.map((c) => c.name)).toEqual(['Construtora Antiga']);
    const [users] = await conn.query<mysql.RowDataPacket[]>('SELECT id FROM users WHERE email = ?', [email]);
    expect(users).toEqual([]);
    expect(await restoreLeftovers()).toEqual([]);
  });

  it('a restore killed between its commit and its file swap: the restart puts the restored files in place', async () => {
    expect(backupZip).toBeDefined();
    // The files of the backup, which the test before restored: what the restored rows point at.
    const backupFiles = await uploadsListing();
    expect(backupFiles.length).toBeGreaterThan(0);
    // The files move on: a new course with its own thumbnail.
    const added = await node.req('POST', '/api/courses', {
      token: admin,
      form: fileForm('thumbnail', PNG, 'nova.png', { title: 'NR-10 Eletricidade', status: 'draft' }),
    });
    expect(added.status).toBe(201);
    expect(await uploadsListing()).not.toEqual(backupFiles);

    const preload = path.join(dataDir, 'pause-at-swap.mjs');
    const paused = path.join(dataDir, 'paused-at-swap');
    await writeFile(preload, PAUSE_AT_SWAP);
    await node.kill();
    node = await startNode(
      { ...env, NODE_OPTIONS: `--import=${pathToFileURL(preload).href}`, PAUSE_SIGNAL: paused },
      'api-pausing',
    );
    const analysed = await node.req<{ extractPath: string }>('POST', '/api/backup/restore', {
      token: admin,
      form: fileForm('backup', backupZip, 'backup.zip'),
    });
    expect(analysed.status).toBe(200);
    const pending = node
      .req('POST', '/api/backup/confirm-restore', {
        token: admin,
        body: { extractPath: analysed.body.extractPath },
        timeoutMs: 60_000,
      })
      .then(
        (res) => `answered ${res.status}`,
        () => 'cut',
      );
    await eventually(async () => (existsSync(paused) ? true : undefined), 60_000, 'the file swap');
    await node.kill();
    expect(await pending).toBe('cut');

    // What the crash left: the restored rows committed, and no uploads folder at all.
    const [restoredLog] = await conn.query<mysql.RowDataPacket[]>(
      "SELECT id FROM system_logs WHERE action = 'BACKUP_RESTAURADO'",
    );
    expect(restoredLog).toHaveLength(1);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    node = await startNode(env, 'api');
    // The restart finished the swap: the backup's files, nothing else, nothing left beside them.
    expect(await uploadsListing()).toEqual(backupFiles);
    expect(await restoreLeftovers()).toEqual([]);
    const [courses] = await conn.query<mysql.RowDataPacket[]>('SELECT id, title FROM courses');
    expect(courses.map((c) => c.title)).toEqual(['NR-18 Construção']);
    const course = await node.req('GET', `/api/courses/${courses[0]?.id}`, { token: admin });
    expect(course.status).toBe(200);
    const thumbnail = await fetch(node.url + course.body.course.thumbnail_url);
    expect(thumbnail.status).toBe(200);
  });
});
