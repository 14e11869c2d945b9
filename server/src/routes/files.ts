import Router from '@koa/router';
import { NotFoundError } from '../errors';
import { studentAuth } from '../middleware/auth';
import type { AppContext, AppState } from '../state';
import { serveAttachment } from './lessons';
import { serveStoredFile } from './serveFile';

/** Folders served without a session (random file names); the rest need their own checks. */
const PUBLIC_AREAS = new Set(['photos', 'login', 'thumbnails', 'videos']);

function splat(ctx: AppContext): string {
  const p = (ctx.params as { path?: string | string[] }).path;
  return Array.isArray(p) ? p.join('/') : (p ?? '');
}

/** Uploaded files under generated names: /api/uploads/{area}/{file}, and the spec's aliases. */
export const filesRouter = new Router<AppState>();

filesRouter.get('/api/uploads/attachments/:filename', studentAuth(), async (ctx) => {
  await serveAttachment(ctx, String(ctx.params.filename));
});

filesRouter.get('/api/uploads/*path', async (ctx) => {
  const relative = splat(ctx);
  if (!PUBLIC_AREAS.has(relative.split('/')[0] ?? '')) throw NotFoundError('Arquivo não encontrado.');
  await serveStoredFile(ctx, relative);
});

filesRouter.get('/uploads/:area/:file', async (ctx) => {
  const { area, file } = ctx.params as { area: string; file: string };
  if (area !== 'login' && area !== 'thumbnails') throw NotFoundError('Arquivo não encontrado.');
  await serveStoredFile(ctx, `${area}/${file}`);
});
