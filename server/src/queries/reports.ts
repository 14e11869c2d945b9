import type {
  CompanyReport,
  CompanyReportStatistics,
  CourseCompletionStatus,
  CourseProgressReport,
  EmployeeCompletionStatus,
  StudentProgress,
  StudentProgressReport,
} from '@trilha/sdk/contract';
import { QueryTypes } from 'sequelize';
import { runtime } from '../runtime';
import { LEARNERS_SQL as LEARNERS } from './learners';

const sql = <T extends object>(query: string, replacements: Record<string, unknown> = {}) =>
  runtime().sequelize.query<T>(query, { replacements, type: QueryTypes.SELECT });
const n = (v: unknown) => Number(v ?? 0);
const round1 = (v: number) => Math.round(v * 10) / 10;
const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : '');

/** Spec §4: a course is 'Concluído' once its certificate is issued; all lessons done before that say so. */
export function courseStatus(certified: boolean, progress: number): CourseCompletionStatus {
  if (certified) return 'Concluído';
  if (progress >= 100) return 'Aulas concluídas';
  return progress > 0 ? 'Em Progresso' : 'Não Iniciado';
}

export function employeeStatus(total: number, completed: number): EmployeeCompletionStatus {
  if (total === 0) return 'Não Matriculado';
  if (completed === total) return 'Concluído';
  return completed > 0 ? 'Parcialmente Concluído' : 'Em Progresso';
}

interface UserAggregate {
  user_id: number;
  total: number;
  completed: number;
  avg_progress: number | null;
}

interface CourseLine {
  user_id: number;
  course_title: string;
  progress: number;
  certified: number;
}

/** Per-user enrolment count, certified count and mean progress for a set of users: one grouped statement. */
async function userAggregates(userFilter: string, params: Record<string, unknown>) {
  const aggregates = await sql<UserAggregate>(
    `SELECT e.user_id, COUNT(*) AS total,
            SUM(CASE WHEN e.certificate_issued_at IS NOT NULL THEN 1 ELSE 0 END) AS completed,
            AVG(e.progress) AS avg_progress
       FROM enrollments e JOIN users u ON u.id = e.user_id
      WHERE ${userFilter}
      GROUP BY e.user_id`,
    params,
  );
  return new Map(aggregates.map((a) => [n(a.user_id), a]));
}

/** Per-user enrolment aggregates and course lines for a set of users: two grouped statements. */
async function enrolmentFacts(userFilter: string, params: Record<string, unknown>) {
  const [byUser, lines] = await Promise.all([
    userAggregates(userFilter, params),
    sql<CourseLine>(
      `SELECT e.user_id, c.title AS course_title, e.progress,
              CASE WHEN e.certificate_issued_at IS NOT NULL THEN 1 ELSE 0 END AS certified
         FROM enrollments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id
        WHERE ${userFilter}
        ORDER BY e.user_id, e.enrolled_at, e.id`,
      params,
    ),
  ]);
  const coursesByUser = new Map<number, { course_title: string; status: CourseCompletionStatus; progress: number }[]>();
  for (const l of lines) {
    const list = coursesByUser.get(n(l.user_id)) ?? [];
    list.push({
      course_title: l.course_title,
      status: courseStatus(n(l.certified) === 1, n(l.progress)),
      progress: n(l.progress),
    });
    coursesByUser.set(n(l.user_id), list);
  }
  return { byUser, coursesByUser };
}

