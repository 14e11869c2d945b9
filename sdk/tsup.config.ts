import { defineConfig, type Options } from 'tsup';
import { version } from './package.json';

/**
 * The widgets read the contract's messages, limits and types but never run its zod schemas (the
 * server validates). zod cannot be tree-shaken out of the contract modules, so the script-tag
 * bundle gets an inert stand-in instead of ~440 KB of schema code. Building a schema works;
 * validating with one throws, so a widget that starts parsing fails loudly, not silently.
 */
const inertZod: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'inert-zod',
  setup(build) {
    build.onResolve({ filter: /^zod(\/.*)?$/ }, () => ({ path: 'zod', namespace: 'inert-zod' }));
    build.onLoad({ filter: /.*/, namespace: 'inert-zod' }, () => ({
      loader: 'js',
      contents: `
const refuse = () => { throw new Error('[Trilha] validação zod indisponível no bundle trilha.js'); };
const validators = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'spa', 'decode', 'encode']);
const schema = new Proxy(function () {}, {
  get: (_, key) =>
    validators.has(key) ? refuse : key === Symbol.toPrimitive ? () => '' : typeof key === 'symbol' || key === 'then' ? undefined : schema,
  apply: () => schema,
  construct: () => schema,
});
export const z = schema;
export const config = () => undefined;
export const NEVER = schema;
export default schema;`,
    }));
  },
};

export default defineConfig([
  // The package for React hosts and the portal: ESM + CJS + types; react stays a peer dependency.
  {
    entry: {
      index: 'src/index.ts',
      client: 'src/client/index.ts',
      contract: 'src/contract/index.ts',
      ui: 'src/ui/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    // Everything but the script-tag bundle, which the second build writes beside it.
    clean: ['!trilha.js', '!trilha.js.map'],
    external: ['react', 'react-dom'],
    target: 'es2020',
  },
  // The script-tag bundle served at /sdk/trilha.js: global `Trilha`, React and ReactDOM inside.
  {
    entry: { trilha: 'src/embed/index.ts' },
    format: ['iife'],
    globalName: 'Trilha',
    outExtension: () => ({ js: '.js' }),
    noExternal: [/.*/],
    platform: 'browser',
    minify: true,
    sourcemap: true,
    clean: false,
    dts: false,
    target: 'es2020',
    esbuildPlugins: [inertZod],
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __TRILHA_SDK_VERSION__: JSON.stringify(version),
    },
  },
]);
