import { BaseError, type Transaction } from 'sequelize';
import { runtime } from '../runtime';

/** Runs of one transaction in all: the first and two more after a deadlock. */
const RUNS = 3;

/**
 * Runs work in one managed transaction: committed when it resolves, rolled back when it throws.
 *
 * InnoDB ends a deadlock by rolling back one of the transactions (ER_LOCK_DEADLOCK): nothing of it
 * stayed written, and running it again is the documented remedy, so the victim runs again (after
 * a short random pause, so the two do not meet again at once). `work` must therefore only touch
 * the database through `transaction` — files, mails and other effects go after the commit, as
 * everywhere in this code base. After the last run the error goes up and answers 503.
 */
export async function inTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await runtime().sequelize.transaction((t) => work(t));
    } catch (err) {
      if (run >= RUNS || !isDeadlock(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * run));
    }
  }
}

function isDeadlock(err: unknown): boolean {
  const cause = err instanceof BaseError ? ((err as { parent?: { code?: unknown } }).parent ?? {}) : {};
  return cause.code === 'ER_LOCK_DEADLOCK';
}
