import { boot, type Config, loadConfig, shutdown } from '@trilha/server/lib';

/** Boots the server's runtime (database, models, mail) for one command and always shuts it down. */
export async function withRuntime<T>(
  work: (config: Config) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> {
  const config = loadConfig();
  await boot(config, options);
  try {
    return await work(config);
  } finally {
    await shutdown();
  }
}
