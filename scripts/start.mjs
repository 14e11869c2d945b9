#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the server
// (which migrates the database and seeds the first admin before listening).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sdkSources = newest(path.join(root, 'sdk', 'src'));
const targets = [
  { workspace: '@trilha/sdk', output: 'sdk/dist/index.js', sources: [sdkSources] },
  {
    workspace: '@trilha/portal',
    output: 'portal/dist/index.html',
    sources: [newest(path.join(root, 'portal', 'src')), sdkSources],
  },
  {
    workspace: '@trilha/server',
    output: 'server/dist/index.js',
    sources: [newest(path.join(root, 'server', 'src')), sdkSources],
  },
];

for (const t of targets) {
  const out = path.join(root, t.output);
  const stale = !existsSync(out) || Math.max(...t.sources) > statSync(out).mtimeMs;
  if (!stale) continue;
  console.info(`> compilando ${t.workspace}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', t.workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const envFile = path.join(root, '.env');
const nodeArgs = ['--enable-source-maps', ...(existsSync(envFile) ? [`--env-file=${envFile}`] : [])];
const server = spawnSync(process.execPath, [...nodeArgs, path.join(root, 'server', 'dist', 'index.js')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
