#!/usr/bin/env node
/**
 * Size of what hosts download, against the budgets in sdk/package.json ("sizeBudgets"):
 *   iife_gzip_kb  dist/trilha.js gzipped (the script-tag bundle: React, ReactDOM, three widgets)
 *   esm_kb        the ESM files `import ... from '@trilha/sdk'` loads (index.js and the chunks it
 *                 imports), raw; react, react-dom and the dependencies are the host's.
 * `npm run build -w @trilha/sdk` prints them; sdk/src/embed/size.test.ts fails over budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const sdkRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(sdkRoot, 'dist');

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** dist/index.js and every local chunk it imports, transitively. */
function esmGraph(dir, entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(path.normalize(path.join(path.dirname(file), m[1])));
    }
  }
  return [...seen].sort();
}

/** Sizes in KB (one decimal), or null when the build is missing. */
export function measureSizes(dir = distDir) {
  const iife = path.join(dir, 'trilha.js');
  if (!existsSync(iife) || !existsSync(path.join(dir, 'index.js'))) return null;
  const iifeBuffer = readFileSync(iife);
  const esmFiles = esmGraph(dir, 'index.js');
  const esm = Buffer.concat(esmFiles.map((f) => readFileSync(path.join(dir, f))));
  return {
    iife_kb: kb(iifeBuffer.length),
    iife_gzip_kb: kb(gzip(iifeBuffer)),
    esm_kb: kb(esm.length),
    esm_gzip_kb: kb(gzip(esm)),
    esm_files: esmFiles,
  };
}

/** The "sizeBudgets" of sdk/package.json. */
export function readBudgets() {
  const pkg = JSON.parse(readFileSync(path.join(sdkRoot, 'package.json'), 'utf8'));
  return pkg.sizeBudgets;
}

/** One line per budget: measured, budget, and whether it fits. */
export function compare(sizes, budgets) {
  return Object.entries(budgets).map(([key, budget]) => ({ key, size: sizes[key], budget, ok: sizes[key] <= budget }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = measureSizes();
  if (!sizes) {
    console.error('sdk/dist incompleto: rode `npm run build -w @trilha/sdk`.');
    process.exit(1);
  }
  console.log(
    `\nsdk sizes  trilha.js ${sizes.iife_kb} KB (gzip ${sizes.iife_gzip_kb} KB) · ESM ${sizes.esm_kb} KB (gzip ${sizes.esm_gzip_kb} KB, ${sizes.esm_files.length} files)`,
  );
  for (const row of compare(sizes, readBudgets())) {
    console.log(
      `  ${row.key.padEnd(13)} ${String(row.size).padStart(7)} KB  budget ${String(row.budget).padStart(7)} KB  ${row.ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
}
