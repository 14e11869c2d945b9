/**
 * A person's own data (LGPD art. 18, issue 24), against the real server: a heavy worker (twenty
 * enrolments, hundreds of lessons watched, dozens of attempts, thousands of access-log rows,
 * certificate, acknowledgment, practical attendance and evaluation, a convalidation, consents and
 * a request) downloads a ZIP with dados.json holding every class of record and dados.pdf naming
 * them, in under 10 s, and an audit row says so; another person's records never appear. Consents
 * are granted with the text version, IP and browser, granted twice without a second row, revoked
 * at once, and the export carries the ledger. A manager and an instructor export their own.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSENT_TEXTS, PRIVACY_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssessmentAttempt,
  CertificateAcknowledgment,
  Consent,
  Convalidation,
  LessonProgress,
  LessonWatchDay,
  PracticalAttendance,
  PracticalEvaluation,
  PracticalParticipant,
  PrivacyRequest,
  PrivacyRequestEvent,
  SystemLog,
} from '../../src/models';
import { hasConsent } from '../../src/services/consents';
import { hit } from '../../src/services/rateLimit';
import { fileForm, PNG } from './fixtures';
import { pdfText } from './pdfText';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from './support';
import { zipEntries } from './zipBytes';

const COURSES = 20;
const LESSONS_PER_COURSE = 15;
const EXTRA_ATTEMPTS = 40;
const LOG_ROWS = 3000;
const DAY = 86_400_000;

let server: TestServer;
let admin: string;
let joana: CreatedUser;
let pedro: CreatedUser;
let instructor: CreatedUser;
let manager: CreatedUser;
let firstCourse = 0;
let sessionId = 0;
let certificateCode = '';
const dir = mkdtempSync(path.join(tmpdir(), 'data-export-'));
const client = { 'User-Agent': 'Navegador da Joana', 'X-Forwarded-For': '200.1.2.3' };

/** Downloads the caller's export and reads both files back. */
async function exportOf(user: CreatedUser, name: string) {
  const started = Date.now();
  const res = await fetch(`${server.url}/api/me/data-export`, { headers: { Authorization: `Bearer ${user.token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = Date.now() - started;
  expect(res.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const files = await zipEntries(file);
  const json = (files.get('dados.json') as Buffer).toString('utf8');
  const pdf = files.get('dados.pdf') as Buffer;
  return { res, ms, files, json, data: JSON.parse(json), pdf, pdfText: await pdfText(pdf) };
}

async function course(title: string, lessons: number) {
  const id = (await server.req('POST', '/api/courses', { token: admin, body: { title, status: 'published' } })).body
    .courseId as number;
  const content = await server.req('PUT', `/api/courses/${id}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: `Módulo de ${title}`,
          lessons: Array.from({ length: lessons }, (_, i) => ({
            title: `Aula ${i + 1} de ${title}`,
            video_type: 'youtube',
            video_url: 'https://youtu.be/x',
            duration: 0,
          })),
        },
      ],
    },
  });
  expect(content.status).toBe(200);
  return { id, lessons: content.body.course.modules[0].lessons.map((l: { id: number }) => l.id) as number[] };
}

const enroll = (courseId: number, userId: number) =>
  server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId } });

