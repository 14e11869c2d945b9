import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupSource } from '@trilha/sdk/contract';
import { ZipArchive } from 'archiver';
import { QueryTypes, Transaction } from 'sequelize';
import { now } from '../clock';
import { appendHashed } from '../zipAppend';
import { tableLines } from './dump';
import { type BackupEnv, backupsDir, currentEnv } from './env';
import { describeDatabase, isBackedUpRow, type TableInfo } from './layout';
import { appVersion, FORMAT_VERSION, MANIFEST_NAME, type Manifest } from './manifest';
import { backupFileName } from './names';
import { toPortable } from './values';

/** Rows read per query: memory stays flat whatever the table size. */
const PAGE_ROWS = 1000;
/**
 * Deflate level of the zip. A dump is JSON lines, which level 3 packs ~12x in a third of the
 * time level 6 takes (6 saves another ~12% of the zip's size): on a busy server the backup's
 * CPU is what matters, and it runs on the same cores as the API.
 */
const DEFLATE_LEVEL = 3;
/** Formats that are compressed already: stored, not deflated again. */
const STORED = /\.(jpe?g|png|gif|webp|avif|mp4|m4v|webm|mov|mkv|avi|ogg|zip|rar|7z|gz)$/i;

export type ManifestSource = BackupSource | 'cli';

export interface BackupProgress {
  phase: 'tables' | 'uploads' | 'finishing';
  table?: string;
  rows?: number;
  files?: number;
  bytes?: number;
}

export interface CreateBackupOptions {
  source?: ManifestSource;
  scheduleId?: number;
  env?: BackupEnv;
  onProgress?: (progress: BackupProgress) => void;
}

export interface CreatedBackup {
  filename: string;
  path: string;
  size: number;
  manifest: Manifest;
}

/**
 * The rows of one table in their portable form, page by page in primary-key order (keyset
 * pagination: each page is one indexed range read, however deep into the table).
 */
export async function* portableRows(
  env: BackupEnv,
  table: TableInfo,
  transaction?: Transaction,
): AsyncGenerator<Record<string, unknown>[]> {
  const quote = (n: string) => env.sequelize.getQueryInterface().quoteIdentifier(n);
  const order = (table.primaryKey.length ? table.primaryKey : table.columns.map((c) => c.name)).map(quote).join(', ');
  const key = table.primaryKey.length === 1 ? table.primaryKey[0] : null;
  let after: unknown;
  let offset = 0;
  for (;;) {
    const where = key && after !== undefined ? ` WHERE ${quote(key)} > ?` : '';
    const paging = key ? `LIMIT ${PAGE_ROWS}` : `LIMIT ${PAGE_ROWS} OFFSET ${offset}`;
    const rows = await env.sequelize.query<Record<string, unknown>>(
      `SELECT * FROM ${quote(table.name)}${where} ORDER BY ${order} ${paging}`,
      { type: QueryTypes.SELECT, transaction, replacements: where ? [after] : [] },
    );
    const page: Record<string, unknown>[] = [];
    for (const row of rows) {
      if (!isBackedUpRow(table.name, row)) continue;
      const portable: Record<string, unknown> = {};
      for (const column of table.columns) portable[column.name] = toPortable(row[column.name], column);
      page.push(portable);
    }
    if (page.length) yield page;
    if (rows.length < PAGE_ROWS) return;
    if (key) after = rows[rows.length - 1]?.[key];
    offset += rows.length;
  }
}

/** Every regular file under the uploads folder except the multer scratch area (.tmp), sorted. */
async function* uploadFiles(root: string, relative = ''): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(path.join(root, relative), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (!relative && entry.name === '.tmp') continue;
    if (entry.isDirectory()) yield* uploadFiles(root, rel);
    else if (entry.isFile()) yield rel;
  }
}

/** A name not taken yet in the folder (a second backup in the same second gets -2, -3...). */
function freeName(dir: string, at: Date, source: ManifestSource, scheduleId?: number): string {
  const kind = source === 'cli' ? 'manual' : source;
  for (let attempt = 1; attempt < 1000; attempt++) {
    const name = backupFileName(at, kind, scheduleId, attempt);
    if (!existsSync(path.join(dir, name))) return name;
  }
  throw new Error('Não há nome livre para o backup');
}

