import { BACKUP_FILENAME_RE, type BackupSource, DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';

/**
 * Backup file names carry their creation time in America/Sao_Paulo (what the admins read) and
 * their origin: backup-2026-11-22-020000-agendado-3.zip was made by schedule 3.
 */
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function localFields(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const out: Record<string, string> = {};
  for (const p of parts.formatToParts(at)) out[p.type] = p.value;
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** 'YYYY-MM-DD-HHmmss' in São Paulo time. */
export function localStamp(at: Date): string {
  const f = localFields(at);
  return `${f.year}-${f.month}-${f.day}-${f.hour}${f.minute}${f.second}`;
}

/** 'YYYY-MM-DD HH:mm' in São Paulo time: the run key of a scheduled slot. */
export function localMinute(at: Date): string {
  const f = localFields(at);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}`;
}

/** The UTC instant of a São Paulo wall-clock time (two passes settle any offset change). */
function fromLocal(y: number, mo: number, d: number, h: number, mi: number, s: number): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const f = localFields(new Date(guess));
    const shown = Date.UTC(+f.year, +f.month - 1, +f.day, +f.hour, +f.minute, +f.second);
    guess = wall - (shown - guess);
  }
  return new Date(guess);
}

export function backupFileName(at: Date, source: BackupSource, scheduleId?: number, attempt = 1): string {
  const tag = source === 'schedule' ? `-agendado-${scheduleId}` : source === 'pre-restore' ? '-pre-restauracao' : '';
  return `backup-${localStamp(at)}${tag}${attempt > 1 ? `-${attempt}` : ''}.zip`;
}

export interface ParsedBackupName {
  createdAt: Date;
  source: BackupSource;
  scheduleId: number | null;
}

/** Null for anything that is not one of our file names (the only names the API ever accepts). */
export function parseBackupFileName(name: string): ParsedBackupName | null {
  if (!BACKUP_FILENAME_RE.test(name)) return null;
  const m = /^backup-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})(?:-agendado-(\d+)|(-pre-restauracao))?/.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, schedule, pre] = m;
  return {
    createdAt: fromLocal(
      +(y as string),
      +(mo as string),
      +(d as string),
      +(h as string),
      +(mi as string),
      +(s as string),
    ),
    source: schedule ? 'schedule' : pre ? 'pre-restore' : 'manual',
    scheduleId: schedule ? Number(schedule) : null,
  };
}
