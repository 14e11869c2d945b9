/**
 * The report charts' numbers (issue 27), against the real server: each chart's answer is checked
 * against the records the test made (São Paulo weeks and months), the manager's against their own
 * company only, and each in a bounded number of statements whatever the row count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Certificate, Enrollment } from '../../src/models';
import { saoPauloDate, weekStart } from '../../src/services/calendar';
import { fileForm, PDF } from './fixtures';
import {
  activeUser,
  type CreatedUser,
  completeLesson,
  startTestServer,
  statementsOf,
  type TestServer,
} from './support';

const DAY = 86_400_000;
let server: TestServer;
let admin: string;
const company = { a: 0, b: 0 };
let courseId = 0;
let refresherId = 0;
let lessonIds: number[] = [];
const workers: CreatedUser[] = [];
let managerA: CreatedUser;

async function newCourse(title: string, lessons: number) {
  const c = await server.req('POST', '/api/courses', { token: admin, body: { title, status: 'published' } });
  const content = await server.req('PUT', `/api/courses/${c.body.courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Módulo 1',
          lessons: Array.from({ length: lessons }, (_, i) => ({
            title: `Aula ${i + 1}`,
            video_type: 'youtube',
            duration: 0,
          })),
        },
      ],
    },
  });
  return {
    id: c.body.courseId as number,
    lessons: content.body.course.modules[0].lessons.map((l: { id: number }) => l.id) as number[],
  };
}

/** An uploaded certificate of the worker, expiring in `days` (null: never). */
async function certify(userId: number, course: number, days: number | null) {
  const res = await server.req('POST', '/api/certificates/upload', {
    token: admin,
    form: fileForm('certificate', PDF, 'cert.pdf', { course_id: String(course), user_id: String(userId) }),
  });
  expect(res.status).toBe(201);
  await Certificate.update(
    { expires_at: days === null ? null : new Date(Date.now() + days * DAY) },
    { where: { id: res.body.certificate.id } },
  );
  return res.body.certificate.id as number;
}

const get = (path: string, token = admin) => server.req('GET', path, { token });

beforeAll(async () => {
  server = await startTestServer('charts');
  admin = await server.adminToken();
  for (const key of ['a', 'b'] as const) {
    company[key] = (
      await server.req('POST', '/api/companies', {
        token: admin,
        body: { name: key === 'a' ? 'Alfa Montagens' : 'Beta Obras' },
      })
    ).body.company.id;
  }
  const course = await newCourse('NR-35 Trabalho em Altura', 2);
  courseId = course.id;
  lessonIds = course.lessons;
  refresherId = (await newCourse('NR-35 Reciclagem', 1)).id;
  for (const id of [company.a, company.b]) {
    await server.req('PUT', `/api/companies/${id}/courses`, { token: admin, body: { course_ids: [courseId] } });
  }
  managerA = await activeUser(server, { role: 'manager', company_id: company.a, name: 'Gestora Alfa' });
  for (let i = 0; i < 5; i++) {
    const w = await activeUser(server, { name: `Trabalhador ${i}`, company_id: i < 3 ? company.a : company.b });
    await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: w.id } });
    workers.push(w);
  }
  // 0: both lessons (progress 100); 1: one lesson (50); 2-4: nothing.
  await completeLesson(server, workers[0] as CreatedUser, lessonIds[0] as number);
  await completeLesson(server, workers[0] as CreatedUser, lessonIds[1] as number);
  await completeLesson(server, workers[1] as CreatedUser, lessonIds[0] as number);
});
afterAll(() => server?.close());