/** Company completion: every employee (a learner) of each company with their courses. */
export async function companyCompletion(
  companyId?: number,
): Promise<{ companies: CompanyReport[]; statistics: CompanyReportStatistics }> {
  const where = companyId ? 'WHERE c.id = :companyId' : '';
  const employeeFilter = companyId
    ? `u.company_id = :companyId AND u.role IN ${LEARNERS}`
    : `u.company_id IS NOT NULL AND u.role IN ${LEARNERS}`;
  // The four statements are independent: on MySQL they run at once on pooled connections.
  const [companies, employees, { byUser, coursesByUser }] = await Promise.all([
    sql<{ id: number; name: string; cnpj: string | null; contact_email: string | null }>(
      `SELECT c.id, c.name, c.cnpj, c.contact_email FROM companies c ${where} ORDER BY c.name`,
      { companyId },
    ),
    sql<{ id: number; name: string; email: string; cpf: string | null; company_id: number }>(
      `SELECT u.id, u.name, u.email, u.cpf, u.company_id FROM users u WHERE ${employeeFilter} ORDER BY u.name`,
      { companyId },
    ),
    enrolmentFacts(employeeFilter, { companyId }),
  ]);
  const employeesOf = new Map<number, typeof employees>();
  for (const e of employees) {
    const list = employeesOf.get(n(e.company_id)) ?? [];
    list.push(e);
    employeesOf.set(n(e.company_id), list);
  }
  const reports = companies.map((company): CompanyReport => {
    const rows = (employeesOf.get(n(company.id)) ?? []).map((e) => {
      const agg = byUser.get(n(e.id));
      const total = n(agg?.total);
      const completed = n(agg?.completed);
      return {
        user_id: n(e.id),
        employee_name: e.name,
        employee_email: e.email,
        cpf: e.cpf,
        completion_status: employeeStatus(total, completed),
        average_progress: round1(n(agg?.avg_progress)),
        total_enrollments: total,
        completed_courses: completed,
        courses_enrolled: coursesByUser.get(n(e.id)) ?? [],
      };
    });
    const enrolled = rows.filter((r) => r.total_enrollments > 0).length;
    const done = rows.filter((r) => r.completion_status === 'Concluído').length;
    return {
      company_id: n(company.id),
      company_name: company.name,
      cnpj: company.cnpj,
      contact_email: company.contact_email,
      summary: {
        total_employees: rows.length,
        employees_enrolled: enrolled,
        employees_completed: done,
        completion_rate: enrolled ? round1((done / enrolled) * 100) : 0,
      },
      employees: rows,
    };
  });
  const totalEmployees = reports.reduce((s, r) => s + r.summary.total_employees, 0);
  const totalEnrolled = reports.reduce((s, r) => s + r.summary.employees_enrolled, 0);
  const totalCompleted = reports.reduce((s, r) => s + r.summary.employees_completed, 0);
  return {
    companies: reports,
    statistics: {
      total_companies: reports.length,
      total_employees: totalEmployees,
      total_completed: totalCompleted,
      overall_completion_rate: totalEnrolled ? round1((totalCompleted / totalEnrolled) * 100) : 0,
    },
  };
}

/** Students of the progress report: the learners (not admins, managers or instructors), by name then id. */
const STUDENT_FILTER = `u.role IN ${LEARNERS}`;
const STUDENT_ORDER = 'ORDER BY u.name, u.id';

interface StudentFacts {
  id: number;
  name: string;
  email: string;
  created_at: string;
  company: string | null;
  certificates: number;
}

/** The students matching `where` (a condition on `u`), with their company and certificate count. */
const studentsQuery = (where: string) =>
  `SELECT u.id, u.name, u.email, u.created_at, c.name AS company,
          (SELECT COUNT(*) FROM certificates ce WHERE ce.user_id = u.id) AS certificates
     FROM users u LEFT JOIN companies c ON c.id = u.company_id
    WHERE ${where}`;

/** A student's report line without the course list: the JSON report and the CSV export both come from here. */
export type StudentProgressLine = Omit<StudentProgress, 'courses'>;

function studentLine(s: StudentFacts, agg: UserAggregate | undefined): StudentProgressLine {
  return {
    user_id: n(s.id),
    student_name: s.name,
    student_email: s.email,
    company: s.company,
    total_enrollments: n(agg?.total),
    completed_courses: n(agg?.completed),
    average_progress: round1(n(agg?.avg_progress)),
    total_certificates: n(s.certificates),
    student_registered_at: iso(s.created_at),
  };
}

/** Every student with their enrolment numbers and courses. */
export async function studentProgress(): Promise<StudentProgressReport> {
  const [students, { byUser, coursesByUser }] = await Promise.all([
    sql<StudentFacts>(`${studentsQuery(STUDENT_FILTER)} ${STUDENT_ORDER}`),
    enrolmentFacts(STUDENT_FILTER, {}),
  ]);
  const rows = students.map(
    (s): StudentProgress => ({ ...studentLine(s, byUser.get(n(s.id))), courses: coursesByUser.get(n(s.id)) ?? [] }),
  );
  const enrolments = rows.reduce((sum, r) => sum + r.total_enrollments, 0);
  const progressSum = [...byUser.values()].reduce((sum, a) => sum + n(a.avg_progress) * n(a.total), 0);
  return {
    students: rows,
    summary: {
      total_students: rows.length,
      total_enrollments: enrolments,
      total_completed: rows.reduce((sum, r) => sum + r.completed_courses, 0),
      average_progress: enrolments ? round1(progressSum / enrolments) : 0,
    },
  };
}

