import { createHash, timingSafeEqual } from 'node:crypto';
import { E } from '@trilha/sdk/contract';
import { Routes } from '../http/routes';
import { runtime } from '../runtime';
import { readiness } from '../services/readiness';
import type { AppContext } from '../state';

/** The bearer is METRICS_TOKEN: compared in constant time (digests, so lengths never leak either). */
function isMetricsToken(ctx: AppContext): boolean {
  const expected = runtime().config.metricsToken;
  const m = /^Bearer\s+(\S+)$/.exec(ctx.get('Authorization'));
  if (!expected || !m?.[1]) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(m[1]), digest(expected));
}

/**
 * What operators and load balancers read (issue 25): liveness, readiness and the Prometheus
 * metrics. Never cached by a proxy.
 */
export const opsRoutes = new Routes()
  .add(E.ops.health, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  })
  .add(E.ops.ready, async (ctx) => {
    const { ready, answer } = await readiness();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = answer;
    return undefined;
  })
  .add(
    E.ops.metrics,
    async (ctx) => {
      const { registry } = runtime().metrics;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = registry.contentType;
      ctx.body = await registry.metrics();
      return undefined;
    },
    { machineCredential: isMetricsToken },
  );
