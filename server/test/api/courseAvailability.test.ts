/**
 * Issue 14, items 6 and 7. Unpublishing or deactivating a course takes nothing a student earned:
 * the course stays in their lists (marked unavailable), the certificate downloads and verifies.
 * And "completed" has one meaning everywhere: a certificate was issued; all lessons done without
 * one reads 'Aulas concluídas'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;

async function courseWithLesson(title: string): Promise<{ courseId: number; lessonId: number }> {
  const created = await server.req('POST', '/api/courses', { token: admin, body: { title, status: 'published' } });
  const courseId = created.body.courseId;
  const saved = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo', lessons: [{ title: 'Aula única', video_type: 'youtube', duration: 0 }] }] },
  });
  return { courseId, lessonId: saved.body.course.modules[0].lessons[0].id };
}

async function enrol(courseId: number, s: CreatedUser) {
  const res = await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: s.id } });
  expect(res.status).toBe(201);
}

const finishLesson = (s: CreatedUser, lessonId: number) => completeLesson(server, s, lessonId);

const listed = async (s: CreatedUser, courseId: number) =>
  (await server.req('GET', '/api/courses', { token: s.token })).body.courses.find(
    (c: { id: number }) => c.id === courseId,
  );

beforeAll(async () => {
  server = await startTestServer('course-availability');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

describe('a course unpublished or deactivated after students enrolled', () => {
  it('keeps a certified student their course and certificate, and tells a student in progress it is unavailable', async () => {
    const { courseId, lessonId } = await courseWithLesson('NR-05 CIPA');
    const certified = await activeUser(server);
    const inProgress = await activeUser(server);
    const outsider = await activeUser(server);
    await enrol(courseId, certified);
    await enrol(courseId, inProgress);
    await finishLesson(certified, lessonId);
    const issued = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: certified.token,
      body: { courseId },
    });
    expect(issued.status).toBe(201);
    const { id: certificateId, certificate_code: code } = issued.body.certificate;

    for (const change of [{ status: 'draft' }, { status: 'published', is_active: false }]) {
      const updated = await server.req('PUT', `/api/courses/${courseId}`, {
        token: admin,
        body: { title: 'NR-05 CIPA', ...change },
      });
      expect(updated.status).toBe(200);

      // the certified student: still in the list, still 'Concluído', certificate downloads and verifies
      expect(await listed(certified, courseId)).toMatchObject({ is_available: false, is_enrolled: true });
      const mine = await server.req('GET', '/api/enrollments/my', { token: certified.token });
      expect(mine.body.enrollments.map((e: { course_id: number }) => e.course_id)).toContain(courseId);
      const certificates = await server.req('GET', '/api/certificates/my', { token: certified.token });
      expect(certificates.body.temporary.map((c: { id: number }) => c.id)).toContain(certificateId);
      const pdf = await fetch(`${server.url}/api/certificates/${certificateId}/download`, {
        headers: { Authorization: `Bearer ${certified.token}` },
      });
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect((await server.req('GET', `/api/certificates/verify/${code}`)).body.validity).toBe('valid');
      const stats = await server.req('GET', '/api/courses/stats/overview', { token: certified.token });
      expect(stats.body).toMatchObject({ totalEnrollments: 1, completedCourses: 1, certificates: 1 });

      // the student in progress: listed as unavailable; opening or studying says so
      expect(await listed(inProgress, courseId)).toMatchObject({ is_available: false, is_enrolled: true });
      const open = await server.req('GET', `/api/courses/${courseId}`, { token: inProgress.token });
      expect(open.status).toBe(403);
      expect(open.body).toMatchObject({ error: 'course.unavailable', message: 'Curso indisponível no momento' });
      const save = await server.req('POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, {
        token: inProgress.token,
        body: { currentTime: 3 },
      });
      expect(save.status).toBe(403);
      expect(save.body.message).toBe('Curso indisponível no momento');

      // someone never enrolled does not learn it exists
      expect(await listed(outsider, courseId)).toBeUndefined();
      expect((await server.req('GET', `/api/courses/${courseId}`, { token: outsider.token })).status).toBe(404);
    }
  });
});

describe('one meaning of "completed"', () => {
  it('counts certificates, and says "Aulas concluídas" for lessons done without one', async () => {
    const { courseId, lessonId } = await courseWithLesson('NR-23 Incêndio');
    const lessonsDone = await activeUser(server, { name: 'Bruna Aulas' });
    const certified = await activeUser(server, { name: 'Caio Certificado' });
    await enrol(courseId, lessonsDone);
    await enrol(courseId, certified);
    await finishLesson(lessonsDone, lessonId);
    await finishLesson(certified, lessonId);
    const issued = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: certified.token,
      body: { courseId },
    });
    expect(issued.status).toBe(201);

    const student = await server.req('GET', '/api/courses/stats/overview', { token: lessonsDone.token });
    expect(student.body).toMatchObject({ totalEnrollments: 1, completedCourses: 0, certificates: 0 });

    const report = await server.req('GET', `/api/reports/course-progress/${courseId}`, { token: admin });
    const status = (id: number) => report.body.students.find((s: { user_id: number }) => s.user_id === id).status;
    expect(status(lessonsDone.id)).toBe('Aulas concluídas');
    expect(status(certified.id)).toBe('Concluído');
    expect(report.body.statistics.completed_count).toBe(1);

    const overview = await server.req('GET', '/api/courses/reports/overview', { token: admin });
    const popular = overview.body.popular_courses.find((c: { id: number }) => c.id === courseId);
    expect(popular).toMatchObject({ enrollment_count: 2, completion_count: 1 });
    const completions = overview.body.recent_activity.filter(
      (a: { type: string; course_title: string }) => a.type === 'completion' && a.course_title === 'NR-23 Incêndio',
    );
    expect(completions.map((a: { student_name: string }) => a.student_name)).toEqual(['Caio Certificado']);

    const progress = await server.req('GET', '/api/reports/student-progress', { token: admin });
    const line = progress.body.students.find((s: { user_id: number }) => s.user_id === lessonsDone.id);
    expect(line).toMatchObject({
      completed_courses: 0,
      courses: [{ course_title: 'NR-23 Incêndio', status: 'Aulas concluídas' }],
    });
  });
});
