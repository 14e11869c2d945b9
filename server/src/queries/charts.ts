import {
  type ActivityChart,
  CHART_MSG,
  COMPLIANCE_STATUSES,
  COMPLIANT_STATUSES,
  COURSE_MSG,
  type CompaniesChart,
  type ComplianceStatus,
  type ExpiriesChart,
  FUNNEL_STEPS,
  type FunnelChart,
  type ManagerCharts,
  type ProgressChart,
  type RenewalStatus,
} from '@trilha/sdk/contract';
import { Op, QueryTypes } from 'sequelize';
import { NotFoundError } from '../errors';
import { Certificate, Company, Course, Enrollment, JobRoleCourse, User } from '../models';
import { LEARNER_ROLES } from '../policies/enrollments';
import { runtime } from '../runtime';
import { lastWeeks, monthOf, nextMonths, weekStart } from '../services/calendar';
import { digestSettings } from '../services/siteSettings';
import { cellStatus, complianceGrid } from './compliance';

const WEEKS = 12;
const MONTHS = 12;
/** São Paulo keeps UTC-3 all year (no daylight-saving time since 2019). */
const spMidnight = (day: string) => new Date(`${day}T03:00:00Z`);

const select = <T extends object>(sql: string, replacements: Record<string, unknown> = {}) =>
  runtime().sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });

/** Enrolments and completions per São Paulo week, the last 12 weeks: two statements. */
export async function activityChart(at: Date): Promise<ActivityChart> {
  const weeks = lastWeeks(at, WEEKS);
  const from = spMidnight(weeks[0] as string);
  const [enrolled, completed] = await Promise.all([
    Enrollment.findAll({ attributes: ['enrolled_at'], where: { enrolled_at: { [Op.gte]: from } }, raw: true }),
    Enrollment.findAll({ attributes: ['completed_at'], where: { completed_at: { [Op.gte]: from } }, raw: true }),
  ]);
  const count = (dates: (Date | string | null)[]) => {
    const byWeek = new Map<string, number>();
    for (const d of dates) if (d) byWeek.set(weekStart(new Date(d)), (byWeek.get(weekStart(new Date(d))) ?? 0) + 1);
    return byWeek;
  };
  const e = count(enrolled.map((r) => r.enrolled_at));
  const c = count(completed.map((r) => r.completed_at));
  return { weeks: weeks.map((start) => ({ start, enrolled: e.get(start) ?? 0, completed: c.get(start) ?? 0 })) };
}

/**
 * Active certificates expiring in the next 12 months (São Paulo), per month and renewal: four
 * statements (the certificates, their courses' refresher courses, the workers' other certificates
 * and enrolments in those courses).
 */
export async function expiriesChart(at: Date, companyId: number | null): Promise<ExpiriesChart> {
  const months = nextMonths(at, MONTHS + 1);
  const until = spMidnight(`${months[MONTHS]}-01`);
  const expiring = await Certificate.findAll({
    attributes: ['id', 'user_id', 'course_id', 'issued_at', 'expires_at'],
    where: { status: 'active', expires_at: { [Op.gte]: at, [Op.lt]: until } },
    include: companyId ? [{ model: User, as: 'user', attributes: [], where: { company_id: companyId } }] : [],
  });
  const empty = () => ({ renewed: 0, in_progress: 0, pending: 0 });
  const byMonth = new Map(months.slice(0, MONTHS).map((m) => [m, empty()]));
  if (expiring.length) {
    const courseIds = [...new Set(expiring.map((c) => c.course_id))];
    const courses = await Course.findAll({ attributes: ['id', 'refresher_course_id'], where: { id: courseIds } });
    const related = new Map(
      courses.map((c) => [c.id, [c.id, ...(c.refresher_course_id ? [c.refresher_course_id] : [])]]),
    );
    const allCourses = [...new Set([...related.values()].flat())];
    const userIds = [...new Set(expiring.map((c) => c.user_id))];
    const [others, enrolments] = await Promise.all([
      Certificate.findAll({
        attributes: ['id', 'user_id', 'course_id', 'expires_at'],
        where: { status: 'active', user_id: userIds, course_id: allCourses },
      }),
      Enrollment.findAll({
        attributes: ['user_id', 'course_id', 'enrolled_at', 'completed_at'],
        where: { user_id: userIds, course_id: allCourses },
      }),
    ]);
    const byUser = <T extends { user_id: number }>(rows: T[]) => {
      const map = new Map<number, T[]>();
      for (const row of rows) {
        const list = map.get(row.user_id);
        if (list) list.push(row);
        else map.set(row.user_id, [row]);
      }
      return map;
    };
    const othersOf = byUser(others);
    const enrolmentsOf = byUser(enrolments);
    for (const cert of expiring) {
      const courses = related.get(cert.course_id) ?? [cert.course_id];
      const expires = new Date(cert.expires_at as Date).getTime();
      const renewed = (othersOf.get(cert.user_id) ?? []).some(
        (o) =>
          o.id !== cert.id &&
          courses.includes(o.course_id) &&
          (!o.expires_at || new Date(o.expires_at).getTime() > expires),
      );
      const inProgress = (enrolmentsOf.get(cert.user_id) ?? []).some(
        (e) =>
          courses.includes(e.course_id) &&
          !e.completed_at &&
          new Date(e.enrolled_at).getTime() >= new Date(cert.issued_at).getTime(),
      );
      const status: RenewalStatus = renewed ? 'renewed' : inProgress ? 'in_progress' : 'pending';
      const cell = byMonth.get(monthOf(new Date(cert.expires_at as Date)));
      if (cell) cell[status] += 1;
    }
  }
  return { months: [...byMonth].map(([month, counts]) => ({ month, ...counts })) };
}

