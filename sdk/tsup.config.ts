import { build as esbuild } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { version } from './package.json';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * `import css from './Widget.css?inline'`: the stylesheet as a minified string, which the widget
 * renders in a <style> of its own (so it also lands in a shadow root). Vite reads the same import
 * for the portal, from the sources.
 */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(build) {
    // The path keeps its '?inline': tsup's own CSS loader takes every path ending in '.css'.
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: `${args.resolveDir}/${args.path}`,
      namespace: 'inline-css',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const file = args.path.replace(/\?inline$/, '');
      const sheet = await esbuild({ entryPoints: [file], minify: true, write: false, logLevel: 'silent' });
      const css = sheet.outputFiles[0]?.text.trim();
      if (!css) throw new Error(`inline-css: ${file} gave no CSS`);
      return { loader: 'js', contents: `export default ${JSON.stringify(css)};`, watchFiles: [file] };
    });
  },
};

/**
 * The widgets read the contract's messages, limits and types but never run its zod schemas (the
 * server validates): they import zod-free modules (texts, limits, the widget routes), so today
 * nothing in trilha.js reaches zod. Should an import reach a schema module again, the script-tag
 * bundle gets this inert stand-in instead of ~440 KB of schema code. Building a schema works;
 * validating with one throws, so a widget that starts parsing fails loudly, not silently.
 */
const inertZod: Plugin = {
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

/**
 * react, react-dom and react/jsx-runtime are CommonJS, so a bundle reaches their members through
 * the module object at every call (`(0, r.jsx)(...)`, `(0, r.useState)(...)`). The sdk's imports
 * of them go through an ESM facade instead, one binding per export, which the minifier renames
 * like any local: about 1.6 KiB gzip off trilha.js, same React. Functions are forwarded by a
 * function declaration, so the ones the sdk does not use are dropped; the other values (Fragment,
 * Children, Component...) are read once.
 */
const reactFacade: Plugin = {
  name: 'react-facade',
  setup(build) {
    // The sdk's own imports only: react-dom's require('react') takes React itself.
    build.onResolve({ filter: /^react(-dom)?(\/client|\/jsx-runtime)?$/ }, (args) =>
      args.namespace === 'file' && !args.importer.includes('/node_modules/')
        ? { path: args.path, namespace: 'react-facade', pluginData: args.resolveDir }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'react-facade' }, async (args) => {
      const exports: Record<string, unknown> = (await import(args.path)).default;
      const bindings = Object.entries(exports)
        .filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name))
        .map(([name, value]) =>
          typeof value === 'function' && !(value.prototype as { isReactComponent?: unknown })?.isReactComponent
            ? `export function ${name}(...a) { return m.${name}(...a); }`
            : `export const ${name} = m.${name};`,
        )
        .join('\n');
      const resolveDir: string = args.pluginData;
      return { loader: 'js', resolveDir, contents: `import * as m from '${args.path}';\n${bindings}` };
    });
  },
};

/** The package's entry points ("exports" of package.json). */
const publicEntries = {
  index: 'src/index.ts',
  client: 'src/client/index.ts',
  contract: 'src/contract/index.ts',
  ui: 'src/ui/index.ts',
};

export default defineConfig([
  // The package for React hosts and the portal: ESM + CJS + types; react stays a peer dependency.
  {
    entry: {
      ...publicEntries,
      // An entry per widget (not in "exports"): esbuild then gives each widget chunks of its own,
      // so a host that imports one widget from the index takes that widget's chunks and no other's,
      // and the contract's zod schemas (the full client's) stay in a chunk the widgets never import.
      'widgets/course-player': 'src/widgets/CoursePlayer/index.ts',
      'widgets/assessment': 'src/widgets/Assessment/index.ts',
      'widgets/certificates': 'src/widgets/Certificates/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: { entry: publicEntries },
    sourcemap: true,
    // Everything but the script-tag bundle, which the second build writes beside it.
    clean: ['!trilha.js', '!trilha.js.map'],
    external: ['react', 'react-dom'],
    target: 'es2020',
    esbuildPlugins: [inlineCss],
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
    esbuildPlugins: [inertZod, inlineCss, reactFacade],
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __TRILHA_SDK_VERSION__: JSON.stringify(version),
    },
  },
]);
