/**
 * DATA_DIR full or not writable (issue 9, part 2), on uploads and on backups: a clear pt-BR answer,
 * no partial file left behind, no database row pointing at a file that was never written, and
 * everything works again once the disk is back.
 *
 * Status choice (server/src/middleware/errors.ts): a full disk (ENOSPC, EDQUOT) is 507 Insufficient
 * Storage — retrying will not help until an operator frees space; a folder that cannot be written
 * (EROFS, EACCES, EPERM, EIO) is 503 — the service is degraded, retry later. Both carry a pt-BR
 * message and never a path. The safety backup a restore takes first answers a full disk the same
 * way (507); its other failures keep their own answer (500, the restore was cancelled).
 *
 * The faults are real when the test runs as root and may mount (a 64 KB tmpfs mounted over the
 * target folder, filled up, then remounted read-only); otherwise (no mount permission) the same
 * errors are injected into the fs calls of the server code, which runs in this process.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { BACKUP_MSG, MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Course, SystemLog } from '../../src/models';
import { fileForm, MP4, PNG } from '../api/fixtures';
import { type Res, startTestServer, type TestServer } from '../api/support';

const execFileAsync = promisify(execFile);

/** Faults injected into node:fs when the test cannot mount: folder -> errno code. */
const injected = vi.hoisted(() => new Map<string, string>());

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const faultFor = (file: unknown) => {
    for (const [dir, code] of injected) if (String(file).startsWith(`${dir}/`)) return code;
    return null;
  };
  const fail = (code: string, syscall: string) =>
    Object.assign(new Error(`${code}: injected fault, ${syscall}`), { code, syscall, errno: -1 });
  const writeFileFaulty: typeof real.writeFile = async (file, data, options) => {
    const code = faultFor(file);
    if (code === 'ENOSPC') {
      // like a full disk: the file is created, its bytes are not written
      await real.writeFile(file, '', options);
      throw fail(code, 'write');
    }
    if (code) throw fail(code, 'open');
    return real.writeFile(file, data, options);
  };
  const openFaulty: typeof real.open = async (file, flags, mode) => {
    const code = faultFor(file);
    if (code && typeof flags === 'string' && /[wa+]/.test(flags)) throw fail(code, 'open');
    return real.open(file, flags, mode);
  };
  const mocked = { ...real, writeFile: writeFileFaulty, open: openFaulty };
  return { ...mocked, default: mocked };
});

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const { PassThrough } = await import('node:stream');
  const createWriteStreamFaulty: typeof real.createWriteStream = (file, options) => {
    for (const [dir, code] of injected) {
      if (!String(file).startsWith(`${dir}/`)) continue;
      // opened (the file exists), then the first write fails, like a full or read-only disk
      const stream = real.createWriteStream(file, options);
      const faulty = new PassThrough();
      faulty.on('data', () => {
        faulty.destroy(Object.assign(new Error(`${code}: injected fault, write`), { code, syscall: 'write' }));
        stream.destroy();
      });
      faulty.on('error', () => undefined);
      return faulty as unknown as ReturnType<typeof real.createWriteStream>;
    }
    return real.createWriteStream(file, options);
  };
  const mocked = { ...real, createWriteStream: createWriteStreamFaulty };
  return { ...mocked, default: mocked };
});

/** A folder whose disk can be made full or read-only, and healed. */
interface FaultyFolder {
  real: boolean;
  full(): Promise<void>;
  readOnly(): Promise<void>;
  heal(): Promise<void>;
}

async function tryMount(dir: string): Promise<boolean> {
  if (process.env.RELIABILITY_NO_MOUNT || process.getuid?.() !== 0) return false;
  try {
    await execFileAsync('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=0700', 'tmpfs', dir]);
    return true;
  } catch {
    return false;
  }
}

async function faultyFolder(dir: string): Promise<FaultyFolder> {
  await mkdir(dir, { recursive: true });
  if (await tryMount(dir)) {
    let mounted = true;
    return {
      real: true,
      async full() {
        // fill every block: what the server writes next hits ENOSPC
        await writeFile(path.join(dir, 'enchimento'), randomBytes(256 * 1024)).catch(() => undefined);
      },
      async readOnly() {
        await execFileAsync('mount', ['-o', 'remount,ro', dir]);
      },
      async heal() {
        if (!mounted) return;
        mounted = false;
        await execFileAsync('umount', [dir]);
      },
    };
  }
  return {
    real: false,
    async full() {
      injected.set(dir, 'ENOSPC');
    },
    async readOnly() {
      injected.set(dir, 'EROFS');
    },
    async heal() {
      injected.delete(dir);
    },
  };
}

/** The folder's files, our filler aside. */
const contents = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((n) => n !== 'enchimento' && n !== 'lost+found').sort();

let server: TestServer;
let admin: string;
const folders: FaultyFolder[] = [];

beforeAll(async () => {
  server = await startTestServer('storage-faults');
  admin = await server.adminToken();
});

