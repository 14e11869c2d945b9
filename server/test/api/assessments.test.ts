import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCertificateReminders } from '../../src/jobs/certificateReminders';
import { Certificate, Enrollment } from '../../src/models';
import { runtime } from '../../src/runtime';
import { certificateHtml } from '../../src/services/certificatePdf';
import { advanceClock, now } from '../../src/services/clock';
import { htmlToPdf } from '../../src/services/pdf';
import { fileForm, PDF, PNG } from './fixtures';
import { pdfText } from './pdfText';
import { activeUser, type CreatedUser, mailTo, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let courseId: number;
let refresherId: number;
let lessonId: number;
let assessmentId: number;
let questionIds: number[];
let correct: Record<number, number>;
let wrong: Record<number, number>;

const QUESTIONS = [
  {
    text: 'Acima de quantos metros a NR-35 se aplica?',
    options: [{ text: '1 m' }, { text: '2 m', isCorrect: true }, { text: '3 m' }, { text: '5 m' }],
  },
  {
    text: 'Quem emite a Permissão de Trabalho?',
    options: [{ text: 'O próprio trabalhador' }, { text: 'O responsável autorizado', isCorrect: true }],
  },
];

async function enrolledStudent(): Promise<CreatedUser> {
  const s = await activeUser(server, { cpf: null });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: s.id } });
  return s;
}

async function finishLessons(s: CreatedUser) {
  await server.req('POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, {
    token: s.token,
    body: { currentTime: 0 },
  });
  const r = await server.req('POST', `/api/courses/lessons/${lessonId}/complete`, { token: s.token, body: {} });
  expect(r.body.needsAssessment).toBe(true);
  expect(r.body.assessmentId).toBe(assessmentId);
}

async function attempt(s: CreatedUser, answers: Record<number, number>) {
  const start = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: s.token });
  expect(start.status).toBe(200);
  return server.req('POST', `/api/assessments/${assessmentId}/submit`, {
    token: s.token,
    body: { attemptId: start.body.attemptId, answers, timeTaken: 42 },
  });
}

beforeAll(async () => {
  server = await startTestServer('assessments');
  admin = await server.adminToken();
  const refresher = await server.req('POST', '/api/courses', {
    token: admin,
    body: { title: 'NR-35 Reciclagem', status: 'published' },
  });
  refresherId = refresher.body.courseId;
  const course = await server.req('POST', '/api/courses', {
    token: admin,
    body: {
      title: 'NR-35 Trabalho em Altura',
      status: 'published',
      validity_months: 24,
      workload_hours: 8,
      modality: 'EAD',
      location: 'Plataforma Trilha Segura',
      instructor_name: 'Eng. Paula Reis',
      instructor_qualification: 'Engenheira de Segurança do Trabalho',
      technician_name: 'Marcos Lima',
      technician_qualification: 'Técnico de Segurança — MTE 12345',
      refresher_course_id: refresherId,
    },
  });
  if (course.status !== 201) throw new Error(JSON.stringify(course.body));
  courseId = course.body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Fundamentos',
          lessons: [{ title: 'Introdução', video_type: 'youtube', video_url: 'https://youtu.be/a', duration: 0 }],
        },
      ],
    },
  });
  lessonId = content.body.course.modules[0].lessons[0].id;
});
afterAll(() => server?.close());

