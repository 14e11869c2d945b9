import type { ParameterizedContext } from 'koa';
import type { User } from './models';
import type { Actor } from './services/audit';
import type { TokenScope } from './services/jwt';

/** What the middleware chain puts on ctx.state for the handlers. */
export interface AppState {
  user?: User;
  tokenScope?: TokenScope;
  actor: Actor;
  /** This request's id (X-Request-Id), set first in the chain. */
  requestId?: string;
}

export type AppContext = ParameterizedContext<AppState>;
