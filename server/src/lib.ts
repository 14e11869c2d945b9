/** What the CLI and the tests use from the server: the same code paths the API runs. */
export { boot, type RunningServer, shutdown, startServer } from './boot';
export { type Config, loadConfig } from './config';
export { migrate, migrator } from './db/migrate';
export { adminCreator, seedFirstAdmin } from './db/seed';
export { runtime } from './runtime';
export type { Actor } from './services/audit';
