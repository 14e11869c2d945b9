import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_LIMITS, BACKUP_MSG, type BackupScheduleCreateSchema } from '@trilha/sdk/contract';
import { Op, type Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../errors';
import { reloadBackupSchedules } from '../jobs/backupSchedules';
import { BackupSchedule, RestoreSession, type User } from '../models';
import { authorizeRestore } from '../policies/backups';
import { type Actor, audit } from '../services/audit';
import {
  analyseBackup,
  type BackupAnalysis,
  type BackupProgress,
  type CreatedBackup,
  createBackup,
  currentEnv,
  deleteBackup,
  openAnalysis,
  type RestoreProgress,
  type RestoreResult,
  restoreBackup,
  restoresDir,
  sweepPartials,
} from '../services/backup';
import { now } from '../services/clock';
import { LockBusyError, withLock } from '../services/locks';
import { reloadMailer } from '../services/reload';
import { invalidateSettings } from '../services/settings';

const TTL_MS = BACKUP_LIMITS.restoreTtlMinutes * 60_000;
const INCOMING = '.incoming';

/** Where multer streams an uploaded backup: private, inside DATA_DIR, same disk as the unpacking. */
export function incomingDir(): string {
  return path.join(restoresDir(currentEnv()), INCOMING);
}

export async function backupCreator(
  actor: Actor,
  options: { onProgress?: (progress: BackupProgress) => void } = {},
): Promise<CreatedBackup> {
  await sweepPartials();
  const created = await createBackup({
    source: actor.source === 'cli' ? 'cli' : 'manual',
    onProgress: options.onProgress,
  });
  await audit(actor, {
    action: 'BACKUP_CRIADO',
    description: `Backup criado: ${created.filename} (${created.size} bytes)`,
  });
  return created;
}

export async function backupDeleter(filename: string, actor: Actor): Promise<void> {
  if (!(await deleteBackup(filename))) throw NotFoundError(BACKUP_MSG.notFound);
  await audit(actor, { action: 'BACKUP_EXCLUIDO', description: `Backup excluído: ${filename}` });
}

/**
 * Drops expired restore analyses (rows and folders), unpacked folders no row points to (a
 * crash between unpacking and saving the row) and uploads left behind in the incoming folder.
 */
export async function restoreSweeper(): Promise<void> {
  const root = restoresDir(currentEnv());
  const at = now();
  const expired = await RestoreSession.findAll({ where: { expires_at: { [Op.lte]: at } } });
  for (const s of expired) await rm(path.join(root, s.folder), { recursive: true, force: true });
  if (expired.length) await RestoreSession.destroy({ where: { id: expired.map((s) => s.id) } });
  const live = new Set((await RestoreSession.findAll({ attributes: ['folder'] })).map((s) => s.folder));
  const old = Date.now() - TTL_MS;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    if (name === INCOMING || live.has(name)) continue;
    const info = await stat(path.join(root, name)).catch(() => null);
    if (info && info.mtimeMs < old) await rm(path.join(root, name), { recursive: true, force: true });
  }
  for (const name of await readdir(path.join(root, INCOMING)).catch(() => [] as string[])) {
    const file = path.join(root, INCOMING, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < Date.now() - 86_400_000) await rm(file, { force: true });
  }
}

/** Checks and unpacks a backup zip into a private folder; a refused zip is audited. */
export async function backupAnalyser(zipPath: string, actor: Actor): Promise<BackupAnalysis> {
  try {
    return await analyseBackup(zipPath);
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) {
      await audit(actor, { action: 'BACKUP_RECUSADO', level: 'warn', description: `Backup recusado: ${err.message}` });
    }
    throw err;
  }
}

/** An analysed upload waiting for its confirmation under an opaque restore id. */
export interface PendingRestore {
  analysis: BackupAnalysis;
  restoreId: string;
  expiresAt: Date;
}

/**
 * Step one of a restore: checks and unpacks the uploaded zip, then keeps it for 30 minutes
 * under an opaque id bound to this admin. The browser only ever holds that id.
 */
export async function restoreAnalyser(user: User, zipPath: string, actor: Actor): Promise<PendingRestore> {
  await restoreSweeper();
  const analysis = await backupAnalyser(zipPath, actor);
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now().getTime() + TTL_MS);
  try {
    await inTransaction(async (transaction) => {
      await RestoreSession.create(
        { id, user_id: user.id, folder: path.basename(analysis.folder), expires_at: expiresAt },
        { transaction },
      );
      await audit(
        actor,
        {
          action: 'BACKUP_ANALISADO',
          description: `Backup analisado para restauração (de ${analysis.manifest.created_at}, ${analysis.contents.reduce((n, c) => n + c.rows, 0)} registros, ${analysis.files} arquivos)`,
        },
        transaction,
      );
    });
  } catch (err) {
    await rm(analysis.folder, { recursive: true, force: true });
    throw err;
  }
  return { analysis, restoreId: id, expiresAt };
}

/** Puts a claimed analysis back so the same upload can be confirmed again (until it expires). */
async function reopen(session: RestoreSession, folder: string): Promise<void> {
  if (!(await stat(folder).catch(() => null))) return;
  await RestoreSession.create({
    id: session.id,
    user_id: session.user_id,
    folder: session.folder,
    expires_at: session.expires_at,
  }).catch(() => undefined);
}

