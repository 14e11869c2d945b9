import jwt from 'jsonwebtoken';
import { runtime } from '../runtime';

/** 'first_login' tokens reach only /api/auth/me, the first-login change and logout. */
export type TokenScope = 'full' | 'first_login';

export interface TokenClaims {
  sub: string;
  tv: number;
  scope: TokenScope;
}

const LIFETIME: Record<TokenScope, string> = { full: '12h', first_login: '30m' };

export function signToken(user: { id: number; token_version: number }, scope: TokenScope = 'full'): string {
  return jwt.sign({ tv: user.token_version, scope }, runtime().config.jwtSecret, {
    algorithm: 'HS256',
    subject: String(user.id),
    expiresIn: LIFETIME[scope] as jwt.SignOptions['expiresIn'],
    issuer: 'trilha',
  });
}

/** Verifies signature, algorithm, issuer and expiry; null when anything is off. */
export function verifyToken(token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, runtime().config.jwtSecret, { algorithms: ['HS256'], issuer: 'trilha' });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
    const scope = claims.scope === 'first_login' ? 'first_login' : claims.scope === 'full' ? 'full' : null;
    if (!scope) return null;
    return { sub: claims.sub, tv: claims.tv, scope };
  } catch {
    return null;
  }
}
