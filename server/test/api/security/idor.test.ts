/**
 * IDOR: student A (with a full token and with an embed token of A's company) acting on student
 * B's real ids — profile, enrolments, progress, attempts, certificates (PDF and stored file),
 * attachments, company, backups — gets 403/404 and never B's data; B's rows are unchanged after
 * every attack. Each attack has a control: the same call by B (or an admin) works, so the ids
 * are real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssessmentAttempt,
  Certificate,
  Company,
  Enrollment,
  LessonAttachment,
  LessonProgress,
  User,
} from '../../../src/models';
import { fileForm, PDF, PNG } from '../fixtures';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from '../support';
import { rawRequest } from './helpers';

let server: TestServer;
let admin: string;
let a: CreatedUser;
let b: CreatedUser;
let aEmbed: string;
const ids = {} as {
  companyA: number;
  companyB: number;
  course: number;
  closedCourse: number;
  lesson1: number;
  lesson2: number;
  closedLesson: number;
  assessment: number;
  attemptB: number;
  certB: number;
  certBCode: string;
  uploadedCertB: number;
  uploadedCertFile: string;
  attachment2: string;
  closedAttachment: string;
  enrollmentB: number;
  backup: string;
};

/** Everything of B's that an attack could change. */
async function snapshotOfB(): Promise<string> {
  const [user, enrolments, progress, attempts, certificates, company] = await Promise.all([
    User.findByPk(b.id, { raw: true }),
    Enrollment.findAll({ where: { user_id: b.id }, raw: true, order: [['id', 'ASC']] }),
    LessonProgress.findAll({ where: { user_id: b.id }, raw: true, order: [['id', 'ASC']] }),
    AssessmentAttempt.findAll({ where: { user_id: b.id }, raw: true, order: [['id', 'ASC']] }),
    Certificate.findAll({ where: { user_id: b.id }, raw: true, order: [['id', 'ASC']] }),
    Company.findByPk(ids.companyB, { raw: true }),
  ]);
  return JSON.stringify({ user, enrolments, progress, attempts, certificates, company });
}

