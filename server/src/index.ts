import { startServer } from './boot';
import { loadConfig } from './config';
import { announce, log } from './services/logger';

/** Longer than the drain (25 s of requests, beside a job; then mail and webhooks): a stuck stop still ends. */
const STOP_DEADLINE_MS = 80_000;

const config = loadConfig();
const running = await startServer(config);
const port = Number(new URL(running.url).port);
announce(`Trilha Segura ouvindo em ${config.publicUrl} (porta ${port})`, { port });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      log().warn({ signal }, 'segundo sinal: saída imediata');
      process.exit(1);
    }
    stopping = true;
    announce('Encerrando: requisições e tarefas em andamento terminam antes da saída', { signal });
    setTimeout(() => {
      log().error({ timeoutMs: STOP_DEADLINE_MS }, 'encerramento não terminou a tempo: saída forçada');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    running.close().then(
      () => {
        announce('Servidor encerrado');
        process.exit(0);
      },
      (err: unknown) => {
        log().error({ err }, 'falha ao encerrar');
        process.exit(1);
      },
    );
  });
}
