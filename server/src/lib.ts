/** What the CLI and the tests use from the server: the same code paths the API runs. */
export { boot, type RunningServer, shutdown, startServer } from './boot';
export { adminCreator, firstAdminSeeder } from './commands/admins';
export { backupPruner } from './commands/backupPruner';
export {
  backupAnalyser,
  backupCreator,
  backupRestorer,
  scheduleCreator,
  scheduleDeleter,
  scheduleToggler,
} from './commands/backups';
export { demoContentSeeder } from './commands/demoContent';
export { logCleaner } from './commands/logs';
export { userImporter } from './commands/userImport';
export { type Config, loadConfig } from './config';
export { migrate, migrator } from './db/migrate';
export { BackupSchedule, Company, Course, User } from './models';
export { planImport } from './queries/userImport';
export { listUsers } from './queries/users';
export { runtime } from './runtime';
export type { Actor } from './services/audit';
export { listBackups } from './services/backup';
export { evidenceKey, keyIdOf } from './services/evidence/keys';
export { verifyPack } from './services/evidence/verify';
export { LockBusyError } from './services/locks';
export { type ImportIssue, type ImportRow, parseUserCsv } from './services/userCsv';
