/**
 * The admin dashboard's reads (issue 25): the overview numbers and the popular courses with the
 * recent activity are computed from indexes now (migration 028, queries/courses.ts). Their
 * answers must be the very ones the straightforward queries give, over enrolments of every kind
 * (certified or not, any progress, ties on dates) and after changes.
 */
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtime } from '../../src/runtime';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
const USERS = 40;
const COURSES = 9;
const FIRST_USER = 9001;
const FIRST_COURSE = 901;

const db = () => runtime().sequelize;
const select = <T extends object>(sql: string) => db().query<T>(sql, { type: QueryTypes.SELECT });
const at = (daysAgo: number) => new Date(Math.floor(Date.now() / 1000) * 1000 - daysAgo * 86_400_000);

async function enrol(userId: number, courseId: number, i: number): Promise<void> {
  const enrolled = at(100 - (i % 13));
  const certified = i % 3 === 0 ? at(10 - (i % 4)) : null;
  await db().query(
    `INSERT INTO enrollments (user_id, course_id, progress, enrolled_at, completed_at, certificate_issued_at, created_at, updated_at)
     VALUES (:userId, :courseId, :progress, :enrolled, :certified, :certified, :enrolled, :enrolled)`,
    {
      replacements: { userId, courseId, progress: certified ? 100 : (i * 37) % 100, enrolled, certified },
    },
  );
}

beforeAll(async () => {
  server = await startTestServer('adminreads');
  admin = await server.adminToken();
  const [adminRow] = await select<{ id: number }>("SELECT MIN(id) AS id FROM users WHERE role = 'admin'");
  for (let u = 0; u < USERS; u++) {
    await db().query(
      `INSERT INTO users (id, name, email, password_hash, role, modality, is_active, two_factor_enabled,
                          must_change_password, token_version, created_at, updated_at)
       VALUES (:id, :name, :email, 'x', 'student', 'presencial', 1, 0, 0, 0, :now, :now)`,
      {
        replacements: {
          id: FIRST_USER + u,
          name: `Aluna ${String(u).padStart(2, '0')}`,
          email: `aluna${u}@leitura.test`,
          now: new Date(),
        },
      },
    );
  }
  for (let c = 0; c < COURSES; c++) {
    await db().query(
      `INSERT INTO courses (id, title, description, status, is_active, level, workload_hours, created_by, created_at, updated_at)
       VALUES (:id, :title, '', 'published', 1, 'basico', 8, :admin, :now, :now)`,
      { replacements: { id: FIRST_COURSE + c, title: `Curso ${c}`, admin: adminRow?.id, now: new Date() } },
    );
  }
  // Course c gets the first (c * 4) % USERS + 1 users: counts differ, some tie.
  let i = 0;
  for (let c = 0; c < COURSES; c++) {
    for (let u = 0; u < ((c * 7) % USERS) + 1 && u < USERS; u++) await enrol(FIRST_USER + u, FIRST_COURSE + c, i++);
  }
});
afterAll(() => server?.close());

/** The queries as they were before the indexes (plain joins and sums over every enrolment). */
async function expected() {
  const [totals] = await select<{ total: number; completed: number }>(
    `SELECT COUNT(*) AS total, SUM(CASE WHEN e.certificate_issued_at IS NOT NULL THEN 1 ELSE 0 END) AS completed
       FROM enrollments e`,
  );
  const [courses] = await select<{ n: number }>('SELECT COUNT(*) AS n FROM courses');
  const popular = await select<{
    id: number;
    title: string;
    enrollment_count: number;
    completion_count: number;
    average_progress: number;
  }>(
    `SELECT c.id, c.title, COUNT(e.id) AS enrollment_count,
            SUM(CASE WHEN e.certificate_issued_at IS NOT NULL THEN 1 ELSE 0 END) AS completion_count,
            AVG(e.progress) AS average_progress
       FROM courses c JOIN enrollments e ON e.course_id = c.id
      GROUP BY c.id, c.title ORDER BY enrollment_count DESC, c.id ASC LIMIT 5`,
  );
  const recent = async (column: string, where: string) =>
    (
      await select<{ student_name: string; course_title: string; date: string }>(
        `SELECT u.name AS student_name, c.title AS course_title, e.${column} AS date
           FROM enrollments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id
          ${where} ORDER BY e.${column} DESC, e.id DESC LIMIT 10`,
      )
    ).map((r) => ({ ...r, date: new Date(r.date).toISOString() }));
  const enrolled = (await recent('enrolled_at', '')).map((r) => ({ type: 'enrollment', ...r }));
  const completed = (await recent('certificate_issued_at', 'WHERE e.certificate_issued_at IS NOT NULL')).map((r) => ({
    type: 'completion',
    ...r,
  }));
  return {
    stats: {
      totalEnrollments: Number(totals?.total),
      completedCourses: Number(totals?.completed ?? 0),
      certificates: Number(totals?.completed ?? 0),
      totalCourses: Number(courses?.n),
    },
    overview: {
      popular_courses: popular.map((r) => ({
        id: Number(r.id),
        title: r.title,
        enrollment_count: Number(r.enrollment_count),
        completion_count: Number(r.completion_count ?? 0),
        average_progress: Math.round(Number(r.average_progress ?? 0)),
      })),
      recent_activity: [...enrolled, ...completed].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 10),
    },
  };
}

async function check(): Promise<void> {
  const want = await expected();
  const stats = await server.req('GET', '/api/courses/stats/overview', { token: admin });
  const overview = await server.req('GET', '/api/courses/reports/overview', { token: admin });
  expect(stats.body).toEqual(want.stats);
  expect(overview.body).toEqual(want.overview);
}

describe('admin dashboard reads', () => {
  it('answer as the plain queries over every enrolment do', async () => {
    await check();
    expect((await expected()).overview.popular_courses.length).toBe(5);
  });

  it('follow every change at once: new enrolments, certificates, progress, removals', async () => {
    await enrol(FIRST_USER + USERS - 1, FIRST_COURSE, 1000);
    await check();
    await db().query(
      `UPDATE enrollments SET certificate_issued_at = :now, progress = 100
        WHERE course_id = :course AND certificate_issued_at IS NULL`,
      { replacements: { now: at(0), course: FIRST_COURSE + 3 } },
    );
    await check();
    await db().query('UPDATE enrollments SET progress = 3 WHERE user_id = :u', { replacements: { u: FIRST_USER + 1 } });
    await check();
    await db().query('DELETE FROM enrollments WHERE course_id = :course', {
      replacements: { course: FIRST_COURSE + 6 },
    });
    await check();
  });

  it.runIf(process.env.TEST_DB === 'mariadb')('reads the per-course totals from the covering index alone', async () => {
    const plan = await select<{ key: string | null; Extra: string }>(
      `EXPLAIN SELECT e.course_id, COUNT(*), COUNT(e.certificate_issued_at), AVG(e.progress)
         FROM enrollments e GROUP BY e.course_id`,
    );
    expect(plan[0]?.key).toBe('enrollments_course_totals');
    expect(plan[0]?.Extra).toContain('Using index');
  });
});
