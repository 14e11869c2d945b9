/**
 * Bundle sizes, from the build output, gzip level 9 (zlib):
 *  - sdk/dist/trilha.js, the script-tag bundle with all three widgets, minus what React costs in
 *    it (react + react-dom 19 production, bundled and minified here by esbuild like tsup does):
 *    the widgets' own weight, target <= 35 KiB;
 *  - a React host importing only CertificateList from '@trilha/sdk' (sdk/dist, ESM): what it ships,
 *    which must hold none of the player's or the assessment's code;
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

const WIDGETS_TARGET_KIB = 35;
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

/**
 * Strings only the course player's and the assessment's modules hold (a class name of each and a
 * pt-BR text of each): found in the host's bundle, that widget's code came along.
 */
const OTHER_WIDGETS_MARKERS = {
  'course player': ['trilha-player__layout', 'Reiniciar aula'],
  assessment: ['trilha-qnav__item', 'Tentativas permitidas'],
} as const;

/**
 * A React host that imports only the certificate list: `import { CertificateList } from '@trilha/sdk'`
 * bundled by esbuild against sdk/dist (its package.json "exports" and "sideEffects"), react and
 * react-dom external, minified, production. Returns the bundle's gzip size and the markers of the
 * other widgets found in it.
 */
async function certificateListHost(): Promise<{ kib: number; found: string[] }> {
  const result = await build({
    stdin: {
      contents: "import { CertificateList } from '@trilha/sdk'; globalThis.__certificates = CertificateList;",
      resolveDir: repoRoot,
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    charset: 'utf8',
    // The dist entry's bare imports of chunks are dropped by "sideEffects" (as intended): no warning.
    logLevel: 'error',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error('esbuild produced no CertificateList bundle');
  const found = Object.entries(OTHER_WIDGETS_MARKERS).flatMap(([widget, markers]) =>
    markers.filter((m) => out.text.includes(m)).map((m) => `${widget} '${m}'`),
  );
  return { kib: gzipKiB(out.contents), found };
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

  // The markers must be in trilha.js (all three widgets), or their absence below would prove nothing.
  const script = readFileSync(path.join(sdkDist, 'trilha.js'), 'utf8');
  const missing = Object.values(OTHER_WIDGETS_MARKERS)
    .flat()
    .filter((m) => !script.includes(m));
  if (missing.length > 0) throw new Error(`bundles: marker(s) not in sdk/dist/trilha.js: ${missing.join(', ')}`);
  const host = await certificateListHost();
  opts.addRow({
    db: '-',
    scenario: 'React host importing only CertificateList (ESM, gzip)',
    project: kib(host.kib),
    ceiling: '-',
    ratio: '-',
    target: 'no player or assessment code',
    result: host.found.length === 0 ? 'PASS' : 'FAIL',
    note: host.found.length === 0 ? 'none of their markers in the bundle' : `found ${host.found.join(', ')}`,
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
