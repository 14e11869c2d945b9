import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// '@trilha/sdk' resolves to the sdk's built package (dist: ESM + types), as in a client's app.
export default defineConfig({
  root: __dirname,
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '/token': 'http://127.0.0.1:4100' } },
});
