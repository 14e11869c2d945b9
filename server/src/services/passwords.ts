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

/**
 * Checks handed to the pool at once: two per thread keeps every thread busy. The rest wait here,
 * in order, where a check whose caller has hung up (`signal`) is dropped instead of hashed: when a
 * shift signs in faster than the machine hashes, people who gave up and retried must not leave
 * seconds of work behind for everyone after them.
 */
const IN_POOL = availableParallelism() * 2;
let inPool = 0;
const waiting: { start(): void; signal?: AbortSignal; drop(): void }[] = [];

export class CallerGoneError extends Error {
  constructor() {
    super('the caller hung up before its password was checked');
  }
}

function startNext(): void {
  while (inPool < IN_POOL && waiting.length) {
    const next = waiting.shift();
    if (next?.signal?.aborted) {
      runtime().metrics.passwordChecksDropped.inc();
      next.drop();
    } else next?.start();
  }
  runtime().metrics.passwordChecksWaiting.set(waiting.length);
}

function inTurn<T>(task: Record<string, unknown>, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const start = () => {
      inPool += 1;
      (passwordPool().run(task) as Promise<T>).then(resolve, reject).finally(() => {
        inPool -= 1;
        startNext();
      });
    };
    if (inPool < IN_POOL && !waiting.length) start();
    else {
      waiting.push({ start, signal, drop: () => reject(new CallerGoneError()) });
      runtime().metrics.passwordChecksWaiting.set(waiting.length);
    }
  });
}

export function hashPassword(plain: string): Promise<string> {
  return inTurn({ op: 'hash', plain, rounds: runtime().config.bcryptRounds });
}

/**
 * Users imported without a welcome e-mail get no password at all (they set one through 'forgot
 * password'): hashing thousands of throwaway passwords would make an import take minutes.
 */
export const NO_PASSWORD = '!sem-senha';

/** `signal`: the caller's request, aborted when they hang up (the check is then skipped if not begun). */
export async function verifyPassword(plain: string, hash: string, signal?: AbortSignal): Promise<boolean> {
  if (!hash.startsWith('$2')) return false;
  return inTurn({ op: 'compare', plain, hash }, signal);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it (made once). */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(plain: string, signal?: AbortSignal): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(plain, await decoy, signal);
  return false;
}
