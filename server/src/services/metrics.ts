import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Sequelize } from 'sequelize';
import { OutboxMail, WebhookDelivery } from '../models';

/** The route label of a request no route matched (static files, the portal, 404s). */
export const UNMATCHED_ROUTE = '(sem rota)';

interface PoolStats {
  using: number;
  waiting: number;
  size: number;
}

/** sequelize-pool's counters (MySQL/MariaDB); SQLite opens its connections without one: zeros. */
function poolStats(sequelize: Sequelize): PoolStats {
  const pool = (sequelize.connectionManager as unknown as { pool?: Partial<PoolStats> }).pool;
  const read = (n: unknown) => (typeof n === 'number' ? n : 0);
  return { using: read(pool?.using), waiting: read(pool?.waiting), size: read(pool?.size) };
}

/**
 * The process's Prometheus metrics, in a registry of its own (one per boot: test servers started
 * one after another in a process never see each other's counts). Queue sizes and the pool are read
 * when Prometheus scrapes, so nothing here is updated on the hot paths but the request histogram.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das requisições HTTP, por rota (o modelo da rota, não a URL), método e status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'trilha_job_runs_total',
    help: 'Disparos de tarefas agendadas neste processo, por tarefa (inclui os que outro nó reivindicou)',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'trilha_job_failures_total',
    help: 'Execuções de tarefas agendadas que falharam, por tarefa',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly jobSkipped = new Counter({
    name: 'trilha_job_skipped_total',
    help: 'Execuções que outro nó já tinha reivindicado (jobs/runOnce), por tarefa',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  readonly certificatePdfs = new Counter({
    name: 'trilha_certificate_pdfs_rendered_total',
    help: 'PDFs de certificado impressos no Chromium por este processo (cópias em cache não contam)',
    registers: [this.registry],
  });

  readonly passwordChecksDropped = new Counter({
    name: 'trilha_password_checks_dropped_total',
    help: 'Conferências de senha descartadas na fila porque quem pediu desistiu antes da vez',
    registers: [this.registry],
  });

  /** Password checks waiting for a hashing thread (a sign-in storm shows here first). */
  readonly passwordChecksWaiting = new Gauge({
    name: 'trilha_password_checks_waiting',
    help: 'Conferências de senha esperando uma thread de hash',
    registers: [this.registry],
  });

  private defaultsOn = false;

  constructor(sequelize: Sequelize) {
    const registers = [this.registry];
    new Gauge({
      name: 'trilha_db_pool_in_use',
      help: 'Conexões do pool do banco em uso (0 no SQLite)',
      registers,
      collect() {
        this.set(poolStats(sequelize).using);
      },
    });
    new Gauge({
      name: 'trilha_db_pool_waiting',
      help: 'Pedidos esperando uma conexão do pool do banco (0 no SQLite)',
      registers,
      collect() {
        this.set(poolStats(sequelize).waiting);
      },
    });
    new Gauge({
      name: 'trilha_db_pool_size',
      help: 'Conexões abertas no pool do banco (0 no SQLite)',
      registers,
      collect() {
        this.set(poolStats(sequelize).size);
      },
    });
    // One COUNT each per scrape; a database that is away leaves the last value (readyz says why).
    new Gauge({
      name: 'trilha_mail_outbox_pending',
      help: 'E-mails na fila de saída ainda não entregues (todos os nós)',
      registers,
      async collect() {
        const pending = await OutboxMail.count({ where: { status: 'pending' } }).catch(() => null);
        if (pending !== null) this.set(pending);
      },
    });
    new Gauge({
      name: 'trilha_webhook_deliveries_pending',
      help: 'Entregas de webhook ainda não feitas (todos os nós)',
      registers,
      async collect() {
        const pending = await WebhookDelivery.count({ where: { status: 'pending' } }).catch(() => null);
        if (pending !== null) this.set(pending);
      },
    });
  }

  /** The process's own metrics (event-loop lag, memory, CPU, GC): the server only, not the CLI. */
  collectProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }
}
