import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app';
import { firstAdminSeeder } from './commands/admins';
import { demoContentSeeder } from './commands/demoContent';
import type { Config } from './config';
import { migrate } from './db/migrate';
import { createSequelize, prepareConnection, withNamedLock } from './db/sequelize';
import { drainHttp } from './http/drain';
import { drainScheduler, startScheduler } from './jobs/scheduler';
import { initModels } from './models';
import { type Runtime, runtime, setRuntime } from './runtime';
import { audit, systemActor } from './services/audit';
import { recoverInterruptedRestore } from './services/backup/recovery';
import { settleRendersAhead } from './services/certificatePdf';
import { configureLogger, log } from './services/logger';
import { Mailer } from './services/mail';
import { startMailDispatcher, stopMailDispatcher } from './services/mailOutbox';
import { Metrics } from './services/metrics';
import { closePasswordPool } from './services/passwords';
import { closePdfBrowser } from './services/pdf';
import { reloadMailer } from './services/reload';
import { invalidateSettings } from './services/settings';
import { startWebhookDispatcher, stopWebhookDispatcher } from './services/webhooks/dispatcher';

/** Connects, migrates and binds the models: what the server and the CLI both need. */
export async function boot(config: Config, options: { migrate?: boolean } = {}): Promise<Runtime> {
  configureLogger(config.logLevel);
  const sequelize = createSequelize(config.databaseUrl, config.logLevel === 'debug');
  await prepareConnection(sequelize);
  initModels(sequelize);
  mkdirSync(path.join(config.uploadsDir, '.tmp'), { recursive: true });
  const rt: Runtime = { config, sequelize, mailer: new Mailer(config), metrics: new Metrics(sequelize) };
  setRuntime(rt);
  invalidateSettings();
  if (options.migrate ?? true) {
    await migrate(sequelize);
    // Portal SMTP settings live in the database, so only a migrated database can have them.
    await reloadMailer();
  }
  // A restore killed between its commit and its file swap: files put back in line with the data.
  await recoverInterruptedRestore();
  return rt;
}

export async function shutdown(): Promise<void> {
  const rt = runtime();
  await drainScheduler(JOBS_DRAIN_MS);
  // Mail being delivered finishes before the database and the transport close.
  await stopMailDispatcher();
  await stopWebhookDispatcher();
  await settleRendersAhead();
  await closePdfBrowser();
  await closePasswordPool();
  rt.mailer.close();
  await rt.sequelize.close();
  setRuntime(null);
}

/** How long a shutdown lets the requests under way finish before it cuts their connections. */
const HTTP_DRAIN_MS = 25_000;
/** How long it waits for a scheduled job under way (a backup being written), beside the requests. */
const JOBS_DRAIN_MS = 45_000;

export interface RunningServer {
  url: string;
  server: Server;
  /**
   * Drains and stops (SIGTERM): not ready at once (/readyz 503), no new connection, the answers
   * under way and a running job finish (bounded), then mail and webhook deliveries under way, the
   * PDF browser and the database.
   */
  close(): Promise<void>;
}

/** Connections the kernel may hold for us before we accept them. */
const LISTEN_BACKLOG = 4096;

/** Boots, seeds the first admin and listens on config.port (0 picks a free port). */
export async function startServer(config: Config): Promise<RunningServer> {
  const rt = await boot(config);
  const { sequelize } = rt;
  rt.metrics.collectProcessMetrics();
  // Under a database lock: of several nodes starting at once on an empty database, one creates
  // the first admin and the demo catalogue, the others find them (no duplicate, no crash).
  await withNamedLock(sequelize, 'first-start', async () => {
    await firstAdminSeeder(config);
    if (config.seedDemo) await demoContentSeeder();
  });
  const app = createApp(config);
  // A shift opening the same assessment brings hundreds of new connections a second, and Node
  // takes one per turn of a busy event loop: Node's default queue (511) filled and the kernel
  // dropped SYNs (a 1 s retransmit each). The kernel caps this at net.core.somaxconn.
  const server = app.listen(config.port, undefined, LISTEN_BACKLOG);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  startScheduler();
  startMailDispatcher();
  startWebhookDispatcher();
  await audit(systemActor, { action: 'SYSTEM_START', description: 'Servidor iniciado' });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    async close() {
      rt.draining = true;
      const [drained] = await Promise.all([drainHttp(server, HTTP_DRAIN_MS), drainScheduler(JOBS_DRAIN_MS)]);
      if (!drained) log().warn({ timeoutMs: HTTP_DRAIN_MS }, 'requisições ainda abertas foram interrompidas');
      await shutdown();
    },
  };
}
