import {
  BACKUP_LIMITS,
  BACKUP_MSG,
  type BackupCreateResponse,
  type BackupFile,
  BackupScheduleCreateSchema,
  type BackupScheduleShape,
  BackupScheduleToggleSchema,
  ConfirmRestoreSchema,
  type RestoreAnalysis,
  type RestoreConfirmResponse,
} from '../backups';
import { IdParamsSchema } from '../common';
import { endpoint, needs } from '../endpoint';
import type { MessageResponse } from '../types';
import { z } from '../zod';

const manage = needs('backups.manage');
/** Any name outside the backup file rule is simply not found: no path is ever built from it. */
const FileParams = z.object({ filename: z.string() });
type WithSchedule = MessageResponse & { schedule: BackupScheduleShape };

/** Spec §7 'Backup': backups, their schedules and the two-step restore, for those who manage backups. */
export const BACKUPS = {
  list: endpoint<{ backups: BackupFile[] }>()({ method: 'GET', path: '/api/backup/list', auth: manage }),
  create: endpoint<BackupCreateResponse>()({ method: 'POST', path: '/api/backup/create', auth: manage, status: 201 }),
  /** The zip. */
  download: endpoint()({
    method: 'GET',
    path: '/api/backup/download/:filename',
    auth: manage,
    params: FileParams,
    answer: 'file',
  }),
  remove: endpoint()({ method: 'DELETE', path: '/api/backup/delete/:filename', auth: manage, params: FileParams }),
  schedules: endpoint<{ schedules: BackupScheduleShape[] }>()({
    method: 'GET',
    path: '/api/backup/schedules',
    auth: manage,
  }),
  createSchedule: endpoint<WithSchedule>()({
    method: 'POST',
    path: '/api/backup/schedules',
    auth: manage,
    body: BackupScheduleCreateSchema,
    status: 201,
  }),
  setScheduleEnabled: endpoint<WithSchedule>()({
    method: 'PUT',
    path: '/api/backup/schedules/:id',
    auth: manage,
    params: IdParamsSchema,
    body: BackupScheduleToggleSchema,
  }),
  removeSchedule: endpoint()({
    method: 'DELETE',
    path: '/api/backup/schedules/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
  /** Restore, step one: the zip (streamed to disk, up to 2 GB) is checked and unpacked; answers its contents and the restore id. */
  analyseRestore: endpoint<RestoreAnalysis>()({
    method: 'POST',
    path: '/api/backup/restore',
    auth: manage,
    upload: { field: 'backup', maxBytes: BACKUP_LIMITS.maxUploadBytes, tooLarge: BACKUP_MSG.tooLarge },
  }),
  /** Restore, step two: replaces all data with the analysed backup. */
  confirmRestore: endpoint<RestoreConfirmResponse>()({
    method: 'POST',
    path: '/api/backup/confirm-restore',
    auth: manage,
    body: ConfirmRestoreSchema,
  }),
};
