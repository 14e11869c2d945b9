import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import Router from '@koa/router';
import {
  BACKUP_LIMITS,
  BACKUP_MSG,
  type BackupCreateResponse,
  BackupScheduleCreateSchema,
  BackupScheduleToggleSchema,
  ConfirmRestoreSchema,
  IdParamsSchema,
} from '@trilha/sdk/contract';
import type { Middleware } from 'koa';
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
import { nextRunOf } from '../jobs/backupSchedules';
import { auth, currentUser, requireAdmin } from '../middleware/auth';
import { singleFile } from '../middleware/upload';
import { BackupSchedule } from '../models';
import { presentSchedule } from '../presenters/backup';
import { audit } from '../services/audit';
import { backupFilePath, listBackups } from '../services/backup';
import type { AppState } from '../state';
import { parse } from '../validation';

/** Spec §7 'Backup': every call admin-only (spec §6), answers never cached. */
export const backupRouter = new Router<AppState>({ prefix: '/api/backup' });

const noStore: Middleware<AppState> = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

backupRouter.use(noStore);

backupRouter.get('/list', auth(), requireAdmin(), async (ctx) => {
  ctx.body = { backups: await listBackups() };
});

backupRouter.post('/create', auth(), requireAdmin(), async (ctx) => {
  const created = await backupCreator(ctx.state.actor);
  ctx.status = 201;
  ctx.body = {
    success: true,
    filename: created.filename,
    size: created.size,
    message: BACKUP_MSG.created,
  } satisfies BackupCreateResponse;
});

/** Any name outside our rule is simply not found: no path is ever built from it. */
backupRouter.get('/download/:filename', auth(), requireAdmin(), async (ctx) => {
  const filename = String(ctx.params.filename);
  const file = backupFilePath(filename);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) throw NotFoundError(BACKUP_MSG.notFound);
  await audit(ctx.state.actor, { action: 'BACKUP_BAIXADO', description: `Backup baixado: ${filename}` });
  ctx.type = 'application/zip';
  ctx.attachment(filename);
  ctx.length = info.size;
  ctx.body = createReadStream(file);
});

backupRouter.delete('/delete/:filename', auth(), requireAdmin(), async (ctx) => {
  await backupDeleter(String(ctx.params.filename), ctx.state.actor);
  ctx.body = { success: true, message: BACKUP_MSG.deleted };
});

backupRouter.get('/schedules', auth(), requireAdmin(), async (ctx) => {
  const rows = await BackupSchedule.findAll({ order: [['id', 'ASC']] });
  ctx.body = { schedules: rows.map((s) => presentSchedule(s, nextRunOf(s.id))) };
});

backupRouter.post('/schedules', auth(), requireAdmin(), async (ctx) => {
  const input = parse(BackupScheduleCreateSchema, ctx.request.body);
  const s = await scheduleCreator(input, ctx.state.actor);
  ctx.status = 201;
  ctx.body = { success: true, message: BACKUP_MSG.scheduleCreated, schedule: presentSchedule(s, nextRunOf(s.id)) };
});

backupRouter.put('/schedules/:id', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  const { enabled } = parse(BackupScheduleToggleSchema, ctx.request.body);
  const s = await scheduleToggler(id, enabled, ctx.state.actor);
  ctx.body = {
    success: true,
    message: enabled ? BACKUP_MSG.scheduleEnabled : BACKUP_MSG.scheduleDisabled,
    schedule: presentSchedule(s, nextRunOf(s.id)),
  };
});

backupRouter.delete('/schedules/:id', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  await scheduleDeleter(id, ctx.state.actor);
  ctx.body = { success: true, message: BACKUP_MSG.scheduleDeleted };
});

/** The upload is streamed to a private folder under DATA_DIR (up to 2 GB), never held in memory. */
const ensureIncoming: Middleware<AppState> = async (_ctx, next) => {
  await mkdir(incomingDir(), { recursive: true, mode: 0o700 });
  await next();
};

backupRouter.post(
  '/restore',
  auth(),
  requireAdmin(),
  ensureIncoming,
  singleFile('backup', BACKUP_LIMITS.maxUploadBytes, BACKUP_MSG.tooLarge, { toDisk: incomingDir }),
  async (ctx) => {
    const file = ctx.request.file;
    if (!file?.path) throw BadRequestError(BACKUP_MSG.fileRequired);
    if (!/\.zip$/i.test(file.originalname)) throw BadRequestError(BACKUP_MSG.zipRequired);
    ctx.body = await restoreAnalyser(currentUser(ctx.state), file.path, ctx.state.actor);
  },
);

backupRouter.post('/confirm-restore', auth(), requireAdmin(), async (ctx) => {
  const { extractPath } = parse(ConfirmRestoreSchema, ctx.request.body);
  ctx.body = await restoreConfirmer(currentUser(ctx.state), extractPath, ctx.state.actor);
});
