/**
 * The OpenAPI 3.1 document (issue 23): valid for a maintained validator, one operation per route
 * the server registers and no other, and real answers of a whole training flow (a company, a
 * worker, a course with content, enrolment, lessons, an assessment, a certificate, lists and
 * reports) each valid against the schema the document gives for it (ajv, JSON Schema 2020-12).
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import { ENDPOINTS, type OpenApiDocument } from '@trilha/sdk/contract';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { router } from '../../src/app';
import { openApiPath } from '../../src/services/openapi/document';
import { RESPONSES } from '../../src/services/openapi/responses';
import { SUMMARIES, TAG_DESCRIPTIONS } from '../../src/services/openapi/tags';
import { fileForm, PDF, PNG } from './fixtures';
import { activeUser, completeLesson, type RequestOptions, startTestServer, type TestServer } from './support';

/**
 * JSON answers still described by the generic object schema. It may only shrink: writing a
 * schema for one of these means deleting its line here (the test below fails until you do).
 */
const WITHOUT_RESPONSE_SCHEMA: readonly string[] = [];

let server: TestServer;
let doc: OpenApiDocument;
const DOC_ID = 'https://trilha.test/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
/** Operation names whose JSON answers were checked against the document. */
const checked = new Set<string>();

interface Operation {
  name: string;
  method: string;
  pattern: RegExp;
  pointer: string;
}
let operations: Operation[] = [];

const pointerEscape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

type Json = Record<string, unknown>;

/**
 * A copy of the document whose object schemas refuse properties they do not name, so a field the
 * server sends that the contract does not describe fails too. Schemas that are parts of an `allOf`
 * stay open (each part sees only its own names); the `allOf` itself is closed instead.
 */
function closed(document: OpenApiDocument): Json {
  const copy = structuredClone(document) as unknown as Json;
  const schemas = ((copy.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const parts = new Set<string>();
  JSON.stringify(copy, (key, value) => {
    if (key === 'allOf' && Array.isArray(value)) {
      for (const part of value) if (typeof part?.$ref === 'string') parts.add(part.$ref.split('/').pop());
    }
    return value;
  });
  const close = (node: unknown, open: boolean): void => {
    if (Array.isArray(node)) {
      for (const n of node) close(n, open);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const schema = node as Json;
    if (Array.isArray(schema.allOf)) {
      for (const part of schema.allOf) close(part, true);
      if (!open) schema.unevaluatedProperties = false;
    } else if (schema.type === 'object' && schema.properties && schema.additionalProperties === undefined && !open) {
      schema.unevaluatedProperties = false;
    }
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'allOf') continue;
      close(value, key === 'properties' || key === 'items' ? false : open);
    }
  };
  for (const [name, schema] of Object.entries(schemas)) close(schema, parts.has(name));
  close(copy.paths, false);
  return copy;
}

/** Calls the API and checks a JSON answer against the document's schema for that operation and status. */
async function call(method: string, path: string, options: RequestOptions = {}) {
  const res = await server.req(method, path, options);
  const bare = path.split('?')[0] as string;
  const op = operations.find((o) => o.method === method && o.pattern.test(bare));
  if (!op) throw new Error(`sem operação no documento para ${method} ${bare}`);
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const at = `${op.pointer}/responses/${res.status}/content/application~1json/schema`;
    const check = ajv.getSchema(`${DOC_ID}#${at}`);
    if (!check) throw new Error(`${op.name}: o documento não descreve a resposta ${res.status}`);
    if (!check(res.body)) {
      throw new Error(
        `${op.name} ${res.status}: ${ajv.errorsText(check.errors)}\n${JSON.stringify(res.body).slice(0, 600)}`,
      );
    }
    if (res.status < 300) checked.add(op.name);
  }
  return res;
}