const watch = (token: string, lessonId: number) =>
  server.req('POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, { token, body: { currentTime: 0 } });
const complete = (token: string, lessonId: number) =>
  server.req('POST', `/api/courses/lessons/${lessonId}/complete`, { token, body: {} });

beforeAll(async () => {
  server = await startTestServer('sec-idor');
  admin = await server.adminToken();
  ids.companyA = (
    await server.req('POST', '/api/companies', { token: admin, body: { name: 'Empresa A' } })
  ).body.company.id;
  ids.companyB = (
    await server.req('POST', '/api/companies', { token: admin, body: { name: 'Empresa B' } })
  ).body.company.id;
  a = await activeUser(server, { name: 'Aluno A', company_id: ids.companyA });
  b = await activeUser(server, { name: 'Aluna B', company_id: ids.companyB, cpf: null });
  const key = await server.req('POST', `/api/companies/${ids.companyA}/api-keys`, { token: admin, body: {} });
  aEmbed = (
    await server.req('POST', '/api/embed/token', { headers: { 'X-Api-Key': key.body.key }, body: { email: a.email } })
  ).body.token;

  // one course both are enrolled in (B finished it), one only B is enrolled in
  const lesson = (title: string) => ({
    title,
    video_type: 'youtube',
    video_url: 'https://youtu.be/x',
    duration: 0,
  });
  ids.course = (
    await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-06 EPI', status: 'published' } })
  ).body.courseId;
  const content = await server.req('PUT', `/api/courses/${ids.course}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [lesson('Aula 1'), lesson('Aula 2')] }] },
  });
  [ids.lesson1, ids.lesson2] = content.body.course.modules[0].lessons.map((l: { id: number }) => l.id);
  ids.closedCourse = (
    await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-10 Elétrica', status: 'published' } })
  ).body.courseId;
  const closed = await server.req('PUT', `/api/courses/${ids.closedCourse}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [lesson('Aula única')] }] },
  });
  ids.closedLesson = closed.body.course.modules[0].lessons[0].id;
  const attach = async (lessonId: number) =>
    (
      await server.req('POST', '/api/lessons/attachments/upload', {
        token: admin,
        form: fileForm('file', PDF, 'ficha.pdf', { title: 'Ficha', lessonId: String(lessonId) }),
      })
    ).body.attachment.filename as string;
  ids.attachment2 = await attach(ids.lesson2);
  ids.closedAttachment = await attach(ids.closedLesson);

  const assessment = await server.req('POST', '/api/assessments', {
    token: admin,
    body: {
      course_id: ids.course,
      title: 'Avaliação NR-06',
      questions: [
        { text: 'Quem fornece o EPI?', options: [{ text: 'O empregador', isCorrect: true }, { text: 'Eu' }] },
      ],
    },
  });
  ids.assessment = assessment.body.assessmentId;
  const preview = await server.req('GET', `/api/assessments/${ids.assessment}/preview`, { token: admin });
  const question = preview.body.assessment.questions[0];
  const right = question.options.find((o: { is_correct: boolean }) => o.is_correct).id;

  for (const s of [a, b]) {
    await server.req('POST', `/api/courses/${ids.course}/enroll`, { token: admin, body: { userId: s.id } });
  }
  await server.req('POST', `/api/courses/${ids.closedCourse}/enroll`, { token: admin, body: { userId: b.id } });
  for (const l of [ids.lesson1, ids.lesson2]) {
    await watch(b.token, l);
    expect((await complete(b.token, l)).status).toBe(200);
  }
  const start = await server.req('POST', `/api/assessments/${ids.assessment}/start`, { token: b.token });
  ids.attemptB = start.body.attemptId;
  const submitted = await server.req('POST', `/api/assessments/${ids.assessment}/submit`, {
    token: b.token,
    body: { attemptId: ids.attemptB, answers: { [question.id]: right } },
  });
  expect(submitted.body, JSON.stringify(submitted.body)).toMatchObject({ passed: true });
  const temp = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
    token: b.token,
    body: { courseId: ids.course },
  });
  expect(temp.status).toBe(201);
  ids.certB = temp.body.certificate.id;
  ids.certBCode = temp.body.certificate.certificate_code;
  const uploaded = await server.req('POST', '/api/certificates/upload', {
    token: admin,
    form: fileForm('certificate', PDF, 'oficial.pdf', {
      course_id: String(ids.closedCourse),
      user_id: String(b.id),
    }),
  });
  ids.uploadedCertB = uploaded.body.certificate.id;
  ids.uploadedCertFile = (await Certificate.findByPk(ids.uploadedCertB))?.file_path as string;
  expect(ids.uploadedCertFile).toMatch(/^certificates\/[0-9a-f]{32}\.pdf$/);
  ids.enrollmentB = (await Enrollment.findOne({ where: { user_id: b.id, course_id: ids.course } }))?.id as number;
  await server.req('POST', `/api/users/${b.id}/photo`, { token: b.token, form: fileForm('photo', PNG, 'eu.png') });
  ids.backup = (await server.req('POST', '/api/backup/create', { token: admin })).body.filename;
}, 120_000);
afterAll(() => server?.close());

/** Runs `attack` with A's full token and A's embed token; checks the status and that B is untouched. */
async function asA(
  label: string,
  method: string,
  path: string,
  expected: number[],
  options: { body?: unknown; form?: () => FormData; embed?: boolean } = {},
): Promise<void> {
  const before = await snapshotOfB();
  const tokens = options.embed === false ? [a.token] : [a.token, aEmbed];
  for (const token of tokens) {
    const res = await server.req(method, path, { token, body: options.body, form: options.form?.() });
    const who = token === a.token ? 'A' : 'A (embed)';
    expect(expected, `${who}: ${label} -> ${res.status}`).toContain(res.status);
    const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
    expect(text, `${who}: ${label}`).not.toContain('%PDF');
    expect(text, `${who}: ${label}`).not.toContain(b.email);
    expect(text, `${who}: ${label}`).not.toContain('Aluna B');
  }
  expect(await snapshotOfB(), `${label} changed B's data`).toBe(before);
}

