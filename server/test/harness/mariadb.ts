/**
 * Throwaway MariaDB for tests (ARCHITECTURE.md §2: "the harness starts its own throwaway mariadbd").
 *
 * `startMariaDb()` creates a temp datadir (mkdtemp), runs `mariadb-install-db`, starts `mariadbd`
 * on a random loopback port with durability switched off (fsync, doublewrite, binlog: all off),
 * waits until it answers, and creates a password-protected user `harness@%` with every privilege.
 * `stop()` kills the server and removes the datadir. Startup: ~0.8 s on an idle 2-vCPU VM, 85%
 * of it in mariadb-install-db; stop: ~30 ms.
 * Works as root (CI): then `--user=root` is passed to both programs.
 *
 * In the vitest `api-mariadb` project ONE server is started for the whole run by
 * `globalMariaDb.ts`, which provides its root URL to the test files; each file then creates its
 * own database, so files stay isolated and run in parallel:
 *
 *   import { inject } from 'vitest';
 *   import { createDatabase, uniqueDatabaseName } from '../harness/mariadb.js';
 *   const url = await createDatabase(inject('mariadbRootUrl'), uniqueDatabaseName('auth'));
 *   // url = 'mysql://harness:<password>@127.0.0.1:<port>/auth_<unique>'
 *
 * Fault tests (server/test/reliability) start their OWN server with `{ durable: true }` and use
 * `kill()` (SIGKILL mariadbd, the datadir stays) and `restart()` (same datadir, same port): the
 * shared server of a run must never be stopped by a test.
 *
 * (Most API tests should rather use `testDatabase()` from `./testDb.js`, which picks SQLite or
 * MariaDB from TEST_DB.) Binaries are looked up in PATH plus /usr/sbin, /usr/local/sbin,
 * /usr/local/mysql/bin; set MARIADB_BIN_DIR to force a directory. Set MARIADB_HARNESS_DEBUG=1 to
 * print timings and the server's log location.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';

const execFileAsync = promisify(execFile);

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by globalMariaDb.ts in the api-mariadb project: `mysql://harness:<pw>@127.0.0.1:<port>/`. */
    mariadbRootUrl: string;
  }
}

export interface MariaDbServer {
  /** `mysql://harness:<password>@127.0.0.1:<port>/` — a user with ALL PRIVILEGES WITH GRANT OPTION. */
  rootUrl: string;
  host: string;
  port: number;
  /** Unix socket of the server (root@localhost, no password, when connecting through it). */
  socketPath: string;
  dataDir: string;
  /** Creates an empty utf8mb4 database and returns its `mysql://...` URL (same user as rootUrl). */
  createDatabase(name: string): Promise<string>;
  /** Kills the server and removes its temp directory. Safe to call twice. */
  stop(): Promise<void>;
  /**
   * Kills mariadbd (SIGKILL, like a crash) and keeps the datadir, so `restart()` can bring the
   * same data back. Start the server with `durable: true` when committed rows must survive it.
   */
  kill(): Promise<void>;
  /** Starts mariadbd again on the same datadir and port and waits until it answers. */
  restart(): Promise<void>;
}

export interface StartMariaDbOptions {
  /** Give up when the server does not answer within this time (default 30 s). */
  timeoutMs?: number;
  /**
   * Write the redo log at every commit (innodb_flush_log_at_trx_commit=2: no fsync, so still
   * fast), so a commit survives `kill()`. The default (0) loses up to a second of commits when
   * mariadbd is killed, which is fine for tests that never kill it.
   */
  durable?: boolean;
}

const HARNESS_USER = 'harness';
const debug = process.env.MARIADB_HARNESS_DEBUG ? (msg: string) => console.error(`[mariadb] ${msg}`) : () => {};

/** Options shared by install-db and mariadbd; `--loose-` so another MariaDB version does not refuse to start. */
const TUNING = [
  '--loose-innodb-flush-log-at-trx-commit=0',
  '--loose-innodb-doublewrite=0',
  '--loose-innodb-flush-method=nosync',
  '--loose-innodb-log-file-size=16M',
  '--loose-innodb-buffer-pool-size=128M',
  '--loose-innodb-use-native-aio=0',
  '--loose-performance-schema=OFF',
  '--skip-log-bin',
  '--character-set-server=utf8mb4',
  '--collation-server=utf8mb4_unicode_ci',
];

export interface MariaDbBinaries {
  mariadbd: string;
  installDb: string;
}

