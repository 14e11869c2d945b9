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

/** Swaps the mail transport after an admin changes SMTP settings (in place, no restart). */
export function replaceMailer(mailer: Mailer): void {
  const rt = runtime();
  const old = rt.mailer;
  rt.mailer = mailer;
  old.close();
}

export function setRuntime(runtime: Runtime | null): void {
  current = runtime;
}

export function runtime(): Runtime {
  if (!current) throw new Error('Runtime not booted: call boot() first');
  return current;
}
