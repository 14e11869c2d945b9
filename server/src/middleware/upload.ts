import { mkdir, rm } from 'node:fs/promises';
import type { Middleware } from 'koa';
import multer from 'multer';
import { BadRequestError, PayloadTooLargeError } from '../errors';
import type { AppState } from '../state';

export interface UploadedFile {
  /** In memory for small files; large ones (videos) are streamed to `path` instead. */
  buffer?: Buffer;
  path?: string;
  originalname: string;
  size: number;
}

declare module 'koa' {
  interface Request {
    file?: UploadedFile;
  }
}

/**
 * Parses one multipart file field into memory (or, with `toDisk`, into that folder, created if
 * missing), capped at the route's limit; the text fields land in ctx.request.body. Content checks
 * happen in services/storage.
 */
export function singleFile(
  field: string,
  maxBytes: number,
  tooLarge: string,
  options: { toDisk?: () => string; optional?: boolean } = {},
): Middleware<AppState> {
  const parser = multer({
    storage: options.toDisk
      ? multer.diskStorage({ destination: (_req, _file, cb) => cb(null, options.toDisk?.() ?? '') })
      : multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  }).single(field);
  return async (ctx, next) => {
    if (!ctx.is('multipart')) {
      // Routes whose file is optional also take plain JSON bodies.
      if (options.optional) return next();
      throw BadRequestError('Envie o arquivo como multipart/form-data.');
    }
    // multer's disk storage does not create its folder (kept private: uploads not yet checked).
    if (options.toDisk) await mkdir(options.toDisk(), { recursive: true, mode: 0o700 });
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
    try {
      await next();
    } finally {
      // A streamed file not moved into place by the handler is a leftover.
      if (req.file?.path) await rm(req.file.path, { force: true });
    }
  };
}

declare module 'koa' {
  interface Request {
    files?: Record<string, UploadedFile[]>;
  }
}

/** Several named file fields in memory (login branding: logo and background), one size cap. */
export function namedFiles(fields: string[], maxBytes: number, tooLarge: string): Middleware<AppState> {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: fields.length, fields: 30, fieldSize: 64 * 1024, parts: 40 },
  }).fields(fields.map((name) => ({ name, maxCount: 1 })));
  return async (ctx, next) => {
    if (!ctx.is('multipart')) return next();
    await new Promise<void>((resolve, reject) => {
      parser(ctx.req as never, ctx.res as never, (err: unknown) => {
        const code = (err as { code?: string })?.code;
        if (code === 'LIMIT_FILE_SIZE') return reject(PayloadTooLargeError(tooLarge));
        if (code === 'LIMIT_UNEXPECTED_FILE')
          return reject(BadRequestError(`Campos de arquivo aceitos: ${fields.join(', ')}.`));
        if (err) return reject(err);
        resolve();
      });
    });
    const req = ctx.req as unknown as { body?: unknown; files?: Record<string, UploadedFile[]> };
    ctx.request.body = req.body ?? {};
    ctx.request.files = req.files ?? {};
    await next();
  };
}