/** Locates `mariadbd` and `mariadb-install-db` (older names: mysqld, mysql_install_db). Null when missing. */
export function findMariaDbBinaries(): MariaDbBinaries | null {
  const dirs = process.env.MARIADB_BIN_DIR
    ? [process.env.MARIADB_BIN_DIR]
    : [
        ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
        '/usr/sbin',
        '/usr/local/sbin',
        '/usr/local/mysql/bin',
        '/usr/local/mysql/scripts',
      ];
  const find = (names: string[]) => {
    for (const name of names) {
      for (const dir of dirs) {
        const candidate = join(dir, name);
        if (existsSync(candidate)) return candidate;
      }
    }
    return null;
  };
  const mariadbd = find(['mariadbd', 'mysqld']);
  const installDb = find(['mariadb-install-db', 'mysql_install_db']);
  return mariadbd && installDb ? { mariadbd, installDb } : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not get a free port'));
      });
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readTail(file: string, lines = 25): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function assertDatabaseName(name: string): void {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name)) {
    throw new Error(`invalid database name ${JSON.stringify(name)}: use 1-64 chars of [A-Za-z0-9_]`);
  }
}

/** A database name unique across parallel workers and runs: `<prefix>_<pid>_<time>_<random>`, max 64 chars. */
export function uniqueDatabaseName(prefix = 't'): string {
  const clean = prefix.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 30) || 't';
  return `${clean}_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** Creates database `name` (utf8mb4) on the server behind `rootUrl` and returns its URL. Fails if it exists. */
export async function createDatabase(rootUrl: string, name: string): Promise<string> {
  assertDatabaseName(name);
  const conn = await mysql.createConnection(rootUrl);
  try {
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await conn.end();
  }
  const url = new URL(rootUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name` if it exists (optional: the whole server is thrown away at the end of the run). */
export async function dropDatabase(rootUrl: string, name: string): Promise<void> {
  assertDatabaseName(name);
  const conn = await mysql.createConnection(rootUrl);
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await conn.end();
  }
}

