import { hostname } from 'node:os';
import { UniqueConstraintError } from 'sequelize';
import { NamedLockBusyError, withNamedLock } from '../db/sequelize';
import { JobRun } from '../models';
import { runtime } from '../runtime';
import { now } from './clock';

export class LockBusyError extends Error {}

/** Whether the process that wrote `node` ('host:pid') is gone: only knowable on this host. */
function holderIsDead(node: string | null): boolean {
  const m = /^(.*):(\d+)$/.exec(node ?? '');
  if (!m || m[1] !== hostname()) return false;
  try {
    process.kill(Number(m[2]), 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * A cluster-wide mutex; LockBusyError at once when another process holds it.
 *
 * MySQL: a named lock (GET_LOCK) on one connection of this process. The database releases it
 * when that connection ends, so a holder that is killed midway (OOM, deploy, crash) never leaves
 * it taken: the next restore can run at once, on any node.
 * SQLite (one host): a row in job_runs, removed on release; a row whose process is no longer
 * running, or older than `staleMs`, is taken over.
 */
export async function withLock<T>(name: string, work: () => Promise<T>, staleMs = 6 * 3_600_000): Promise<T> {
  const { sequelize } = runtime();
  if (sequelize.getDialect() === 'mysql') {
    let started = false;
    try {
      return await withNamedLock(
        sequelize,
        `lock:${name}`,
        () => {
          started = true;
          return work();
        },
        0,
      );
    } catch (err) {
      if (!started && err instanceof NamedLockBusyError) throw new LockBusyError(name);
      throw err;
    }
  }
  const job = `lock:${name}`;
  const claim = () => JobRun.create({ job, run_key: 'held', node: `${hostname()}:${process.pid}`, started_at: now() });
  let row: JobRun;
  try {
    row = await claim();
  } catch (err) {
    if (!(err instanceof UniqueConstraintError)) throw err;
    const held = await JobRun.findOne({ where: { job, run_key: 'held' } });
    const fresh = held && now().getTime() - new Date(held.started_at).getTime() < staleMs;
    if (held && fresh && !holderIsDead(held.node)) throw new LockBusyError(name);
    await JobRun.destroy({ where: { job, run_key: 'held' } });
    row = await claim();
  }
  try {
    return await work();
  } finally {
    await row.destroy().catch(() => undefined);
  }
}
