import type { HttpError } from '../errors';

/** For the policies' tests: the status, error id and message a decision throws, or 'allowed'. */
export function outcome(decide: () => unknown): string {
  try {
    decide();
    return 'allowed';
  } catch (err) {
    const e = err as HttpError;
    return `${e.status} ${e.id} ${e.message}`;
  }
}
