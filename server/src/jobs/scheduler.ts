import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';
import schedule, { type Job } from 'node-schedule';
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

function dayKey(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(at);
}

export function startScheduler(): void {
  stopScheduler();
  const reminders = new schedule.RecurrenceRule();
  reminders.hour = 7;
  reminders.minute = 0;
  reminders.tz = DISPLAY_TIME_ZONE;
  jobs.push(
    schedule.scheduleJob('certificate-reminders', reminders, (fireDate) =>
      runTracked(
        'certificate-reminders',
        () => runOnce('certificate-reminders', dayKey(fireDate), () => runCertificateReminders()),
        'Falha no envio dos lembretes de vencimento de certificados',
      ),
    ),
  );
  // Hourly: the managers' digests queue once their weekday and hour have come (a node that was
  // down at that hour catches up at the next one; the (manager, week) key keeps it to one each).
  const hourly = new schedule.RecurrenceRule();
  hourly.minute = 5;
  hourly.tz = DISPLAY_TIME_ZONE;
  jobs.push(
    schedule.scheduleJob('manager-digests', hourly, () =>
      runTracked('manager-digests', () => queueManagerDigests(), 'Falha ao preparar os resumos semanais dos gestores'),
    ),
  );
  // Hourly too: tomorrow's practical sessions remind their participants (each one once, claimed per row).
  jobs.push(
    schedule.scheduleJob('practical-reminders', hourly, () =>
      runTracked(
        'practical-reminders',
        () => remindPracticalSessions(),
        'Falha ao enviar os lembretes das turmas práticas',
      ),
    ),
  );
  // Daily at 8:00: the tutors hear of questions past their due time (one node per day).
  const morning = new schedule.RecurrenceRule();
  morning.hour = 8;
  morning.minute = 0;
  morning.tz = DISPLAY_TIME_ZONE;
  jobs.push(
    schedule.scheduleJob('tutoring-digest', morning, (fireDate) =>
      runTracked(
        'tutoring-digest',
        () => runOnce('tutoring-digest', dayKey(fireDate), () => queueTutoringDigests()),
        'Falha ao enviar o resumo diário da tutoria',
      ),
    ),
  );
  // Nightly: the LGPD retention periods (issue 24), one node per day; a run stopped midway is
  // finished by the next one (every step is idempotent).
  const nightly = new schedule.RecurrenceRule();
  nightly.hour = 3;
  nightly.minute = 30;
  nightly.tz = DISPLAY_TIME_ZONE;
  jobs.push(
    schedule.scheduleJob('retention', nightly, (fireDate) =>
      runTracked(
        'retention',
        () => runOnce('retention', dayKey(fireDate), () => retentionJob()),
        'Falha na aplicação dos prazos de retenção (LGPD)',
      ),
    ),
  );
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
