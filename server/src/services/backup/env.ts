import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { runtime } from '../../runtime';

/**
 * What a backup reads from and restores into: one database and one data folder. The server and
 * the CLI pass nothing and get the booted runtime; tests pass a second database to cross engines.
 */
export interface BackupEnv {
  sequelize: Sequelize;
  dataDir: string;
  uploadsDir: string;
}

export function currentEnv(): BackupEnv {
  const { sequelize, config } = runtime();
  return { sequelize, dataDir: config.dataDir, uploadsDir: config.uploadsDir };
}

/** The zips: DATA_DIR/backups. */
export const backupsDir = (env: BackupEnv) => path.join(env.dataDir, 'backups');

/** Private working area of restores: uploaded zips and the folders they are unpacked into. */
export const restoresDir = (env: BackupEnv) => path.join(env.dataDir, 'restores');