/** A course's funnel in one statement: enrolled, started, lessons done, passed (with an assessment), certified. */
export async function funnelChart(courseId: number): Promise<FunnelChart> {
  const course = await Course.findByPk(courseId, { attributes: ['id', 'title'] });
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  const [row] = await select<Record<string, number | string>>(
    `SELECT
       (SELECT COUNT(*) FROM enrollments e WHERE e.course_id = :course) AS enrolled,
       (SELECT COUNT(*) FROM enrollments e WHERE e.course_id = :course AND (e.progress > 0 OR e.completed_at IS NOT NULL
          OR EXISTS (SELECT 1 FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id
                      JOIN modules m ON m.id = l.module_id
                     WHERE m.course_id = e.course_id AND lp.user_id = e.user_id))) AS started,
       (SELECT COUNT(*) FROM enrollments e WHERE e.course_id = :course
          AND (e.progress >= 100 OR e.completed_at IS NOT NULL)) AS lessons_done,
       (SELECT COUNT(DISTINCT a.user_id) FROM assessment_attempts a
          JOIN assessments s ON s.id = a.assessment_id
          JOIN enrollments e ON e.user_id = a.user_id AND e.course_id = s.course_id
         WHERE s.course_id = :course AND a.passed = :yes) AS passed,
       (SELECT COUNT(DISTINCT c.user_id) FROM certificates c
          JOIN enrollments e ON e.user_id = c.user_id AND e.course_id = c.course_id
         WHERE c.course_id = :course AND c.status = 'active') AS certified,
       (SELECT COUNT(*) FROM assessments s WHERE s.course_id = :course) AS assessments`,
    { course: courseId, yes: true },
  );
  return {
    course: { id: course.id, title: course.title },
    // A course without an assessment certifies on its lessons: a 'passed' step of 0 there would
    // read as if nobody passed.
    steps: FUNNEL_STEPS.filter((step) => step !== 'passed' || Number(row?.assessments ?? 0) > 0).map((step) => ({
      step,
      count: Number(row?.[step] ?? 0),
    })),
  };
}

const PROGRESS_BUCKETS = [
  { label: '0%', from: 0, to: 0 },
  { label: '1-25%', from: 1, to: 25 },
  { label: '26-50%', from: 26, to: 50 },
  { label: '51-75%', from: 51, to: 75 },
  { label: '76-99%', from: 76, to: 99 },
  { label: '100%', from: 100, to: 100 },
] as const;

/** Enrolments by progress bucket, all or one course's: one statement. */
export async function progressChart(courseId: number | undefined): Promise<ProgressChart> {
  const sums = PROGRESS_BUCKETS.map(
    (b, i) =>
      `SUM(CASE WHEN progress ${i === PROGRESS_BUCKETS.length - 1 ? '>= 100' : `BETWEEN ${b.from} AND ${b.to}`} THEN 1 ELSE 0 END) AS b${i}`,
  ).join(', ');
  const [row] = await select<Record<string, number | string | null>>(
    `SELECT ${sums} FROM enrollments${courseId ? ' WHERE course_id = :course' : ''}`,
    { course: courseId ?? null },
  );
  return { buckets: PROGRESS_BUCKETS.map((b, i) => ({ ...b, count: Number(row?.[`b${i}`] ?? 0) })) };
}

/**
 * Every company with cargos that require courses, by the share of its workers whose required
 * courses are all valid (as the managers' compliance grid counts them), best first. Five
 * statements for all companies: requirements, workers, their certificates and enrolments (joined
 * on the workers, not listed by id), company names.
 */