describe('assessment authoring', () => {
  it('refuses bad questions and out-of-range settings with pt-BR messages', async () => {
    const bad = await server.req('POST', '/api/assessments', {
      token: admin,
      body: {
        course_id: courseId,
        title: 'Prova',
        time_limit: 500,
        passing_score: 101,
        max_attempts: 11,
        questions: [
          { text: 'Só uma alternativa', options: [{ text: 'a', isCorrect: true }] },
          {
            text: 'Duas corretas',
            options: [
              { text: 'a', isCorrect: true },
              { text: 'b', isCorrect: true },
            ],
          },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { msg: string }) => e.msg)).toEqual(
      expect.arrayContaining([
        'Tempo limite deve estar entre 1 e 300 minutos',
        'Nota mínima deve estar entre 0 e 100',
        'Número de tentativas deve estar entre 1 e 10',
        'Questão 1: informe de 2 a 6 alternativas',
        'Questão 2: marque exatamente uma alternativa correta',
      ]),
    );
  });

  it('creates an assessment with defaults; admins see the answers, students never do', async () => {
    const created = await server.req('POST', '/api/assessments', {
      token: admin,
      body: { course_id: courseId, title: 'Avaliação final NR-35', questions: QUESTIONS },
    });
    expect(created.status).toBe(201);
    assessmentId = created.body.assessmentId;
    const preview = await server.req('GET', `/api/assessments/${assessmentId}/preview`, { token: admin });
    expect(preview.body.assessment).toMatchObject({
      time_limit: 30,
      passing_score: 70,
      max_attempts: 3,
      question_count: 2,
    });
    const qs = preview.body.assessment.questions;
    questionIds = qs.map((q: { id: number }) => q.id);
    correct = Object.fromEntries(
      qs.map((q: { id: number; options: { id: number; is_correct: boolean }[] }) => [
        q.id,
        q.options.find((o) => o.is_correct)?.id,
      ]),
    );
    wrong = Object.fromEntries(
      qs.map((q: { id: number; options: { id: number; is_correct: boolean }[] }) => [
        q.id,
        q.options.find((o) => !o.is_correct)?.id,
      ]),
    );
    const list = await server.req('GET', `/api/assessments/course/${courseId}`, { token: admin });
    expect(list.body.assessments[0]).toMatchObject({ id: assessmentId, question_count: 2, attempt_count: 0 });
  });
});

describe('attempts', () => {
  it('opens only after every lesson, without answers, and resumes instead of duplicating', async () => {
    const s = await enrolledStudent();
    const info = await server.req('GET', `/api/assessments/${assessmentId}`, { token: s.token });
    expect(info.status).toBe(200);
    expect(info.body.assessment.questions).toBeUndefined();
    expect(JSON.stringify(info.body)).not.toContain('is_correct');
    const early = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: s.token });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Conclua todas as aulas do curso antes de iniciar a avaliação.');
    await finishLessons(s);
    const first = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: s.token });
    expect(first.status).toBe(200);
    expect(first.body.assessment.questions).toHaveLength(2);
    expect(JSON.stringify(first.body)).not.toContain('is_correct');
    expect(first.body.remaining_seconds).toBeGreaterThan(1790);
    const again = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: s.token });
    expect(again.body.attemptId).toBe(first.body.attemptId);
  });

  it('grades on the server, refuses foreign answers and attempts, and repeats a result', async () => {
    const s = await enrolledStudent();
    const other = await enrolledStudent();
    await finishLessons(s);
    await finishLessons(other);
    const start = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: s.token });
    const foreign = await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
      token: other.token,
      body: { attemptId: start.body.attemptId, answers: correct },
    });
    expect(foreign.status).toBe(404);
    const unknown = await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
      token: s.token,
      body: { attemptId: start.body.attemptId, answers: { [questionIds[0] as number]: 999999 } },
    });
    expect(unknown.status).toBe(400);
    const otherQuestion = await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
      token: s.token,
      body: { attemptId: start.body.attemptId, answers: { 999999: correct[questionIds[0] as number] } },
    });
    expect(otherQuestion.status).toBe(400);

    const failed = await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
      token: s.token,
      body: {
        attemptId: start.body.attemptId,
        answers: { ...wrong, [questionIds[0] as number]: correct[questionIds[0] as number] },
        timeTaken: 1,
      },
    });
    expect(failed.body).toMatchObject({
      score: 50,
      passed: false,
      correctAnswers: 1,
      totalQuestions: 2,
      passingScore: 70,
    });
    expect(failed.body.results[0]).toMatchObject({
      is_correct: true,
      correct_option_id: correct[questionIds[0] as number],
    });
    const repeat = await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
      token: s.token,
      body: { attemptId: start.body.attemptId, answers: correct },
    });
    expect(repeat.body.score).toBe(50);

    const forged = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: s.token,
      body: { courseId, assessmentScore: 100 },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toContain('Sua melhor nota: 50%');

    const passed = await attempt(s, correct);
    expect(passed.body).toMatchObject({ score: 100, passed: true });
    const attempts = await server.req('GET', `/api/assessments/${assessmentId}/attempts`, { token: s.token });
    expect(attempts.body.attempts.map((a: { score: number }) => a.score)).toEqual([50, 100]);
  });

  it('closes a late submit with score 0 and enforces max attempts', async () => {
    const s = await enrolledStudent();
    await finishLessons(s);
    const start = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: s.token });
    advanceClock(30 * 60 + 31);
    const late = await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
      token: s.token,
      body: { attemptId: start.body.attemptId, answers: correct },
    });
    expect(late.body).toMatchObject({ score: 0, passed: false, expired: true });
    await attempt(s, wrong);
    await attempt(s, wrong);
    const fourth = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: s.token });
    expect(fourth.status).toBe(403);
    expect(fourth.body.message).toBe('Você atingiu o número máximo de tentativas desta avaliação.');
  });
});

