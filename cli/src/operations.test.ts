/**
 * The operator CLI as cron and people use it: the real `trilha` binary as a child process on a
 * throwaway SQLite data folder. Exit codes: 0 ok, 1 failure, 2 usage.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Actor, backupPruner, boot, loadConfig, shutdown } from '@trilha/server/lib';
import sqlite3 from 'sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../server/test/api/backupZip';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = path.join(root, 'cli', 'bin', 'trilha.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'trilha-ops-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BCRYPT_ROUNDS: '4', SEED_DEMO: 'false' };

function trilha(args: string[], extraEnv: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], {
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

beforeAll(() => {
  expect(trilha(['db', 'migrate']).status).toBe(0);
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('users import', () => {
  it('reports broken quoting and writes nothing', () => {
    const file = path.join(dataDir, 'quebrado.csv');
    writeFileSync(file, 'Nome;Email\n"Ana;ana@x.com\nBeto;beto@x.com\n');
    const r = trilha(['users', 'import', file]);
    expect(r.status).toBe(1);
    expect(r.out).toContain('CSV malformado');
    expect(trilha(['users', 'list', '--json']).out.trim()).toBe('[]');
  }, 60_000);

  it('imports 10 000 rows in one go, idempotently, and prints time and memory', async () => {
    const lines = ['\uFEFFNome;E-mail;Empresa;Modalidade'];
    for (let i = 0; i < 10_000; i++)
      lines.push(`Funcionário ${i};func${i}@obra.com.br;Construtora Obra;${i % 2 ? 'online' : 'presencial'}`);
    const file = path.join(dataDir, 'dez-mil.csv');
    writeFileSync(file, lines.join('\r\n'));
    const dry = trilha(['users', 'import', file, '--dry-run', '--create-companies', '--json']);
    expect(dry.status).toBe(0);
    expect(JSON.parse(dry.out)).toMatchObject({
      valid: 10_000,
      toCreate: 10_000,
      issues: [],
      companiesToCreate: ['Construtora Obra'],
    });
    const first = trilha(['users', 'import', file, '--create-companies', '--json']);
    expect(first.status).toBe(0);
    const result = JSON.parse(first.out);
    expect(result).toMatchObject({ created: 10_000, updated: 0, companiesCreated: 1 });
    console.info(`import de 10 000 linhas: ${result.seconds} s, ${result.rssMb} MB de memória`);
    // No welcome e-mail: no password to hash (they set one through 'Esqueci minha senha').
    expect(await sqlRows('SELECT COUNT(*) AS n FROM users WHERE password_hash = ?', ['!sem-senha'])).toEqual([
      { n: 10_000 },
    ]);
    const again = JSON.parse(trilha(['users', 'import', file, '--create-companies', '--json']).out);
    expect(again).toMatchObject({ created: 0, updated: 10_000, companiesCreated: 0 });
  }, 240_000);
});

describe('logs, backups and errors', () => {
  it('refuses bad days and asks for --yes without a terminal', () => {
    const negative = trilha(['logs', 'cleanup', '--days', '-1', '--yes']);
    expect(negative.status).toBe(2);
    expect(negative.err.trim()).toBe('trilha: Por favor, insira um número válido de dias (mínimo 0).');
    const noYes = trilha(['logs', 'cleanup', '--days', '30']);
    expect(noYes.status).toBe(2);
    expect(noYes.err).toContain('--yes');
  }, 60_000);

  it('fails with one clear line when the database cannot be reached', { timeout: 60_000 }, () => {
    const r = trilha(['users', 'list'], { DATABASE_URL: 'mysql://trilha:x@127.0.0.1:1/trilha' });
    expect(r.status).toBe(1);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/^trilha: /);
  });

  it('refuses a zip-slip archive and changes nothing', () => {
    const zip = path.join(dataDir, 'malicioso.zip');
    writeFileSync(
      zip,
      buildZip([
        { name: 'manifest.json', data: '{}' },
        { name: '../../fora.txt', data: 'x' },
      ]),
    );
    const r = trilha(['backup', 'restore', zip, '--yes']);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(/^trilha: /);
    expect(readdirSync(path.dirname(dataDir)).includes('fora.txt')).toBe(false);
    expect(JSON.parse(trilha(['users', 'list', '--json']).out).length).toBe(10_000);
  }, 60_000);

  it('runs the crontab of the README: nightly backup, prune and log retention', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const block = /```crontab\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = block
      .split('\n')
      .filter((l) => l.includes('npx trilha'))
      .map((l) => (l.split('npx trilha ')[1] as string).trim());
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) {
      const r = trilha(command.split(/\s+/));
      expect(r.status, `${command}: ${r.err}`).toBe(0);
    }
    const list = JSON.parse(trilha(['backup', 'list', '--json']).out);
    expect(list.length).toBeGreaterThanOrEqual(1);
  }, 180_000);
});

interface LogRow {
  id: number;
  action: string;
  source: string;
  description: string;
}

/** The system-log rows with this action code, oldest first, read straight from the SQLite file. */
/** Rows of the data folder's SQLite database, read as the CLI left it. */
function sqlRows<T>(sql: string, params: unknown[]): Promise<T[]> {
  const db = new sqlite3.Database(path.join(dataDir, 'trilha.sqlite'), sqlite3.OPEN_READONLY);
  return new Promise((resolve, reject) =>
    db.all(sql, params, (err, rows) => {
      db.close();
      if (err) reject(err);
      else resolve(rows as T[]);
    }),
  );
}

