import { type Capability, EMBED_MSG, MSG, type TokenKind } from '@trilha/sdk/contract';
import type { Middleware } from 'koa';
import { AuthenticationError, ForbiddenError } from '../errors';
import { Company, User } from '../models';
import { can } from '../policies/grants';
import { byPrimaryKey } from '../queries/hydrate';
import { audit } from '../services/audit';
import { verifyToken } from '../services/jwt';
import type { AppState } from '../state';

function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,2048})$/.exec(header ?? '');
  return m?.[1] ?? null;
}

/**
 * Requires a valid token and re-reads its user on every request (one primary-key lookup):
 * inactive users and tokens issued before the last password change get 401. First-login tokens
 * pass only where a route says so.
 */
export function auth(options: { allowFirstLogin?: boolean; allowEmbed?: boolean } = {}): Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearer(ctx.get('Authorization'));
    if (!token) throw AuthenticationError();
    const claims = verifyToken(token);
    if (!claims) throw AuthenticationError();
    const user = await byPrimaryKey(User, Number(claims.sub));
    if (!user?.is_active || user.token_version !== claims.tv) throw AuthenticationError();
    if (claims.scope === 'first_login' && !options.allowFirstLogin) throw ForbiddenError(MSG.firstLoginOnly);
    if (claims.scope === 'embed') {
      if (!options.allowEmbed) throw ForbiddenError(EMBED_MSG.embedForbidden);
      // The student must still belong to the key's company, and the company must still be active.
      const company = user.company_id === claims.cid ? await Company.findByPk(claims.cid) : null;
      if (!company?.is_active || user.role === 'admin') throw AuthenticationError();
    }
    ctx.state.user = user;
    ctx.state.tokenScope = claims.scope;
    ctx.state.actor = { ...ctx.state.actor, user: { id: user.id, name: user.name, email: user.email } };
    await next();
  };
}

/** Routes an intranet widget calls with an embed token: the student's own learning, nothing else. */
export const studentAuth = () => auth({ allowEmbed: true });

/** The token an endpoint of the contract takes (its `auth.token`). */
export function authenticate(kind: Exclude<TokenKind, 'none'>): Middleware<AppState> {
  return auth({
    allowFirstLogin: kind === 'firstLogin' || kind === 'any',
    allowEmbed: kind === 'widget' || kind === 'any',
  });
}

/** Admin-only routes; a refusal is written to the audit log (ACCESS_DENIED). */
export const requireAdmin = (): Middleware<AppState> => requireCapability('users.manage');

/**
 * The caller's role must hold `capability` (policies/grants); a refusal is written to the audit
 * log (ACCESS_DENIED) and answered with the spec's admin-only message.
 */
export function requireCapability(capability: Capability): Middleware<AppState> {
  return async (ctx, next) => {
    if (!can(ctx.state.user, capability)) {
      await audit(ctx.state.actor, {
        action: 'ACCESS_DENIED',
        level: 'warn',
        description: `Acesso negado a ${ctx.method} ${ctx.path}`,
      });
      throw ForbiddenError(MSG.adminOnly);
    }
    await next();
  };
}

export function currentUser(state: AppState): User {
  if (!state.user) throw AuthenticationError();
  return state.user;
}
