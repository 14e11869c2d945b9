import { stat } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { send } from '@koa/send';
import { NotFoundError } from '../errors';
import { resolveUpload, uploadsRoot } from '../services/storage';
import type { AppContext, AppState } from '../state';

/** Images shown inline; anything else is downloaded, never rendered by the browser. */
const INLINE = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.mp4', '.webm']);

async function serveUpload(ctx: AppContext, relative: string) {
  const full = resolveUpload(relative);
  if (!full) throw NotFoundError('Arquivo não encontrado.');
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw NotFoundError('Arquivo não encontrado.');
  const ext = path.extname(full).toLowerCase();
  if (ext === '.svg') {
    // An SVG may carry script: served under a sandbox so it can never run in our origin.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  if (!INLINE.has(ext) && ext !== '.svg') ctx.attachment(path.basename(full));
  ctx.set('Cache-Control', 'private, max-age=3600');
  await send(ctx, path.relative(uploadsRoot(), full), { root: uploadsRoot(), hidden: false, index: false });
}

/** Uploaded files under generated names: /api/uploads/{area}/{file}, and the spec's legacy aliases. */
export const filesRouter = new Router<AppState>();

filesRouter.get('/api/uploads/*path', async (ctx) => {
  const p = (ctx.params as { path?: string | string[] }).path;
  await serveUpload(ctx, Array.isArray(p) ? p.join('/') : (p ?? ''));
});

filesRouter.get('/uploads/:area/:file', async (ctx) => {
  const { area, file } = ctx.params as { area: string; file: string };
  if (area !== 'login' && area !== 'thumbnails') throw NotFoundError('Arquivo não encontrado.');
  await serveUpload(ctx, `${area}/${file}`);
});
