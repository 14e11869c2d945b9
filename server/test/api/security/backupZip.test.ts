/**
 * Hostile backup zips on POST /api/backup/restore (analyse), the cases backup.test.ts does not
 * already cover: duplicate entries, drive letters, control characters, escaping directory
 * entries, a symlinked folder followed by a file "inside" it, encrypted entries, the upload temp
 * area, odd table names, absurdly long names. Each is a clear pt-BR 400 and nothing is written
 * anywhere: the data folder (and the folder above it) is byte-for-byte what it was, and no
 * restore folder is left behind.
 */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, type ZipInput } from '../backupZip';
import { fileForm } from '../fixtures';
import { startTestServer, type TestServer } from '../support';

let server: TestServer;
let admin: string;

/** Every file and folder under DATA_DIR with its size (the database files aside), sorted. */
async function dataTree(): Promise<string[]> {
  const root = server.db.dataDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const full = path.join(e.parentPath, e.name);
    const rel = path.relative(root, full);
    if (/trilha\.sqlite/.test(rel)) continue;
    out.push(`${rel}${e.isDirectory() ? '/' : ` ${(await stat(full)).size}`}`);
  }
  return out.sort();
}

/** Sets the "encrypted" bit in every local and central header of a zip built by buildZip. */
function encrypted(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i < out.length - 4; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50) out.writeUInt16LE(out.readUInt16LE(i + 6) | 1, i + 6);
    if (sig === 0x02014b50) out.writeUInt16LE(out.readUInt16LE(i + 8) | 1, i + 8);
  }
  return out;
}

async function expectRefused(label: string, zip: Buffer, message: string): Promise<void> {
  const before = await dataTree();
  const res = await server.req('POST', '/api/backup/restore', {
    token: admin,
    form: fileForm('backup', zip, 'backup.zip'),
  });
  expect({ label, status: res.status, message: res.body.message }).toEqual({ label, status: 400, message });
  expect(await dataTree(), label).toEqual(before);
}

const manifest: ZipInput = { name: 'manifest.json', data: '{}' };

beforeAll(async () => {
  server = await startTestServer('sec-backup-zip');
  admin = await server.adminToken();
  // the folders a restore uses exist before the first attack, so "nothing new" is exact
  await server.req('POST', '/api/backup/restore', {
    token: admin,
    form: fileForm('backup', Buffer.from('x'), 'x.zip'),
  });
});
afterAll(() => server?.close());

describe('hostile entries are refused before anything is unpacked', () => {
  it('paths that leave the folder or name another drive', async () => {
    for (const name of [
      'C:/Windows/win.ini',
      'c:\\fora.txt',
      'uploads/../../../fora.txt',
      'uploads/photos/./../../fora.txt',
      'uploads//fora.txt',
      '/etc/cron.d/fora',
      './manifest.json',
    ]) {
      await expectRefused(name, buildZip([manifest, { name, data: 'x' }]), BACKUP_MSG.unsafePath);
    }
    await expectRefused(
      'escaping folder entry',
      buildZip([manifest, { name: 'uploads/../../fora/' }]),
      BACKUP_MSG.unsafePath,
    );
    expect(existsSync(path.join(server.db.dataDir, '..', 'fora.txt'))).toBe(false);
    expect(existsSync(path.join(server.db.dataDir, 'fora.txt'))).toBe(false);
  });

  it('control characters and absurdly long names', async () => {
    for (const name of ['uploads/photos/a\u0000.png', 'uploads/photos/a\u0001b.png', 'uploads/photos/a\nb.png']) {
      await expectRefused(JSON.stringify(name), buildZip([manifest, { name, data: 'x' }]), BACKUP_MSG.unsafePath);
    }
    await expectRefused(
      'long name',
      buildZip([manifest, { name: `uploads/photos/${'a'.repeat(1100)}.png`, data: 'x' }]),
      BACKUP_MSG.unsafePath,
    );
  });

  it('a symlinked folder, then a file written "through" it', async () => {
    const zip = buildZip([
      manifest,
      { name: 'uploads/photos/saida', data: path.join(server.db.dataDir, '..'), mode: 0o120777 },
      { name: 'uploads/photos/saida/fora.txt', data: 'x' },
    ]);
    await expectRefused('symlink folder', zip, BACKUP_MSG.symlink);
    expect(existsSync(path.join(server.db.dataDir, '..', 'fora.txt'))).toBe(false);
    const dirLink = buildZip([manifest, { name: 'uploads/link/', mode: 0o120777 }]);
    await expectRefused('symlink dir entry', dirLink, BACKUP_MSG.symlink);
  });

  it('the same entry twice (the second would overwrite the checked first)', async () => {
    await expectRefused(
      'duplicate',
      buildZip([manifest, { name: 'data/users.jsonl', data: '{}\n' }, { name: 'data/users.jsonl', data: '{"x":1}\n' }]),
      BACKUP_MSG.duplicateEntry,
    );
    await expectRefused('duplicate manifest', buildZip([manifest, manifest]), BACKUP_MSG.duplicateEntry);
  });

  it('encrypted entries', async () => {
    await expectRefused(
      'encrypted',
      encrypted(buildZip([manifest, { name: 'data/users.jsonl', data: '{}\n' }])),
      BACKUP_MSG.encrypted,
    );
  });

  it('entries outside the three places a backup uses', async () => {
    for (const [name, message] of [
      ['uploads/.tmp/x.bin', BACKUP_MSG.unexpectedEntry],
      ['data/users;drop.jsonl', BACKUP_MSG.unexpectedEntry],
      ['data/../users.jsonl', BACKUP_MSG.unsafePath],
      ['data/sub/users.jsonl', BACKUP_MSG.unexpectedEntry],
      ['data/users.json', BACKUP_MSG.unexpectedEntry],
      ['.env', BACKUP_MSG.unexpectedEntry],
      ['node_modules/x.js', BACKUP_MSG.unexpectedEntry],
      ['server/dist/index.js', BACKUP_MSG.unexpectedEntry],
    ] as const) {
      await expectRefused(name, buildZip([manifest, { name, data: 'x' }]), message);
    }
  });
});

it('refusals leave no restore folder and nothing in the upload area', async () => {
  const restores = path.join(server.db.dataDir, 'restores');
  expect((await readdir(restores)).filter((n) => n !== '.incoming')).toEqual([]);
  expect(await readdir(path.join(restores, '.incoming'))).toEqual([]);
});