describe("B's profile", () => {
  it('is out of reach for A: read, edit, password, photo, 2FA', async () => {
    expect((await server.req('GET', `/api/users/${b.id}`, { token: b.token })).body.user.email).toBe(b.email);
    await asA('read', 'GET', `/api/users/${b.id}`, [403]);
    await asA('edit', 'PUT', `/api/users/${b.id}`, [403], {
      body: { name: 'Invadido', email: 'a-invasor@x.test', company_id: ids.companyA },
    });
    await asA('password', 'PUT', `/api/users/${b.id}/password`, [403], { body: { password: 'invadida1' } });
    await asA('admin password', 'PUT', `/api/users/${b.id}/admin-password`, [403], { body: { password: 'invadida1' } });
    await asA('password code', 'POST', `/api/users/${b.id}/password/request-2fa`, [403]);
    await asA('2FA request', 'POST', `/api/users/${b.id}/2fa/request-enable`, [403]);
    await asA('2FA enable', 'PUT', `/api/users/${b.id}/2fa/enable`, [403], { body: { verification_code: '123456' } });
    await asA('2FA disable', 'PUT', `/api/users/${b.id}/2fa/disable`, [403]);
    await asA('status', 'PUT', `/api/users/${b.id}/status`, [403], { body: { is_active: false } });
    await asA('delete', 'DELETE', `/api/users/${b.id}`, [403]);
    await asA('photo', 'POST', `/api/users/${b.id}/photo`, [403], { form: () => fileForm('photo', PNG, 'x.png') });
  });

  it('does not leak through A own lists', async () => {
    for (const token of [a.token, aEmbed]) {
      const lists = await Promise.all(
        [
          '/api/auth/me',
          '/api/enrollments/my',
          '/api/certificates',
          '/api/certificates/my',
          '/api/users/completed-courses-with-grades',
          `/api/assessments/${ids.assessment}/attempts`,
          `/api/assessments/${ids.assessment}`,
          `/api/assessments/course/${ids.course}`,
          `/api/courses/${ids.course}`,
          `/api/courses/${ids.course}/completion-status`,
          `/api/courses/lessons/${ids.lesson1}/detailed-progress`,
          '/api/courses',
        ].map(async (path) => ({ path, res: await server.req('GET', path, { token }) })),
      );
      for (const { path, res } of lists) {
        expect(res.status, path).toBe(200);
        const text = JSON.stringify(res.body);
        expect(text, path).not.toContain(b.email);
        expect(text, path).not.toContain(ids.certBCode);
        expect(text, path).not.toMatch(new RegExp(`"(attemptId|attempt_id)":${ids.attemptB}\\b`));
      }
      const attempts = lists.find((l) => l.path.endsWith('/attempts'))?.res.body.attempts as { id: number }[];
      expect(attempts.map((x) => x.id)).not.toContain(ids.attemptB);
      const progress = lists.find((l) => l.path.endsWith('/detailed-progress'))?.res.body;
      expect(JSON.stringify(progress)).not.toMatch(/"completed":(true|1)/);
    }
  });
});

describe("B's enrolments, progress and attempts", () => {
  it('A cannot list, delete or finish them', async () => {
    await asA('enrolment list', 'GET', `/api/courses/${ids.course}/enrollments`, [403]);
    await asA('enrolment delete', 'DELETE', `/api/courses/${ids.course}/enrollments/${ids.enrollmentB}`, [403]);
    await asA('enrol B elsewhere', 'POST', `/api/courses/${ids.course}/enroll`, [403], { body: { userId: b.id } });
    await asA('B course status', 'GET', `/api/courses/${ids.closedCourse}/completion-status`, [403]);
    await asA('B course page', 'GET', `/api/courses/${ids.closedCourse}`, [403]);
    await asA('B progress report', 'GET', `/api/reports/course-progress/${ids.course}`, [403]);
    // progress calls act on the caller's own rows only: lesson 2 stays locked for A
    await asA('lesson 2 progress', 'POST', `/api/lessons/${ids.lesson2}/progress`, [403], {
      body: { currentTime: 30 },
    });
    await asA('lesson 2 complete', 'POST', `/api/courses/lessons/${ids.lesson2}/complete`, [403], { body: {} });
    await asA('lesson 1 restart', 'DELETE', `/api/lessons/${ids.lesson1}/progress`, [200]);
    await asA('closed lesson', 'POST', `/api/courses/lessons/${ids.closedLesson}/save-detailed-progress`, [403], {
      body: { currentTime: 0 },
    });
  });

  it("A cannot submit, resume or read B's attempt", async () => {
    await asA('submit', 'POST', `/api/assessments/${ids.assessment}/submit`, [403, 404], {
      body: { attemptId: ids.attemptB, answers: {} },
    });
    await asA('start', 'POST', `/api/assessments/${ids.assessment}/start`, [403]);
    await asA('preview', 'GET', `/api/assessments/${ids.assessment}/preview`, [403]);
  });
});

