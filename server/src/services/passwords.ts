import bcrypt from 'bcryptjs';
import { runtime } from '../runtime';

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, runtime().config.bcryptRounds);
}

/**
 * Users imported without a welcome e-mail get no password at all (they set one through 'forgot
 * password'): hashing thousands of throwaway passwords would make an import take minutes.
 */
export const NO_PASSWORD = '!sem-senha';

export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (!hash.startsWith('$2')) return false;
  return bcrypt.compare(plain, hash);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let decoy: string | undefined;
export async function verifyAgainstDecoy(plain: string): Promise<false> {
  decoy ??= await hashPassword('decoy-password-never-matches');
  await bcrypt.compare(plain, decoy);
  return false;
}
