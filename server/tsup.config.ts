import { defineConfig } from 'tsup';

// The server ships as one ESM bundle; workspace packages (the sdk contract) are bundled from
// their TypeScript sources, node_modules stay external.
export default defineConfig({
  entry: { index: 'src/index.ts', lib: 'src/lib.ts', passwordWorker: 'src/services/passwordWorker.js' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@trilha\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
