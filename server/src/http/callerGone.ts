import type { AppContext } from '../state';

/** Aborted when the client hangs up before its answer is written (a sign-in it gave up waiting for). */
export function callerGone(ctx: AppContext): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
}