/** Leftovers of backups that were killed midway (never listed: they don't match the name rule). */
export async function sweepPartials(env: BackupEnv = currentEnv(), olderThanMs = 86_400_000): Promise<void> {
  const dir = backupsDir(env);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith('.partial-'))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > olderThanMs) await rm(file, { force: true });
  }
}

/**
 * Writes a backup zip: data/<table>.jsonl for every table (one consistent read snapshot), the
 * uploads folder, and manifest.json with counts and checksums. The zip is written under a
 * hidden temporary name and renamed when complete, so a killed process never leaves a listed
 * half file. Memory stays flat: rows are read in pages and every entry is streamed.
 */
export async function createBackup(options: CreateBackupOptions = {}): Promise<CreatedBackup> {
  const env = options.env ?? currentEnv();
  const source = options.source ?? 'manual';
  const progress = options.onProgress ?? (() => undefined);
  const dir = backupsDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const at = now();
  const layout = await describeDatabase(env);
  const temp = path.join(
    dir,
    `.partial-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  );
  const out = createWriteStream(temp, { mode: 0o600 });
  const archive = new ZipArchive({ zlib: { level: DEFLATE_LEVEL } });
  const written = new Promise<void>((resolve, reject) => {
    out.on('close', resolve);
    out.on('error', reject);
    archive.on('error', reject);
  });
  written.catch(() => undefined);
  archive.on('warning', (err) => archive.emit('error', err));
  archive.pipe(out);

  const files: Manifest['files'] = {};
  const tables: Manifest['tables'] = [];
  let transaction: Transaction | null = null;
  try {
    // One snapshot for all tables: rows written while the backup runs never half-appear.
    transaction = await env.sequelize.transaction(
      layout.dialect === 'sqlite'
        ? { type: Transaction.TYPES.DEFERRED }
        : { isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ },
    );
    for (const table of layout.tables) {
      const counter = { rows: 0 };
      const file = `data/${table.name}.jsonl`;
      const snapshot = transaction;
      const lines = tableLines(env, table, snapshot, counter, () => portableRows(env, table, snapshot));
      files[file] = await appendHashed(archive, lines, file, { date: at });
      tables.push({ name: table.name, file, rows: counter.rows, columns: table.columns.map((c) => c.name) });
      progress({ phase: 'tables', table: table.name, rows: counter.rows });
    }
    await transaction.commit();
    transaction = null;

    let uploadCount = 0;
    let uploadBytes = 0;
    for await (const rel of uploadFiles(env.uploadsDir)) {
      // Opened first: a file deleted meanwhile is skipped instead of failing the backup.
      const handle = await open(path.join(env.uploadsDir, rel), 'r').catch(() => null);
      if (!handle) continue;
      const info = await handle.stat();
      const name = `uploads/${rel}`;
      files[name] = await appendHashed(archive, handle.createReadStream(), name, {
        date: info.mtime,
        store: STORED.test(rel),
      });
      uploadCount += 1;
      uploadBytes += files[name].size;
      progress({ phase: 'uploads', files: uploadCount, bytes: uploadBytes });
    }

    const manifest: Manifest = {
      format: 'trilha-segura-backup',
      format_version: FORMAT_VERSION,
      app_version: appVersion(),
      created_at: at.toISOString(),
      source,
      dialect: layout.dialect,
      migrations: layout.migrations,
      tables,
      uploads: { files: uploadCount, bytes: uploadBytes },
      files,
    };
    progress({ phase: 'finishing' });
    archive.append(Buffer.from(JSON.stringify(manifest, null, 2)), { name: MANIFEST_NAME, date: at });
    await archive.finalize();
    await written;
    const handle = await open(temp, 'r+');
    await handle.sync();
    await handle.close();
    const filename = freeName(dir, at, source, options.scheduleId);
    const target = path.join(dir, filename);
    await rename(temp, target);
    return { filename, path: target, size: (await stat(target)).size, manifest };
  } catch (err) {
    if (transaction) await transaction.rollback().catch(() => undefined);
    archive.abort();
    out.destroy();
    await rm(temp, { force: true });
    throw err;
  }
}
