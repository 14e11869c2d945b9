import { hostname } from 'node:os';
import { UniqueConstraintError } from 'sequelize';
import { JobRun } from '../models';
import { runtime } from '../runtime';
import { now } from '../services/clock';

/**
 * Runs a job once per run key across every node sharing the database: the first node to insert
 * (job, run_key) runs it, the others see the unique key and skip. Returns null when skipped.
 */
export async function runOnce<T>(job: string, runKey: string, work: () => Promise<T>): Promise<T | null> {
  let run: JobRun;
  try {
    run = await JobRun.create({ job, run_key: runKey, node: `${hostname()}:${process.pid}`, started_at: now() });
  } catch (err) {
    if (err instanceof UniqueConstraintError) {
      // Another node has this run: counted per job family ('backup-schedule-7' -> 'backup-schedule').
      runtime().metrics.jobSkipped.inc({ job: job.replace(/-\d+$/, '') });
      return null;
    }
    throw err;
  }
  try {
    const result = await work();
    await run.update({ status: 'done', finished_at: now() });
    return result;
  } catch (err) {
    await run.update({ status: 'failed', finished_at: now(), message: (err as Error).message.slice(0, 2000) });
    throw err;
  }
}
