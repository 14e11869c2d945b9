import { MSG } from '@trilha/sdk/contract';
import type { Middleware } from 'koa';
import { ConnectionError, ValidationError as SequelizeValidationError, UniqueConstraintError } from 'sequelize';
import { HttpError } from '../errors';

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof UniqueConstraintError) return new HttpError(409, 'conflict', 'Registro duplicado.');
  if (err instanceof ConnectionError) return new HttpError(503, 'service_unavailable', MSG.databaseUnavailable);
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

/**
 * One place turns every error into `{ message }` JSON. Unexpected errors are logged here and
 * answered with a generic pt-BR message: no stack, SQL or path ever reaches the client.
 */
export function errorHandler(logLevel: string): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { message: MSG.notFound };
      }
    } catch (err) {
      const known = toHttpError(err);
      if (known) {
        ctx.status = known.status;
        ctx.body = { message: known.message, ...known.extra };
        if (known.status === 429 && typeof known.extra.retryAfter === 'number') {
          ctx.set('Retry-After', String(known.extra.retryAfter));
        }
        if (known.status >= 500 && logLevel !== 'silent') console.error('[api]', ctx.method, ctx.path, err);
        return;
      }
      if (logLevel !== 'silent') console.error('[api] erro inesperado', ctx.method, ctx.path, err);
      ctx.status = 500;
      ctx.body = { message: MSG.internal };
    }
  };
}