/**
 * Step two: only the admin who analysed, before expiry. The row is claimed by deleting it (one
 * request wins, on any node), and the restore runs under the cluster-wide 'restore' lock the CLI
 * also takes; on failure the row is put back so the same analysis can be retried.
 */
export async function restoreConfirmer(user: User, restoreId: string, actor: Actor): Promise<RestoreResult> {
  const session = await RestoreSession.findByPk(restoreId);
  authorizeRestore(user, session);
  const folder = path.join(restoresDir(currentEnv()), session.folder);
  if (new Date(session.expires_at).getTime() <= now().getTime()) {
    await session.destroy();
    await rm(folder, { recursive: true, force: true });
    throw BadRequestError(BACKUP_MSG.restoreExpired);
  }
  if (!(await RestoreSession.destroy({ where: { id: session.id } }))) throw ConflictError(BACKUP_MSG.restoreBusy);
  let result: RestoreResult;
  try {
    const analysis = await openAnalysis(folder).catch(async (err) => {
      await auditRestoreFailure(actor, err);
      throw err;
    });
    result = await backupRestorer(analysis, actor);
  } catch (err) {
    await reopen(session, folder);
    if (err instanceof LockBusyError) throw ConflictError(BACKUP_MSG.restoreBusy);
    throw err;
  }
  await rm(folder, { recursive: true, force: true });
  return result;
}

async function auditRestoreFailure(actor: Actor, err: unknown): Promise<void> {
  const cause = (err as { cause?: Error }).cause;
  await audit(actor, {
    action: 'BACKUP_RESTAURACAO_FALHOU',
    level: 'error',
    description: `Falha ao restaurar backup: ${(err as Error).message}`,
    message: cause?.message ?? (err as Error).message,
  }).catch(() => undefined);
}

/**
 * Replaces the data with an analysed backup under the cluster-wide 'restore' lock (a busy lock
 * throws LockBusyError, unaudited: nothing was tried), the audit row inside the restore's
 * transaction. Then this process drops its settings cache and rebuilds its mail transport from
 * the restored settings, and reschedules the backup schedules if it runs them: a server does,
 * the CLI never starts the scheduler, so there this step does nothing and the running server
 * picks the restored schedules up on its own resync.
 */
export async function backupRestorer(
  analysis: BackupAnalysis,
  actor: Actor,
  options: { safetyBackup?: boolean; onProgress?: (progress: RestoreProgress) => void } = {},
): Promise<RestoreResult> {
  const safetyBackup = options.safetyBackup ?? true;
  const safety = safetyBackup
    ? 'backup de segurança dos dados anteriores salvo antes da restauração'
    : 'sem backup de segurança dos dados anteriores';
  let result: RestoreResult;
  try {
    result = await withLock('restore', () =>
      restoreBackup(analysis, {
        safetyBackup,
        onProgress: options.onProgress,
        inTransaction: (transaction) =>
          audit(
            actor,
            {
              action: 'BACKUP_RESTAURADO',
              description: `Backup restaurado (de ${analysis.manifest.created_at}); ${safety}`,
            },
            transaction,
          ),
      }),
    );
  } catch (err) {
    if (!(err instanceof LockBusyError)) await auditRestoreFailure(actor, err);
    throw err;
  }
  invalidateSettings();
  // The restored settings may carry another SMTP server: rebuild the transport from them.
  await reloadMailer().catch(() => undefined);
  await reloadBackupSchedules().catch(() => undefined);
  return result;
}

type ScheduleInput = z.output<typeof BackupScheduleCreateSchema>;

async function findSchedule(id: number, transaction: Transaction): Promise<BackupSchedule> {
  const s = await BackupSchedule.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!s) throw NotFoundError(BACKUP_MSG.scheduleNotFound);
  return s;
}

export async function scheduleCreator(input: ScheduleInput, actor: Actor): Promise<BackupSchedule> {
  const created = await inTransaction(async (transaction) => {
    const s = await BackupSchedule.create(input, { transaction });
    await audit(
      actor,
      {
        action: 'AGENDAMENTO_CRIADO',
        description: `Agendamento de backup criado: "${s.name}" (${s.frequency}, ${s.time}, retenção de ${s.retention_days} dias${s.enabled ? '' : ', inativo'})`,
      },
      transaction,
    );
    return s;
  });
  await reloadBackupSchedules();
  return created;
}

export async function scheduleToggler(id: number, enabled: boolean, actor: Actor): Promise<BackupSchedule> {
  const updated = await inTransaction(async (transaction) => {
    const s = await findSchedule(id, transaction);
    await s.update({ enabled }, { transaction });
    await audit(
      actor,
      {
        action: 'AGENDAMENTO_ALTERADO',
        description: `Agendamento de backup ${enabled ? 'ativado' : 'desativado'}: "${s.name}"`,
      },
      transaction,
    );
    return s;
  });
  await reloadBackupSchedules();
  return updated;
}

export async function scheduleDeleter(id: number, actor: Actor): Promise<void> {
  await inTransaction(async (transaction) => {
    const s = await findSchedule(id, transaction);
    await s.destroy({ transaction });
    await audit(
      actor,
      { action: 'AGENDAMENTO_EXCLUIDO', description: `Agendamento de backup excluído: "${s.name}"` },
      transaction,
    );
  });
  await reloadBackupSchedules();
}
