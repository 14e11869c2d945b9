import bcrypt from 'bcryptjs';
import { runtime } from '../runtime';

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, runtime().config.bcryptRounds);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let decoy: string | undefined;
export async function verifyAgainstDecoy(plain: string): Promise<false> {
  decoy ??= await hashPassword('decoy-password-never-matches');
  await bcrypt.compare(plain, decoy);
  return false;
}
