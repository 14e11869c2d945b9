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

/**
 * Tokens this process verified, with their claims and expiry: every request of a signed-in person
 * presents the same token, and checking its signature again was a twentieth of a request. A cached
 * token still expires on time; the user it names is re-read on every request (middleware/auth),
 * so a password change or a deactivation takes effect at once. Bounded: emptied when full.
 */
const verified = new Map<string, { claims: TokenClaims; expiresAt: number; secret: string }>();
const VERIFIED_MAX = 20_000;

/** Verifies signature, algorithm, issuer and expiry; null when anything is off. */
export function verifyToken(token: string): TokenClaims | null {
  const secret = runtime().config.jwtSecret;
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (Date.now() < known.expiresAt) return known.claims;
    verified.delete(token);
    return null;
  }
  const checked = checkToken(token);
  if (checked) {
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { ...checked, secret });
  }
  return checked?.claims ?? null;
}

function checkToken(token: string): { claims: TokenClaims; expiresAt: number } | null {
  try {
    const claims = jwt.verify(token, signingKey(), { algorithms: ['HS256'], issuer: 'trilha' });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
    if (typeof claims.exp !== 'number') return null;
    // A user id and nothing else: a 'sub' like '1 OR 1=1' must never reach a lookup.
    if (!/^[1-9]\d{0,15}$/.test(claims.sub)) return null;
    const scope = claims.scope;
    if (scope !== 'full' && scope !== 'first_login' && scope !== 'embed') return null;
    if (scope === 'embed' && typeof claims.cid !== 'number') return null;
    return {
      claims: { sub: claims.sub, tv: claims.tv, scope, ...(scope === 'embed' ? { cid: claims.cid as number } : {}) },
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
}