const logRows = (action: string) =>
  sqlRows<LogRow>('SELECT id, action, source, description FROM system_logs WHERE action = ? ORDER BY id', [action]);

const backupsDir = () => path.join(dataDir, 'backups');

/** Copies of a real backup under old names: what a prune should find past any retention. */
function oldBackups(from: string, names: string[]): void {
  for (const name of names) copyFileSync(path.join(backupsDir(), from), path.join(backupsDir(), name));
}

describe('backups go through the commands the portal uses', () => {
  it('a CLI backup writes the audit row the portal writes (BACKUP_CRIADO), from the CLI', async () => {
    const before = (await logRows('BACKUP_CRIADO')).length;
    const r = trilha(['backup', 'create', '--json']);
    expect(r.status, r.err).toBe(0);
    const { filename } = JSON.parse(r.out);
    const rows = await logRows('BACKUP_CRIADO');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ source: 'cli', description: expect.stringContaining(filename) });
  }, 120_000);

  it('a CLI restore writes BACKUP_RESTAURADO from the CLI in its transaction, and keeps the data', async () => {
    const [newest] = JSON.parse(trilha(['backup', 'list', '--json']).out);
    const r = trilha(['backup', 'restore', path.join(backupsDir(), newest.filename), '--yes', '--no-safety-backup']);
    expect(r.status, r.err).toBe(0);
    expect(r.out).toContain('Restauração concluída');
    expect((await logRows('BACKUP_RESTAURADO')).at(-1)).toMatchObject({
      source: 'cli',
      description: expect.stringContaining('sem backup de segurança'),
    });
    expect(JSON.parse(trilha(['users', 'list', '--json']).out).length).toBe(10_000);
  }, 180_000);

  it('a zip the CLI refuses is audited as the portal audits it (BACKUP_RECUSADO)', async () => {
    const zip = path.join(dataDir, 'recusado.zip');
    writeFileSync(zip, buildZip([{ name: 'manifest.json', data: '{}' }]));
    expect(trilha(['backup', 'restore', zip, '--yes']).status).toBe(1);
    expect((await logRows('BACKUP_RECUSADO')).at(-1)).toMatchObject({ source: 'cli' });
  }, 60_000);

  it('a CLI prune removes every old backup but the newest, in one audited row', async () => {
    const [newest] = JSON.parse(trilha(['backup', 'list', '--json']).out);
    const old = [
      'backup-2020-01-01-020000.zip',
      'backup-2020-01-02-020000-agendado-9.zip',
      'backup-2020-01-03-020000-pre-restauracao.zip',
    ];
    oldBackups(newest.filename, old);
    const r = trilha(['backup', 'prune', '--keep-days', '1', '--json']);
    expect(r.status, r.err).toBe(0);
    expect(JSON.parse(r.out).removed.sort()).toEqual(old);
    expect(existsSync(path.join(backupsDir(), newest.filename))).toBe(true);
    expect((await logRows('BACKUP_EXCLUIDO')).at(-1)).toMatchObject({
      source: 'cli',
      description: `Limpeza de backups com mais de 1 dias: 3 backup(s) removido(s): ${JSON.parse(r.out).removed.join(', ')}`,
    });
  }, 60_000);

  it("backupPruner, which the scheduled retention runs, touches only the schedule's own backups", async () => {
    const [newest] = JSON.parse(trilha(['backup', 'list', '--json']).out);
    const mine = ['backup-2020-02-01-020000-agendado-7.zip', 'backup-2020-02-02-020000-agendado-7.zip'];
    const others = ['backup-2020-02-01-020000.zip', 'backup-2020-02-01-020000-agendado-8.zip'];
    oldBackups(newest.filename, [...mine, ...others]);
    const system: Actor = { user: null, ip: null, source: 'system' };
    await boot(loadConfig(env), { migrate: false });
    try {
      // the newest of the schedule's backups always stays, like the one a run just made
      expect(await backupPruner(30, system, { schedule: { id: 7, name: 'Noturno' } })).toEqual([mine[0]]);
    } finally {
      await shutdown();
    }
    expect((await logRows('BACKUP_EXCLUIDO')).at(-1)).toMatchObject({
      source: 'system',
      description: `Retenção de 30 dias do agendamento "Noturno": 1 backup(s) removido(s): ${mine[0]}`,
    });
    const left = JSON.parse(trilha(['backup', 'prune', '--keep-days', '1', '--json']).out).removed;
    expect(left.sort()).toEqual([...others, mine[1]].sort());
  }, 120_000);
});

