import { hostname } from 'node:os';
import { UniqueConstraintError } from 'sequelize';
import { JobRun } from '../models';
import { now } from './clock';

export class LockBusyError extends Error {}

/**
 * A cluster-wide mutex on the job_runs table: one row per held lock, removed on release. A lock
 * older than `staleMs` (its holder died) is taken over.
 */
export async function withLock<T>(name: string, work: () => Promise<T>, staleMs = 6 * 3_600_000): Promise<T> {
  const job = `lock:${name}`;
  const claim = () => JobRun.create({ job, run_key: 'held', node: `${hostname()}:${process.pid}`, started_at: now() });
  let row: JobRun;
  try {
    row = await claim();
  } catch (err) {
    if (!(err instanceof UniqueConstraintError)) throw err;
    const held = await JobRun.findOne({ where: { job, run_key: 'held' } });
    if (held && now().getTime() - new Date(held.started_at).getTime() < staleMs) throw new LockBusyError(name);
    await JobRun.destroy({ where: { job, run_key: 'held' } });
    row = await claim();
  }
  try {
    return await work();
  } finally {
    await row.destroy().catch(() => undefined);
  }
}
