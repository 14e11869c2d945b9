#!/usr/bin/env node
/**
 * The plain-HTML intranet example: serves public/ and POST /token on its own port.
 *
 *   TRILHA_URL=http://localhost:3000 TRILHA_API_KEY=tsk_... TRILHA_COURSE_ID=1 TRILHA_ASSESSMENT_ID=1 \
 *   INTRANET_USER_EMAIL=ana@empresa.com.br INTRANET_USER_NAME='Ana Souza' PORT=4000 node server.mjs
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv, createIntranetServer, listen } from '../token-backend.mjs';

const config = configFromEnv();
const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');
const url = await listen(createIntranetServer(config, publicDir), config.port, config.host);
console.log(`Intranet de exemplo em ${url} (Trilha: ${config.trilhaUrl})`);
