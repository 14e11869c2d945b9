/**
 * Evidence packs per worker and per company (issue 22), against the real server: a worker who
 * watched a lesson (credited by the server's clock), took a drawn assessment and holds a
 * certificate gets a signed ZIP with who they are, the access log with IP and browser, the time
 * credited per lesson and per day, the attempt as it was shown and answered, the certificate PDF
 * and the course as taught; it verifies, and one flipped byte of a file or of the manifest is
 * reported. A company pack holds one folder per worker of that company only; a manager reaches
 * their own company's packs and no other's.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EVIDENCE_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../src/services/clock';
import { evidenceKey } from '../../src/services/evidence/keys';
import { verifyPack } from '../../src/services/evidence/verify';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from './support';
import { flipDataByte, zipEntries } from './zipBytes';

let server: TestServer;
let admin: string;
let courseId = 0;
let lessonId = 0;
let companyA = 0;
let companyB = 0;
let ana: CreatedUser;
let bruno: CreatedUser;
let carla: CreatedUser;
let certificate: { id: number; certificate_code: string };
const dir = mkdtempSync(path.join(tmpdir(), 'evidence-packs-'));
const option = (text: string, isCorrect = false) => ({ text, isCorrect });

/** Downloads a pack to disk and reads every entry back. */
async function download(url: string, token: string, name: string) {
  const res = await fetch(server.url + url, { headers: { Authorization: `Bearer ${token}` } });
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return { status: res.status, file, type: res.headers.get('content-type') };
}

const keys = async () => {
  const key = await evidenceKey();
  return new Map([[key.id, key.publicKey]]);
};

async function company(name: string, cnpj: string) {
  return (await server.req('POST', '/api/companies', { token: admin, body: { name, cnpj } })).body.company.id as number;
}

async function worker(name: string, companyId: number): Promise<CreatedUser> {
  const user = await activeUser(server, { name, company_id: companyId });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: user.id } });
  return user;
}

