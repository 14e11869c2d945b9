import type { Transaction } from 'sequelize';
import { runtime } from '../runtime';

/** Runs work in one managed transaction: committed when it resolves, rolled back when it throws. */
export function inTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return runtime().sequelize.transaction((t) => work(t));
}