afterAll(async () => {
  for (const f of folders) await f.heal().catch(() => undefined);
  await server?.close();
});

async function faulty(relative: string): Promise<{ dir: string; folder: FaultyFolder }> {
  const dir = path.join(server.db.dataDir, relative);
  const folder = await faultyFolder(dir);
  folders.push(folder);
  return { dir, folder };
}

/**
 * The course every case shares: `send` on a full folder answers 507, on a read-only one
 * `readOnlyAnswer` (503 unless said otherwise), and the folder's files stay as they were.
 * The folder is left read-only: the caller checks what else must not have happened, then heals.
 */
async function refusedWhileFaulty(
  folder: FaultyFolder,
  dir: string,
  send: () => Promise<Res<Record<string, any>>>,
  readOnlyAnswer: { status: number; message: string } = { status: 503, message: MSG.storageUnavailable },
): Promise<void> {
  const before = await contents(dir);
  await folder.full();
  const full = await send();
  expect({ status: full.status, message: full.body.message }).toEqual({ status: 507, message: MSG.storageFull });
  expect(await contents(dir)).toEqual(before);
  await folder.readOnly();
  const readOnly = await send();
  expect({ status: readOnly.status, message: readOnly.body.message }).toEqual(readOnlyAnswer);
  expect(await contents(dir)).toEqual(before);
}

describe('DATA_DIR full or read-only', () => {
  it('an upload kept in memory: 507 when full, 503 when read-only, no file and no course row; fine once healed', async () => {
    const { dir, folder } = await faulty('uploads/thumbnails');
    const courses = await Course.count();
    const create = () =>
      server.req('POST', '/api/courses', {
        token: admin,
        form: fileForm('thumbnail', PNG, 'capa.png', { title: 'NR-33 Espaços Confinados', status: 'draft' }),
      });

    await refusedWhileFaulty(folder, dir, create);
    expect(await Course.count()).toBe(courses);
    expect(await SystemLog.count({ where: { action: 'CURSO_CRIADO' } })).toBe(0);

    await folder.heal();
    const ok = await create();
    expect(ok.status).toBe(201);
    expect(await contents(dir)).toHaveLength(1);
  });

  it('an upload streamed to disk (video): 507 / 503 and no partial file', async (ctx) => {
    const { dir, folder } = await faulty('uploads/.tmp');
    // multer streams the file itself (its fs calls cannot be injected): only on a real disk
    if (!folder.real) ctx.skip();
    const video = Buffer.concat([MP4, randomBytes(200 * 1024)]);
    const upload = () =>
      server.req('POST', '/api/courses/videos', { token: admin, form: fileForm('video', video, 'aula.mp4') });

    await refusedWhileFaulty(folder, dir, upload);
    await folder.heal();
    const ok = await upload();
    expect(ok.status).toBe(201);
    expect(await contents(path.join(server.db.dataDir, 'uploads/videos'))).toHaveLength(1);
  });

  it('a backup: 507 when full, 503 when read-only, no partial zip; the next backup works', async () => {
    // Uploads that do not compress, so the zip cannot fit in what is left.
    await mkdir(path.join(server.db.dataDir, 'uploads/attachments'), { recursive: true });
    await writeFile(path.join(server.db.dataDir, 'uploads/attachments/grande.png'), randomBytes(300 * 1024));
    const { dir, folder } = await faulty('backups');
    const create = () => server.req('POST', '/api/backup/create', { token: admin });

    await refusedWhileFaulty(folder, dir, create);
    const listed = await server.req('GET', '/api/backup/list', { token: admin });
    expect(listed.body.backups).toEqual([]);

    await folder.heal();
    const ok = await create();
    expect(ok.status).toBe(201);
    expect(await contents(dir)).toEqual([ok.body.filename]);
  });

  it('the safety backup before a restore: 507 when full, its own 500 otherwise; the restore runs once healed', async () => {
    const created = await server.req('POST', '/api/backup/create', { token: admin });
    expect(created.status).toBe(201);
    const zip = await readFile(path.join(server.db.dataDir, 'backups', created.body.filename));
    const analysed = await server.req('POST', '/api/backup/restore', {
      token: admin,
      form: fileForm('backup', zip, 'backup.zip'),
    });
    expect(analysed.status).toBe(200);
    const { dir, folder } = await faulty('backups');
    // a failed restore keeps its restore id: the same one is confirmed each time
    const confirm = () =>
      server.req('POST', '/api/backup/confirm-restore', {
        token: admin,
        body: { extractPath: analysed.body.extractPath },
      });

    await refusedWhileFaulty(folder, dir, confirm, { status: 500, message: BACKUP_MSG.safetyBackupFailed });

    await folder.heal();
    const ok = await confirm();
    expect(ok.status).toBe(200);
    expect(ok.body.safety_backup).toMatch(/-pre-restauracao\.zip$/);
  });
});
