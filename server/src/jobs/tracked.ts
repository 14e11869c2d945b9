import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { log } from '../services/logger';

const system: Actor = { user: null, ip: null, source: 'system' };

/** Runs under way in this process: a shutdown waits for them before it closes the database. */
const running = new Set<Promise<void>>();

/**
 * Runs one firing of a job: counted in the metrics (runs, failures by job name) and tracked so a
 * shutdown can wait for it. A failure is written to the system log when `failure` describes it
 * (the backup schedules write their own). Never rejects.
 */
export function runTracked(job: string, work: () => Promise<unknown>, failure?: string): Promise<void> {
  const metrics = runtime().metrics;
  const run = (async () => {
    metrics.jobRuns.inc({ job });
    try {
      await work();
    } catch (err) {
      metrics.jobFailures.inc({ job });
      log({ job }).error({ err }, 'tarefa agendada falhou');
      if (!failure) return;
      await audit(system, {
        action: 'JOB_FALHOU',
        level: 'error',
        description: failure,
        message: (err as Error).message,
      }).catch(() => undefined);
    }
  })();
  running.add(run);
  void run.finally(() => running.delete(run));
  return run;
}

/** Waits (at most `timeoutMs`) for the runs under way in this process. */
export async function settleRuns(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (running.size && Date.now() < deadline) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...running]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, deadline - Date.now());
      }),
    ]);
    clearTimeout(timer);
  }
}
