import { Op, type Transaction } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { RateLimit } from '../models';
import { runtime } from '../runtime';

/** Fixed-window counters in the database, shared by every API node. */
export async function currentCount(bucket: string): Promise<number> {
  const row = await RateLimit.findByPk(bucket);
  if (!row || row.reset_at.getTime() <= Date.now()) return 0;
  return row.count;
}

/**
 * Counts one event and returns the window's count including it. Atomic across requests and nodes
 * (conditional UPDATEs and INSERT IGNORE, no read-then-write): N concurrent hits count N, so a
 * caller that checks the returned count refuses everything past the limit even in a burst.
 *
 * On SQLite the hit runs as one write transaction, which this process queues (db/transaction):
 * otherwise a burst's statements interleave on the one connection, every hit reads the burst's
 * total, and all of them are refused. On MySQL the statements stay autocommit: a transaction
 * would hold INSERT IGNORE's shared lock into the increment and deadlock a burst.
 */
export async function hit(bucket: string, windowMs: number, transaction?: Transaction): Promise<number> {
  if (!transaction && runtime().sequelize.getDialect() === 'sqlite') {
    return inTransaction((t) => hit(bucket, windowMs, t));
  }
  const now = new Date();
  const resetAt = new Date(now.getTime() + windowMs);
  // A finished window starts again (only one of several concurrent callers matches).
  await RateLimit.update(
    { count: 0, reset_at: resetAt },
    { where: { bucket, reset_at: { [Op.lte]: now } }, transaction },
  );
  await RateLimit.bulkCreate([{ bucket, count: 0, reset_at: resetAt }], { ignoreDuplicates: true, transaction });
  await RateLimit.increment('count', { where: { bucket }, transaction });
  const row = await RateLimit.findByPk(bucket, { transaction });
  return row?.count ?? 1;
}

/** Takes back one event counted by hit() (an attempt that turned out fine). */
export async function unhit(bucket: string): Promise<void> {
  await RateLimit.decrement('count', { where: { bucket, count: { [Op.gt]: 0 } } });
}

export async function reset(bucket: string): Promise<void> {
  await RateLimit.destroy({ where: { bucket } });
}

export async function purgeExpired(): Promise<number> {
  return RateLimit.destroy({ where: { reset_at: { [Op.lte]: new Date() } } });
}
