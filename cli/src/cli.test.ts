import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'trilha.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'trilha-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function trilha(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BCRYPT_ROUNDS: '4' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('trilha CLI', () => {
  it('migrates, creates an admin, and refuses a duplicate with one line and exit 1', () => {
    const migrate = trilha('db', 'migrate');
    expect(migrate.status).toBe(0);
    expect(migrate.out).toContain('001-initial-schema');
    expect(trilha('db', 'migrate').out).toContain('já está atualizado');

    const created = trilha('admin', 'create', '--email', 'Ops@Empresa.com', '--password', 'segredo1', '--name', 'Ops');
    expect(created.status).toBe(0);
    expect(created.out).toContain('Administrador criado: ops@empresa.com');

    const dup = trilha('admin', 'create', '--email', 'ops@empresa.com', '--password', 'segredo1');
    expect(dup.status).toBe(1);
    expect(dup.err.trim()).toBe('trilha: Este email já está cadastrado.');
  }, 120_000);

  it('fails fast without a terminal when an answer is missing (exit 2), and on unknown commands', () => {
    const missing = trilha('admin', 'create', '--email', 'x@y.com');
    expect(missing.status).toBe(2);
    expect(missing.err).toContain('--password');
    expect(trilha('nao-existe').status).toBe(2);
  }, 60_000);
});