beforeAll(async () => {
  server = await startTestServer('openapi', { WEBHOOKS_ALLOW_PRIVATE: 'true' });
  const got = await server.req<OpenApiDocument>('GET', '/api/openapi.json');
  expect(got.status).toBe(200);
  doc = got.body;
  ajv.addSchema({ ...closed(doc), $id: DOC_ID } as object);
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: (operation as { operationId: string }).operationId,
      method: method.toUpperCase(),
      pattern: new RegExp(`^${path.replace(/\{path\}/, '.+').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      pointer: `/paths/${pointerEscape(path)}/${method}`,
    })),
  );
  // Literal paths first, so /api/certificates/my is not taken for /api/certificates/{id}.
  operations.sort(
    (a, b) => (a.pattern.source.match(/\[\^/g)?.length ?? 0) - (b.pattern.source.match(/\[\^/g)?.length ?? 0),
  );
});
afterAll(() => server?.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0]);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('has one operation per route the server registers, and no other', () => {
    const registered = router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${openApiPath(String(layer.path))}`),
    );
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((d) => !registered.includes(d))).toEqual([]);
    const ids = operations.map((o) => o.name).sort();
    expect(ids).toEqual(ENDPOINTS.map((e) => e.name).sort());
  });

  it('says who may call and what a file answer is', () => {
    const op = (path: string, method: string) => doc.paths[path]?.[method] as Record<string, any>;
    const download = op('/api/certificates/{id}/download', 'get');
    expect(download.operationId).toBe('certificates.download');
    expect(download.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(download.responses['200'].content)).toEqual(['application/pdf']);
    expect(download.security).toEqual([{ sessao: [] }, { widget: [] }]);
    const photo = op('/api/users/{id}/photo', 'post');
    expect(photo.requestBody.content['multipart/form-data'].schema.properties.photo).toMatchObject({
      format: 'binary',
    });
    expect(op('/api/openapi.json', 'get').security).toEqual([]);
  });

  it('names only entries of the table in its summaries and tags', () => {
    const names = new Set(ENDPOINTS.map((e) => e.name));
    expect(Object.keys(SUMMARIES).filter((n) => !names.has(n))).toEqual([]);
    const resources = new Set(ENDPOINTS.map((e) => e.name.split('.')[0]));
    expect([...resources].filter((r) => !TAG_DESCRIPTIONS[r as string])).toEqual([]);
  });

  it('describes every JSON answer but those on the allow-list, which only shrinks', () => {
    const json = ENDPOINTS.filter(({ entry }) => entry.answer === 'json').map((e) => e.name);
    const missing = json.filter((name) => !(name in RESPONSES));
    expect(missing.sort()).toEqual([...WITHOUT_RESPONSE_SCHEMA].sort());
  });
});

