import jwt from 'jsonwebtoken';
import { runtime } from '../runtime';

/**
 * 'first_login' tokens reach only /api/auth/me, the first-login change and logout; 'embed'
 * tokens (minted for a company's intranet) reach only student routes, for 15 minutes.
 */
export type TokenScope = 'full' | 'first_login' | 'embed';

export interface TokenClaims {
  sub: string;
  tv: number;
  scope: TokenScope;
  /** The company an embed token was minted for. */
  cid?: number;
}

const LIFETIME: Record<TokenScope, string> = { full: '12h', first_login: '30m', embed: '15m' };

export function signToken(
  user: { id: number; token_version: number },
  scope: TokenScope = 'full',
  companyId?: number,
): string {
  return jwt.sign(
    { tv: user.token_version, scope, ...(companyId ? { cid: companyId } : {}) },
    runtime().config.jwtSecret,
    {
      algorithm: 'HS256',
      subject: String(user.id),
      expiresIn: LIFETIME[scope] as jwt.SignOptions['expiresIn'],
      issuer: 'trilha',
    },
  );
}

/** Verifies signature, algorithm, issuer and expiry; null when anything is off. */
export function verifyToken(token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, runtime().config.jwtSecret, { algorithms: ['HS256'], issuer: 'trilha' });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
    const scope = claims.scope;
    if (scope !== 'full' && scope !== 'first_login' && scope !== 'embed') return null;
    if (scope === 'embed' && typeof claims.cid !== 'number') return null;
    return { sub: claims.sub, tv: claims.tv, scope, ...(scope === 'embed' ? { cid: claims.cid as number } : {}) };
  } catch {
    return null;
  }
}