export async function companiesChart(at: Date): Promise<CompaniesChart> {
  const requirements = await JobRoleCourse.findAll({ attributes: ['job_role_id', 'course_id'], raw: true });
  const required = new Map<number, number[]>();
  for (const r of requirements) {
    const list = required.get(r.job_role_id);
    if (list) list.push(r.course_id);
    else required.set(r.job_role_id, [r.course_id]);
  }
  if (!required.size) return { companies: [] };
  const learner = { role: { [Op.in]: [...LEARNER_ROLES] }, is_active: true, job_role_id: [...required.keys()] };
  const joined = { model: User, as: 'user', attributes: [], where: learner, required: true };
  const [workers, certificates, enrolments, warningDays] = await Promise.all([
    User.findAll({ attributes: ['id', 'company_id', 'job_role_id'], where: learner, raw: true }),
    Certificate.findAll({
      attributes: ['user_id', 'course_id', 'expires_at', 'is_temporary'],
      where: { status: 'active' },
      include: [joined],
    }),
    Enrollment.findAll({ attributes: ['user_id', 'course_id', 'progress', 'completed_at'], include: [joined] }),
    digestSettings().then((s) => s.compliance_warning_days),
  ]);
  const key = (u: number, c: number) => `${u}:${c}`;
  const certsOf = new Map<string, Certificate[]>();
  for (const c of certificates)
    certsOf.set(key(c.user_id, c.course_id), [...(certsOf.get(key(c.user_id, c.course_id)) ?? []), c]);
  const enrolmentOf = new Map(enrolments.map((e) => [key(e.user_id, e.course_id), e]));
  const tally = new Map<number, { workers: number; compliant: number }>();
  for (const w of workers) {
    if (!w.company_id || !w.job_role_id) continue;
    const courses = required.get(w.job_role_id) ?? [];
    const ok = courses.every((c) =>
      COMPLIANT_STATUSES.includes(
        cellStatus(certsOf.get(key(w.id, c)) ?? [], enrolmentOf.get(key(w.id, c)), at, warningDays).status,
      ),
    );
    const t = tally.get(w.company_id) ?? { workers: 0, compliant: 0 };
    t.workers += 1;
    if (ok) t.compliant += 1;
    tally.set(w.company_id, t);
  }
  const companies = tally.size
    ? await Company.findAll({ attributes: ['id', 'name'], where: { id: [...tally.keys()] } })
    : [];
  return {
    companies: companies
      .map((c) => {
        const t = tally.get(c.id) ?? { workers: 0, compliant: 0 };
        return {
          id: c.id,
          name: c.name,
          workers: t.workers,
          compliant_workers: t.compliant,
          compliant_rate: t.workers ? Math.round((t.compliant / t.workers) * 1000) / 10 : 0,
        };
      })
      .sort((a, b) => b.compliant_rate - a.compliant_rate || a.name.localeCompare(b.name, 'pt-BR')),
  };
}

const zeroCounts = () => Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, 0])) as Record<ComplianceStatus, number>;

/** A company's grid (six statements), counted by cargo and by course, with its expiries by month. */
export async function managerCharts(companyId: number, at: Date): Promise<ManagerCharts> {
  const grid = await complianceGrid(companyId, {}, at);
  const byRole = new Map<string, Record<ComplianceStatus, number>>();
  const byCourse = new Map(grid.courses.map((c) => [c.id, zeroCounts()]));
  const months = nextMonths(at, MONTHS);
  const expiries = new Map(months.map((m) => [m, 0]));
  for (const w of grid.workers) {
    const role = w.job_role ?? CHART_MSG.noJobRole;
    for (const cell of w.cells) {
      const counts = byRole.get(role) ?? zeroCounts();
      counts[cell.status] += 1;
      byRole.set(role, counts);
      const course = byCourse.get(cell.course_id);
      if (course) course[cell.status] += 1;
      if (cell.expires_at && COMPLIANT_STATUSES.includes(cell.status)) {
        const month = monthOf(new Date(cell.expires_at));
        if (expiries.has(month)) expiries.set(month, (expiries.get(month) ?? 0) + 1);
      }
    }
  }
  return {
    company: grid.company,
    by_job_role: [...byRole]
      .map(([job_role, counts]) => ({ job_role, counts }))
      .sort((a, b) => a.job_role.localeCompare(b.job_role, 'pt-BR')),
    by_course: grid.courses.map((c) => ({
      course_id: c.id,
      title: c.title,
      counts: byCourse.get(c.id) ?? zeroCounts(),
    })),
    expiries: months.map((month) => ({ month, count: expiries.get(month) ?? 0 })),
  };
}
