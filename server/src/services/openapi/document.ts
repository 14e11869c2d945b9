import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { CAPABILITIES, ENDPOINTS, type Endpoint, type OpenApiDocument, type Role } from '@trilha/sdk/contract';
import { z } from 'zod';
import { reachOf } from '../../policies/grants';
import { appVersion } from '../backup/manifest';
import { ErrorSchema, RESPONSES } from './responses';
import { ReadinessSchema } from './responses/ops';
import { SUMMARIES, TAG_DESCRIPTIONS, TAG_LABELS } from './tags';

const ROLES: readonly Role[] = ['admin', 'manager', 'instructor', 'student'];
const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  manager: 'Gestor',
  instructor: 'Instrutor',
  student: 'Aluno',
};

/** What a file answer is, by entry; anything not named is a stored file of its checked type. */
const FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'manager.complianceCsv': ['text/csv'],
  'certificates.expiringCsv': ['text/csv'],
  'reports.companiesCsv': ['text/csv'],
  'reports.studentProgressCsv': ['text/csv'],
  'logs.exportCsv': ['text/csv'],
  'questionBanks.exportFile': ['text/csv', 'application/json'],
  'manager.certificatesZip': ['application/zip'],
  'backups.download': ['application/zip'],
  'evidence.workerPack': ['application/zip'],
  'evidence.companyPack': ['application/zip'],
  'privacy.dataExport': ['application/zip'],
  'pages.auditorPack': ['application/zip'],
  'practical.attendancePdf': ['application/pdf'],
  'certificates.download': ['application/pdf'],
  'courseVersions.projectFile': ['application/pdf'],
  'evidence.publicKey': ['application/x-pem-file'],
  'ops.metrics': ['text/plain'],
};

/** Calls counted by a rate limit (login and codes per account and IP, pack checks, access codes, widget tokens). */
const RATE_LIMITED = (name: string) =>
  name.startsWith('auth.') ||
  /code|2fa|twoFactor|password/i.test(name) ||
  ['evidence.verify', 'pages.auditorCode', 'integrations.token'].includes(name);

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The roles the policy table grants a capability, for the docs' "who may call". */
export function rolesFor(entry: Endpoint): Role[] {
  const { can } = entry.auth;
  if (entry.auth.token === 'none') return [];
  if (!can) return [...ROLES];
  return ROLES.filter((role) => reachOf({ role, company_id: 1 }, can) !== null);
}

function whoMayCall(entry: Endpoint): string {
  const { token } = entry.auth;
  if (token === 'none') return 'Público: sem token.';
  const roles = rolesFor(entry)
    .map((r) => ROLE_LABELS[r])
    .join(', ');
  const tokens = {
    session: 'token de sessão',
    firstLogin: 'token de sessão ou o token restrito do primeiro acesso',
    widget: 'token de sessão ou token de widget (embed)',
    any: 'token de sessão, do primeiro acesso ou de widget',
  }[token];
  const capability = entry.auth.can ? ` (capacidade \`${entry.auth.can}\`)` : '';
  const machine = entry.path === '/metrics' ? ' Ou `Authorization: Bearer <METRICS_TOKEN>` (o Prometheus).' : '';
  return `Quem pode chamar: ${roles}${capability}; ${tokens}.${machine}`;
}

function security(entry: Endpoint): RouteConfig['security'] {
  switch (entry.auth.token) {
    case 'none':
      return entry.path === '/api/embed/token' ? [{ chaveApi: [] }, { chaveApiBearer: [] }] : [];
    case 'session':
    case 'firstLogin':
      return entry.path === '/metrics' ? [{ sessao: [] }, { metricas: [] }] : [{ sessao: [] }];
    case 'widget':
    case 'any':
      return [{ sessao: [] }, { widget: [] }];
  }
}

/** koa-router's `:name` and `*name` as OpenAPI's `{name}`. */
export const openApiPath = (path: string) => path.replace(/[:*]([A-Za-z_]\w*)/g, '{$1}');

/** The schema a query or params converts from: pipes and refinements unwrapped down to their object. */
function objectOf(schema: z.ZodType | undefined): z.ZodObject | undefined {
  let current = schema as { _zod?: { def: { type: string; in?: unknown; innerType?: unknown } } } | undefined;
  for (let i = 0; current && i < 5; i += 1) {
    const def = current._zod?.def;
    if (!def) return undefined;
    if (def.type === 'object') return current as unknown as z.ZodObject;
    current = (def.in ?? def.innerType) as typeof current;
  }
  return undefined;
}

/** Path parameters: the entry's schema, plus a string for any the schema leaves out (`*path`). */
function pathParams(entry: Endpoint): z.ZodObject | undefined {
  const names = [...entry.path.matchAll(/[:*]([A-Za-z_]\w*)/g)].map((m) => m[1] as string);
  if (!names.length) return undefined;
  const declared = objectOf(entry.params);
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) shape[name] = (declared?.shape[name] as z.ZodType | undefined) ?? z.string();
  return z.object(shape);
}

