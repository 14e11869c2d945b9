#!/usr/bin/env node
// Runs the CLI from its TypeScript sources (no build step for operators): Node with the tsx loader
// and the 'source' export condition, so it uses the server's own commands as written.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.join(here, '..', 'src', 'index.ts');
const result = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', '--no-warnings=ExperimentalWarning', entry, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } },
);
if (result.error) {
  console.error(`trilha: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
