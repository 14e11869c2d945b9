import pLimit, { type LimitFunction } from 'p-limit';
import { BaseError, type Sequelize, type Transaction } from 'sequelize';
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
      return await writeTransaction(runtime().sequelize, work);
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

const writers = new WeakMap<Sequelize, LimitFunction>();

/**
 * One managed write transaction. On SQLite the transactions of this process run one after the
 * other: SQLite has a single writer anyway (transactions begin IMMEDIATE), and a transaction that
 * waited for the lock inside SQLite would hold one of libuv's four worker threads while it waits.
 * Four waiting transactions then starve the one holding the lock of a thread to finish on, and
 * all of them wait out the busy timeout: twenty concurrent certificate requests took 27 s and
 * failed. Queued before BEGIN, no thread waits.
 */
export function writeTransaction<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const run = () => sequelize.transaction((t) => work(t));
  if (sequelize.getDialect() !== 'sqlite') return run();
  let queue = writers.get(sequelize);
  if (!queue) {
    queue = pLimit(1);
    writers.set(sequelize, queue);
  }
  return queue(run);
}
