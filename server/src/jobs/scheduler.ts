import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';
import schedule, { type Job } from 'node-schedule';
import { saoPauloDate } from '../services/calendar';
import { startBackupSchedules, stopBackupSchedules } from './backupSchedules';
import { runCertificateReminders } from './certificateReminders';
import { queueManagerDigests } from './managerDigest';
import { remindPracticalSessions } from './practicalReminders';
import { retentionJob } from './retention';
import { runOnce } from './runOnce';
import { runTracked, settleRuns } from './tracked';
import { queueTutoringDigests } from './tutoringDigest';

/**
 * The process's scheduled jobs, each claimed through the database (jobs/runOnce) so that when
 * several nodes run, one of them does the work. Reloaded in place by a settings change.
 */
const jobs: Job[] = [];

/** A rule firing at `minute` past every hour, or at `hour`:`minute` each day, in São Paulo. */
function at(minute: number, hour?: number): schedule.RecurrenceRule {
  const rule = new schedule.RecurrenceRule();
  if (hour !== undefined) rule.hour = hour;
  rule.minute = minute;
  rule.tz = DISPLAY_TIME_ZONE;
  return rule;
}

/** A job run by one node per São Paulo day (the day of its firing is the claim's key). */
function daily(name: string, hour: number, minute: number, work: () => Promise<unknown>, failure: string) {
  jobs.push(
    schedule.scheduleJob(name, at(minute, hour), (fireDate) =>
      runTracked(name, () => runOnce(name, saoPauloDate(fireDate), work), failure),
    ),
  );
}

/** A job run every hour on every node; the work claims its own rows. */
function hourly(name: string, minute: number, work: () => Promise<unknown>, failure: string) {
  jobs.push(schedule.scheduleJob(name, at(minute), () => runTracked(name, work, failure)));
}

export function startScheduler(): void {
  stopScheduler();
  daily(
    'certificate-reminders',
    7,
    0,
    runCertificateReminders,
    'Falha no envio dos lembretes de vencimento de certificados',
  );
  // The managers' digests queue once their weekday and hour have come (a node that was down at
  // that hour catches up at the next one; the (manager, week) key keeps it to one each).
  hourly('manager-digests', 5, queueManagerDigests, 'Falha ao preparar os resumos semanais dos gestores');
  // Tomorrow's practical sessions remind their participants (each one once, claimed per row).
  hourly('practical-reminders', 5, remindPracticalSessions, 'Falha ao enviar os lembretes das turmas práticas');
  // The tutors hear of questions past their due time.
  daily('tutoring-digest', 8, 0, queueTutoringDigests, 'Falha ao enviar o resumo diário da tutoria');
  // The LGPD retention periods (issue 24); a run stopped midway is finished by the next one
  // (every step is idempotent).
  daily('retention', 3, 30, retentionJob, 'Falha na aplicação dos prazos de retenção (LGPD)');
  startBackupSchedules();
}

export function stopScheduler(): void {
  for (const job of jobs.splice(0)) job.cancel();
  stopBackupSchedules();
}

/**
 * Shutdown: no new firing, and the runs under way finish (a backup being written, reminders being
 * queued), at most `timeoutMs`; what is left is claimed again by a later run (runOnce, idempotent steps).
 */
export async function drainScheduler(timeoutMs: number): Promise<void> {
  stopScheduler();
  await settleRuns(timeoutMs);
}
