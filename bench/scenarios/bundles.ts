/**
 * Bundle sizes, from the build output, gzip level 9 (zlib):
 *  - sdk/dist/trilha.js, the script-tag bundle with all three widgets, minus what React costs in
 *    it (react + react-dom 19 production, bundled and minified here by esbuild like tsup does):
 *    the widgets' own weight, target <= 25 KiB;
 *  - the portal's first load: the JS portal/dist/index.html loads eagerly (module entry scripts
 *    and modulepreload links), target <= 200 KiB, with the routes split into lazy chunks.
 * No database; sizes are judged in --quick too (they do not depend on the machine's load).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { npmBuild, repoRoot } from '../processes';
import type { Row } from './context';

const WIDGETS_TARGET_KIB = 25;
const PORTAL_TARGET_KIB = 200;

const gzipKiB = (data: Uint8Array) => gzipSync(data, { level: 9 }).length / 1024;
const kib = (x: number) => `${x.toFixed(1)} KiB`;

/** React's own share of a browser bundle: react + react-dom (client) minified, production. */
async function reactGzipKiB(): Promise<number> {
  const result = await build({
    stdin: {
      contents:
        "import * as r from 'react'; import * as d from 'react-dom'; import * as c from 'react-dom/client'; globalThis.__r = [r, d, c];",
      resolveDir: path.join(repoRoot, 'sdk'),
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error('esbuild produced no React bundle');
  return gzipKiB(out.contents);
}

/** The JS files index.html makes the browser fetch before the first render. */
function eagerScripts(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && !/^https?:/.test(url)) files.push(url.replace(/^\//, ''));
  }
  return files;
}

export async function bundleScenarios(opts: {
  build: boolean;
  log: (line: string) => void;
  addRow: (row: Row) => void;
}): Promise<void> {
  const sdkDist = path.join(repoRoot, 'sdk/dist');
  const portalDist = path.join(repoRoot, 'portal/dist');
  for (const [ws, dist] of [
    ['@trilha/sdk', sdkDist],
    ['@trilha/portal', portalDist],
  ] as const) {
    if (opts.build || !existsSync(dist)) {
      opts.log(`- building ${ws} (npm run build -w ${ws})`);
      npmBuild(ws);
    }
  }

  opts.log('- bundle sizes');
  const whole = gzipKiB(readFileSync(path.join(sdkDist, 'trilha.js')));
  const react = await reactGzipKiB();
  const widgets = whole - react;
  opts.addRow({
    db: '-',
    scenario: 'sdk trilha.js (3 widgets, IIFE) gzip minus React',
    project: kib(widgets),
    ceiling: `${kib(react)} (react + react-dom, minified)`,
    ratio: '-',
    target: `<= ${WIDGETS_TARGET_KIB} KiB`,
    result: widgets <= WIDGETS_TARGET_KIB ? 'PASS' : 'FAIL',
    note: `whole file ${kib(whole)} gzip`,
  });

  const eager = eagerScripts(portalDist);
  const firstLoad = eager.reduce((sum, f) => sum + gzipKiB(readFileSync(path.join(portalDist, f))), 0);
  const chunks = readdirSync(path.join(portalDist, 'assets')).filter((f) => f.endsWith('.js')).length;
  const lazy = chunks - eager.length;
  opts.addRow({
    db: '-',
    scenario: 'portal first-load JS gzip (entry + modulepreload)',
    project: kib(firstLoad),
    ceiling: '-',
    ratio: '-',
    target: `<= ${PORTAL_TARGET_KIB} KiB, routes split`,
    result: firstLoad <= PORTAL_TARGET_KIB && lazy > 0 ? 'PASS' : 'FAIL',
    note: `${eager.length} eager file(s): ${eager.map((f) => path.basename(f)).join(', ')}; ${lazy} lazy chunk(s)`,
  });
}
