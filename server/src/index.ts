import { startServer } from './boot';
import { loadConfig } from './config';

const config = loadConfig();
const running = await startServer(config);
console.info(`Trilha Segura ouvindo em ${config.publicUrl} (porta ${new URL(running.url).port})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await running.close();
    process.exit(0);
  });
}