beforeAll(async () => {
  server = await startTestServer('evidence-packs', { CERTIFICATE_PDF_AHEAD: 'true' });
  admin = await server.adminToken();
  companyA = await company('Alfa Montagens Ltda', '11.222.333/0001-81');
  companyB = await company('Beta Elétrica Ltda', '45.723.174/0001-10');
  courseId = (
    await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'NR-10 Básico', status: 'published', workload_hours: 40 },
    })
  ).body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Riscos elétricos',
          lessons: [
            { title: 'Choque elétrico', video_type: 'youtube', video_url: 'https://youtu.be/x', duration: 1 },
            { title: 'Arco elétrico', video_type: 'youtube', video_url: 'https://youtu.be/y', duration: 0 },
          ],
        },
      ],
    },
  });
  lessonId = content.body.course.modules[0].lessons[0].id;
  const second = content.body.course.modules[0].lessons[1].id;
  const bank = (await server.req('POST', '/api/question-banks', { token: admin, body: { title: 'NR-10' } })).body.bank
    .id;
  await server.req('POST', `/api/question-banks/${bank}/questions`, {
    token: admin,
    body: {
      type: 'single',
      text: 'Qual a extrabaixa tensão?',
      explanation: 'Até 50 V em corrente alternada.',
      options: [option('Até 50 V CA', true), option('Até 500 V CA')],
    },
  });
  const assessment = (
    await server.req('POST', '/api/assessments', {
      token: admin,
      body: { course_id: courseId, title: 'Prova NR-10', draw_rules: [{ bank_id: bank, count: 1 }], passing_score: 50 },
    })
  ).body.assessmentId;

  ana = await worker('Ana Evidência', companyA);
  bruno = await worker('Bruno Alfa', companyA);
  carla = await worker('Carla Beta', companyB);
  // Ana watches the first lesson over the server's clock, then finishes the course and passes.
  const save = (currentTime: number) =>
    server.req('POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, {
      token: ana.token,
      body: { currentTime },
    });
  await save(0);
  advanceClock(40);
  await save(40);
  advanceClock(30);
  await save(60);
  await server.req('POST', `/api/courses/lessons/${lessonId}/complete`, {
    token: ana.token,
    body: {},
    headers: { 'User-Agent': 'Tablet do canteiro' },
  });
  await completeLesson(server, ana, second);
  const start = await server.req('POST', `/api/assessments/${assessment}/start`, { token: ana.token });
  const q = start.body.assessment.questions[0];
  const right = q.options.find((o: { option_text: string }) => o.option_text === 'Até 50 V CA').id;
  const submitted = await server.req('POST', `/api/assessments/${assessment}/submit`, {
    token: ana.token,
    body: { attemptId: start.body.attemptId, answers: { [q.id]: right } },
  });
  expect(submitted.body.passed).toBe(true);
  const cert = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
    token: ana.token,
    body: { courseId },
  });
  expect(cert.status).toBe(201);
  certificate = cert.body.certificate;
}, 120_000);
afterAll(async () => {
  resetClock();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('worker evidence pack', () => {
  it('holds the worker, access log, credited time, the attempt as shown, the certificate and the course; signed', async () => {
    const got = await download(`/api/evidence/users/${ana.id}/courses/${courseId}`, admin, 'ana.zip');
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/zip');
    const files = await zipEntries(got.file);
    const names = [...files.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'LEIA-ME.txt',
        'curso/curso.json',
        'trabalhador.json',
        'acessos.csv',
        'tempo-por-aula.csv',
        'tempo-por-dia.csv',
        'tentativas/1-prova-nr-10.json',
        'certificados.csv',
        'manifest.json',
        'manifest.sig',
      ]),
    );
    expect(names.some((n) => /^certificados\/.+\.pdf$/.test(n))).toBe(true);
    expect(names.some((n) => /^curso\/versao-\d+\.json$/.test(n))).toBe(true);
    const text = (name: string) => (files.get(name) as Buffer).toString('utf8');
    expect(JSON.parse(text('trabalhador.json'))).toMatchObject({
      nome: 'Ana Evidência',
      empresa: { nome: 'Alfa Montagens Ltda' },
      matricula: { progresso: 100 },
    });
    expect(text('acessos.csv')).toContain('Tablet do canteiro');
    expect(text('acessos.csv')).toContain('AULA_CONCLUIDA');
    // what the server credited from its own clock (about 40 s then 20 s), per lesson and per day: the same total
    const lessonRow = text('tempo-por-aula.csv').split('\r\n')[1]?.split(';') ?? [];
    expect(lessonRow.slice(0, 3)).toEqual(['Riscos elétricos', 'Choque elétrico', '1']);
    const credited = Number(lessonRow[3]);
    expect(credited).toBeGreaterThanOrEqual(55);
    expect(credited).toBeLessThanOrEqual(75);
    expect(text('tempo-por-dia.csv')).toMatch(
      new RegExp(`\\d{4}-\\d{2}-\\d{2};Riscos elétricos;Choque elétrico;${credited}\r\n`),
    );
    const attempt = JSON.parse(text('tentativas/1-prova-nr-10.json'));
    expect(attempt).toMatchObject({ avaliacao: 'Prova NR-10', aprovado: true, nota: 100 });
    expect(attempt.questoes[0]).toMatchObject({
      enunciado: 'Qual a extrabaixa tensão?',
      explicacao: 'Até 50 V em corrente alternada.',
      pontos_obtidos: 1,
    });
    expect(attempt.questoes[0].alternativas).toContainEqual({ texto: 'Até 50 V CA', certa: true, escolhida: true });
    expect(JSON.parse(text('manifest.json'))).toMatchObject({
      format: 'trilha-evidence',
      scope: { kind: 'worker', user_id: ana.id, course_id: courseId },
    });
    expect(await verifyPack(got.file, await keys())).toMatchObject({ valid: true, problems: [] });
  });

  it('reports one flipped byte of a file and of the manifest', async () => {
    const original = readFileSync(path.join(dir, 'ana.zip'));
    writeFileSync(path.join(dir, 'ana-file.zip'), flipDataByte(original, 'tempo-por-aula.csv'));
    expect((await verifyPack(path.join(dir, 'ana-file.zip'), await keys())).problems).toEqual([
      EVIDENCE_MSG.changed('tempo-por-aula.csv'),
    ]);
    writeFileSync(path.join(dir, 'ana-manifest.zip'), flipDataByte(original, 'manifest.json'));
    const manifest = await verifyPack(path.join(dir, 'ana-manifest.zip'), await keys());
    expect(manifest.valid).toBe(false);
    expect([EVIDENCE_MSG.badManifest, EVIDENCE_MSG.badSignature]).toContain(manifest.problems[0]);
  });

  it('prints the official certificate when it is validated: the pack carries that kept file', async () => {
    const kept = path.join(server.db.dataDir, 'certificates');
    const printed = () =>
      (existsSync(kept) ? readdirSync(kept) : []).filter(
        (name) => name.startsWith(`${certificate.certificate_code}-`) && name.endsWith('.pdf'),
      );
    const before = printed();
    const validated = await server.req('POST', `/api/certificates/${certificate.id}/validate`, { token: admin });
    expect(validated.status).toBe(200);
    // No download asked for it: the validation printed (and sealed) the official page by itself.
    await expect.poll(() => printed().length, { timeout: 30_000, interval: 200 }).toBe(before.length + 1);
    const official = printed().find((name) => !before.includes(name)) as string;
    const got = await download(`/api/evidence/users/${ana.id}/courses/${courseId}`, admin, 'ana-official.zip');
    const files = await zipEntries(got.file);
    expect(files.get(`certificados/${certificate.certificate_code}.pdf`)).toEqual(
      readFileSync(path.join(kept, official)),
    );
    expect(printed()).toHaveLength(before.length + 1);
  });

  it('answers 404 for a worker without that course, or of another company to a manager', async () => {
    const other = (await server.req('POST', '/api/courses', { token: admin, body: { title: 'Outro' } })).body.courseId;
    const none = await server.req('GET', `/api/evidence/users/${ana.id}/courses/${other}`, { token: admin });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(EVIDENCE_MSG.notEnrolled);
    const manager = await activeUser(server, { role: 'manager', company_id: companyB });
    const foreign = await server.req('GET', `/api/evidence/users/${ana.id}/courses/${courseId}`, {
      token: manager.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(EVIDENCE_MSG.workerNotFound);
    const own = await download(`/api/evidence/users/${carla.id}/courses/${courseId}`, manager.token, 'carla.zip');
    expect(own.status).toBe(200);
  });
});

describe('company evidence pack', () => {
  it('holds one folder per worker of the company, none of another, and verifies', async () => {
    const got = await download(`/api/evidence/companies/${companyA}?course_id=${courseId}`, admin, 'alfa.zip');
    expect(got.status).toBe(200);
    const names = [...(await zipEntries(got.file)).keys()];
    expect(names).toContain(`trabalhadores/ana-evidencia-${ana.id}/trabalhador.json`);
    expect(names).toContain(`trabalhadores/bruno-alfa-${bruno.id}/trabalhador.json`);
    expect(names.some((n) => n.includes(`-${carla.id}/`))).toBe(false);
    expect(await verifyPack(got.file, await keys())).toMatchObject({ valid: true });
    // one byte of one worker's file, then of the manifest: each reported
    const original = readFileSync(got.file);
    const brunoLog = `trabalhadores/bruno-alfa-${bruno.id}/acessos.csv`;
    writeFileSync(path.join(dir, 'alfa-file.zip'), flipDataByte(original, brunoLog));
    expect((await verifyPack(path.join(dir, 'alfa-file.zip'), await keys())).problems).toEqual([
      EVIDENCE_MSG.changed(brunoLog),
    ]);
    writeFileSync(path.join(dir, 'alfa-manifest.zip'), flipDataByte(original, 'manifest.json'));
    expect((await verifyPack(path.join(dir, 'alfa-manifest.zip'), await keys())).valid).toBe(false);

    const manager = await activeUser(server, { role: 'manager', company_id: companyB });
    const foreign = await server.req('GET', `/api/evidence/companies/${companyA}?course_id=${courseId}`, {
      token: manager.token,
    });
    expect(foreign.status).toBe(404);
    const period = await server.req(
      'GET',
      `/api/evidence/companies/${companyA}?course_id=${courseId}&from=2030-01-01&to=2029-01-01`,
      {
        token: admin,
      },
    );
    expect(period.status).toBe(400);
    expect(period.body.message).toBe(EVIDENCE_MSG.period);
    const empty = await server.req('GET', `/api/evidence/companies/${companyA}?course_id=${courseId}&to=2000-01-01`, {
      token: admin,
    });
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe(EVIDENCE_MSG.nobody);
  });
});