/** Drives a command through a pseudo-terminal (util-linux `script`), answering prompts as they show. */
function inTerminal(args: string[], answers: [RegExp, string][]): Promise<{ code: number | null; screen: string }> {
  const command = [process.execPath, bin, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: { ...env, TERM: 'xterm' } });
  let screen = '';
  const pending = [...answers];
  child.stdout.on('data', (chunk: Buffer) => {
    screen += chunk.toString('utf8');
    const next = pending[0];
    if (next?.[0].test(screen)) {
      pending.shift();
      setTimeout(() => child.stdin.write(next[1]), 150);
    }
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, screen })));
}

describe('interactive sessions', () => {
  it('answers the prompts of admin create in a terminal', async () => {
    const r = await inTerminal(
      ['admin', 'create', '--name', 'Operadora'],
      [
        [/E-mail:/, 'operadora@trilha.test\r'],
        [/Senha:/, 'senha-forte-1\r'],
      ],
    );
    expect(r.screen).toContain('Administrador criado: operadora@trilha.test');
    expect(r.code).toBe(0);
  }, 60_000);

  it('shows the manifest and asks before a restore', async () => {
    const backups = JSON.parse(trilha(['backup', 'list', '--json']).out);
    const zip = path.join(dataDir, 'backups', backups[0].filename);
    const r = await inTerminal(
      ['backup', 'restore', zip, '--no-safety-backup'],
      [[/Substituir TODOS os dados/, 'y\r']],
    );
    expect(r.screen).toContain('users');
    expect(r.screen).toContain('Restauração concluída');
    expect(r.code).toBe(0);
  }, 120_000);
});
