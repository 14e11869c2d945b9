import { createSecretKey, type KeyObject } from 'node:crypto';
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

/**
 * The secret as a KeyObject, made once per secret: given a string, jsonwebtoken first tries to read
 * it as a PEM public key on every verify (createPublicKey throws), which cost a fifth of a request.
 */
let cachedKey: { secret: string; key: KeyObject } | null = null;
function signingKey(): KeyObject {
  const secret = runtime().config.jwtSecret;
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return cachedKey.key;
}

const LIFETIME: Record<TokenScope, string> = { full: '12h', first_login: '30m', embed: '15m' };

export function signToken(
  user: { id: number; token_version: number },
  scope: TokenScope = 'full',
  companyId?: number,
): string {
  return jwt.sign({ tv: user.token_version, scope, ...(companyId ? { cid: companyId } : {}) }, signingKey(), {
    algorithm: 'HS256',
    subject: String(user.id),
    expiresIn: LIFETIME[scope] as jwt.SignOptions['expiresIn'],
    issuer: 'trilha',
  });
}

/** Verifies signature, algorithm, issuer and expiry; null when anything is off. */
export function verifyToken(token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, signingKey(), { algorithms: ['HS256'], issuer: 'trilha' });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
    // A user id and nothing else: a 'sub' like '1 OR 1=1' must never reach a lookup.
    if (!/^[1-9]\d{0,15}$/.test(claims.sub)) return null;
    const scope = claims.scope;
    if (scope !== 'full' && scope !== 'first_login' && scope !== 'embed') return null;
    if (scope === 'embed' && typeof claims.cid !== 'number') return null;
    return { sub: claims.sub, tv: claims.tv, scope, ...(scope === 'embed' ? { cid: claims.cid as number } : {}) };
  } catch {
    return null;
  }
}
