import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_MSG } from '@trilha/sdk/contract';
import { BadRequestError } from '../../errors';
import { type BackupEnv, currentEnv, restoresDir } from './env';
import { type DatabaseLayout, describeDatabase } from './layout';
import { FORMAT_VERSION, MANIFEST_NAME, type Manifest, ManifestSchema } from './manifest';
import { DEFAULT_ZIP_LIMITS, extractBackupZip, type ZipLimits } from './unzip';

const MAX_MANIFEST_BYTES = 64 * 1024 ** 2;

/** A checked backup unpacked in a private folder, ready for restoreBackup(). */
export interface BackupAnalysis {
  /** Absolute path of the unpacked backup (server side only, never sent to a client). */
  folder: string;
  manifest: Manifest;
  contents: { table: string; rows: number }[];
  /** Uploaded files in the backup. */
  files: number;
  uploadsBytes: number;
}

export interface AnalyseOptions {
  env?: BackupEnv;
  limits?: Partial<ZipLimits>;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The backup fits this database: same migrations, same tables, same columns. */
export function assertCompatible(manifest: Manifest, layout: DatabaseLayout): void {
  if (!sameSet(manifest.migrations, layout.migrations)) throw BadRequestError(BACKUP_MSG.migrationsDiffer);
  const tables = new Map(layout.tables.map((t) => [t.name, t]));
  if (
    !sameSet(
      manifest.tables.map((t) => t.name),
      [...tables.keys()],
    )
  ) {
    throw BadRequestError(BACKUP_MSG.tablesDiffer);
  }
  for (const table of manifest.tables) {
    const current = tables.get(table.name);
    if (
      !current ||
      !sameSet(
        table.columns,
        current.columns.map((c) => c.name),
      )
    ) {
      throw BadRequestError(BACKUP_MSG.tablesDiffer);
    }
  }
}

function summary(folder: string, manifest: Manifest): BackupAnalysis {
  return {
    folder,
    manifest,
    contents: manifest.tables.map((t) => ({ table: t.name, rows: t.rows })),
    files: manifest.uploads.files,
    uploadsBytes: manifest.uploads.bytes,
  };
}

async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST_NAME);
  const info = await stat(file).catch(() => null);
  if (!info) throw BadRequestError(BACKUP_MSG.manifestMissing);
  if (info.size > MAX_MANIFEST_BYTES) throw BadRequestError(BACKUP_MSG.manifestInvalid);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw BadRequestError(BACKUP_MSG.manifestInvalid);
  }
  const version = (json as { format_version?: unknown } | null)?.format_version;
  if (version !== undefined && version !== FORMAT_VERSION) throw BadRequestError(BACKUP_MSG.formatUnsupported(version));
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw BadRequestError(BACKUP_MSG.manifestInvalid);
  return parsed.data;
}

/**
 * Step one of a restore: unpacks the zip into a new private folder under DATA_DIR/restores and
 * checks it (safe paths and sizes, manifest, every checksum and row count, same migrations and
 * tables as this database). Nothing outside that folder changes; on any refusal it is removed.
 */
export async function analyseBackup(zipPath: string, options: AnalyseOptions = {}): Promise<BackupAnalysis> {
  const env = options.env ?? currentEnv();
  const root = restoresDir(env);
  await mkdir(root, { recursive: true, mode: 0o700 });
  const folder = await mkdtemp(path.join(root, 'r-'));
  try {
    const extracted = await extractBackupZip(zipPath, folder, { ...DEFAULT_ZIP_LIMITS, ...options.limits });
    const manifest = await readManifest(folder);
    for (const [name, expected] of Object.entries(manifest.files)) {
      const got = extracted.get(name);
      if (!got) throw BadRequestError(BACKUP_MSG.fileMissing(name));
      if (got.size !== expected.size || got.sha256 !== expected.sha256) {
        throw BadRequestError(BACKUP_MSG.checksumMismatch(name));
      }
    }
    for (const name of extracted.keys()) {
      if (name !== MANIFEST_NAME && !manifest.files[name]) throw BadRequestError(BACKUP_MSG.fileNotListed(name));
    }
    for (const table of manifest.tables) {
      const file = extracted.get(table.file);
      if (table.file !== `data/${table.name}.jsonl` || !file) throw BadRequestError(BACKUP_MSG.fileMissing(table.file));
      if (file.lines !== table.rows) throw BadRequestError(BACKUP_MSG.rowCountMismatch(table.name));
    }
    assertCompatible(manifest, await describeDatabase(env));
    return summary(folder, manifest);
  } catch (err) {
    await rm(folder, { recursive: true, force: true });
    throw err;
  }
}

/** Re-opens a folder analyseBackup() checked earlier (the confirmation of a restore). */
export async function openAnalysis(folder: string): Promise<BackupAnalysis> {
  return summary(folder, await readManifest(folder));
}
