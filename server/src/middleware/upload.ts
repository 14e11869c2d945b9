import type { Middleware } from 'koa';
import multer from 'multer';
import { BadRequestError, PayloadTooLargeError } from '../errors';
import type { AppState } from '../state';

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

declare module 'koa' {
  interface Request {
    file?: UploadedFile;
  }
}

/**
 * Parses one multipart file field into memory, capped at the route's limit; the text fields land
 * in ctx.request.body. Content checks happen in services/storage.
 */
export function singleFile(field: string, maxBytes: number, tooLarge: string): Middleware<AppState> {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  }).single(field);
  return async (ctx, next) => {
    if (!ctx.is('multipart')) throw BadRequestError('Envie o arquivo como multipart/form-data.');
    await new Promise<void>((resolve, reject) => {
      parser(ctx.req as never, ctx.res as never, (err: unknown) => {
        if ((err as { code?: string })?.code === 'LIMIT_FILE_SIZE') return reject(PayloadTooLargeError(tooLarge));
        if ((err as { code?: string })?.code === 'LIMIT_UNEXPECTED_FILE') {
          return reject(BadRequestError(`Campo de arquivo inesperado: use "${field}".`));
        }
        if (err) return reject(err);
        resolve();
      });
    });
    const req = ctx.req as unknown as { body?: unknown; file?: UploadedFile };
    ctx.request.body = req.body ?? {};
    ctx.request.file = req.file;
    await next();
  };
}
