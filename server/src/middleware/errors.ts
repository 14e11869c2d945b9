import { MSG } from '@trilha/sdk/contract';
import type { Context, Middleware } from 'koa';
import {
  BaseError,
  ConnectionError,
  ValidationError as SequelizeValidationError,
  TimeoutError,
  UniqueConstraintError,
} from 'sequelize';
import { HttpError, NotFoundError, STORAGE_FULL_CODES } from '../errors';
import { log } from '../services/logger';
import { CallerGoneError } from '../services/passwords';

/**
 * What a database that went away looks like (seen with mysql2 when mariadbd is killed,
 * restarted or shut down, and with sqlite3): new connections fail with a ConnectionError
 * (refused, timed out, pool acquire timeout), while a query on a pooled connection that just
 * died is a plain DatabaseError whose mysql2 cause is `fatal` (EPIPE, ECONNRESET,
 * PROTOCOL_CONNECTION_LOST 'Connection lost: The server closed the connection.', "Can't add new
 * command when connection is in closed state") or carries a server-gone code. Lock waits and
 * deadlocks that outlived inTransaction's retries are answered the same way: busy, retry soon.
 */
const DATABASE_GONE = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_CON_COUNT_ERROR',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
]);

/** Not writable (503), from the filesystem or from SQLite; full is STORAGE_FULL_CODES (507). */
const STORAGE_UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM', 'EIO']);

function databaseCause(err: BaseError): { code?: string; fatal?: boolean } {
  const e = err as BaseError & { parent?: { code?: string; fatal?: boolean }; original?: { code?: string } };
  return e.parent ?? e.original ?? {};
}

const gone = (e: { code?: unknown; fatal?: unknown } | undefined) =>
  e?.fatal === true || (typeof e?.code === 'string' && DATABASE_GONE.has(e.code));

function databaseUnavailable(err: unknown): boolean {
  if (err instanceof ConnectionError || err instanceof TimeoutError) return true;
  if (err instanceof BaseError) return gone(databaseCause(err));
  // A transaction whose connection died fails its rollback with mysql2's own (unwrapped) error.
  const raw = err as { code?: unknown; fatal?: unknown; sqlState?: unknown } | undefined;
  return typeof raw === 'object' && raw !== null && (raw.fatal === true || (raw.sqlState !== undefined && gone(raw)));
}

/**
 * Errors of DATA_DIR (uploads, backups, certificates): 507 Insufficient Storage when the disk is
 * full — the client cannot fix it by retrying soon —, 503 when the folder cannot be written
 * (read-only mount, permissions): an operator problem, retry later. Only Node system errors
 * (they carry `syscall`) and SQLite's own codes count: a path never reaches the answer.
 */
function storageError(err: unknown): HttpError | null {
  const e = (err instanceof BaseError ? databaseCause(err) : err) as { code?: unknown; syscall?: unknown };
  if (typeof e?.code !== 'string') return null;
  const system = typeof e.syscall === 'string' || e.code.startsWith('SQLITE_');
  if (!system) return null;
  if (STORAGE_FULL_CODES.has(e.code)) return new HttpError(507, 'insufficient_storage', MSG.storageFull);
  if (STORAGE_UNWRITABLE.has(e.code)) return new HttpError(503, 'storage_unavailable', MSG.storageUnavailable);
  return null;
}

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof UniqueConstraintError) return new HttpError(409, 'conflict', 'Registro duplicado.');
  const storage = storageError(err);
  if (storage) return storage;
  if (databaseUnavailable(err)) return new HttpError(503, 'service_unavailable', MSG.databaseUnavailable);
  if (err instanceof SequelizeValidationError) return new HttpError(400, 'validation_error', MSG.validation);
  const e = err as { status?: number; code?: string; type?: string };
  // multer and the body parser signal client errors with these codes
  if (e?.code === 'LIMIT_FILE_SIZE') return new HttpError(413, 'payload_too_large', MSG.tooLarge);
  if (typeof e?.code === 'string' && e.code.startsWith('LIMIT_'))
    return new HttpError(400, 'bad_request', MSG.validation);
  if (e?.type === 'entity.parse.failed' || e?.type === 'entity.verify.failed') {
    return new HttpError(400, 'bad_request', MSG.invalidJson);
  }
  if (e?.status === 413 || e?.type === 'entity.too.large') return new HttpError(413, 'payload_too_large', MSG.tooLarge);
  if (e?.status === 415) return new HttpError(415, 'unsupported_media_type', MSG.unsupportedType);
  return null;
}

/** What the log keeps of a failed request: its id (as answered in X-Request-Id), route and the error. */
function errorFields(ctx: Context, err: unknown): Record<string, unknown> {
  return { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, err };
}

/**
 * One place turns every error into `{ message, error }` JSON (the pt-BR text and its stable id). Unexpected errors are logged here and
 * answered with a generic pt-BR message: no stack, SQL or path ever reaches the client.
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        const { status, message, id } = NotFoundError();
        ctx.status = status;
        ctx.body = { message, error: id };
      }
    } catch (err) {
      // The caller hung up while its sign-in waited for a password check: nobody reads this answer.
      if (err instanceof CallerGoneError) {
        ctx.status = 503;
        ctx.body = { message: MSG.databaseUnavailable, error: 'caller_gone' };
        return;
      }
      const known = toHttpError(err);
      if (known) {
        ctx.status = known.status;
        ctx.body = { message: known.message, error: known.id, ...known.extra };
        if (known.status === 429 && typeof known.extra.retryAfter === 'number') {
          ctx.set('Retry-After', String(known.extra.retryAfter));
        }
        if (known.status >= 500) log().error(errorFields(ctx, err), known.id);
        return;
      }
      log().error(errorFields(ctx, err), 'erro inesperado');
      ctx.status = 500;
      ctx.body = { message: MSG.internal };
    }
  };
}
