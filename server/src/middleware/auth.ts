import { type Capability, EMBED_MSG, MSG, type TokenKind } from '@trilha/sdk/contract';
import type { Middleware } from 'koa';
import { AuthenticationError, ForbiddenError } from '../errors';
import { can } from '../policies/grants';
import { callerById } from '../queries/users';
import { audit } from '../services/audit';
import { verifyToken } from '../services/jwt';
import type { AppState } from '../state';

function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,2048})$/.exec(header ?? '');
  return m?.[1] ?? null;
}

/**
 * The token an endpoint of the contract takes (its `auth.token`). Requires a valid token and
 * re-reads its user on every request (one primary-key lookup): inactive users and tokens issued
 * before the last password change get 401. First-login and embed tokens pass only where the
 * entry says so.
 */
export function authenticate(kind: Exclude<TokenKind, 'none'>): Middleware<AppState> {
  const allowFirstLogin = kind === 'firstLogin' || kind === 'any';
  const allowEmbed = kind === 'widget' || kind === 'any';
  return async (ctx, next) => {
    const token = bearer(ctx.get('Authorization'));
    if (!token) throw AuthenticationError();
    const claims = verifyToken(token);
    if (!claims) throw AuthenticationError();
    const user = await callerById(Number(claims.sub));
    if (!user?.is_active || user.token_version !== claims.tv) throw AuthenticationError();
    if (claims.scope === 'first_login' && !allowFirstLogin) throw ForbiddenError(MSG.firstLoginOnly);
    if (claims.scope === 'embed') {
      if (!allowEmbed) throw ForbiddenError(EMBED_MSG.embedForbidden);
      // The learner must still belong to the key's company, and the company must still be active.
      const company = user.company_id === claims.cid ? user.company : null;
      if (!company?.is_active || !can(user, 'courses.study')) throw AuthenticationError();
    }
    ctx.state.user = user;
    ctx.state.tokenScope = claims.scope;
    ctx.state.actor = { ...ctx.state.actor, user: { id: user.id, name: user.name, email: user.email } };
    await next();
  };
}

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
