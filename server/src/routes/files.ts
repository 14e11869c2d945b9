import { COURSE_MSG, E } from '@trilha/sdk/contract';
import { ForbiddenError, NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { serveStoredFile } from '../http/serveFile';
import { videoLinkValid } from '../services/videoLinks';
import type { AppContext } from '../state';

/**
 * Folders served without a session (random file names); the rest need their own checks. A
 * question's picture is one: an <img> in an embedded widget sends no token, and it tells nothing
 * about the answer.
 */
const PUBLIC_AREAS = new Set(['photos', 'login', 'thumbnails', 'questions']);
const VIDEO_AREA = new Set(['videos']);
const CAPTION_AREA = new Set(['captions']);
const TUTORING_AREA = new Set(['tutoring']);
/** The spec's /uploads/{area}/{file} aliases (login branding, course covers). */
const ALIAS_AREAS = new Set(['login', 'thumbnails']);

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

/** Serves 'area/file' when it is in one of `areas`, else 404. */
async function serveFrom(ctx: AppContext, relative: string, areas: ReadonlySet<string>): Promise<undefined> {
  const file = publicFile(relative, areas);
  if (!file) throw NotFoundError('Arquivo não encontrado.');
  await serveStoredFile(ctx, file);
  return undefined;
}

/** A lesson video or caption file, opened by its signed link (services/videoLinks) instead of a token. */
async function serveSigned(
  ctx: AppContext,
  area: ReadonlySet<string>,
  relative: string,
  query: { exp?: unknown; sig?: unknown },
  type?: string,
): Promise<undefined> {
  const file = publicFile(relative, area);
  if (!file) throw NotFoundError('Arquivo não encontrado.');
  if (!videoLinkValid(file, query.exp, query.sig)) throw ForbiddenError(COURSE_MSG.videoLinkInvalid);
  await serveStoredFile(ctx, file, type ? { type } : {});
  return undefined;
}

/** Uploaded files under generated names: /api/uploads/{area}/{file}, and the spec's aliases. */
export const fileRoutes = new Routes()
  .add(E.files.video, (ctx, { params, query }) => serveSigned(ctx, VIDEO_AREA, `videos/${params.file}`, query))
  .add(E.files.caption, (ctx, { params, query }) =>
    serveSigned(ctx, CAPTION_AREA, `captions/${params.file}`, query, 'text/vtt; charset=utf-8'),
  )
  .add(E.files.tutoring, (ctx, { params, query }) => serveSigned(ctx, TUTORING_AREA, `tutoring/${params.file}`, query))
  .add(E.files.upload, (ctx, { params }) => serveFrom(ctx, params.path, PUBLIC_AREAS))
  .add(E.files.alias, (ctx, { params }) => serveFrom(ctx, `${params.area}/${params.file}`, ALIAS_AREAS));
