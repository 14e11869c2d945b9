import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { BACKUP_MSG, type BackupCreateResponse, E } from '@trilha/sdk/contract';
import {
  backupCreator,
  backupDeleter,
  incomingDir,
  restoreAnalyser,
  restoreConfirmer,
  scheduleCreator,
  scheduleDeleter,
  scheduleToggler,
} from '../commands/backups';
import { BadRequestError, NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { nextRunOf } from '../jobs/backupSchedules';
import { BackupSchedule } from '../models';
import { presentRestoreAnalysis, presentRestored, presentSchedule } from '../presenters/backup';
import { audit } from '../services/audit';
import { backupFilePath, listBackups } from '../services/backup';

const presented = (s: BackupSchedule) => presentSchedule(s, nextRunOf(s.id));

/** Spec §7 'Backup': for those who manage backups (spec §6); like every API answer, never cached. */
export const backupRoutes = new Routes()
  .add(E.backups.list, async () => ({ backups: await listBackups() }))
  .add(E.backups.create, async (ctx) => {
    const created = await backupCreator(ctx.state.actor);
    return {
      success: true,
      filename: created.filename,
      size: created.size,
      message: BACKUP_MSG.created,
    } satisfies BackupCreateResponse;
  })
  .add(E.backups.download, async (ctx, { params }) => {
    const { filename } = params;
    const file = backupFilePath(filename);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) throw NotFoundError(BACKUP_MSG.notFound);
    await audit(ctx.state.actor, { action: 'BACKUP_BAIXADO', description: `Backup baixado: ${filename}` });
    ctx.type = 'application/zip';
    ctx.attachment(filename);
    ctx.length = info.size;
    ctx.body = createReadStream(file);
    return undefined;
  })
  .add(E.backups.remove, async (ctx, { params }) => {
    await backupDeleter(params.filename, ctx.state.actor);
    return { success: true, message: BACKUP_MSG.deleted };
  })
  .add(E.backups.schedules, async () => {
    const rows = await BackupSchedule.findAll({ order: [['id', 'ASC']] });
    return { schedules: rows.map(presented) };
  })
  .add(E.backups.createSchedule, async (ctx, { body }) => {
    const s = await scheduleCreator(body, ctx.state.actor);
    return { success: true, message: BACKUP_MSG.scheduleCreated, schedule: presented(s) };
  })
  .add(E.backups.setScheduleEnabled, async (ctx, { params, body }) => {
    const s = await scheduleToggler(params.id, body.enabled, ctx.state.actor);
    return {
      success: true,
      message: body.enabled ? BACKUP_MSG.scheduleEnabled : BACKUP_MSG.scheduleDisabled,
      schedule: presented(s),
    };
  })
  .add(E.backups.removeSchedule, async (ctx, { params }) => {
    await scheduleDeleter(params.id, ctx.state.actor);
    return { success: true, message: BACKUP_MSG.scheduleDeleted };
  })
  .add(
    E.backups.analyseRestore,
    async (ctx, { user }) => {
      const file = ctx.request.file;
      if (!file?.path) throw BadRequestError(BACKUP_MSG.fileRequired);
      if (!/\.zip$/i.test(file.originalname)) throw BadRequestError(BACKUP_MSG.zipRequired);
      return presentRestoreAnalysis(await restoreAnalyser(user, file.path, ctx.state.actor));
    },
    // Streamed to a private folder under DATA_DIR (up to 2 GB), never held in memory.
    { toDisk: incomingDir },
  )
  .add(E.backups.confirmRestore, async (ctx, { body, user }) =>
    presentRestored(await restoreConfirmer(user, body.extractPath, ctx.state.actor)),
  );