function requestBody(entry: Endpoint): RouteConfig['request'] {
  const { upload } = entry;
  if (!upload) {
    return entry.body ? { body: { required: true, content: { 'application/json': { schema: entry.body } } } } : {};
  }
  const fields = upload.fields ?? (upload.field ? [upload.field] : []);
  const file = z
    .string()
    .meta({ format: 'binary', description: `Arquivo de até ${mb(upload.maxBytes)} (${upload.tooLarge})` });
  const extra = Object.fromEntries(
    fields.map((field) => [field, upload.optional || upload.fields ? file.optional() : file]),
  );
  const base = objectOf(entry.body) ?? z.object({});
  return {
    body: {
      required: true,
      description: `multipart/form-data: ${fields.map((f) => `\`${f}\``).join(', ')} (até ${mb(upload.maxBytes)})`,
      content: { 'multipart/form-data': { schema: base.extend(extra) } },
    },
  };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

function responses(name: string, entry: Endpoint): RouteConfig['responses'] {
  const status = entry.status ?? 200;
  const out: RouteConfig['responses'] = {};
  if (entry.answer === 'json') {
    out[status] = {
      description: status === 201 ? 'Criado.' : 'Sucesso.',
      content: { 'application/json': { schema: RESPONSES[name as keyof typeof RESPONSES] ?? GenericAnswer } },
    };
  } else if (entry.answer === 'html') {
    out[status] = { description: 'Página HTML.', content: { 'text/html': { schema: { type: 'string' } } } };
  } else {
    const types = FILE_TYPES[name] ?? ['application/octet-stream'];
    out[status] = {
      description: 'O arquivo (Content-Disposition: attachment, exceto imagens e vídeos).',
      content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
    };
  }
  const hasInput = entry.params || entry.query || entry.body || entry.upload;
  if (hasInput) out[400] = errorAnswer('Entrada inválida (`errors` lista cada campo).');
  if (entry.auth.token !== 'none') {
    out[401] = errorAnswer('Sem token, token expirado ou usuário inativo.');
    out[403] = errorAnswer('O papel ou o token não dão acesso a esta chamada.');
  }
  if (entry.params || entry.path.includes(':')) out[404] = errorAnswer('Não encontrado (ou de outra empresa).');
  if (entry.method !== 'GET') out[409] = errorAnswer('Conflito com o estado atual.');
  if (entry.upload) {
    out[413] = errorAnswer(`Arquivo maior que ${mb(entry.upload.maxBytes)}.`);
    out[415] = errorAnswer('Tipo de arquivo não aceito (conferido pelo conteúdo).');
  }
  if (RATE_LIMITED(name)) out[429] = errorAnswer('Tentativas demais: aguarde (`Retry-After`).');
  if (name === 'ops.ready') {
    out[503] = {
      description: 'Nó não pronto (um item falhou) ou encerrando.',
      content: { 'application/json': { schema: ReadinessSchema } },
    };
  }
  return out;
}

/** A JSON answer whose schema is still to be written (the allow-list of openapi.test.ts). */
const GenericAnswer = z
  .looseObject({})
  .meta({ id: 'RespostaJson', description: 'Objeto JSON (esquema ainda não descrito).' });

/** Builds the OpenAPI 3.1 document of every entry of the endpoint table. */
export function buildOpenApiDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'sessao', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Token de sessão de `POST /api/auth/login` (o portal guarda em localStorage `token`).',
  });
  registry.registerComponent('securitySchemes', 'widget', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Token de widget (15 min) de `POST /api/embed/token`: só as rotas de aluno de um trabalhador.',
  });
  registry.registerComponent('securitySchemes', 'chaveApi', {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'Chave de API da empresa (`tsk_...`), só do back end da intranet.',
  });
  registry.registerComponent('securitySchemes', 'metricas', {
    type: 'http',
    scheme: 'bearer',
    description: 'O valor de `METRICS_TOKEN` (ambiente do servidor), para o Prometheus ler `/metrics` sem sessão.',
  });
  registry.registerComponent('securitySchemes', 'chaveApiBearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'A mesma chave de API como `Authorization: Bearer tsk_...`.',
  });
  const tags = new Set<string>();
  for (const { name, entry } of ENDPOINTS) {
    const tag = name.slice(0, name.indexOf('.'));
    tags.add(tag);
    const query = objectOf(entry.query);
    registry.registerPath({
      method: entry.method.toLowerCase() as RouteConfig['method'],
      path: openApiPath(entry.path),
      operationId: name,
      tags: [tag],
      summary: SUMMARIES[name] ?? `${entry.method} ${openApiPath(entry.path)}`,
      description: whoMayCall(entry),
      security: security(entry),
      'x-trilha-token': entry.auth.token,
      ...(entry.auth.can ? { 'x-trilha-capability': entry.auth.can } : {}),
      'x-trilha-roles': rolesFor(entry),
      request: {
        ...(pathParams(entry) ? { params: pathParams(entry) } : {}),
        ...(query ? { query } : {}),
        ...requestBody(entry),
      },
      responses: responses(name, entry),
    } as RouteConfig);
  }
  const generator = new OpenApiGeneratorV31(registry.definitions, { sortComponents: 'alphabetically' });
  const document = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Trilha Segura API',
      version: appVersion(),
      description:
        'API da Trilha Segura, gerada da tabela de endpoints do contrato (`@trilha/sdk/contract`). ' +
        'Erros respondem `{ message, error }` (mensagem em português e um id estável) e, em 400, `errors: [{ msg, path }]`.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name] ?? name,
      'x-displayName': TAG_LABELS[name] ?? name,
    })),
  });
  return { ...document, 'x-trilha-capabilities': [...CAPABILITIES] } as unknown as OpenApiDocument;
}

let cached: OpenApiDocument | null = null;

/** The document, built on the first call and kept for the life of the process. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
