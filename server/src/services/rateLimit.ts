import { Op, type Transaction } from 'sequelize';
import { RateLimit } from '../models';

/** Fixed-window counters in the database, shared by every API node. */
export async function currentCount(bucket: string): Promise<number> {
  const row = await RateLimit.findByPk(bucket);
  if (!row || row.reset_at.getTime() <= Date.now()) return 0;
  return row.count;
}

export async function hit(bucket: string, windowMs: number, transaction?: Transaction): Promise<number> {
  const now = Date.now();
  const row = await RateLimit.findByPk(bucket, { transaction });
  if (!row || row.reset_at.getTime() <= now) {
    await RateLimit.upsert({ bucket, count: 1, reset_at: new Date(now + windowMs) }, { transaction });
    return 1;
  }
  await RateLimit.increment('count', { where: { bucket }, transaction });
  return row.count + 1;
}

export async function reset(bucket: string): Promise<void> {
  await RateLimit.destroy({ where: { bucket } });
}

export async function purgeExpired(): Promise<number> {
  return RateLimit.destroy({ where: { reset_at: { [Op.lte]: new Date() } } });
}