describe('real answers match the document', () => {
  it('a training flow, from company to certificate, with lists and reports', async () => {
    const admin = await server.adminToken();
    const as = { token: admin };
    const company = await call('POST', '/api/companies', {
      ...as,
      body: { name: 'Construtora Horizonte', cnpj: '11.222.333/0001-81', contact_email: 'rh@horizonte.test' },
    });
    expect(company.status).toBe(201);
    const companyId = company.body.company?.id ?? company.body.companyId;
    const worker = await activeUser(server, { name: 'Rita Operária', company_id: companyId });
    const student = { token: worker.token };

    const course = await call('POST', '/api/courses', {
      ...as,
      body: { title: 'NR-35 Trabalho em Altura', status: 'published', workload_hours: 8, validity_months: 24 },
    });
    expect(course.status).toBe(201);
    const courseId = course.body.courseId as number;
    const content = await call('PUT', `/api/courses/${courseId}/content`, {
      ...as,
      body: {
        modules: [
          {
            title: 'Fundamentos',
            lessons: [
              { title: 'Introdução', video_type: 'youtube', video_url: 'https://youtu.be/a', duration: 0 },
              { title: 'Ancoragem', video_type: 'youtube', video_url: 'https://youtu.be/b', duration: 0 },
            ],
          },
        ],
      },
    });
    expect(content.status).toBe(200);
    const lessons = content.body.course.modules[0].lessons as { id: number }[];
    const created = await call('POST', '/api/assessments', {
      ...as,
      body: {
        course_id: courseId,
        title: 'Avaliação final NR-35',
        questions: [
          {
            text: 'Acima de quantos metros a NR-35 se aplica?',
            options: [{ text: '1 m' }, { text: '2 m', isCorrect: true }],
          },
          {
            text: 'Quem emite a PT?',
            options: [{ text: 'O trabalhador' }, { text: 'O responsável', isCorrect: true }],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const assessmentId = created.body.assessmentId as number;
    await call('GET', `/api/assessments/${assessmentId}`, as);
    await call('GET', `/api/assessments/${assessmentId}/preview`, as);
    await call('GET', `/api/assessments/course/${courseId}`, as);

    expect((await call('POST', `/api/courses/${courseId}/enroll`, { ...as, body: { userId: worker.id } })).status).toBe(
      201,
    );
    await call('GET', `/api/courses/${courseId}/enrollments`, as);
    await call('GET', '/api/enrollments/my', student);
    await call('GET', '/api/courses', student);
    await call('GET', '/api/courses', as);
    await call('GET', `/api/courses/${courseId}`, student);
    await call('GET', `/api/courses/${courseId}`, as);

    const first = lessons[0]?.id as number;
    await call('POST', `/api/courses/lessons/${first}/save-detailed-progress`, {
      ...student,
      body: { currentTime: 0 },
    });
    await call('GET', `/api/courses/lessons/${first}/detailed-progress`, student);
    await call('POST', `/api/courses/lessons/${first}/complete`, { ...student, body: {} });
    await completeLesson(server, worker, lessons[1]?.id as number);
    await call('GET', `/api/courses/${courseId}/completion-status`, student);

    const start = await call('POST', `/api/assessments/${assessmentId}/start`, student);
    expect(start.status).toBe(200);
    const full = await server.req('GET', `/api/assessments/${assessmentId}`, as);
    const answers = Object.fromEntries(
      (full.body.assessment?.questions ?? full.body.questions ?? []).map(
        (q: { id: number; options: { id: number; is_correct?: boolean }[] }) => [
          q.id,
          q.options.find((o) => o.is_correct)?.id,
        ],
      ),
    );
    const submit = await call('POST', `/api/assessments/${assessmentId}/submit`, {
      ...student,
      body: { attemptId: start.body.attemptId, answers, timeTaken: 30 },
    });
    expect(submit.status).toBe(200);
    await call('GET', `/api/assessments/${assessmentId}/attempts`, student);
    await call('GET', `/api/assessments/${assessmentId}/attempts/${start.body.attemptId}`, student);
    await call('GET', `/api/assessments/${assessmentId}/item-stats`, as);

    const certificate = await call('POST', '/api/certificates/generate-temporary-certificate', {
      ...student,
      body: { courseId },
    });
    expect(certificate.status).toBe(201);
    const certificateId = certificate.body.certificate.id as number;
    await call('GET', '/api/certificates/my', student);
    await call('GET', '/api/certificates', as);
    await call('POST', `/api/certificates/${certificateId}/validate`, as);
    await call('GET', `/api/certificates/verify/${certificate.body.certificate.certificate_code}`);
    await call('GET', '/api/certificates/expiring', as);

    await call('GET', '/api/auth/me', student);
    await call('GET', '/api/users', as);
    await call('GET', `/api/users/${worker.id}`, as);
    await call('PUT', `/api/users/${worker.id}`, { ...as, body: { phone: '11999990000' } });
    await call('POST', `/api/users/${worker.id}/photo`, { ...student, form: fileForm('photo', PNG, 'foto.png') });
    await call('GET', '/api/users/completed-courses-with-grades', as);
    await call('GET', '/api/companies', as);
    await call('PUT', `/api/companies/${companyId}`, { ...as, body: { name: 'Construtora Horizonte S.A.' } });
    await call('GET', `/api/companies/${companyId}/employees`, as);
    await call('GET', '/api/dashboard/counts', as);
    await call('GET', '/api/company-reports/company-completion', as);
    await call('GET', '/api/company-reports/companies', as);
    await call('GET', '/api/reports/student-progress', as);
    await call('GET', '/api/reports/recent-activity', as);
    await call('GET', `/api/reports/course-progress/${courseId}`, as);
    await call('GET', '/api/courses/stats/overview', as);
    await call('GET', '/api/courses/reports/overview', as);
    await call('GET', '/api/settings', as);
    await call('GET', '/api/settings/stats', as);
    await call('GET', '/api/logs', as);
    await call('GET', '/api/settings/theme/public');
    await call('GET', '/api/login-settings/public');
    await call('GET', '/api/evidence/links', as);
    // webhooks: an endpoint nobody listens at (its deliveries fail and wait), its log, a replay
    const hook = await call('POST', '/api/webhooks', {
      ...as,
      body: { url: 'http://127.0.0.1:9/eventos', events: ['user.created'] },
    });
    expect(hook.status).toBe(201);
    await call('POST', '/api/users', {
      ...as,
      body: { name: 'Evento Webhook', email: `webhook-${Date.now()}@trilha.test`, password: 'provisoria1' },
    });
    await expect
      .poll(
        async () =>
          (await server.req('GET', `/api/webhooks/${hook.body.webhook.id}/deliveries`, as)).body.deliveries?.length,
      )
      .toBe(1);
    const log = await call('GET', `/api/webhooks/${hook.body.webhook.id}/deliveries`, as);
    await call('POST', `/api/webhooks/deliveries/${log.body.deliveries[0].id}/replay`, as);
    await call('GET', '/api/webhooks', as);
    await call('DELETE', `/api/webhooks/${hook.body.webhook.id}`, as);
    const material = await call('POST', '/api/lessons/attachments/upload', {
      ...as,
      form: fileForm('file', PDF, 'ficha-epi.pdf', { title: 'Ficha de EPI', lessonId: String(first) }),
    });
    expect(material.status).toBe(201);
    await call('GET', `/api/lessons/${first}/attachments`, student);
    await call('GET', '/api/login-settings', as);
    // the load balancer's probes (issue 25)
    expect((await call('GET', '/healthz')).status).toBe(200);
    expect((await call('GET', '/readyz')).status).toBe(200);

    // the areas beyond spec §3: the company's matrix, NR presets, practical sessions, banks, versions, backups
    await call('PUT', `/api/companies/${companyId}/courses`, { ...as, body: { course_ids: [courseId] } });
    await call('GET', `/api/companies/${companyId}/courses`, as);
    const role = await call('POST', `/api/companies/${companyId}/job-roles`, {
      ...as,
      body: { name: 'Montador de andaimes', course_ids: [courseId] },
    });
    expect(role.status).toBe(201);
    await call('PUT', `/api/users/${worker.id}/job-role`, { ...as, body: { job_role_id: role.body.job_role.id } });
    await call('GET', `/api/companies/${companyId}/job-roles`, as);
    await call('GET', `/api/manager/workers?company_id=${companyId}`, as);
    await call('GET', `/api/manager/compliance?company_id=${companyId}`, as);
    await call('GET', '/api/nr-presets', as);
    await call('GET', '/api/practical-sessions', as);
    const bank = await call('POST', '/api/question-banks', { ...as, body: { title: 'Banco NR-35' } });
    expect(bank.status).toBe(201);
    await call('POST', `/api/question-banks/${bank.body.bank.id}/questions`, {
      ...as,
      body: {
        type: 'single',
        topic: 'Ancoragem',
        text: 'Onde ancorar o talabarte?',
        options: [
          { text: 'Acima da cintura', isCorrect: true },
          { text: 'Nos pés', isCorrect: false },
        ],
      },
    });
    await call('GET', `/api/question-banks/${bank.body.bank.id}`, as);
    await call('GET', '/api/question-banks', as);
    await call('PUT', `/api/courses/${courseId}/pedagogical-project`, {
      ...as,
      body: { objectives: 'Trabalhar em altura com segurança.' },
    });
    const versions = await call('GET', `/api/courses/${courseId}/versions`, as);
    await call('GET', `/api/courses/${courseId}/versions/${versions.body.current}`, as);
    await call('POST', '/api/backup/schedules', { ...as, body: { name: 'Diário' } });
    await call('GET', '/api/backup/schedules', as);
    await call('GET', '/api/backup/list', as);

    // error answers follow the error schema too
    expect((await call('GET', '/api/certificates/999999/download', student)).status).toBe(404);
    expect((await call('GET', '/api/users', student)).status).toBe(403);
    expect((await call('GET', '/api/users')).status).toBe(401);
    expect((await call('POST', '/api/companies', { ...as, body: { name: ['x'] } })).status).toBe(400);

    // 72 operations when this was written: the flow must keep covering at least that many
    expect(checked.size).toBeGreaterThanOrEqual(72);
  });
});
