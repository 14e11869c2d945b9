import type { Sequelize } from 'sequelize';
import type { Config } from './config';
import type { Mailer } from './services/mail';

/** What one process holds once booted: the config, the database and the mail transport. */
export interface Runtime {
  config: Config;
  sequelize: Sequelize;
  mailer: Mailer;
}

let current: Runtime | null = null;

export function setRuntime(runtime: Runtime | null): void {
  current = runtime;
}

export function runtime(): Runtime {
  if (!current) throw new Error('Runtime not booted: call boot() first');
  return current;
}
