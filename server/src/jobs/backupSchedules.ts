import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';
import schedule, { type Job } from 'node-schedule';
import { backupPruner } from '../commands/backupPruner';
import { BackupSchedule } from '../models';
import { type Actor, audit } from '../services/audit';
import { createBackup, localMinute, sweepPartials } from '../services/backup';
import { now } from '../services/clock';
import { runOnce } from './runOnce';
import { runTracked } from './tracked';

/**
 * The backup schedules of this process: one node-schedule job per enabled schedule, in
 * America/Sao_Paulo. Every node runs the same jobs; runOnce lets one of them do each slot.
 * Changes made through this process reload at once; other nodes' changes within 5 minutes.
 */
const jobs = new Map<number, Job>();
let resync: Job | null = null;
let generation = 0;
let signature = '';
/** Only a process that started the scheduler (the server) keeps jobs; the CLI never does. */
let active = false;
const system: Actor = { user: null, ip: null, source: 'system' };

/** Daily at HH:MM, weekly on Sundays, monthly on day 1. */
export function ruleFor(s: Pick<BackupSchedule, 'frequency' | 'time'>): schedule.RecurrenceRule {
  const [hour, minute] = s.time.split(':').map(Number);
  const rule = new schedule.RecurrenceRule();
  rule.tz = DISPLAY_TIME_ZONE;
  rule.hour = hour ?? 2;
  rule.minute = minute ?? 0;
  rule.second = 0;
  if (s.frequency === 'weekly') rule.dayOfWeek = 0;
  if (s.frequency === 'monthly') rule.date = 1;
  return rule;
}

const signatureOf = (rows: BackupSchedule[]) =>
  rows.map((s) => `${s.id}:${s.enabled}:${s.frequency}:${s.time}`).join('|');

function install(rows: BackupSchedule[]): void {
  for (const job of jobs.values()) job.cancel();
  jobs.clear();
  signature = signatureOf(rows);
  for (const s of rows) {
    if (!s.enabled) continue;
    const id = s.id;
    // Counted and tracked like every job (a shutdown waits for a backup being written); the run
    // writes its own failure to the system log.
    const job = schedule.scheduleJob(ruleFor(s), (fireDate: Date) =>
      runTracked('backup-schedule', () => runScheduledBackup(id, fireDate)),
    );
    if (job) jobs.set(id, job);
  }
}

/** Re-reads the schedules and reschedules this process (after any change to them or a restore). */
export async function reloadBackupSchedules(): Promise<void> {
  if (!active) return;
  const mine = ++generation;
  const rows = await BackupSchedule.findAll({ order: [['id', 'ASC']] });
  if (active && mine === generation) install(rows);
}

export function startBackupSchedules(): void {
  stopBackupSchedules();
  active = true;
  reloadBackupSchedules().catch(() => undefined);
  resync = schedule.scheduleJob('*/5 * * * *', async () => {
    try {
      const rows = await BackupSchedule.findAll({ order: [['id', 'ASC']] });
      if (signatureOf(rows) !== signature) install(rows);
    } catch {
      // the database is away: the next pass tries again
    }
  });
}

export function stopBackupSchedules(): void {
  active = false;
  generation += 1;
  for (const job of jobs.values()) job.cancel();
  jobs.clear();
  resync?.cancel();
  resync = null;
  signature = '';
}

/** When this process will next run a schedule (null when disabled or not loaded). */
export function nextRunOf(id: number): Date | null {
  const next = jobs.get(id)?.nextInvocation() as unknown as Date | { toDate(): Date } | null | undefined;
  if (!next) return null;
  return next instanceof Date ? next : next.toDate();
}

export interface ScheduledRun {
  filename: string;
  pruned: string[];
}

/**
 * One slot of a schedule, claimed cluster-wide (job 'backup-schedule-<id>', key = the São Paulo
 * minute of the slot): the backup, then the schedule's retention (never the file just made).
 * Null when another node had the slot or the schedule is gone or disabled.
 */
export async function runScheduledBackup(scheduleId: number, fireDate: Date): Promise<ScheduledRun | null> {
  try {
    return await runOnce(`backup-schedule-${scheduleId}`, localMinute(fireDate), async () => {
      const s = await BackupSchedule.findByPk(scheduleId);
      if (!s?.enabled) return null;
      await sweepPartials();
      const created = await createBackup({ source: 'schedule', scheduleId });
      await audit(system, {
        action: 'BACKUP_CRIADO',
        description: `Backup agendado "${s.name}" criado: ${created.filename}`,
      });
      const pruned = await backupPruner(s.retention_days, system, { schedule: s, keep: created.filename });
      await s.update({ last_run_at: now() });
      return { filename: created.filename, pruned };
    });
  } catch (err) {
    await audit(system, {
      action: 'JOB_FALHOU',
      level: 'error',
      description: `Falha no backup agendado (agendamento ${scheduleId})`,
      message: (err as Error).message,
    }).catch(() => undefined);
    throw err;
  }
}
