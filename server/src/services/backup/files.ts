import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FILENAME_RE, type BackupFile } from '@trilha/sdk/contract';
import { type BackupEnv, backupsDir, currentEnv } from './env';
import { parseBackupFileName } from './names';

/**
 * The backup file for a client-given name, or null: only names matching our rule, directly in
 * DATA_DIR/backups (the rule has no separators, so no other folder can ever be reached).
 */
export function backupFilePath(filename: string, env: BackupEnv = currentEnv()): string | null {
  if (typeof filename !== 'string' || !BACKUP_FILENAME_RE.test(filename)) return null;
  const dir = backupsDir(env);
  const full = path.join(dir, filename);
  return path.dirname(full) === dir ? full : null;
}

/** The zips in DATA_DIR/backups, newest first. */
export async function listBackups(env: BackupEnv = currentEnv()): Promise<BackupFile[]> {
  const dir = backupsDir(env);
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: (BackupFile & { mtime: number })[] = [];
  for (const filename of names) {
    const parsed = parseBackupFileName(filename);
    if (!parsed) continue;
    const info = await stat(path.join(dir, filename)).catch(() => null);
    if (!info?.isFile()) continue;
    out.push({
      filename,
      size: info.size,
      created_at: parsed.createdAt.toISOString(),
      source: parsed.source,
      schedule_id: parsed.scheduleId,
      mtime: info.mtimeMs,
    });
  }
  // Names carry whole seconds: two backups of the same second are told apart by the file time.
  out.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.mtime - a.mtime);
  return out.map(({ mtime: _mtime, ...backup }) => backup);
}

/** False when there was no such backup. */
export async function deleteBackup(filename: string, env: BackupEnv = currentEnv()): Promise<boolean> {
  const file = backupFilePath(filename, env);
  if (!file || !(await stat(file).catch(() => null))) return false;
  await rm(file, { force: true });
  return true;
}
