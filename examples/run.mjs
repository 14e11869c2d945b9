#!/usr/bin/env node
/**
 * `npm run example` (`-- --react` also serves the React host): a Trilha server on a temporary
 * DATA_DIR with the demo catalogue, set up through the API as a provider's admin would — a client
 * company, its intranet origin, an API key, an enrolled student and a final assessment — and the
 * plain-HTML intranet example on its own port (another origin). Ctrl-C stops everything and
 * removes the temporary data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const withReact = process.argv.includes('--react');
const children = [];
let dataDir = '';

const ADMIN = { email: 'admin@trilha.exemplo', password: `Exemplo-${randomBytes(6).toString('hex')}` };
const STUDENT = { name: 'Ana Souza', email: 'ana.souza@metalurgica.exemplo' };

function fail(message) {
  console.error(`npm run example: ${message}`);
  cleanup();
  process.exit(1);
}

function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = '';
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log('\nEncerrando o exemplo...');
    cleanup();
    process.exit(0);
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function start(label, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 20_000) output = output.slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', (chunk) => {
    keep(chunk);
    process.stderr.write(`[${label}] ${chunk}`);
  });
  child.on('exit', (code) => {
    if (dataDir) fail(`${label} terminou (código ${code}).\n${output.slice(-2000)}`);
  });
  children.push(child);
  return child;
}

async function waitFor(url, label) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) fail(`${label} não respondeu em 60 s (${url}).`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function api(base, method, url, { token, body } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await res.json().catch(() => ({}));
  if (!res.ok) fail(`${method} ${url}: ${res.status} ${data.message ?? ''}`);
  return data;
}

// 1. Builds (server, portal, sdk with /sdk/trilha.js).
const built = ['server/dist/index.js', 'portal/dist/index.html', 'sdk/dist/trilha.js'].every((f) =>
  existsSync(path.join(root, f)),
);
if (!built) {
  console.log('Compilando (npm run build)...');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) fail('o build falhou.');
}

// 2. The Trilha server, empty database + demo catalogue.
dataDir = mkdtempSync(path.join(tmpdir(), 'trilha-exemplo-'));
const trilhaPort = Number(process.env.TRILHA_PORT) || (await freePort());
const intranetPort = Number(process.env.INTRANET_PORT) || (await freePort());
const reactPort = withReact ? Number(process.env.REACT_HOST_PORT) || (await freePort()) : 0;
const trilha = `http://127.0.0.1:${trilhaPort}`;
const intranet = `http://127.0.0.1:${intranetPort}`;
const reactHost = `http://127.0.0.1:${reactPort}`;
console.log(`Iniciando o servidor Trilha em ${trilha} (dados em ${dataDir})...`);
start('trilha', ['server/dist/index.js'], {
  PORT: String(trilhaPort),
  DATA_DIR: dataDir,
  PUBLIC_URL: trilha,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
});
await waitFor(`${trilha}/api/settings/theme/public`, 'o servidor Trilha');

// 3. What the provider's admin does in the portal ('Usuários' > 'Empresas' > 'Integração').
const { token } = await api(trilha, 'POST', '/api/auth/login', { body: ADMIN });
const { courses } = await api(trilha, 'GET', '/api/courses', { token });
const course = courses.find((c) => c.title.startsWith('NR-06')) ?? courses[0];
if (!course) fail('o catálogo de demonstração não foi criado.');
const { company } = await api(trilha, 'POST', '/api/companies', {
  token,
  body: { name: 'Metalúrgica Exemplo S.A.', contact_email: 'sesmt@metalurgica.exemplo' },
});
const origins = [intranet, intranet.replace('127.0.0.1', 'localhost')];
if (withReact) origins.push(reactHost, reactHost.replace('127.0.0.1', 'localhost'));
await api(trilha, 'PUT', `/api/companies/${company.id}/embed-origins`, { token, body: { origins } });
const { key, prefix } = await api(trilha, 'POST', `/api/companies/${company.id}/api-keys`, {
  token,
  body: { name: 'Intranet (exemplo)' },
});
const { user } = await api(trilha, 'POST', '/api/users', {
  token,
  body: {
    ...STUDENT,
    password: `Aluno-${randomBytes(6).toString('hex')}`,
    role: 'student',
    company_id: company.id,
  },
});
await api(trilha, 'POST', `/api/courses/${course.id}/enroll`, { token, body: { userId: user.id } });
const { assessmentId } = await api(trilha, 'POST', '/api/assessments', {
  token,
  body: {
    course_id: course.id,
    title: `Avaliação final – ${course.title.split(' – ')[0]}`,
    description: 'Três questões sobre o uso de EPI.',
    time_limit: 15,
    passing_score: 70,
    questions: [
      {
        text: 'Quem deve fornecer o EPI ao trabalhador, gratuitamente?',
        options: [
          { text: 'O empregador', isCorrect: true },
          { text: 'O próprio trabalhador', isCorrect: false },
          { text: 'O sindicato', isCorrect: false },
        ],
      },
      {
        text: 'O que indica o Certificado de Aprovação (CA)?',
        options: [
          { text: 'Que o EPI foi aprovado pelo órgão competente', isCorrect: true },
          { text: 'A data de compra do EPI', isCorrect: false },
        ],
      },
      {
        text: 'Um EPI danificado deve ser...',
        options: [
          { text: 'Substituído imediatamente', isCorrect: true },
          { text: 'Usado até o fim do turno', isCorrect: false },
        ],
      },
    ],
  },
});

// 4. The intranet examples: their own back ends hold the key (environment, never the browser).
const exampleEnv = {
  TRILHA_URL: trilha,
  TRILHA_API_KEY: key,
  TRILHA_COURSE_ID: String(course.id),
  TRILHA_ASSESSMENT_ID: String(assessmentId),
  INTRANET_USER_EMAIL: STUDENT.email,
  INTRANET_USER_NAME: STUDENT.name,
};
start('intranet', ['examples/intranet-html/server.mjs'], { ...exampleEnv, PORT: String(intranetPort) });
await waitFor(intranet, 'a intranet de exemplo');
if (withReact) {
  console.log('Compilando o host React (vite build)...');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  if (spawnSync(vite, ['build', 'examples/react-host'], { cwd: root, stdio: 'inherit' }).status !== 0)
    fail('o build do host React falhou.');
  start('react-host', ['examples/react-host/server.mjs'], { ...exampleEnv, PORT: String(reactPort) });
  await waitFor(reactHost, 'o host React');
}

console.log(`
Exemplo de integração pronto.

  Intranet (HTML + <script>)  ${intranet}
${withReact ? `  Host React (@trilha/sdk)    ${reactHost}\n` : ''}  Portal Trilha               ${trilha}   admin: ${ADMIN.email} / ${ADMIN.password}

  Empresa "${company.name}" com a origem ${intranet}, a chave ${`tsk_${prefix}_…`} (só no back end da intranet),
  ${STUDENT.name} <${STUDENT.email}> matriculada em "${course.title}" e a avaliação #${assessmentId}.

Ctrl-C encerra tudo e apaga os dados temporários.`);
