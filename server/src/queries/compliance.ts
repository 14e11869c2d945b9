import {
  COMPLIANCE_STATUSES,
  COMPLIANT_STATUSES,
  type ComplianceCell,
  type ComplianceGrid,
  type ComplianceStatus,
  MANAGER_MSG,
} from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { NotFoundError } from '../errors';
import { Certificate, Company, Course, Enrollment, JobRole, JobRoleCourse, User } from '../models';
import { LEARNER_ROLES } from '../policies/enrollments';
import { digestSettings } from '../services/siteSettings';

const DAY_MS = 86_400_000;

type CertificateFacts = Pick<Certificate, 'expires_at' | 'is_temporary'>;
type EnrollmentFacts = Pick<Enrollment, 'progress' | 'completed_at'>;

/**
 * One cell: a certificate that holds today makes it 'valido' (or 'a_vencer' inside the warning
 * window); without one, an expired certificate says 'vencido'; without any, the enrolment says how
 * far the worker got. A temporary certificate counts: the worker passed, validation is the
 * provider's paperwork.
 */
export function cellStatus(
  certificates: readonly CertificateFacts[],
  enrollment: EnrollmentFacts | undefined,
  at: Date,
  warningDays: number,
): { status: ComplianceStatus; expires_at: Date | null } {
  const valid = certificates.filter((c) => !c.expires_at || c.expires_at > at);
  if (valid.length) {
    // The one that lasts longest: no expiry beats any date.
    const best = valid.reduce((a, b) => (!a.expires_at ? a : !b.expires_at || b.expires_at > a.expires_at ? b : a));
    const soon = best.expires_at !== null && best.expires_at.getTime() - at.getTime() <= warningDays * DAY_MS;
    return { status: soon ? 'a_vencer' : 'valido', expires_at: best.expires_at };
  }
  if (certificates.length) {
    const last = certificates.reduce((a, b) => ((b.expires_at ?? at) > (a.expires_at ?? at) ? b : a));
    return { status: 'vencido', expires_at: last.expires_at };
  }
  if (!enrollment) return { status: 'nao_matriculado', expires_at: null };
  if (enrollment.progress > 0 || enrollment.completed_at) return { status: 'em_andamento', expires_at: null };
  return { status: 'nao_iniciado', expires_at: null };
}

/**
 * The compliance grid of a company (issue 18): its active workers x the courses their cargos
 * require, in six statements whatever the number of workers (company, cargos with requirements,
 * workers, certificates, enrolments; the warning days come from the cached settings).
 */
export async function complianceGrid(
  companyId: number,
  filter: { job_role_id?: number; status?: ComplianceStatus },
  at: Date,
): Promise<ComplianceGrid> {
  const company = await Company.findByPk(companyId, { attributes: ['id', 'name'] });
  if (!company) throw NotFoundError(MANAGER_MSG.companyNotFound);
  const warningDays = (await digestSettings()).compliance_warning_days;
  const roles = await JobRole.findAll({
    where: { company_id: companyId },
    include: [
      {
        model: JobRoleCourse,
        as: 'requirements',
        include: [{ model: Course, as: 'course', attributes: ['id', 'title'] }],
      },
    ],
  });
  const required = new Map<number, number[]>();
  const titles = new Map<number, string>();
  for (const role of roles as (JobRole & { requirements?: (JobRoleCourse & { course?: Course })[] })[]) {
    required.set(
      role.id,
      (role.requirements ?? []).filter((r) => r.course).map((r) => r.course_id),
    );
    for (const r of role.requirements ?? []) if (r.course) titles.set(r.course_id, r.course.title);
  }
  const workers = await User.findAll({
    attributes: ['id', 'name', 'cpf', 'job_role_id'],
    where: {
      company_id: companyId,
      role: { [Op.in]: [...LEARNER_ROLES] },
      is_active: true,
      ...(filter.job_role_id ? { job_role_id: filter.job_role_id } : {}),
    },
    order: [['name', 'ASC']],
  });
  const courseIds = [...titles.keys()];
  const workerIds = workers.map((w) => w.id);
  const scope = courseIds.length && workerIds.length;
  const [certificates, enrollments] = scope
    ? await Promise.all([
        Certificate.findAll({
          attributes: ['user_id', 'course_id', 'expires_at', 'is_temporary'],
          where: { user_id: { [Op.in]: workerIds }, course_id: { [Op.in]: courseIds }, status: 'active' },
        }),
        Enrollment.findAll({
          attributes: ['user_id', 'course_id', 'progress', 'completed_at'],
          where: { user_id: { [Op.in]: workerIds }, course_id: { [Op.in]: courseIds } },
        }),
      ])
    : [[], []];
  const key = (userId: number, courseId: number) => `${userId}:${courseId}`;
  const certsOf = new Map<string, Certificate[]>();
  for (const c of certificates)
    certsOf.set(key(c.user_id, c.course_id), [...(certsOf.get(key(c.user_id, c.course_id)) ?? []), c]);
  const enrolmentOf = new Map(enrollments.map((e) => [key(e.user_id, e.course_id), e]));
  const roleName = new Map(roles.map((r) => [r.id, r.name]));

  const byStatus = Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, 0])) as Record<ComplianceStatus, number>;
  let withRequirements = 0;
  let compliant = 0;
  const rows = workers.map((w) => {
    const cells: ComplianceCell[] = (required.get(w.job_role_id ?? 0) ?? []).map((courseId) => {
      const cell = cellStatus(
        certsOf.get(key(w.id, courseId)) ?? [],
        enrolmentOf.get(key(w.id, courseId)),
        at,
        warningDays,
      );
      return { course_id: courseId, status: cell.status, expires_at: cell.expires_at?.toISOString() ?? null };
    });
    return {
      user_id: w.id,
      name: w.name,
      cpf: w.cpf,
      job_role: w.job_role_id ? (roleName.get(w.job_role_id) ?? null) : null,
      cells,
    };
  });
  for (const row of rows) {
    for (const cell of row.cells) byStatus[cell.status] += 1;
    if (!row.cells.length) continue;
    withRequirements += 1;
    if (row.cells.every((c) => COMPLIANT_STATUSES.includes(c.status))) compliant += 1;
  }
  const shown = filter.status ? rows.filter((r) => r.cells.some((c) => c.status === filter.status)) : rows;
  return {
    company: { id: company.id, name: company.name },
    warning_days: warningDays,
    courses: courseIds
      .map((id) => ({ id, title: titles.get(id) ?? '' }))
      .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')),
    workers: shown,
    summary: {
      compliant_rate: withRequirements ? Math.round((compliant / withRequirements) * 1000) / 10 : 0,
      workers: withRequirements,
      compliant_workers: compliant,
      by_status: byStatus,
    },
  };
}
