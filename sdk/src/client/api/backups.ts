import type { BackupScheduleCreateReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const backupsApi = ({ call }: Caller) => ({
  list: () => call(E.backups.list),
  create: () => call(E.backups.create),
  /** The zip as a Blob (the bearer token is sent). */
  download: (filename: string) => call(E.backups.download, { params: { filename } }),
  remove: (filename: string) => call(E.backups.remove, { params: { filename } }),
  schedules: () => call(E.backups.schedules),
  createSchedule: (body: BackupScheduleCreateReq) => call(E.backups.createSchedule, { body }),
  setScheduleEnabled: (id: number, enabled: boolean) =>
    call(E.backups.setScheduleEnabled, { params: { id }, body: { enabled } }),
  removeSchedule: (id: number) => call(E.backups.removeSchedule, { params: { id } }),
  /** Restore, step one: uploads the zip for analysis; answers its contents and the restore id. */
  analyseRestore: (file: Blob, filename = (file as File).name ?? 'backup.zip') => {
    const form = new FormData();
    form.append('backup', file, filename);
    return call(E.backups.analyseRestore, { body: form });
  },
  /** Restore, step two: replaces all data with the analysed backup (the session may end). */
  confirmRestore: (extractPath: string) => call(E.backups.confirmRestore, { body: { extractPath } }),
});
