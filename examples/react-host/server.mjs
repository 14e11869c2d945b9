#!/usr/bin/env node
/**
 * The React host's back end: serves the built app (dist/, `npm run build` here first) and
 * POST /token, with the same token module as the plain-HTML example.
 *
 *   TRILHA_URL=http://localhost:3000 TRILHA_API_KEY=tsk_... TRILHA_COURSE_ID=1 PORT=4100 node server.mjs
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv, createIntranetServer, listen } from '../token-backend.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('examples/react-host/dist não existe: rode `npx vite build examples/react-host` antes.');
  process.exit(1);
}
const config = configFromEnv({ PORT: '4100', ...process.env });
const url = await listen(createIntranetServer(config, dist), config.port, config.host);
console.log(`Host React de exemplo em ${url} (Trilha: ${config.trilhaUrl})`);
