/**
 * Deadlocks (MariaDB only: SQLite's IMMEDIATE transactions queue instead). Two transactions that
 * lock the same two rows in opposite orders deadlock for certain; InnoDB rolls one back, and
 * inTransaction runs that one again, so both finish and each wrote exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction';
import { RateLimit } from '../../src/models';
import { startTestServer, type TestServer } from './support';

const mariadb = process.env.TEST_DB === 'mariadb';
let server: TestServer;

beforeAll(async () => {
  if (mariadb) server = await startTestServer('deadlock');
});
afterAll(async () => {
  await server?.close();
});

describe.skipIf(!mariadb)('transactions on MariaDB', () => {
  it('run again after being chosen as a deadlock victim, and write once', async () => {
    const future = new Date(Date.now() + 3_600_000);
    await RateLimit.bulkCreate([
      { bucket: 'deadlock:a', count: 0, reset_at: future },
      { bucket: 'deadlock:b', count: 0, reset_at: future },
    ]);
    // Both hold their first row before either asks for its second: a certain deadlock.
    let holding = 0;
    let bothHold: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => {
      bothHold = resolve;
    });
    const runs = { ab: 0, ba: 0 };
    const lockBoth = (first: string, second: string, key: keyof typeof runs) =>
      inTransaction(async (transaction) => {
        runs[key] += 1;
        await RateLimit.findByPk(first, { transaction, lock: transaction.LOCK.UPDATE });
        if (runs[key] === 1) {
          holding += 1;
          if (holding === 2) bothHold();
          await barrier;
        }
        await RateLimit.findByPk(second, { transaction, lock: transaction.LOCK.UPDATE });
        await RateLimit.increment('count', { where: { bucket: [first, second] }, transaction });
      });

    await Promise.all([lockBoth('deadlock:a', 'deadlock:b', 'ab'), lockBoth('deadlock:b', 'deadlock:a', 'ba')]);

    expect(runs.ab + runs.ba).toBe(3); // one of them ran twice
    const rows = await RateLimit.findAll({ where: { bucket: ['deadlock:a', 'deadlock:b'] } });
    expect(rows.map((r) => r.count)).toEqual([2, 2]);
  });
});
