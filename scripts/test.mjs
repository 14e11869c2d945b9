#!/usr/bin/env node
/**
 * `npm test`: the whole suite (ARCHITECTURE.md §2, §8), step by step, stopping at the first failure
 * with its exit code, and printing how long each step took.
 *
 *   1. system deps   mariadb-server + chromium (installed with apt when root, else one-line error)
 *   2. lint          biome check .             (format + lint; fix your files with `npx biome check --write <files>`)
 *   3. typecheck     tsc -p <ws> --noEmit      for sdk, server, portal, cli, bench (those with a tsconfig.json)
 *   4. build         npm run build             (sdk, portal, server: the e2e tests use the builds)
 *   5. vitest        vitest run                (projects unit, api-sqlite, api-mariadb, e2e)
 *   6. bench         npm run bench -- --size S --quick --no-build --skip load
 *                    keeps the benchmark harness working: every scenario runs briefly on a
 *                    small data set; timings are not judged, only a broken harness (an exception or
 *                    an ERROR row) fails the step
 *   7. load          npm run test:load -- --no-build
 *                    the mixed student load: a class of students saving progress,
 *                    completing lessons and submitting assessments while exports and backups run;
 *                    fails on any error answer or anything lost (p99s are printed, not judged)
 *
 * Extra arguments go to vitest: `npm test -- --project api-sqlite`, `npm test -- server/test/api/auth`;
 * with them the bench and load steps are skipped (a focused run).
 * For a quick loop run vitest directly: `npx vitest run --project api-mariadb`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemDeps } from './ensure-system-deps.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const vitestArgs = process.argv.slice(2);
const workspaces = ['sdk', 'server', 'portal', 'cli', 'bench'];
const timings = [];

/** Local binary from node_modules/.bin (no npx: faster, and no network fallback). */
function bin(name) {
  const local = join(root, 'node_modules', '.bin', name);
  return existsSync(local) ? local : name;
}

let interrupted = false;
let running = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The child gets Ctrl-C from the terminal too; let it clean up (vitest stops its MariaDB).
    interrupted = true;
    if (running && signal === 'SIGTERM') running.kill('SIGTERM');
  });
}

function run(cmd, args) {
  return new Promise((resolve) => {
    console.log(`\n> ${[cmd.startsWith(root) ? cmd.slice(root.length + 1) : cmd, ...args].join(' ')}`);
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    running = child;
    child.on('error', (err) => {
      console.error(`cannot run ${cmd}: ${err.message}`);
      running = null;
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running = null;
      resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
    });
  });
}

function summary() {
  const width = Math.max(...timings.map((t) => t.name.length));
  console.log('\nnpm test summary:');
  for (const t of timings) {
    console.log(`  ${t.name.padEnd(width)}  ${t.status.padEnd(4)}  ${(t.ms / 1000).toFixed(1).padStart(6)} s`);
  }
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  console.log(`  ${'total'.padEnd(width)}        ${(total / 1000).toFixed(1).padStart(6)} s`);
}

/** Runs a step; on failure prints the summary and exits with the step's code. */
async function step(name, fn) {
  const started = performance.now();
  const code = await fn();
  const ms = performance.now() - started;
  timings.push({ name, ms, status: code === 0 ? 'ok' : 'FAIL' });
  if (code !== 0 || interrupted) {
    summary();
    console.error(`\nnpm test: step "${name}" failed (exit ${code})`);
    process.exit(code || 130);
  }
}

await step('system deps', () => {
  const result = ensureSystemDeps();
  if (!result.ok) console.error(result.message);
  else console.log(`system deps: ${result.message}`);
  return result.ok ? 0 : 1;
});

await step('lint (biome)', () => run(bin('biome'), ['check', '.']));

for (const ws of workspaces) {
  if (!existsSync(join(root, ws, 'tsconfig.json'))) {
    console.log(`\n(skipping typecheck of ${ws}: no ${ws}/tsconfig.json)`);
    continue;
  }
  await step(`typecheck ${ws}`, () => run(bin('tsc'), ['-p', ws, '--noEmit']));
}

await step('build', () => run('npm', ['run', 'build']));

await step('vitest', () => run(bin('vitest'), ['run', ...vitestArgs]));

if (vitestArgs.length) {
  console.log('\n(skipping the bench smoke run and the load test: vitest was given arguments)');
} else {
  // The build step above made server/dist, sdk/dist and portal/dist: the bench uses them as they are.
  await step('bench smoke run (size S, quick)', () =>
    run('npm', ['run', 'bench', '--', '--size', 'S', '--quick', '--no-build', '--skip', 'load']),
  );
  await step('load test (npm run test:load)', () => run('npm', ['run', 'test:load', '--', '--no-build']));
}

summary();
