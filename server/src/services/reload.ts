import { startScheduler } from '../jobs/scheduler';
import { replaceMailer, runtime } from '../runtime';
import { Mailer } from './mail';
import { effectiveSmtp } from './mailSettings';
import { invalidateSettings } from './settings';

/** Rebuilds the mail transport from the settings in effect (portal SMTP settings over env). */
export async function reloadMailer(): Promise<void> {
  const { config } = runtime();
  replaceMailer(new Mailer(config, await effectiveSmtp(config)));
}

/**
 * The 'restart' an admin asks for: settings cache, mail transport and schedules reloaded in this
 * process. The process keeps running, so no request in flight is dropped.
 */
export async function reloadSystem(): Promise<void> {
  invalidateSettings();
  await reloadMailer();
  startScheduler();
}