describe('certificates', () => {
  let s: CreatedUser;
  let certificateId: number;
  let code: string;

  it('issues exactly one temporary certificate under twenty concurrent requests', async () => {
    s = await enrolledStudent();
    await finishLessons(s);
    await attempt(s, correct);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.req('POST', '/api/certificates/generate-temporary-certificate', {
          token: s.token,
          body: { courseId, assessmentScore: 100 },
        }),
      ),
    );
    const odd = results.filter((r) => r.status !== 201 && r.status !== 409);
    expect(odd.map((r) => ({ status: r.status, body: r.body }))).toEqual([]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(19);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('Certificado já foi gerado anteriormente');
    expect(await Certificate.count({ where: { user_id: s.id, course_id: courseId } })).toBe(1);
    const created = results.find((r) => r.status === 201)?.body.certificate;
    certificateId = created.id;
    code = created.certificate_code;
    expect(created).toMatchObject({ is_temporary: 1, validity: 'valid', validity_label: 'Válido' });
    const enrollment = await Enrollment.findOne({ where: { user_id: s.id, course_id: courseId } });
    expect(enrollment?.certificate_issued_at).toBeTruthy();
  });

  it('renders the PDF in Chromium with the NR-01 facts and lets only its owner download it', async () => {
    const res = await fetch(`${server.url}/api/certificates/${certificateId}/download`, {
      headers: { Authorization: `Bearer ${s.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    for (const fact of [
      'Aluno Teste',
      code,
      'NR-35 Trabalho em Altura',
      '8 horas',
      'Fundamentos',
      'Eng. Paula Reis',
      'MTE 12345',
      'TEMPORÁRIO',
    ]) {
      expect(text).toContain(fact);
    }
    const stranger = await activeUser(server);
    const denied = await server.req('GET', `/api/certificates/${certificateId}/download`, { token: stranger.token });
    expect(denied.status).toBe(403);
    const mine = await server.req('GET', '/api/certificates/my', { token: stranger.token });
    expect(mine.body).toEqual({ permanent: [], temporary: [] });
  });

  it('still answers the PDF when its disk cache cannot be written, and leaves no partial file', async () => {
    const dir = path.join(runtime().config.dataDir, 'certificates');
    await rm(dir, { recursive: true, force: true });
    await writeFile(dir, 'not a folder'); // mkdir and every write under it fail
    try {
      const res = await fetch(`${server.url}/api/certificates/${certificateId}/download`, {
        headers: { Authorization: `Bearer ${s.token}` },
      });
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    } finally {
      await rm(dir, { force: true });
    }
    const again = await fetch(`${server.url}/api/certificates/${certificateId}/download`, {
      headers: { Authorization: `Bearer ${s.token}` },
    });
    expect(again.status).toBe(200);
    expect((await readdir(dir)).filter((f) => !f.endsWith('.pdf'))).toEqual([]);
  });

  it('prints certificate PDFs with one shared browser (rate printed)', async () => {
    const cert = (await Certificate.findByPk(certificateId)) as Certificate;
    const html = await certificateHtml(cert);
    const started = performance.now();
    const pdfs = await Promise.all(Array.from({ length: 8 }, () => htmlToPdf(html)));
    const seconds = (performance.now() - started) / 1000;
    expect(pdfs.every((p) => p.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    console.info(
      `certificados em PDF: ${(pdfs.length / seconds).toFixed(1)} por segundo (${pdfs.length} em ${seconds.toFixed(2)} s, um Chromium compartilhado)`,
    );
  });

  it('validates into an official certificate that the public verification shows', async () => {
    const validated = await server.req('POST', `/api/certificates/${certificateId}/validate`, { token: admin });
    expect(validated.body.certificate.is_temporary).toBe(0);
    const verify = await server.req('GET', `/api/certificates/verify/${code.toLowerCase()}`);
    expect(verify.body).toMatchObject({
      found: true,
      official: true,
      student_name: 'Aluno Teste',
      validity_label: 'Válido',
    });
    const page = await fetch(`${server.url}/verificar/${code}`);
    const html = await page.text();
    expect(html).toContain('Válido — oficial');
    expect(html).toContain('NR-35 Trabalho em Altura');
    const unknown = await fetch(`${server.url}/verificar/TS-XXXX-XXXX-XXXX`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Certificado não encontrado');
  });

  it('reminds before expiry once per threshold and enrols in the refresher course', async () => {
    const cert = (await Certificate.findByPk(certificateId)) as Certificate;
    await cert.update({ expires_at: new Date(now().getTime() + 25 * 86_400_000) });
    const since = new Date();
    expect(await runCertificateReminders(now())).toEqual({ reminded: 1, enrolled: 1 });
    const mail = await mailTo(server, s.email, since);
    expect(mail.subject).toContain('vence em 25 dias');
    expect(mail.text).toContain('NR-35 Reciclagem');
    // The refresher is the periodic training of the NR (issue 19).
    const refresherEnrolment = await Enrollment.findOne({ where: { user_id: s.id, course_id: refresherId } });
    expect(refresherEnrolment?.training_type).toBe('periodico');
    expect(await runCertificateReminders(now())).toEqual({ reminded: 0, enrolled: 0 });
    const expiring = await server.req('GET', '/api/certificates/expiring?days=30', { token: admin });
    expect(expiring.body.certificates.map((c: { id: number }) => c.id)).toEqual([certificateId]);
    expect(expiring.body.certificates[0].validity_label).toBe('A vencer');
    const csv = await fetch(`${server.url}/api/certificates/expiring/export?days=30`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = bytes.toString('utf8');
    expect(body).toContain('Aluno;E-mail;Empresa;Curso');
    expect(csv.headers.get('content-disposition')).toMatch(/certificados-a-vencer-\d{4}-\d{2}-\d{2}\.csv/);
  });

  it('revokes with a reason, and verification says so', async () => {
    const revoked = await server.req('POST', `/api/certificates/${certificateId}/revoke`, {
      token: admin,
      body: { reason: 'Emitido por engano' },
    });
    expect(revoked.status).toBe(200);
    const verify = await server.req('GET', `/api/certificates/verify/${code}`);
    expect(verify.body).toMatchObject({
      validity: 'revoked',
      validity_label: 'Revogado',
      revoke_reason: 'Emitido por engano',
    });
  });

  it('accepts an official PDF upload checked by content', async () => {
    const other = await enrolledStudent();
    const png = await server.req('POST', '/api/certificates/upload', {
      token: admin,
      form: fileForm('certificate', PNG, 'certificado.pdf', { course_id: String(courseId), user_id: String(other.id) }),
    });
    expect(png.status).toBe(415);
    const ok = await server.req('POST', '/api/certificates/upload', {
      token: admin,
      form: fileForm('certificate', PDF, 'certificado.pdf', { course_id: String(courseId), user_id: String(other.id) }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.certificate).toMatchObject({ is_temporary: 0, has_uploaded_file: true });
    const file = await fetch(`${server.url}/api/certificates/${ok.body.certificate.id}/download`, {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const grades = await server.req('GET', '/api/users/completed-courses-with-grades', { token: s.token });
    expect(grades.body[0].assessments[0]).toMatchObject({
      title: 'Avaliação final NR-35',
      attempt: { score: 100, passed: true },
    });
  });
});
