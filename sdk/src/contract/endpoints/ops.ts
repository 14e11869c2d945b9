import { endpoint, needs, PUBLIC } from '../endpoint';

/** `GET /healthz`: the process answers (no database call). */
export interface HealthResponse {
  status: 'ok';
}

/** The checks of `GET /readyz`, by stable id. */
export type ReadinessCheck = 'database' | 'migrations' | 'storage';

/**
 * `GET /readyz`: 200 when every check passed; 503 with `error` 'not_ready' (a check failed, named
 * in `failed`) or 'shutting_down' (the process drains after SIGTERM), and a pt-BR `message`.
 */
export interface ReadinessResponse {
  status: 'ok' | 'unavailable';
  checks: Partial<Record<ReadinessCheck, 'ok' | 'fail'>>;
  failed?: (ReadinessCheck | 'shutdown')[];
  error?: 'not_ready' | 'shutting_down';
  message?: string;
}

/**
 * Operations (issue 25): probes for load balancers and the Prometheus scrape, outside /api. The
 * metrics also accept `Authorization: Bearer <METRICS_TOKEN>` instead of an admin's session.
 */
export const OPS = {
  health: endpoint<HealthResponse>()({ method: 'GET', path: '/healthz', auth: PUBLIC }),
  ready: endpoint<ReadinessResponse>()({ method: 'GET', path: '/readyz', auth: PUBLIC }),
  /** The Prometheus text exposition format (text/plain; version=0.0.4). */
  metrics: endpoint()({ method: 'GET', path: '/metrics', auth: needs('logs.manage'), answer: 'file' }),
};
