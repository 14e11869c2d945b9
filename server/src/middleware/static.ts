import { existsSync } from 'node:fs';
import path from 'node:path';
import { send } from '@koa/send';
import type { Middleware } from 'koa';
import type { AppState } from '../state';

/**
 * Whether a URL path part names a plain file inside `root`: decodable, no '.', '..' or empty
 * segments, no NUL. Anything else is simply not found (never a 500 from the file sender).
 */
function fileUnder(root: string, rel: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return false;
  }
  if (!decoded || decoded.includes('\0')) return false;
  if (decoded.split(/[\\/]/).some((part) => part === '' || part === '.' || part === '..')) return false;
  return existsSync(path.join(root, decoded));
}

/**
 * Serves the built portal (SPA: unknown paths get index.html) and the sdk bundle under /sdk.
 * Hashed assets are cached for a year; index.html never.
 */
export function serveFrontends(portalDist: string, sdkDist: string): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/')) return next();
    if (ctx.path.startsWith('/sdk/')) {
      const rel = ctx.path.slice('/sdk/'.length);
      if (fileUnder(sdkDist, rel)) {
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.set('Access-Control-Allow-Origin', '*');
        await send(ctx, rel, { root: sdkDist });
        return;
      }
      return next();
    }
    if (ctx.path.startsWith('/assets/')) {
      const rel = ctx.path.slice(1);
      if (fileUnder(portalDist, rel)) {
        await send(ctx, rel, { root: portalDist, maxage: 365 * 24 * 3600 * 1000, immutable: true });
        return;
      }
      return next();
    }
    const file = ctx.path.slice(1);
    if (/^[\w.-]+$/.test(file) && fileUnder(portalDist, file)) {
      await send(ctx, file, { root: portalDist });
      return;
    }
    if (path.extname(ctx.path)) return next();
    if (!existsSync(path.join(portalDist, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Portal ainda não compilado: rode `npm run build`.';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: portalDist });
  };
}
