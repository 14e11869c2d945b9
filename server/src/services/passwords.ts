import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { runtime } from '../runtime';

/**
 * bcrypt is CPU work by design (~0.1 s a check at cost 11): on the event loop, a shift signing in
 * at 7:00 would stall every other request. Checks run on a pool of worker threads, one per core,
 * so the main thread keeps answering while sign-ins queue behind each other. A pool of our own,
 * not the libuv threads an async bcrypt call would use: file reads, zlib (backups) and DNS share
 * those four threads and would wait behind the hashes.
 */
let pool: Piscina | null = null;

function passwordPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./passwordWorker.js', import.meta.url).href,
    maxThreads: availableParallelism(),
    minThreads: 1,
    idleTimeout: 60_000,
  });
  return pool;
}

/** Stops the hashing threads (server shutdown, end of a CLI command). */
export async function closePasswordPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

export function hashPassword(plain: string): Promise<string> {
  return passwordPool().run({ op: 'hash', plain, rounds: runtime().config.bcryptRounds });
}

/**
 * Users imported without a welcome e-mail get no password at all (they set one through 'forgot
 * password'): hashing thousands of throwaway passwords would make an import take minutes.
 */
export const NO_PASSWORD = '!sem-senha';

export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (!hash.startsWith('$2')) return false;
  return passwordPool().run({ op: 'compare', plain, hash });
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let decoy: string | undefined;
export async function verifyAgainstDecoy(plain: string): Promise<false> {
  decoy ??= await hashPassword('decoy-password-never-matches');
  await verifyPassword(plain, decoy);
  return false;
}
