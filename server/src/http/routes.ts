import Router from '@koa/router';
import type { Endpoint, HandlerInput, ResponseOf } from '@trilha/sdk/contract';
import type { Middleware } from 'koa';
import { AuthenticationError, HttpError } from '../errors';
import { authenticate, requireCapability } from '../middleware/auth';
import { namedFiles, singleFile } from '../middleware/upload';
import type { User } from '../models';
import type { AppContext, AppState } from '../state';
import { parse } from '../validation';

/** What a handler gets besides ctx: the validated input and, on signed-in calls, the caller. */
export type Input<E extends Endpoint> = HandlerInput<E> & {
  user: E['auth']['token'] extends 'none' ? undefined : User;
};

/** A handler answers the entry's response (written as the JSON body), or writes ctx itself and answers nothing. */
export type Handler<E extends Endpoint> = (
  ctx: AppContext,
  input: Input<E>,
) => Promise<(E['answer'] extends 'json' ? ResponseOf<E> : never) | undefined>;

export interface RouteOptions<E extends Endpoint = Endpoint> {
  /** Large uploads (videos) stream to this folder instead of memory. */
  toDisk?: () => string;
  /**
   * Access decided from the path and the caller before any upload or body is read, so a caller
   * refused learns nothing from validation (a stranger's PUT /api/users/:id is a 403, not a 400).
   */
  authorize?: (ctx: AppContext, input: Pick<Input<E>, 'params' | 'user'>) => void | Promise<void>;
  /**
   * A machine credential taken instead of the entry's token and capability (the Prometheus
   * scrape's METRICS_TOKEN): when it says true, the call goes on without a user; otherwise the
   * entry's session is required, and every refusal is a 401.
   */
  machineCredential?: (ctx: AppContext) => boolean;
}

/**
 * The routes of one resource, registered from the contract's endpoint table: the entry gives the
 * path, the token and capability checked, the upload limits and the schemas the input is
 * validated with, so a handler starts from validated input and a signed-in caller.
 */
export class Routes {
  readonly entries: Endpoint[] = [];
  /** What `routerOf` registers: the path, the method and the chain of each entry, in order. */
  readonly registrations: { path: string; method: string; chain: Middleware<AppState>[] }[] = [];

  add<E extends Endpoint>(entry: E, handler: Handler<E>, options: RouteOptions<E> = {}): this {
    this.entries.push(entry);
    const chain: Middleware<AppState>[] = [];
    const guards: Middleware<AppState>[] = [];
    if (entry.auth.token !== 'none') guards.push(authenticate(entry.auth.token));
    if (entry.auth.can) guards.push(requireCapability(entry.auth.can));
    const { machineCredential } = options;
    if (machineCredential) {
      // A machine endpoint tells a caller only 'not authorised' (401), whether it sent nothing, a
      // wrong credential or the session of someone who may not read it.
      chain.push(async (ctx, next) => {
        if (machineCredential(ctx)) return next();
        let passed = false;
        const pass = async () => {
          passed = true;
        };
        try {
          await guards.reduceRight<() => Promise<unknown>>((after, guard) => () => guard(ctx, after), pass)();
        } catch (err) {
          throw err instanceof HttpError && err.status === 403 ? AuthenticationError() : err;
        }
        if (passed) await next();
      });
    } else chain.push(...guards);
    const params = (ctx: AppContext) => (entry.params ? parse(entry.params, ctx.params) : {});
    const { authorize } = options;
    if (authorize) {
      chain.push(async (ctx, next) => {
        await authorize(ctx, { params: params(ctx), user: ctx.state.user } as Pick<Input<E>, 'params' | 'user'>);
        await next();
      });
    }
    const { upload } = entry;
    if (upload?.fields) chain.push(namedFiles([...upload.fields], upload.maxBytes, upload.tooLarge));
    else if (upload?.field) {
      chain.push(
        singleFile(upload.field, upload.maxBytes, upload.tooLarge, {
          optional: upload.optional,
          toDisk: options.toDisk,
        }),
      );
    }
    chain.push(async (ctx) => {
      const input = {
        params: params(ctx),
        query: entry.query ? parse(entry.query, ctx.query) : {},
        body: entry.body ? parse(entry.body, ctx.request.body) : {},
        user: ctx.state.user,
      } as Input<E>;
      const answer = await handler(ctx, input);
      if (answer !== undefined) {
        ctx.status = entry.status ?? 200;
        ctx.body = answer;
      }
    });
    this.registrations.push({ path: entry.path, method: entry.method, chain });
    return this;
  }
}

type Registration = Routes['registrations'][number];

/** A path's first two segments ('api/courses'), or null when one of them is a parameter. */
function prefixOf(path: string): string | null {
  const head = path.split('/').slice(1, 3);
  return head.some((segment) => segment.startsWith(':') || segment.startsWith('*')) ? null : head.join('/');
}

function routerWith(registrations: readonly Registration[]): Router<AppState> {
  const router = new Router<AppState>();
  for (const r of registrations) router.register(r.path, [r.method], r.chain);
  return router;
}

/** What `app.use(router.routes()); app.use(router.allowedMethods())` does, as one middleware. */
function dispatcherOf(registrations: readonly Registration[]): Middleware<AppState> {
  const router = routerWith(registrations);
  const routes = router.routes() as Middleware<AppState>;
  const allowed = router.allowedMethods() as Middleware<AppState>;
  return (ctx, next) => routes(ctx, () => allowed(ctx, next));
}

/**
 * Every resource's routes, in the order given (the first route that matches answers). `router`
 * holds them all (the permission and OpenAPI tests read it); `middleware` dispatches a request by
 * its path's first two segments to a router of just the routes that can match it (those under
 * that prefix, and those with a parameter in it), so a request tests a few dozen route patterns,
 * not every one of the ~300. A router per resource, each with its own `routes()` and
 * `allowedMethods()`, put some sixty middleware in every request's way.
 */
export function routerOf(all: readonly Routes[]): { router: Router<AppState>; middleware: Middleware<AppState> } {
  const registrations = all.flatMap((routes) => routes.registrations);
  const byPrefix = new Map<string, Registration[]>();
  for (const r of registrations) {
    const prefix = prefixOf(r.path);
    if (prefix !== null && !byPrefix.has(prefix)) byPrefix.set(prefix, []);
  }
  // In the global order, each prefix's list takes its own routes and every route without a prefix.
  for (const r of registrations) {
    const prefix = prefixOf(r.path);
    for (const [key, list] of byPrefix) if (prefix === null || prefix === key) list.push(r);
  }
  const dispatchers = new Map([...byPrefix].map(([key, list]) => [key, dispatcherOf(list)] as const));
  const fallback = dispatcherOf(registrations.filter((r) => prefixOf(r.path) === null));
  return {
    router: routerWith(registrations),
    // Routes match regardless of case (@koa/router's default), so the prefix is looked up in lower case.
    middleware: (ctx, next) =>
      (dispatchers.get(ctx.path.split('/').slice(1, 3).join('/').toLowerCase()) ?? fallback)(ctx, next),
  };
}
