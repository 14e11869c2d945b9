import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Runtime } from '../runtime';
import { log } from '../services/logger';
import { UNMATCHED_ROUTE } from '../services/metrics';
import type { AppContext, AppState } from '../state';

/** An incoming X-Request-Id is kept only when it is this plain (a proxy's or a client's id). */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Probes a load balancer or Prometheus sends every few seconds: logged at debug, not info. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** The @koa/router template the request matched (`/api/courses/:id`), never the raw URL. */
const routeOf = (ctx: AppContext) => (ctx as AppContext & { _matchedRoute?: string })._matchedRoute ?? UNMATCHED_ROUTE;

/**
 * First in the chain: gives every request an id (answered in X-Request-Id, errors and 404s too,
 * kept on the audit rows it writes), and once the answer has left, observes its duration by route
 * template and writes one JSON log line.
 */
export function observeRequests(rt: Pick<Runtime, 'metrics' | 'draining'>): Middleware<AppState> {
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const requestId = REQUEST_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    ctx.res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(ctx);
      const status = ctx.res.writableFinished ? ctx.status : 499;
      rt.metrics.requestDuration.observe({ route, method: ctx.method, status: String(status) }, seconds);
      const line = {
        requestId,
        method: ctx.method,
        route,
        status,
        durationMs: Math.round(seconds * 1e4) / 10,
        userId: ctx.state.user?.id ?? null,
      };
      const logger = log();
      if (status >= 500) logger.error(line, 'requisição');
      else if (PROBES.has(ctx.path)) logger.debug(line, 'requisição');
      else logger.info(line, 'requisição');
    });
    await next();
    // Draining (SIGTERM): the client opens a new connection for its next request, which goes to
    // another node, instead of reusing this one just before it closes.
    if (rt.draining) ctx.set('Connection', 'close');
  };
}
