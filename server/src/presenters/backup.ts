import {
  BACKUP_MSG,
  type BackupFrequency,
  type BackupScheduleShape,
  type RestoreAnalysis,
  type RestoreConfirmResponse,
} from '@trilha/sdk/contract';
import type { PendingRestore } from '../commands/backups';
import type { BackupSchedule } from '../models';
import type { RestoreResult } from '../services/backup';

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

/** What an uploaded backup holds, and the opaque id that confirms its restore (never a path). */
export function presentRestoreAnalysis({ analysis, restoreId, expiresAt }: PendingRestore): RestoreAnalysis {
  const { manifest } = analysis;
  return {
    success: true,
    contents: analysis.contents,
    files: analysis.files,
    uploads_bytes: analysis.uploadsBytes,
    manifest: {
      format_version: manifest.format_version,
      app_version: manifest.app_version,
      created_at: manifest.created_at,
      dialect: manifest.dialect,
      source: manifest.source,
    },
    extractPath: restoreId,
    expires_at: expiresAt.toISOString(),
  };
}

export function presentRestored(result: RestoreResult): RestoreConfirmResponse {
  return {
    success: true,
    message: BACKUP_MSG.restored,
    safety_backup: result.safetyBackup ?? '',
    tables: result.tables,
    rows: result.rows,
    files: result.files,
  };
}
