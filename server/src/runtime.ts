import type { Sequelize } from 'sequelize';
import type { Config } from './config';
import type { Mailer } from './services/mail';
import type { Metrics } from './services/metrics';

/** What one process holds once booted: the config, the database, the mail transport and its metrics. */
export interface Runtime {
  config: Config;
  sequelize: Sequelize;
  mailer: Mailer;
  metrics: Metrics;
  /** Set by a shutdown (SIGTERM): /readyz answers 503 so load balancers stop sending. */
  draining?: boolean;
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