/** Starts a private mariadbd. See the comment at the top of this file. */
export async function startMariaDb(options: StartMariaDbOptions = {}): Promise<MariaDbServer> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const bins = findMariaDbBinaries();
  if (!bins) {
    throw new Error(
      'mariadbd / mariadb-install-db not found: install the Debian package mariadb-server (apt-get install -y mariadb-server)',
    );
  }
  const t0 = performance.now();
  let baseDir = await mkdtemp(join(tmpdir(), 'trilha-mariadb-'));
  // Unix socket paths are limited to ~107 bytes; fall back to /tmp when TMPDIR is deep.
  if (join(baseDir, 'mysqld.sock').length > 100) {
    await rm(baseDir, { recursive: true, force: true });
    baseDir = await mkdtemp('/tmp/trilha-mariadb-');
  }
  const dataDir = join(baseDir, 'data');
  // Its own tmpdir: every mariadbd deletes the `#sql*` files of its tmpdir when it starts, so with
  // a shared /tmp a server starting in another test pulled the on-disk temporary tables out from
  // under a running one (its query failed with "Error on delete of '/tmp/#sql-temptable-...'",
  // or the server crashed in ha_maria::drop_table).
  const tmpDir = join(baseDir, 'tmp');
  await mkdir(tmpDir);
  const socketPath = join(baseDir, 'mysqld.sock');
  const errorLog = join(baseDir, 'mariadbd.err');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const userArgs = asRoot ? ['--user=root'] : [];

  let child: ChildProcess | null = null;
  let exited = false;
  const killSync = () => {
    if (child && !exited) child.kill('SIGKILL');
    rmSync(baseDir, { recursive: true, force: true });
  };
  // If the test process dies without calling stop(), do not leave a server and 100 MB behind.
  process.once('exit', killSync);

  const serverArgs = (port: number) => [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--tmpdir=${tmpDir}`,
    `--socket=${socketPath}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--pid-file=${join(baseDir, 'mysqld.pid')}`,
    `--log-error=${errorLog}`,
    '--skip-name-resolve',
    '--max-connections=1000',
    '--default-time-zone=+00:00',
    ...userArgs,
    ...TUNING,
    // after TUNING: the last occurrence of an option wins
    ...(options.durable ? ['--innodb-flush-log-at-trx-commit=2'] : []),
  ];

  /** Spawns mariadbd on `port`; 'ready', 'port-taken' (retry on another port) or an error text. */
  const launch = async (port: number, deadline: number): Promise<string> => {
    exited = false;
    const proc = spawn(bins.mariadbd, serverArgs(port), { stdio: 'ignore' });
    child = proc;
    proc.once('exit', () => {
      if (child === proc) exited = true;
    });
    proc.once('error', () => {
      if (child === proc) exited = true;
    });
    const ready = await waitUntilReady(socketPath, () => exited, deadline);
    if (ready) return 'ready';
    const log = readTail(errorLog);
    if (!exited) {
      proc.kill('SIGKILL');
      return `mariadbd did not answer within ${timeoutMs} ms. Log (${errorLog}):\n${log}`;
    }
    if (/bind|address already in use/i.test(log)) return 'port-taken';
    return `mariadbd exited during startup. Log (${errorLog}):\n${log}`;
  };

  /** SIGKILL and wait for the exit (at most 5 s). */
  const killChild = async () => {
    const proc = child;
    if (!proc || exited) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5_000);
      proc.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      proc.kill('SIGKILL');
    });
    exited = true;
  };

  try {
    try {
      await execFileAsync(
        bins.installDb,
        [
          '--no-defaults',
          `--datadir=${dataDir}`,
          `--tmpdir=${tmpDir}`,
          '--auth-root-authentication-method=normal',
          '--skip-test-db',
          '--skip-name-resolve',
          ...userArgs,
          ...TUNING,
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string; message: string };
      throw new Error(`mariadb-install-db failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
    }
    const tInstalled = performance.now();
    debug(`install-db ${Math.round(tInstalled - t0)} ms (${baseDir})`);

    // The free port may be taken between freePort() and bind(): retry a few times.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const outcome = await launch(port, t0 + timeoutMs);
      if (outcome === 'ready') break;
      if (attempt < 3 && outcome === 'port-taken') continue;
      throw new Error(outcome);
    }
    const tReady = performance.now();

    const password = randomBytes(12).toString('hex');
    const admin = await mysql.createConnection({ socketPath, user: 'root' });
    try {
      await admin.query(`CREATE USER '${HARNESS_USER}'@'%' IDENTIFIED BY '${password}'`);
      await admin.query(`GRANT ALL PRIVILEGES ON *.* TO '${HARNESS_USER}'@'%' WITH GRANT OPTION`);
    } finally {
      await admin.end();
    }
    const host = '127.0.0.1';
    const rootUrl = `mysql://${HARNESS_USER}:${password}@${host}:${port}/`;
    debug(
      `mariadbd ready on ${host}:${port} in ${Math.round(tReady - tInstalled)} ms; total ${Math.round(performance.now() - t0)} ms; log ${errorLog}`,
    );

    let stopped = false;
    return {
      rootUrl,
      host,
      port,
      socketPath,
      dataDir,
      createDatabase: (name: string) => createDatabase(rootUrl, name),
      async stop() {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', killSync);
        // Durability does not matter: SIGKILL is instant, and the datadir is deleted next.
        await killChild();
        await rm(baseDir, { recursive: true, force: true });
      },
      async kill() {
        if (stopped) throw new Error('mariadb harness: kill() after stop()');
        await killChild();
      },
      async restart() {
        if (stopped) throw new Error('mariadb harness: restart() after stop()');
        await killChild();
        // The old socket file stays after a SIGKILL: remove it so readiness means the new process.
        await rm(socketPath, { force: true });
        const outcome = await launch(port, performance.now() + timeoutMs);
        if (outcome === 'port-taken') {
          throw new Error(`mariadb harness: port ${port} is taken by another process, cannot restart on it`);
        }
        if (outcome !== 'ready') throw new Error(outcome);
      },
    };
  } catch (err) {
    process.removeListener('exit', killSync);
    killSync();
    throw err;
  }
}

/** Polls the unix socket until a query succeeds (true), the process exits (false) or the deadline passes (false). */
async function waitUntilReady(socketPath: string, hasExited: () => boolean, deadline: number): Promise<boolean> {
  while (performance.now() < deadline) {
    if (hasExited()) return false;
    if (existsSync(socketPath)) {
      try {
        const conn = await mysql.createConnection({ socketPath, user: 'root', connectTimeout: 2_000 });
        await conn.query('SELECT 1');
        await conn.end();
        return true;
      } catch {
        // not ready yet
      }
    }
    await sleep(25);
  }
  return false;
}