beforeAll(async () => {
  server = await startTestServer('data-export', { TRUST_PROXY: 'true' });
  admin = await server.adminToken();
  const company = (
    await server.req('POST', '/api/companies', {
      token: admin,
      body: { name: 'Gama Instalações Ltda', cnpj: '11.222.333/0001-81' },
    })
  ).body.company.id as number;
  const other = (
    await server.req('POST', '/api/companies', {
      token: admin,
      body: { name: 'Delta Outra Ltda', cnpj: '45.723.174/0001-10' },
    })
  ).body.company.id as number;
  joana = await activeUser(server, {
    name: 'Joana Exportação',
    company_id: company,
    cpf: '529.982.247-25',
    phone: '(11) 98888-7777',
    address: 'Rua das Flores, 10',
  });
  const photo = await server.req('POST', `/api/users/${joana.id}/photo`, {
    token: joana.token,
    form: fileForm('photo', PNG, 'foto.png'),
  });
  expect(photo.status).toBe(200);
  pedro = await activeUser(server, { name: 'Pedro Estranho', company_id: other, cpf: '111.444.777-35' });
  instructor = await activeUser(server, { name: 'Iara Instrutora', role: 'instructor' });
  manager = await activeUser(server, { name: 'Marcos Gestor', role: 'manager', company_id: company });

  // The course Joana really takes through the API: lessons, a passed attempt, a certificate.
  const first = await course('NR-35 Trabalho em Altura', 2);
  firstCourse = first.id;
  const assessment = (
    await server.req('POST', '/api/assessments', {
      token: admin,
      body: {
        course_id: first.id,
        title: 'Prova NR-35',
        passing_score: 50,
        questions: [
          {
            text: 'Acima de quantos metros é trabalho em altura?',
            options: [{ text: '2 metros', isCorrect: true }, { text: '5 metros' }],
          },
        ],
      },
    })
  ).body.assessmentId as number;
  for (const who of [joana, pedro]) {
    await enroll(first.id, who.id);
    for (const lesson of first.lessons) await completeLesson(server, who, lesson);
    const start = await server.req('POST', `/api/assessments/${assessment}/start`, { token: who.token });
    const q = start.body.assessment.questions[0];
    const right = q.options.find((o: { option_text: string }) => o.option_text === '2 metros').id;
    const done = await server.req('POST', `/api/assessments/${assessment}/submit`, {
      token: who.token,
      body: { attemptId: start.body.attemptId, answers: { [q.id]: right } },
    });
    expect(done.body.passed).toBe(true);
  }
  const cert = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
    token: joana.token,
    body: { courseId: first.id },
  });
  expect(cert.status).toBe(201);
  certificateCode = cert.body.certificate.certificate_code;
  const session = await server.req('POST', '/api/practical-sessions', {
    token: admin,
    body: {
      course_id: first.id,
      starts_at: new Date(Date.now() - 2 * DAY).toISOString(),
      ends_at: new Date(Date.now() - 2 * DAY + 4 * 3_600_000).toISOString(),
      place: 'Torre de treinamento',
      instructor_id: instructor.id,
      capacity: 10,
      hours: 4,
    },
  });
  expect(session.status).toBe(201);
  sessionId = session.body.session.id;

  // The heavy part, seeded with the models: nineteen more enrolments with hundreds of lessons
  // watched, dozens of attempts, thousands of access-log rows (some older than the 365 days).
  const courses = [];
  for (let i = 2; i <= COURSES; i++) {
    const c = await course(`NR-${i} Curso ${i}`, LESSONS_PER_COURSE);
    expect((await enroll(c.id, joana.id)).status).toBe(201);
    courses.push(c);
  }
  const lessons = courses.flatMap((c) => c.lessons);
  await LessonProgress.bulkCreate(
    lessons.map((lesson_id, i) => ({
      user_id: joana.id,
      lesson_id,
      completed: i % 2 === 0,
      completed_at: i % 2 === 0 ? new Date(Date.now() - i * 3_600_000) : null,
      watched_seconds: 60 + i,
      watched_percentage: 100,
    })),
  );
  await LessonWatchDay.bulkCreate(
    lessons.map((lesson_id, i) => ({
      user_id: joana.id,
      lesson_id,
      day: new Date(Date.now() - (i % 30) * DAY).toISOString().slice(0, 10),
      seconds: 60 + i,
    })),
  );
  const real = await AssessmentAttempt.findOne({ where: { user_id: joana.id } });
  await AssessmentAttempt.bulkCreate(
    Array.from({ length: EXTRA_ATTEMPTS }, (_, i) => ({
      assessment_id: assessment,
      user_id: joana.id,
      status: 'completed' as const,
      started_at: new Date(Date.now() - (i + 3) * DAY),
      finished_at: new Date(Date.now() - (i + 3) * DAY + 300_000),
      score: 0,
      passed: false,
      correct_answers: 0,
      total_questions: 1,
      answers: '{}',
      paper: real?.paper ?? null,
    })),
  );
  const now = Date.now();
  await SystemLog.bulkCreate(
    Array.from({ length: LOG_ROWS }, (_, i) => ({
      action: 'LOGIN_SUCESSO',
      description: `Acesso de teste ${i}`,
      user_id: joana.id,
      user_name: 'Joana Exportação',
      user_email: joana.email,
      ip_address: `10.0.${Math.floor(i / 250)}.${i % 250}`,
      user_agent: 'Navegador da Joana',
      created_at: new Date(now - (i % 300) * DAY - i * 1000),
    })),
  );
  await SystemLog.bulkCreate(
    Array.from({ length: 20 }, (_, i) => ({
      action: 'LOGIN_SUCESSO',
      description: `Acesso antigo ${i}`,
      user_id: joana.id,
      ip_address: '10.9.9.9',
      created_at: new Date(now - (400 + i) * DAY),
    })),
  );
  await SystemLog.create({
    action: 'LOGIN_SUCESSO',
    description: 'Acesso do Pedro',
    user_id: pedro.id,
    ip_address: '172.16.0.99',
  });

  // Records other parts of the platform write, seeded as they would be stored.
  const certificateId = cert.body.certificate.id as number;
  await CertificateAcknowledgment.create({
    certificate_id: certificateId,
    user_id: joana.id,
    statement: 'Declaro que recebi o treinamento NR-35.',
    certificate_sha256: 'a'.repeat(64),
    ip: '200.1.2.3',
    user_agent: 'Celular da Joana',
    acknowledged_at: new Date(),
  });
  await PracticalParticipant.create({ session_id: sessionId, user_id: joana.id });
  await PracticalAttendance.create({
    client_id: `export-${joana.id}`,
    session_id: sessionId,
    user_id: joana.id,
    method: 'code',
    instructor_id: instructor.id,
    ip: '200.1.2.4',
    signed_at: new Date(Date.now() - 2 * DAY),
  });
  await PracticalEvaluation.create({
    session_id: sessionId,
    user_id: joana.id,
    result: 'satisfatorio',
    notes: 'Ancoragem correta',
    evaluated_by: instructor.id,
    evaluated_at: new Date(Date.now() - 2 * DAY + 3_600_000),
  });
  await Convalidation.create({
    user_id: joana.id,
    course_id: courses[0]?.id ?? firstCourse,
    mode: 'convalidation',
    source_organization: 'Escola Técnica Horizonte',
    dates: JSON.stringify(['2025-03-10']),
    hours: 8,
    responsible: 'Eng. Rita Souza',
    evidence_file: 'convalidations/x.pdf',
  });
  const request = await PrivacyRequest.create({
    user_id: joana.id,
    kind: 'acesso',
    details: 'Quero saber quais dados vocês têm.',
    due_at: new Date(Date.now() + 15 * DAY),
  });
  await PrivacyRequestEvent.create({
    request_id: request.id,
    at: new Date(),
    status: 'aberta',
    actor_id: joana.id,
    note: null,
  });
  await Consent.create({
    user_id: pedro.id,
    purpose: 'marketing_email',
    text_version: '2026-11',
    granted_at: new Date(),
    ip: '172.16.0.98',
    user_agent: 'Navegador do Pedro',
  });
}, 240_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('consents', () => {
  it('lists each purpose with its text and version, none given', async () => {
    const res = await server.req('GET', '/api/me/consents', { token: joana.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.consents.map((c: { purpose: string }) => c.purpose)).toEqual([
      'marketing_email',
      'whatsapp_sms',
      'identity_check',
    ]);
    expect(res.body.consents[0]).toEqual({
      purpose: 'marketing_email',
      title: CONSENT_TEXTS.marketing_email.title,
      text: CONSENT_TEXTS.marketing_email.text,
      version: CONSENT_TEXTS.marketing_email.version,
      granted_at: null,
      ledger: [],
    });
  });

  it('grants with the version, IP and browser; a second grant adds nothing; revoking is at once', async () => {
    const given = await server.req('POST', '/api/me/consents', {
      token: joana.token,
      body: { purpose: 'marketing_email' },
      headers: client,
    });
    expect(given.status).toBe(201);
    expect(given.body.message).toBe(PRIVACY_MSG.consentGiven);
    const marketing = given.body.consents[0];
    expect(marketing.granted_at).toEqual(expect.any(String));
    expect(marketing.ledger).toEqual([
      {
        text_version: CONSENT_TEXTS.marketing_email.version,
        granted_at: marketing.granted_at,
        ip: '200.1.2.3',
        revoked_at: null,
      },
    ]);
    const row = await Consent.findOne({ where: { user_id: joana.id, purpose: 'marketing_email' } });
    expect(row?.user_agent).toBe('Navegador da Joana');
    expect(await hasConsent(joana.id, 'marketing_email')).toBe(true);
    expect(await hasConsent(joana.id, 'whatsapp_sms')).toBe(false);

    const again = await server.req('POST', '/api/me/consents', {
      token: joana.token,
      body: { purpose: 'marketing_email' },
      headers: client,
    });
    expect(again.status).toBe(200);
    expect(again.body.consents[0].ledger).toHaveLength(1);
    expect(await Consent.count({ where: { user_id: joana.id, purpose: 'marketing_email' } })).toBe(1);

    const revoked = await server.req('DELETE', '/api/me/consents/marketing_email', {
      token: joana.token,
      headers: client,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(PRIVACY_MSG.consentRevoked);
    expect(revoked.body.consents[0].granted_at).toBeNull();
    expect(revoked.body.consents[0].ledger[0].revoked_at).toEqual(expect.any(String));
    expect(await hasConsent(joana.id, 'marketing_email')).toBe(false);

    const none = await server.req('DELETE', '/api/me/consents/marketing_email', { token: joana.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(PRIVACY_MSG.consentNone);

    // Given again: a new row, newest first; the revoked one stays in the ledger.
    const regiven = await server.req('POST', '/api/me/consents', {
      token: joana.token,
      body: { purpose: 'marketing_email' },
      headers: client,
    });
    expect(regiven.status).toBe(201);
    const ledger = regiven.body.consents[0].ledger;
    expect(ledger).toHaveLength(2);
    expect(ledger[0].revoked_at).toBeNull();
    expect(ledger[1].revoked_at).toEqual(expect.any(String));
    expect(await hasConsent(joana.id, 'marketing_email')).toBe(true);

    const audits = await SystemLog.findAll({
      where: { user_id: joana.id, action: ['CONSENTIMENTO_DADO', 'CONSENTIMENTO_REVOGADO'] },
    });
    expect(audits.filter((a) => a.action === 'CONSENTIMENTO_DADO')).toHaveLength(2);
    expect(audits.filter((a) => a.action === 'CONSENTIMENTO_REVOGADO')).toHaveLength(1);
    expect(audits.every((a) => a.ip_address === '200.1.2.3')).toBe(true);
    // Pedro's consent is his alone.
    const mine = await server.req('GET', '/api/me/consents', { token: joana.token });
    expect(JSON.stringify(mine.body)).not.toContain('172.16.0.98');
  });

  it('refuses an unknown purpose', async () => {
    const bad = await server.req('POST', '/api/me/consents', { token: joana.token, body: { purpose: 'tudo' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PRIVACY_MSG.purpose);
    const list = await server.req('POST', '/api/me/consents', {
      token: joana.token,
      body: { purpose: ['marketing_email'] },
    });
    expect(list.status).toBe(400);
    expect((await server.req('DELETE', '/api/me/consents/tudo', { token: joana.token })).status).toBe(400);
    expect((await server.req('GET', '/api/me/consents')).status).toBe(401);
  });
});

describe('data export', () => {
  it("holds every class of the heavy worker's records, a PDF naming her, in under 10 s, audited", async () => {
    const got = await exportOf(joana, 'joana.zip');
    expect(got.res.headers.get('content-type')).toBe('application/zip');
    expect(got.res.headers.get('content-disposition')).toMatch(/attachment; filename="meus-dados-joana-exportacao-/);
    expect(got.res.headers.get('cache-control')).toBe('no-store');
    expect(got.ms).toBeLessThan(10_000);
    console.info(`data export of a heavy user: ${got.ms} ms, ${got.json.length} bytes of JSON`);
    expect([...got.files.keys()].sort()).toEqual(['arquivos/foto.png', 'dados.json', 'dados.pdf']);
    expect(got.files.get('arquivos/foto.png')).toEqual(PNG);
    const d = got.data;
    expect(Object.keys(d)).toEqual([
      'formato',
      'versao',
      'gerado_em',
      'sobre',
      'perfil',
      'empresa',
      'cargo',
      'matriculas',
      'progresso_aulas',
      'tempo_creditado_por_dia',
      'tentativas',
      'certificados',
      'ciencias',
      'pratica',
      'convalidacoes',
      'duvidas_na_tutoria',
      'consentimentos',
      'pedidos_lgpd',
      'registro_de_acessos',
    ]);
    expect(d.sobre).toContain('365 dias');
    expect(d.perfil).toMatchObject({
      id: joana.id,
      nome: 'Joana Exportação',
      email: joana.email,
      cpf: '529.982.247-25',
      telefone: '(11) 98888-7777',
      endereco: 'Rua das Flores, 10',
      tipo: 'Aluno',
      foto: 'arquivos/foto.png',
    });
    expect(got.json).not.toMatch(/password_hash|token_version|\$2[aby]\$|\$argon2/);
    expect(d.empresa).toMatchObject({ nome: 'Gama Instalações Ltda', cnpj: '11222333000181' });
    expect(d.matriculas).toHaveLength(COURSES);
    expect(d.matriculas[0]).toMatchObject({ curso: 'NR-35 Trabalho em Altura', progresso: 100 });
    expect(d.progresso_aulas).toHaveLength(2 + (COURSES - 1) * LESSONS_PER_COURSE);
    expect(d.progresso_aulas).toContainEqual(
      expect.objectContaining({ curso: 'NR-2 Curso 2', aula: 'Aula 1 de NR-2 Curso 2', segundos_creditados: 60 }),
    );
    expect(d.tempo_creditado_por_dia.length).toBeGreaterThanOrEqual((COURSES - 1) * LESSONS_PER_COURSE);
    expect(d.tempo_creditado_por_dia[0]).toEqual(
      expect.objectContaining({ dia: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), segundos: expect.any(Number) }),
    );
    expect(d.tentativas).toHaveLength(EXTRA_ATTEMPTS + 1);
    const passed = d.tentativas.find((t: { aprovado: boolean }) => t.aprovado);
    expect(passed).toMatchObject({ avaliacao: 'Prova NR-35', curso: 'NR-35 Trabalho em Altura', nota: 100 });
    expect(passed.questoes[0].enunciado).toBe('Acima de quantos metros é trabalho em altura?');
    expect(passed.questoes[0].alternativas).toContainEqual({ texto: '2 metros', escolhida: true, certa: true });
    expect(d.certificados).toEqual([
      expect.objectContaining({ codigo: certificateCode, curso: 'NR-35 Trabalho em Altura', tipo: 'provisório' }),
    ]);
    expect(d.ciencias).toEqual([
      expect.objectContaining({ certificado: certificateCode, ip: '200.1.2.3', navegador: 'Celular da Joana' }),
    ]);
    expect(d.pratica.turmas).toEqual([
      expect.objectContaining({ turma: sessionId, local: 'Torre de treinamento', instrutor: 'Iara Instrutora' }),
    ]);
    expect(d.pratica.presencas).toEqual([expect.objectContaining({ forma: 'código por e-mail', ip: '200.1.2.4' })]);
    expect(d.pratica.avaliacoes).toEqual([
      expect.objectContaining({
        resultado: expect.any(String),
        observacoes: 'Ancoragem correta',
        avaliado_por: 'Iara Instrutora',
      }),
    ]);
    expect(d.convalidacoes).toEqual([
      expect.objectContaining({ instituicao: 'Escola Técnica Horizonte', horas: 8, responsavel: 'Eng. Rita Souza' }),
    ]);
    // The consent ledger as granted and revoked above: newest first, with version and IP.
    const marketing = d.consentimentos.filter((c: { finalidade: string }) => c.finalidade === 'marketing_email');
    expect(marketing).toHaveLength(2);
    expect(marketing[0]).toMatchObject({
      versao_do_texto: CONSENT_TEXTS.marketing_email.version,
      ip: '200.1.2.3',
      navegador: 'Navegador da Joana',
      revogado_em: null,
    });
    expect(marketing[1].revogado_em).toEqual(expect.any(String));
    expect(d.pedidos_lgpd).toEqual([
      expect.objectContaining({
        tipo: 'Acesso aos dados',
        detalhes: 'Quero saber quais dados vocês têm.',
        historico: [expect.objectContaining({ situacao: 'Aberta', por: 'Joana Exportação' })],
      }),
    ]);
    expect(d.registro_de_acessos.periodo_dias).toBe(365);
    // Every seeded row of the last 365 days (and what the API wrote), none of the older ones.
    expect(d.registro_de_acessos.total).toBe(d.registro_de_acessos.registros.length);
    expect(d.registro_de_acessos.registros.length).toBeGreaterThanOrEqual(LOG_ROWS);
    expect(got.json).not.toContain('Acesso antigo');
    expect(d.registro_de_acessos.registros).toContainEqual(
      expect.objectContaining({ acao: 'LOGIN_SUCESSO', descricao: 'Acesso de teste 0', ip: '10.0.0.0' }),
    );

    // DATA_EXPORT_KEEP=<folder> keeps the heavy user's PDF to look at.
    if (process.env.DATA_EXPORT_KEEP) writeFileSync(path.join(process.env.DATA_EXPORT_KEEP, 'dados.pdf'), got.pdf);
    expect(got.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(got.pdfText).toContain('Joana Exportação');
    expect(got.pdfText).toContain('Gama Instalações Ltda');
    expect(got.pdfText).toContain(certificateCode);
    expect(got.pdfText).toContain('Novidades por e-mail');

    const audit = await SystemLog.findAll({ where: { user_id: joana.id, action: 'DADOS_PESSOAIS_EXPORTADOS' } });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.description).toContain('20 matrícula(s)');
  }, 60_000);

  it("never carries another person's records", async () => {
    const got = await exportOf(joana, 'joana-2.zip');
    for (const text of [got.json, got.pdfText]) {
      expect(text).not.toContain('Pedro Estranho');
      expect(text).not.toContain(pedro.email);
      expect(text).not.toContain('111.444.777-35');
      expect(text).not.toContain('172.16.0.9');
      expect(text).not.toContain('Delta Outra');
    }
    const pedros = await AssessmentAttempt.findAll({ where: { user_id: pedro.id }, attributes: ['id'] });
    const ids = new Set(got.data.tentativas.map((t: { id: number }) => t.id));
    expect(pedros.length).toBeGreaterThan(0);
    expect(pedros.some((a) => ids.has(a.id))).toBe(false);
    // and Pedro's own export is his
    const his = await exportOf(pedro, 'pedro.zip');
    expect(his.data.perfil.nome).toBe('Pedro Estranho');
    expect(his.data.matriculas).toHaveLength(1);
    expect(his.data.consentimentos).toEqual([expect.objectContaining({ ip: '172.16.0.98' })]);
    expect(his.json).not.toContain('Joana Exportação');
  }, 60_000);

  it('a manager and an instructor export their own data', async () => {
    const m = await exportOf(manager, 'manager.zip');
    expect(m.data.perfil).toMatchObject({ nome: 'Marcos Gestor', tipo: 'Gestor' });
    expect(m.data.empresa.nome).toBe('Gama Instalações Ltda');
    expect(m.json).not.toContain('Joana Exportação');
    expect(m.pdfText).toContain('Marcos Gestor');
    const i = await exportOf(instructor, 'instructor.zip');
    expect(i.data.perfil).toMatchObject({ nome: 'Iara Instrutora', tipo: 'Instrutor' });
    expect(i.data.pratica.turmas_como_instrutor).toEqual([
      expect.objectContaining({ turma: sessionId, curso: 'NR-35 Trabalho em Altura' }),
    ]);
    expect(i.pdfText).toContain('Turma como instrutor');
  }, 60_000);

  it('answers 429 past ten exports an hour for one person (each prints a PDF)', async () => {
    for (let i = 0; i < 10; i++) await hit(`data-export:${instructor.id}`, 3_600_000);
    const refused = await server.req('GET', '/api/me/data-export', { token: instructor.token });
    expect(refused.status).toBe(429);
    expect((await server.req('GET', '/api/me/consents', { token: instructor.token })).status).toBe(200);
  });

  it('needs a signed-in person', async () => {
    expect((await server.req('GET', '/api/me/data-export')).status).toBe(401);
  });
});
