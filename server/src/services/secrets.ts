import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { runtime } from '../runtime';

/** Keyed hash for codes and tokens: a leaked table cannot be brute-forced without the server secret. */
export function keyedHash(value: string): string {
  return createHmac('sha256', runtime().config.jwtSecret).update(value).digest('hex');
}

/**
 * Whether two hex digests are the same, in constant time. Only the exact lowercase spelling counts:
 * Buffer's hex parser would take 'A' for 'a' and stop quietly at the first non-hex character.
 */
export function sameHash(a: string, b: string): boolean {
  if (!/^(?:[0-9a-f]{2})+$/.test(a)) return false;
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
