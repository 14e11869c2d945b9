import { COMPLIANT_STATUSES, type Worker } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { JobRole, User } from '../models';
import { LEARNER_ROLES } from '../policies/enrollments';
import { complianceGrid } from './compliance';
import { enrollmentSummaries } from './users';

/**
 * A company's workers for its manager's Equipe screen: every learner account of the company
 * (inactive ones too), with cargo, enrolment counts and how many required courses hold, in a
 * bounded number of statements (the grid's six, the accounts, one grouped count).
 */
export async function companyWorkers(
  companyId: number,
  filter: { search?: string; job_role_id?: number },
  at: Date,
): Promise<{ company: { id: number; name: string }; workers: Worker[] }> {
  const grid = await complianceGrid(companyId, {}, at);
  const like = filter.search ? `%${filter.search}%` : null;
  const users = await User.findAll({
    attributes: ['id', 'name', 'email', 'cpf', 'is_active', 'job_role_id'],
    where: {
      company_id: companyId,
      role: { [Op.in]: [...LEARNER_ROLES] },
      ...(filter.job_role_id ? { job_role_id: filter.job_role_id } : {}),
      ...(like
        ? { [Op.or]: [{ name: { [Op.like]: like } }, { email: { [Op.like]: like } }, { cpf: { [Op.like]: like } }] }
        : {}),
    },
    include: [{ model: JobRole, as: 'jobRole', attributes: ['id', 'name'] }],
    order: [['name', 'ASC']],
  });
  const summaries = await enrollmentSummaries(users.map((u) => u.id));
  const cells = new Map(grid.workers.map((w) => [w.user_id, w.cells]));
  return {
    company: grid.company,
    workers: users.map((u) => {
      const own = cells.get(u.id) ?? [];
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        cpf: u.cpf,
        is_active: u.is_active,
        job_role_id: u.job_role_id ?? null,
        job_role: u.jobRole?.name ?? null,
        enrollments: summaries.get(u.id)?.total ?? 0,
        completed: summaries.get(u.id)?.completed ?? 0,
        required: own.length,
        compliant: own.filter((c) => COMPLIANT_STATUSES.includes(c.status)).length,
      };
    }),
  };
}
