import type {
  BackupCreateResponse,
  BackupFile,
  BackupScheduleCreateReq,
  BackupScheduleShape,
  MessageResponse,
  RestoreAnalysis,
  RestoreConfirmResponse,
} from '../../contract';
import type { Caller } from './caller';

export const backupsApi = ({ http, get, send, call }: Caller) => ({
  list: () => get<{ backups: BackupFile[] }>('/api/backup/list'),
  create: () => send<BackupCreateResponse>('POST', '/api/backup/create'),
  /** The zip as a Blob (the bearer token is sent). */
  download: async (filename: string) =>
    (await http.request<Response>('GET', `/api/backup/download/${encodeURIComponent(filename)}`, { raw: true })).blob(),
  remove: (filename: string) => send<MessageResponse>('DELETE', `/api/backup/delete/${encodeURIComponent(filename)}`),
  schedules: () => get<{ schedules: BackupScheduleShape[] }>('/api/backup/schedules'),
  createSchedule: (body: BackupScheduleCreateReq) =>
    send<MessageResponse & { schedule: BackupScheduleShape }>('POST', '/api/backup/schedules', body),
  setScheduleEnabled: (id: number, enabled: boolean) =>
    send<MessageResponse & { schedule: BackupScheduleShape }>('PUT', `/api/backup/schedules/${id}`, { enabled }),
  removeSchedule: (id: number) => send<MessageResponse>('DELETE', `/api/backup/schedules/${id}`),
  /** Restore, step one: uploads the zip for analysis; answers its contents and the restore id. */
  analyseRestore: (file: Blob, filename = (file as File).name ?? 'backup.zip') => {
    const form = new FormData();
    form.append('backup', file, filename);
    return http.request<RestoreAnalysis>('POST', '/api/backup/restore', { body: form });
  },
  /** Restore, step two: replaces all data with the analysed backup (the session may end). */
  confirmRestore: (extractPath: string) =>
    send<RestoreConfirmResponse>('POST', '/api/backup/confirm-restore', { extractPath }),
});
