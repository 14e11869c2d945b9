import { type Actor, audit } from '../services/audit';
import { deleteBackup, listBackups } from '../services/backup';
import { now } from '../services/clock';

export interface PruneScope {
  /** Only this schedule's backups (…-agendado-<id>.zip): its retention, run after each slot. */
  schedule?: { id: number; name: string };
  /** Never deleted, whatever its age (the backup a scheduled run just made). */
  keep?: string;
}

/**
 * Deletes the backups older than `keepDays`; the newest one considered is always kept. The
 * operator's prune considers every backup; a schedule's retention only the backups that schedule
 * made, so manual backups and the safety copies made before a restore are never pruned by it.
 * One audit row lists what went.
 */
export async function backupPruner(keepDays: number, actor: Actor, scope: PruneScope = {}): Promise<string[]> {
  const limit = now().getTime() - keepDays * 86_400_000;
  const { schedule, keep } = scope;
  const candidates = (await listBackups()).filter((b) => !schedule || b.schedule_id === schedule.id);
  const newest = candidates[0]?.filename;
  const removed: string[] = [];
  for (const backup of candidates) {
    if (backup.filename === newest || backup.filename === keep) continue;
    if (new Date(backup.created_at).getTime() >= limit) continue;
    if (await deleteBackup(backup.filename)) removed.push(backup.filename);
  }
  if (removed.length) {
    const what = `${removed.length} backup(s) removido(s): ${removed.join(', ')}`;
    await audit(actor, {
      action: 'BACKUP_EXCLUIDO',
      description: schedule
        ? `Retenção de ${keepDays} dias do agendamento "${schedule.name}": ${what}`
        : `Limpeza de backups com mais de ${keepDays} dias: ${what}`,
    });
  }
  return removed;
}
