/**
 * Backups as plain functions, shared by the API (commands/backups) and the operator CLI:
 * createBackup -> zip; analyseBackup(zip) -> checked, unpacked analysis; restoreBackup(analysis).
 */
export { type AnalyseOptions, analyseBackup, type BackupAnalysis, openAnalysis } from './analyse';
export {
  type BackupProgress,
  type CreateBackupOptions,
  type CreatedBackup,
  createBackup,
  type ManifestSource,
  portableRows,
  sweepPartials,
} from './create';
export { type BackupEnv, backupsDir, currentEnv, restoresDir } from './env';
export { backupFilePath, deleteBackup, listBackups } from './files';
export { type DatabaseLayout, describeDatabase, type TableInfo } from './layout';
export { FORMAT_VERSION, type Manifest } from './manifest';
export { localMinute, parseBackupFileName } from './names';
export { type RestoreOptions, type RestoreProgress, type RestoreResult, restoreBackup } from './restore';
export { DEFAULT_ZIP_LIMITS, type ZipLimits } from './unzip';
export { toPortable } from './values';
