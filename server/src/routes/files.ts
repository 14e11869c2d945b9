import Router from '@koa/router';
import { COURSE_MSG } from '@trilha/sdk/contract';
import { ForbiddenError, NotFoundError } from '../errors';
import { serveStoredFile } from '../http/serveFile';
import { videoLinkValid } from '../services/videoLinks';
import type { AppContext, AppState } from '../state';

/** Folders served without a session (random file names); the rest need their own checks. */
const PUBLIC_AREAS = new Set(['photos', 'login', 'thumbnails']);
const VIDEO_AREA = new Set(['videos']);
/** The spec's /uploads/{area}/{file} aliases (login branding, course covers). */
const ALIAS_AREAS = new Set(['login', 'thumbnails']);

function splat(ctx: AppContext): string {
  const p = (ctx.params as { path?: string | string[] }).path;
  return Array.isArray(p) ? p.join('/') : (p ?? '');
}

/**
 * 'area/file' as stored (generated names, one folder deep), or null. The area is checked on the
 * path as it will be opened: 'photos/../certificates/x.pdf' (sent raw or as %2f, %2e%2e) would
 * otherwise pass as 'photos' and serve a file of a private area.
 */
function publicFile(relative: string, areas: ReadonlySet<string>): string | null {
  const segments = relative.split('/');
  if (segments.length !== 2) return null;
  const [area, file] = segments as [string, string];
  if (!areas.has(area) || !/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/.test(file)) return null;
  return relative;
}

/** Uploaded files under generated names: /api/uploads/{area}/{file}, and the spec's aliases. */
export const filesRouter = new Router<AppState>();

/** Lesson videos: the <video> tag sends no token, so the link's signature is the key (services/videoLinks.ts). */
filesRouter.get('/api/uploads/videos/:file', async (ctx) => {
  const relative = publicFile(`videos/${String(ctx.params.file)}`, VIDEO_AREA);
  if (!relative) throw NotFoundError('Arquivo não encontrado.');
  if (!videoLinkValid(relative, ctx.query.exp, ctx.query.sig)) throw ForbiddenError(COURSE_MSG.videoLinkInvalid);
  await serveStoredFile(ctx, relative);
});

filesRouter.get('/api/uploads/*path', async (ctx) => {
  const relative = publicFile(splat(ctx), PUBLIC_AREAS);
  if (!relative) throw NotFoundError('Arquivo não encontrado.');
  await serveStoredFile(ctx, relative);
});

filesRouter.get('/uploads/:area/:file', async (ctx) => {
  const { area, file } = ctx.params as { area: string; file: string };
  const relative = publicFile(`${area}/${file}`, ALIAS_AREAS);
  if (!relative) throw NotFoundError('Arquivo não encontrado.');
  await serveStoredFile(ctx, relative);
});