describe('admin charts', () => {
  it('activity: this week holds the enrolments and completions just made, 12 weeks in São Paulo', async () => {
    const res = await get('/api/charts/activity');
    expect(res.status).toBe(200);
    expect(res.body.weeks).toHaveLength(12);
    const current = res.body.weeks.at(-1);
    expect(current.start).toBe(weekStart(new Date()));
    const enrolled = await Enrollment.count({ where: { course_id: [courseId] } });
    expect(current.enrolled).toBeGreaterThanOrEqual(enrolled);
    const completed = await Enrollment.count({ where: { course_id: courseId, progress: 100 } });
    expect(current.completed).toBe(completed);
    expect(res.body.weeks.slice(0, 11).every((w: { enrolled: number }) => w.enrolled === 0)).toBe(true);
  });

  it('progress: the enrolments by bucket', async () => {
    const res = await get(`/api/charts/progress?course_id=${courseId}`);
    const count = (label: string) => res.body.buckets.find((b: { label: string }) => b.label === label).count;
    expect(count('0%')).toBe(3);
    expect(count('26-50%')).toBe(1);
    expect(count('100%')).toBe(1);
    expect(res.body.buckets.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(5);
  });

  it('funnel: enrolled, started, lessons done, certified (no assessment: no passed step)', async () => {
    await certify((workers[0] as CreatedUser).id, courseId, 400);
    const res = await get(`/api/charts/funnel?course_id=${courseId}`);
    expect(res.status).toBe(200);
    expect(res.body.course).toEqual({ id: courseId, title: 'NR-35 Trabalho em Altura' });
    expect(res.body.steps.map((s: { step: string; count: number }) => [s.step, s.count])).toEqual([
      ['enrolled', 5],
      ['started', 2],
      ['lessons_done', 1],
      ['certified', 1],
    ]);
    expect((await get('/api/charts/funnel?course_id=999999')).status).toBe(404);
    expect((await get('/api/charts/funnel')).status).toBe(400);
  });

  it('expiries: per São Paulo month, by renewal; a manager sees their company only', async () => {
    const soon = await certify((workers[1] as CreatedUser).id, courseId, 40); // pending
    await certify((workers[2] as CreatedUser).id, courseId, 40);
    await certify((workers[2] as CreatedUser).id, refresherId, 700); // the refresher's, later: renewed
    await certify((workers[3] as CreatedUser).id, courseId, 40);
    await server.req('POST', `/api/courses/${refresherId}/enroll`, {
      token: admin,
      body: { userId: (workers[3] as CreatedUser).id },
    }); // the refresher course: in progress, if the course names it
    const named = await server.req('PUT', `/api/courses/${courseId}`, {
      token: admin,
      body: { title: 'NR-35 Trabalho em Altura', refresher_course_id: refresherId },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const month = saoPauloDate(new Date((await Certificate.findByPk(soon))?.expires_at as Date)).slice(0, 7);
    const all = await get('/api/charts/expiries');
    expect(all.status).toBe(200);
    expect(all.body.months).toHaveLength(12);
    expect(all.body.months.find((m: { month: string }) => m.month === month)).toEqual({
      month,
      renewed: 1,
      in_progress: 1,
      pending: 1,
    });
    const mine = await get('/api/charts/expiries', managerA.token);
    expect(mine.body.months.find((m: { month: string }) => m.month === month)).toEqual({
      month,
      renewed: 1,
      in_progress: 0,
      pending: 1,
    });
    // Asking for the other company changes nothing for a manager.
    expect((await get(`/api/charts/expiries?company_id=${company.b}`, managerA.token)).body).toEqual(mine.body);
  });

  it('companies: ranked by the share of workers whose cargo courses are valid', async () => {
    for (const [id, token] of [[company.a, managerA.token]] as const) {
      const role = await server.req('POST', `/api/companies/${id}/job-roles`, {
        token,
        body: { name: 'Montador', course_ids: [courseId] },
      });
      expect(role.status).toBe(201);
      for (const w of workers.slice(0, 3)) {
        const moved = await server.req('PUT', `/api/users/${w.id}/job-role`, {
          token,
          body: { job_role_id: role.body.job_role.id },
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      }
    }
    const res = await get('/api/charts/companies');
    expect(res.status).toBe(200);
    // Alfa: workers 0 (valid), 1 (expiring in 40 days: still valid), 2 (renewed): all compliant.
    expect(res.body.companies).toEqual([
      { id: company.a, name: 'Alfa Montagens', workers: 3, compliant_workers: 3, compliant_rate: 100 },
    ]);
  });

  it('runs a fixed number of statements whatever the row count', async () => {
    const paths = [
      '/api/charts/activity',
      '/api/charts/expiries',
      `/api/charts/funnel?course_id=${courseId}`,
      '/api/charts/progress',
      '/api/charts/companies',
    ];
    // One at a time: the count is of this process's statements.
    const count = async () => {
      const counts: number[] = [];
      for (const p of paths) counts.push(await statementsOf(() => get(p)));
      return counts;
    };
    const before = await count();
    for (let i = 0; i < 4; i++) {
      const w = await activeUser(server, { name: `Extra ${i}`, company_id: company.a });
      await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: w.id } });
      await certify(w.id, courseId, 50 + i);
    }
    const after = await count();
    expect(after).toEqual(before);
    for (const n of after) expect(n).toBeLessThanOrEqual(7);
  });
});

describe("the manager's charts", () => {
  it('count the grid by cargo and by course, with the expiries ahead, for their company only', async () => {
    const res = await get('/api/manager/charts', managerA.token);
    expect(res.status).toBe(200);
    expect(res.body.company).toEqual({ id: company.a, name: 'Alfa Montagens' });
    const grid = await get('/api/manager/compliance', managerA.token);
    const cells = grid.body.workers.flatMap((w: { cells: { status: string }[] }) => w.cells);
    const role = res.body.by_job_role.find((r: { job_role: string }) => r.job_role === 'Montador');
    expect(Object.values(role.counts).reduce((a: number, b) => a + (b as number), 0)).toBe(cells.length);
    expect(res.body.by_course).toEqual([
      expect.objectContaining({ course_id: courseId, title: 'NR-35 Trabalho em Altura' }),
    ]);
    expect(res.body.expiries).toHaveLength(12);
    expect(res.body.expiries.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/manager/charts?company_id=${company.b}`, managerA.token)).body.company.id).toBe(company.a);
    expect((await get('/api/manager/charts')).status).toBe(400);
    expect((await get(`/api/manager/charts?company_id=${company.b}`)).body.company.id).toBe(company.b);
  });
});

describe('a course with an assessment', () => {
  it("has the funnel's 'passed' step, counting the workers who passed", async () => {
    const course = await newCourse('NR-10 Básico', 1);
    const created = await server.req('POST', '/api/assessments', {
      token: admin,
      body: {
        course_id: course.id,
        title: 'Avaliação NR-10',
        questions: [{ text: 'Tensão de segurança?', options: [{ text: '50 V', isCorrect: true }, { text: '500 V' }] }],
      },
    });
    expect(created.status).toBe(201);
    const assessmentId = created.body.assessmentId as number;
    const preview = await server.req('GET', `/api/assessments/${assessmentId}/preview`, { token: admin });
    const [question] = preview.body.assessment.questions as {
      id: number;
      options: { id: number; is_correct: boolean }[];
    }[];
    const right = question?.options.find((o) => o.is_correct)?.id;
    for (const [i, passes] of [true, false].entries()) {
      const w = await activeUser(server, { name: `Eletricista ${i}` });
      await server.req('POST', `/api/courses/${course.id}/enroll`, { token: admin, body: { userId: w.id } });
      await completeLesson(server, w, course.lessons[0] as number);
      const start = await server.req('POST', `/api/assessments/${assessmentId}/start`, { token: w.token });
      const wrong = question?.options.find((o) => !o.is_correct)?.id;
      const submit = await server.req('POST', `/api/assessments/${assessmentId}/submit`, {
        token: w.token,
        body: {
          attemptId: start.body.attemptId,
          answers: { [question?.id as number]: passes ? right : wrong },
          timeTaken: 20,
        },
      });
      expect(submit.status).toBe(200);
    }
    const res = await get(`/api/charts/funnel?course_id=${course.id}`);
    expect(res.body.steps.map((s: { step: string; count: number }) => [s.step, s.count])).toEqual([
      ['enrolled', 2],
      ['started', 2],
      ['lessons_done', 2],
      ['passed', 1],
      ['certified', 0],
    ]);
  });
});