describe("B's certificates", () => {
  it('A gets neither the PDF nor the stored file, by any route', async () => {
    const own = await fetch(`${server.url}/api/certificates/${ids.uploadedCertB}/download`, {
      headers: { Authorization: `Bearer ${b.token}` },
    });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    await asA('temporary PDF', 'GET', `/api/certificates/${ids.certB}/download`, [403]);
    await asA('official PDF', 'GET', `/api/certificates/${ids.uploadedCertB}/download`, [403]);
    await asA('validate', 'POST', `/api/certificates/${ids.certB}/validate`, [403]);
    await asA('revoke', 'POST', `/api/certificates/${ids.certB}/revoke`, [403], { body: { reason: 'porque sim' } });
    await asA('delete', 'DELETE', `/api/certificates/${ids.certB}`, [403]);
    await asA('issue for B course', 'POST', '/api/certificates/generate-temporary-certificate', [400, 403, 404], {
      body: { courseId: ids.closedCourse },
    });

    // the stored file is never served outside the download route, whatever the path says
    const file = ids.uploadedCertFile.split('/')[1] as string;
    for (const path of [
      `/api/uploads/certificates/${file}`,
      `/api/uploads/photos/..%2fcertificates%2f${file}`,
      `/api/uploads/photos/%2e%2e%2fcertificates%2f${file}`,
      `/api/uploads/photos/../certificates/${file}`,
      `/api/uploads/videos/./../certificates/${file}`,
      `/api/uploads/thumbnails/..%5ccertificates%5c${file}`,
      `/uploads/login/..%2fcertificates%2f${file}`,
      `/uploads/thumbnails/%2e%2e%2fcertificates%2f${file}`,
    ]) {
      for (const token of [null, a.token]) {
        const res = await rawRequest(server.url, path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
        expect(res.status, path).toBe(404);
        expect(res.body.toString('latin1'), path).not.toContain('%PDF');
      }
    }
  });
});

describe('attachments of lessons A cannot open', () => {
  it('A gets neither the list nor the file; B does', async () => {
    const name = ids.attachment2.split('/').pop() as string;
    expect((await server.req('GET', `/api/lessons/${ids.lesson2}/attachments`, { token: b.token })).status).toBe(200);
    const bFile = await fetch(`${server.url}/api/lessons/attachments/file/${name}`, {
      headers: { Authorization: `Bearer ${b.token}` },
    });
    expect(bFile.status).toBe(200);
    await asA('locked lesson list', 'GET', `/api/lessons/${ids.lesson2}/attachments`, [403]);
    await asA('locked lesson file', 'GET', `/api/lessons/attachments/file/${name}`, [403]);
    await asA('locked lesson file (alias)', 'GET', `/api/uploads/attachments/${name}`, [403]);
    const closed = ids.closedAttachment.split('/').pop() as string;
    await asA('other course list', 'GET', `/api/lessons/${ids.closedLesson}/attachments`, [403]);
    await asA('other course file', 'GET', `/api/lessons/attachments/file/${closed}`, [403]);
    const row = await LessonAttachment.findOne({ where: { filename: `attachments/${closed}` } });
    await asA('delete', 'DELETE', `/api/lessons/attachments/${row?.id}`, [403]);
    for (const path of [
      `/api/uploads/photos/..%2fattachments%2f${closed}`,
      `/api/uploads/videos/../attachments/${closed}`,
      `/uploads/login/..%2fattachments%2f${closed}`,
    ]) {
      const res = await rawRequest(server.url, path, { headers: { Authorization: `Bearer ${a.token}` } });
      expect(res.status, path).toBe(404);
      expect(res.body.toString('latin1')).not.toContain('%PDF');
    }
  });
});

describe("B's company and the backups", () => {
  it('are admin-only, with real ids too', async () => {
    await asA('employees', 'GET', `/api/companies/${ids.companyB}/employees`, [403]);
    await asA('edit', 'PUT', `/api/companies/${ids.companyB}`, [403], { body: { name: 'Tomada' } });
    await asA('toggle', 'PATCH', `/api/companies/${ids.companyB}/toggle-status`, [403]);
    await asA('delete', 'DELETE', `/api/companies/${ids.companyB}`, [403]);
    await asA('keys', 'GET', `/api/companies/${ids.companyA}/api-keys`, [403]);
    await asA('new key', 'POST', `/api/companies/${ids.companyB}/api-keys`, [403], { body: {} });
    await asA('origins', 'PUT', `/api/companies/${ids.companyB}/embed-origins`, [403], {
      body: { origins: ['https://evil.example'] },
    });
    await asA('company report', 'GET', `/api/company-reports/export-company/${ids.companyB}?format=csv`, [403]);
    await asA('backup list', 'GET', '/api/backup/list', [403]);
    await asA('backup download', 'GET', `/api/backup/download/${ids.backup}`, [403]);
    await asA('backup delete', 'DELETE', `/api/backup/delete/${ids.backup}`, [403]);
    const own = await fetch(`${server.url}/api/backup/download/${ids.backup}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(own.status).toBe(200);
    await own.arrayBuffer();
  });
});