/** Students per page of the streamed export; a setting, so tests can cross pages with a few rows. */
export const studentPaging = { pageSize: 2000 };

/**
 * The students' report lines in the report's order, read in keyset pages on (name, id): memory
 * holds at most two pages whatever the number of students. Per page, two statements: the page's
 * students (served by the users (name) index, whose entries end with the id on both databases),
 * then the enrolment aggregates of just those ids; the next page is read meanwhile.
 */
export async function* studentProgressLines(pageSize = studentPaging.pageSize): AsyncGenerator<StudentProgressLine> {
  const readPage = (after: StudentFacts | undefined) =>
    sql<StudentFacts>(
      // (name, id) > (:name, :id), written so both MySQL and SQLite use the index's range.
      `${studentsQuery(`${STUDENT_FILTER}${after ? ' AND u.name >= :name AND (u.name > :name OR u.id > :id)' : ''}`)}
       ${STUDENT_ORDER} LIMIT :limit`,
      after ? { name: after.name, id: n(after.id), limit: pageSize } : { limit: pageSize },
    );
  let page = await readPage(undefined);
  while (page.length) {
    const last = page.length === pageSize ? page[page.length - 1] : undefined;
    const next = last ? readPage(last) : Promise.resolve([]);
    // Handled here so a download closed midway (the generator returned) leaves no rejection unobserved.
    next.catch(() => undefined);
    const byUser = await userAggregates('u.id IN (:ids)', { ids: page.map((s) => n(s.id)) });
    for (const s of page) yield studentLine(s, byUser.get(n(s.id)));
    page = await next;
  }
}

/** One course: its enrolments with completed-lesson counts from one grouped statement. */
export async function courseProgress(courseId: number): Promise<CourseProgressReport | null> {
  const [course] = await sql<{ id: number; title: string; description: string | null }>(
    'SELECT id, title, description FROM courses WHERE id = :courseId',
    { courseId },
  );
  if (!course) return null;
  const [lessons] = await sql<{ total: number }>(
    `SELECT COUNT(*) AS total FROM lessons l JOIN modules m ON m.id = l.module_id
      WHERE m.course_id = :courseId AND l.archived_at IS NULL`,
    { courseId },
  );
  const rows = await sql<{
    user_id: number;
    name: string;
    email: string;
    enrolled_at: string;
    progress: number;
    certified: number;
    completed_lessons: number;
  }>(
    `SELECT e.user_id, u.name, u.email, e.enrolled_at, e.progress,
            CASE WHEN e.certificate_issued_at IS NOT NULL THEN 1 ELSE 0 END AS certified,
            COALESCE(done.n, 0) AS completed_lessons
       FROM enrollments e
       JOIN users u ON u.id = e.user_id
       LEFT JOIN (
         SELECT lp.user_id, COUNT(*) AS n FROM lesson_progress lp
           JOIN lessons l ON l.id = lp.lesson_id JOIN modules m ON m.id = l.module_id
          WHERE m.course_id = :courseId AND l.archived_at IS NULL AND lp.completed = :yes
          GROUP BY lp.user_id
       ) done ON done.user_id = e.user_id
      WHERE e.course_id = :courseId
      ORDER BY u.name`,
    { courseId, yes: true },
  );
  const total = rows.length;
  const completed = rows.filter((r) => n(r.certified) === 1).length;
  return {
    course: { id: n(course.id), title: course.title, description: course.description },
    statistics: {
      total_enrollments: total,
      completed_count: completed,
      completion_rate: total ? round1((completed / total) * 100) : 0,
      average_progress: total ? round1(rows.reduce((s, r) => s + n(r.progress), 0) / total) : 0,
    },
    students: rows.map((r) => ({
      user_id: n(r.user_id),
      student_name: r.name,
      student_email: r.email,
      enrolled_at: iso(r.enrolled_at),
      status: courseStatus(n(r.certified) === 1, n(r.progress)),
      progress: n(r.progress),
      completed_lessons: n(r.completed_lessons),
      total_lessons: n(lessons?.total),
    })),
  };
}
