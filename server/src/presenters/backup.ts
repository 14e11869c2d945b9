import type { BackupFrequency, BackupScheduleShape } from '@trilha/sdk/contract';
import type { BackupSchedule } from '../models';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export function presentSchedule(s: BackupSchedule, nextRun: Date | null): BackupScheduleShape {
  return {
    id: s.id,
    name: s.name,
    frequency: s.frequency as BackupFrequency,
    time: s.time,
    enabled: Boolean(s.enabled),
    retention_days: s.retention_days,
    last_run_at: iso(s.last_run_at),
    next_run_at: s.enabled ? iso(nextRun) : null,
    created_at: iso(s.created_at) as string,
  };
}
