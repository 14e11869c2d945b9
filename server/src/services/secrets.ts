import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { runtime } from '../runtime';

/** Keyed hash for codes and tokens: a leaked table cannot be brute-forced without the server secret. */
export function keyedHash(value: string): string {
  return createHmac('sha256', runtime().config.jwtSecret).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
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
