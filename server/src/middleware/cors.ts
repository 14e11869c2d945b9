import type { Middleware } from 'koa';
import { allowedOrigins } from '../services/origins';
import type { AppState } from '../state';

/**
 * CORS for the embeddable widgets: only origins listed on an active company get the headers, and
 * only on /api. Auth is a bearer header (no cookies), so credentials are never allowed.
 */
export function cors(): Middleware<AppState> {
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    if (!origin || !ctx.path.startsWith('/api/')) return next();
    ctx.vary('Origin');
    const allowed = (await allowedOrigins()).has(origin);
    if (allowed) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Expose-Headers', 'Content-Disposition, Retry-After');
    }
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      if (allowed) {
        ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        ctx.set('Access-Control-Allow-Headers', 'Authorization, Content-Type');
        ctx.set('Access-Control-Max-Age', '600');
      }
      ctx.status = 204;
      return;
    }
    await next();
  };
}
