import { type Capability, E, MANAGER_MSG, MSG } from '@trilha/sdk/contract';
import { ZipArchive } from 'archiver';
import { Op } from 'sequelize';
import { companyCoursesSetter, loadCompanyFor, workersEnroller } from '../commands/companyCourses';
import { jobRoleAssigner, jobRoleCreator, jobRoleDeleter, jobRolesOf, jobRoleUpdater } from '../commands/jobRoles';
import { BadRequestError, NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { CompanyCourse, Course, User } from '../models';
import { companyScope, reachesCompany } from '../policies/grants';
import { authorizeUser } from '../policies/users';
import { COMPLIANCE_CSV_HEADER, complianceCsvRows } from '../presenters/complianceCsv';
import { certificateRows } from '../queries/certificates';
import { complianceGrid } from '../queries/compliance';
import { companyWorkers } from '../queries/workers';
import { audit } from '../services/audit';
import { certificatePdf } from '../services/certificatePdf';
import { now } from '../services/clock';
import { csvStream, datedFileName } from '../services/csv';

/**
 * The company a call on `/api/companies/:id/...` reaches: any for an admin, only their own for a
 * manager (another company is a 404: its existence is not the manager's to learn).
 */
function authorizeCompany(user: User, capability: Capability, companyId: number): void {
  if (!reachesCompany(user, capability, companyId)) throw NotFoundError(MANAGER_MSG.companyNotFound);
}

/** Decided before the body is read: another company's route is a 404 whatever the body says. */
const onCompany = (capability: Capability) => ({
  authorize: (_ctx: unknown, { params, user }: { params: { id: number }; user: User }) =>
    authorizeCompany(user, capability, params.id),
});

/** A worker's cargo: the same rule as editing the account (a manager's own workers; 404 for anyone else). */
const onWorker = {
  authorize: async (_ctx: unknown, { params, user }: { params: { id: number }; user: User }) => {
    const target = await User.findByPk(params.id, { attributes: ['id', 'role', 'company_id'] });
    if (companyScope(user, 'team.manage') !== null) authorizeUser(user, 'update', params.id, target);
    else if (!target) throw NotFoundError(MSG.userNotFound);
  },
};

/** The company of a `/api/manager/...` call: the manager's own; an admin names one (`company_id`). */
function scopedCompany(user: User, capability: Capability, asked: number | undefined): number {
  const scope = companyScope(user, capability);
  if (scope !== null) return scope;
  if (!asked) throw BadRequestError(MANAGER_MSG.companyQueryRequired);
  return asked;
}

async function contractedList(companyId: number) {
  const rows = await CompanyCourse.findAll({ where: { company_id: companyId }, attributes: ['course_id'] });
  const courses = rows.length
    ? await Course.findAll({
        where: { id: { [Op.in]: rows.map((r) => r.course_id) } },
        attributes: ['id', 'title', 'status'],
        order: [['title', 'ASC']],
      })
    : [];
  return courses.map((c) => ({ id: c.id, title: c.title, status: c.status }));
}

async function presentJobRole(companyId: number, roleId: number) {
  const role = (await jobRolesOf(companyId)).find((r) => r.id === roleId);
  if (!role) throw NotFoundError(MANAGER_MSG.jobRoleNotFound);
  return role;
}

const CERTIFICATE_STATUS_FILTER = {
  official: { is_temporary: false, status: 'active' },
  temporary: { is_temporary: true, status: 'active' },
  revoked: { status: 'revoked' },
} as const;

export const managerRoutes = new Routes()
  .add(
    E.manager.companyCourses,
    async (_ctx, { params }) => {
      await loadCompanyFor(params.id);
      return { courses: await contractedList(params.id) };
    },
    onCompany('team.read'),
  )
  .add(E.manager.setCompanyCourses, async (ctx, { params, body }) => {
    await companyCoursesSetter(params.id, body.course_ids, ctx.state.actor);
    return { success: true, message: MANAGER_MSG.companyCoursesSaved, courses: await contractedList(params.id) };
  })
  .add(
    E.manager.jobRoles,
    async (_ctx, { params }) => {
      await loadCompanyFor(params.id);
      return { job_roles: await jobRolesOf(params.id) };
    },
    onCompany('team.read'),
  )
  .add(
    E.manager.createJobRole,
    async (ctx, { params, body }) => {
      const role = await jobRoleCreator(params.id, body, ctx.state.actor);
      return { success: true, message: MANAGER_MSG.jobRoleCreated, job_role: await presentJobRole(params.id, role.id) };
    },
    onCompany('team.manage'),
  )
  .add(
    E.manager.updateJobRole,
    async (ctx, { params, body }) => {
      const { enrolled } = await jobRoleUpdater(params.id, params.roleId, body, ctx.state.actor);
      return {
        success: true,
        message: MANAGER_MSG.jobRoleUpdated,
        job_role: await presentJobRole(params.id, params.roleId),
        enrolled,
      };
    },
    onCompany('team.manage'),
  )
  .add(
    E.manager.deleteJobRole,
    async (ctx, { params }) => {
      await jobRoleDeleter(params.id, params.roleId, ctx.state.actor);
      return { success: true, message: MANAGER_MSG.jobRoleDeleted };
    },
    onCompany('team.manage'),
  )
  .add(
    E.manager.assignJobRole,
    async (ctx, { params, body }) => {
      const { enrolled } = await jobRoleAssigner(params.id, body.job_role_id, ctx.state.actor);
      return {
        success: true,
        message: body.job_role_id === null ? MANAGER_MSG.jobRoleCleared : MANAGER_MSG.jobRoleAssigned,
        job_role_id: body.job_role_id,
        enrolled,
      };
    },
    onWorker,
  )
  .add(E.manager.workers, async (_ctx, { query, user }) => {
    const companyId = scopedCompany(user, 'team.read', query.company_id);
    return companyWorkers(companyId, query, now());
  })
  .add(E.manager.enroll, async (ctx, { body, user }) => {
    const companyId = scopedCompany(user, 'team.manage', body.company_id);
    const { enrolled, already } = await workersEnroller(companyId, body, ctx.state.actor);
    return { success: true, message: MANAGER_MSG.enrolled(enrolled), enrolled, already };
  })
  .add(E.manager.compliance, async (_ctx, { query, user }) => {
    const companyId = scopedCompany(user, 'team.read', query.company_id);
    return complianceGrid(companyId, query, now());
  })
  .add(E.manager.complianceCsv, async (ctx, { query, user }) => {
    const companyId = scopedCompany(user, 'team.read', query.company_id);
    const at = now();
    const grid = await complianceGrid(companyId, query, at);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(datedFileName('conformidade', at));
    ctx.body = csvStream(COMPLIANCE_CSV_HEADER, complianceCsvRows(grid));
    return undefined;
  })
  .add(E.manager.certificatesZip, async (ctx, { params, query, user }) => {
    authorizeCompany(user, 'certificates.read', params.id);
    const company = await loadCompanyFor(params.id);
    const at = now();
    const statusFilter =
      query.status === 'expired'
        ? { status: 'active', expires_at: { [Op.lt]: at } }
        : query.status
          ? CERTIFICATE_STATUS_FILTER[query.status]
          : { status: 'active' };
    const rows = await certificateRows(
      {
        ...statusFilter,
        ...(query.course_id ? { course_id: query.course_id } : {}),
        ...(query.user_id ? { user_id: query.user_id } : {}),
      },
      'issued',
      company.id,
    );
    await audit(ctx.state.actor, {
      action: 'CERTIFICADO_BAIXADO',
      description: `ZIP de ${rows.length} certificado(s) da empresa ${company.name}`,
    });
    const archive = new ZipArchive({ zlib: { level: 6 } });
    ctx.type = 'application/zip';
    ctx.attachment(`certificados-${datedFileName('empresa', at).replace(/\.csv$/, '')}.zip`);
    ctx.body = archive;
    // One PDF at a time into the stream: memory holds one certificate, whatever the company's size.
    void (async () => {
      try {
        for (const row of rows) {
          if (row.cert.status === 'revoked') continue;
          const pdf = await certificatePdf(row.cert);
          const name = `${row.userName} - ${row.courseTitle} - ${row.cert.certificate_code}.pdf`.replace(
            /[\\/:*?"<>|]+/g,
            '-',
          );
          archive.append(pdf, { name, date: row.cert.issued_at });
        }
        await archive.finalize();
      } catch (error) {
        archive.destroy(error as Error);
      }
    })();
    return undefined;
  });
