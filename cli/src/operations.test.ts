/**
 * The operator CLI as cron and people use it: the real `trilha` binary as a child process on a
 * throwaway SQLite data folder. Exit codes: 0 ok, 1 failure, 2 usage.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('imports 10 000 rows in one go, idempotently, and prints time and memory', () => {
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
