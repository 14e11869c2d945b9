import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';
import schedule, { type Job } from 'node-schedule';
import { type Actor, audit } from '../services/audit';
import { startBackupSchedules, stopBackupSchedules } from './backupSchedules';
import { runCertificateReminders } from './certificateReminders';
import { queueManagerDigests } from './managerDigest';
import { remindPracticalSessions } from './practicalReminders';
import { retentionJob } from './retention';
import { runOnce } from './runOnce';

/**
 * The process's scheduled jobs, each claimed through the database (jobs/runOnce) so that when
 * several nodes run, one of them does the work. Reloaded in place by a settings change.
 */
const jobs: Job[] = [];
const system: Actor = { user: null, ip: null, source: 'system' };

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
    schedule.scheduleJob('certificate-reminders', reminders, async (fireDate) => {
      try {
        await runOnce('certificate-reminders', dayKey(fireDate), () => runCertificateReminders());
      } catch (err) {
        await audit(system, {
          action: 'JOB_FALHOU',
          level: 'error',
          description: 'Falha no envio dos lembretes de vencimento de certificados',
          message: (err as Error).message,
        }).catch(() => undefined);
      }
    }),
  );
  // Hourly: the managers' digests queue once their weekday and hour have come (a node that was
  // down at that hour catches up at the next one; the (manager, week) key keeps it to one each).
  const hourly = new schedule.RecurrenceRule();
  hourly.minute = 5;
  hourly.tz = DISPLAY_TIME_ZONE;
  jobs.push(
    schedule.scheduleJob('manager-digests', hourly, async () => {
      try {
        await queueManagerDigests();
      } catch (err) {
        await audit(system, {
          action: 'JOB_FALHOU',
          level: 'error',
          description: 'Falha ao preparar os resumos semanais dos gestores',
          message: (err as Error).message,
        }).catch(() => undefined);
      }
    }),
  );
  // Hourly too: tomorrow's practical sessions remind their participants (each one once, claimed per row).
  jobs.push(
    schedule.scheduleJob('practical-reminders', hourly, async () => {
      try {
        await remindPracticalSessions();
      } catch (err) {
        await audit(system, {
          action: 'JOB_FALHOU',
          level: 'error',
          description: 'Falha ao enviar os lembretes das turmas práticas',
          message: (err as Error).message,
        }).catch(() => undefined);
      }
    }),
  );
  // Nightly: the LGPD retention periods (issue 24), one node per day; a run stopped midway is
  // finished by the next one (every step is idempotent).
  const nightly = new schedule.RecurrenceRule();
  nightly.hour = 3;
  nightly.minute = 30;
  nightly.tz = DISPLAY_TIME_ZONE;
  jobs.push(
    schedule.scheduleJob('retention', nightly, async (fireDate) => {
      try {
        await runOnce('retention', dayKey(fireDate), () => retentionJob());
      } catch (err) {
        await audit(system, {
          action: 'JOB_FALHOU',
          level: 'error',
          description: 'Falha na aplicação dos prazos de retenção (LGPD)',
          message: (err as Error).message,
        }).catch(() => undefined);
      }
    }),
  );
  startBackupSchedules();
}

export function stopScheduler(): void {
  for (const job of jobs.splice(0)) job.cancel();
  stopBackupSchedules();
}
