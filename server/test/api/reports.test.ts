import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { studentPaging } from '../../src/queries/reports';
import { runtime } from '../../src/runtime';
import { fileForm, PDF } from './fixtures';
import { activeUser, type CreatedUser, startTestServer, statementsOf, type TestServer, uniqueEmail } from './support';

let server: TestServer;
let admin: string;
let companyId: number;
let course1: number;
let course2: number;
let ana: CreatedUser;
let beto: CreatedUser;

async function course(title: string) {
  const c = await server.req('POST', '/api/courses', { token: admin, body: { title, status: 'published' } });
  const content = await server.req('PUT', `/api/courses/${c.body.courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Módulo',
          lessons: [
            { title: 'Aula 1', video_type: 'youtube', video_url: 'https://youtu.be/a', duration: 0 },
            { title: 'Aula 2', video_type: 'youtube', video_url: 'https://youtu.be/b', duration: 0 },
          ],
        },
      ],
    },
  });
  return {
    id: c.body.courseId as number,
    lessons: content.body.course.modules[0].lessons.map((l: { id: number }) => l.id) as number[],
  };
}

async function complete(user: CreatedUser, lessonId: number) {
  await server.req('POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, {
    token: user.token,
    body: { currentTime: 0 },
  });
  await server.req('POST', `/api/courses/lessons/${lessonId}/complete`, { token: user.token, body: {} });
}

beforeAll(async () => {
  server = await startTestServer('reports');
  admin = await server.adminToken();
  const company = await server.req('POST', '/api/companies', {
    token: admin,
    body: { name: 'Montagens Delta', cnpj: '11.222.333/0001-81' },
  });
  companyId = company.body.company.id;
  ana = await activeUser(server, { name: 'Ana Souza', company_id: companyId });
  beto = await activeUser(server, { name: 'Beto Ramos', company_id: companyId });
  await activeUser(server, { name: '=cmd|calc', company_id: companyId });
  // Neither the company's manager nor an instructor is one of its employees in training.
  await activeUser(server, { name: 'Gestora Delta', role: 'manager', company_id: companyId });
  await activeUser(server, { name: 'Instrutor Delta', role: 'instructor', company_id: companyId });
  const c1 = await course('NR-35 Altura');
  const c2 = await course('NR-10 Eletricidade');
  course1 = c1.id;
  course2 = c2.id;
  for (const id of [course1, course2])
    await server.req('POST', `/api/courses/${id}/enroll`, { token: admin, body: { userId: ana.id } });
  await server.req('POST', `/api/courses/${course1}/enroll`, { token: admin, body: { userId: beto.id } });
  await complete(ana, c1.lessons[0] as number);
  await complete(ana, c1.lessons[1] as number);
  await complete(ana, c2.lessons[0] as number);
  await server.req('POST', '/api/certificates/upload', {
    token: admin,
    form: fileForm('certificate', PDF, 'c.pdf', { course_id: String(course1), user_id: String(ana.id) }),
  });
});
afterAll(() => server?.close());

describe('company reports', () => {
  it('gives each employee the spec status and the company its completion rate', async () => {
    const res = await server.req('GET', `/api/company-reports/company-completion?companyId=${companyId}`, {
      token: admin,
    });
    const [report] = res.body.companies;
    expect(report.summary).toEqual({
      total_employees: 3,
      employees_enrolled: 2,
      employees_completed: 0,
      completion_rate: 0,
    });
    const byName = Object.fromEntries(report.employees.map((e: { employee_name: string }) => [e.employee_name, e]));
    expect(byName['Ana Souza']).toMatchObject({
      completion_status: 'Parcialmente Concluído',
      total_enrollments: 2,
      completed_courses: 1,
      average_progress: 75,
    });
    expect(byName['Ana Souza'].courses_enrolled.map((c: { status: string }) => c.status)).toEqual([
      'Concluído',
      'Em Progresso',
    ]);
    expect(byName['Beto Ramos']).toMatchObject({
      completion_status: 'Em Progresso',
      courses_enrolled: [{ course_title: 'NR-35 Altura', status: 'Não Iniciado', progress: 0 }],
    });
    expect(byName['=cmd|calc'].completion_status).toBe('Não Matriculado');
    expect(res.body.statistics).toMatchObject({ total_companies: 1, total_employees: 3 });
  });

  it('exports CSV with BOM, ; and neutralised formulas', async () => {
    const res = await fetch(`${server.url}/api/company-reports/export-company/${companyId}?format=csv`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(res.headers.get('content-disposition')).toMatch(/relatorio-montagens-delta-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain("Montagens Delta;11222333000181;'=cmd|calc;");
    expect(text).toContain('NR-35 Altura (Concluído), NR-10 Eletricidade (Em Progresso)');
    const json = await server.req('GET', `/api/company-reports/export-company/${companyId}`, { token: admin });
    expect(json.body.employees).toHaveLength(3);
    expect((await server.req('GET', '/api/company-reports/export-company/999999', { token: admin })).status).toBe(404);
  });

  it('runs a fixed number of statements whatever the employee count', async () => {
    const count = () =>
      statementsOf(() => server.req('GET', '/api/company-reports/company-completion', { token: admin }));
    const before = await count();
    for (let i = 0; i < 4; i++) {
      const u = await activeUser(server, { company_id: companyId });
      await server.req('POST', `/api/courses/${course2}/enroll`, { token: admin, body: { userId: u.id } });
    }
    expect(await count()).toBe(before);
  });
});

describe('progress reports', () => {
  it('lists students with their numbers, and a course with completed lessons', async () => {
    const students = await server.req('GET', '/api/reports/student-progress', { token: admin });
    const a = students.body.students.find((s: { user_id: number }) => s.user_id === ana.id);
    expect(a).toMatchObject({
      total_enrollments: 2,
      completed_courses: 1,
      total_certificates: 1,
      company: 'Montagens Delta',
    });
    expect(students.body.summary.total_students).toBe(students.body.students.length);

    const detail = await server.req('GET', `/api/reports/course-progress/${course1}`, { token: admin });
    expect(detail.body.statistics).toMatchObject({
      total_enrollments: 2,
      completed_count: 1,
      completion_rate: 50,
      average_progress: 50,
    });
    const row = detail.body.students.find((s: { user_id: number }) => s.user_id === ana.id);
    expect(row).toMatchObject({ status: 'Concluído', progress: 100, completed_lessons: 2, total_lessons: 2 });
    expect((await server.req('GET', '/api/reports/course-progress/999999', { token: admin })).status).toBe(404);

    const recent = await server.req('GET', '/api/reports/recent-activity?limit=3', { token: admin });
    expect(recent.body.activities).toHaveLength(3);
    const csv = await fetch(`${server.url}/api/reports/student-progress/export`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(await csv.text()).toContain('Aluno;E-mail;Empresa;Matrículas');
  });
});

describe('student progress export in keyset pages', () => {
  /** The export's body and how many page and aggregate statements it ran, at a given page size. */
  async function exportAt(pageSize: number) {
    const spy = vi.spyOn(runtime().sequelize, 'query');
    const previous = studentPaging.pageSize;
    studentPaging.pageSize = pageSize;
    try {
      const res = await fetch(`${server.url}/api/reports/student-progress/export`, {
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect(res.status).toBe(200);
      const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
      const statements = spy.mock.calls.map(([query]) => String(query));
      return {
        text,
        pages: statements.filter((q) => q.includes('FROM users u LEFT JOIN companies c')).length,
        aggregates: statements.filter((q) => q.includes('AVG(e.progress)')).length,
      };
    } finally {
      studentPaging.pageSize = previous;
      spy.mockRestore();
    }
  }

  it('has every student once, in the report order, whatever the page size', async () => {
    // Equal names (and, on MariaDB's unicode_ci, names equal but for case and accents) straddle pages.
    const twins: number[] = [];
    for (const name of ['Zé Igual', 'Zé Igual', 'zé igual', 'Ze Igual', 'Zé Igual', 'Zé Igual', 'Zé Igual']) {
      const created = await server.req('POST', '/api/users', {
        token: admin,
        body: { name, email: uniqueEmail('gemeo'), password: 'provisoria1' },
      });
      expect(created.status).toBe(201);
      twins.push(created.body.user.id);
    }
    for (const id of twins.slice(0, 4)) {
      await server.req('POST', `/api/courses/${course1}/enroll`, { token: admin, body: { userId: id } });
    }
    const report = await server.req('GET', '/api/reports/student-progress', { token: admin });
    const students = report.body.students as { user_id: number; student_name: string; student_email: string }[];
    const total = students.length;
    expect(total).toBeGreaterThan(12);

    const whole = await exportAt(10_000);
    expect(whole).toMatchObject({ pages: 1, aggregates: 1 });
    const rows = whole.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);
    // Every student exactly once, in the JSON report's order (name, then id for equal names).
    expect(rows.map((r) => r.split(';')[1])).toEqual(students.map((s) => s.student_email));
    expect(new Set(rows).size).toBe(total);
    // Identical names (equal on both databases) come in id order.
    const twinOrder = students.filter((s) => s.student_name === 'Zé Igual').map((s) => s.user_id);
    expect(twinOrder).toEqual([twins[0], twins[1], twins[4], twins[5], twins[6]]);

    // Byte-identical at any page size: page-sized runs, a partial last page, an exact multiple.
    for (const size of [1, 2, 3, total]) {
      const paged = await exportAt(size);
      expect(paged.text).toBe(whole.text);
      // Two statements per page (students, then their aggregates), plus one empty read after a
      // full last page.
      const pages = Math.ceil(total / size);
      expect(paged.aggregates).toBe(pages);
      expect(paged.pages).toBe(total % size === 0 ? pages + 1 : pages);
    }
  });
});
