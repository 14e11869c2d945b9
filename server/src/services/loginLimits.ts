import { LIMITS, MSG } from '@trilha/sdk/contract';
import { TooManyRequestsError } from '../errors';
import { CallerGoneError } from './passwords';
import { currentCount, hit, reset, unhit } from './rateLimit';

const WINDOW_MS = LIMITS.loginWindowMinutes * 60_000;
/** Checks in flight expire on their own: a process that died mid-check frees its slot. */
const IN_FLIGHT_MS = 60_000;

const accountBucket = (email: string) => `login:account:${email}`;
const ipBucket = (ip: string | null) => `login:ip:${ip ?? 'unknown'}`;
const inFlightBucket = (ip: string | null) => `login:ip-checking:${ip ?? 'unknown'}`;

/** Past the failure limit: wait out the window. */
const lockedOut = () => TooManyRequestsError(MSG.tooManyRequests, LIMITS.loginWindowMinutes * 60);
/** Too many checks from one address at this instant (not yet failures): try again in a moment. */
const busy = () => TooManyRequestsError(MSG.tooManyRequests, 1);

/** A claimed password (or code) check: say how it ended. */
export interface Attempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Claims one credential check before it runs, atomically, so a burst of parallel guesses cannot
 * all be checked while the counters still read zero:
 *  - per account: the attempt is counted before the check and taken back when it succeeds;
 *  - per IP: failures plus checks in flight may not pass the limit. A failure is counted before
 *    its in-flight slot is freed, so the sum never dips and at most LIMIT checks ever run in a
 *    window; a right password frees its slot and leaves no trace, so a class signing in at once
 *    from one company network (one NAT address) is told to retry in a second, not locked out.
 */
export async function claimAttempt(email: string | null, ip: string | null): Promise<Attempt> {
  const checking = await hit(inFlightBucket(ip), IN_FLIGHT_MS);
  const failures = await currentCount(ipBucket(ip));
  if (failures + checking > LIMITS.loginMaxFailuresPerIp) {
    await unhit(inFlightBucket(ip));
    throw failures >= LIMITS.loginMaxFailuresPerIp ? lockedOut() : busy();
  }
  if (email && (await hit(accountBucket(email), WINDOW_MS)) > LIMITS.loginMaxFailuresPerAccount) {
    await unhit(inFlightBucket(ip));
    throw lockedOut();
  }
  return {
    async failed() {
      await hit(ipBucket(ip), WINDOW_MS);
      await unhit(inFlightBucket(ip));
    },
    async succeeded() {
      await unhit(inFlightBucket(ip));
      if (email) await unhit(accountBucket(email));
    },
  };
}

/**
 * Runs a credential check inside its claimed attempt (null means wrong); a check that throws counts
 * as a failure, except one never made because the caller hung up while it waited its turn: nothing
 * was checked and nothing was learned, so it leaves no trace.
 */
export async function checkWith<T>(attempt: Attempt, check: () => Promise<T | null>): Promise<T | null> {
  let result: T | null = null;
  let gone = false;
  try {
    result = await check();
  } catch (err) {
    gone = err instanceof CallerGoneError;
    throw err;
  } finally {
    if (gone || result !== null) await attempt.succeeded();
    else await attempt.failed();
  }
  return result;
}

/** A completed sign-in clears the account's failures. */
export async function clearAccountFailures(email: string): Promise<void> {
  await reset(accountBucket(email));
}
