import { type JobRoleSchema, MANAGER_MSG } from '@trilha/sdk/contract';
import { Op, type Transaction, UniqueConstraintError } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { JobRole, JobRoleCourse, User } from '../models';
import { LEARNER_ROLES } from '../policies/enrollments';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { contractedCourses, loadCompanyFor } from './companyCourses';
import { missingEnrollmentsCreator, type NewEnrollment, notifyEnrollments } from './enrollments';

type JobRoleInput = z.output<typeof JobRoleSchema>;

/** A job role of the company; another company's (or none) is a 404, never a hint that it exists. */
export async function loadJobRole(companyId: number, roleId: number, transaction?: Transaction): Promise<JobRole> {
  const role = await JobRole.findOne({ where: { id: roleId, company_id: companyId }, transaction });
  if (!role) throw NotFoundError(MANAGER_MSG.jobRoleNotFound);
  return role;
}

async function requiredCourseIds(roleId: number, transaction: Transaction): Promise<number[]> {
  const rows = await JobRoleCourse.findAll({ where: { job_role_id: roleId }, transaction });
  return rows.map((r) => r.course_id);
}

/** Enrols the role's holders in its required courses they miss (inside the caller's transaction). */
async function enrolHolders(role: JobRole, users: User[], actor: Actor, transaction: Transaction) {
  const courses = await contractedCourses(role.company_id, await requiredCourseIds(role.id, transaction), transaction);
  const active = users.filter((u) => u.is_active && LEARNER_ROLES.includes(u.role));
  return missingEnrollmentsCreator(active, courses, actor, transaction, `cargo ${role.name}`);
}

const duplicateName = (error: unknown) => {
  if (error instanceof UniqueConstraintError) return ConflictError(MANAGER_MSG.jobRoleDuplicate);
  return error;
};

async function writeRequirements(role: JobRole, input: JobRoleInput, transaction: Transaction) {
  await contractedCourses(role.company_id, input.course_ids, transaction);
  await JobRoleCourse.destroy({ where: { job_role_id: role.id }, transaction });
  const at = now();
  await JobRoleCourse.bulkCreate(
    input.course_ids.map((course_id) => ({ job_role_id: role.id, course_id, created_at: at })),
    { transaction },
  );
}

export async function jobRoleCreator(companyId: number, input: JobRoleInput, actor: Actor): Promise<JobRole> {
  return inTransaction(async (transaction) => {
    const company = await loadCompanyFor(companyId, transaction);
    const role = await JobRole.create({ company_id: companyId, name: input.name }, { transaction }).catch((e) => {
      throw duplicateName(e);
    });
    await writeRequirements(role, input, transaction);
    await audit(
      actor,
      { action: 'EMPRESA_ATUALIZADA', description: `Cargo criado em ${company.name}: ${role.name}` },
      transaction,
    );
    return role;
  });
}

/**
 * Renames a role and replaces its required courses; holders are enrolled in what became required.
 * A course no longer required keeps its enrolments and certificates: history is never removed.
 */
export async function jobRoleUpdater(companyId: number, roleId: number, input: JobRoleInput, actor: Actor) {
  const { role, created } = await inTransaction(async (transaction) => {
    const role = await loadJobRole(companyId, roleId, transaction);
    await role.update({ name: input.name }, { transaction }).catch((e) => {
      throw duplicateName(e);
    });
    await writeRequirements(role, input, transaction);
    const holders = await User.findAll({ where: { job_role_id: role.id, company_id: companyId }, transaction });
    const created = await enrolHolders(role, holders, actor, transaction);
    await audit(actor, { action: 'EMPRESA_ATUALIZADA', description: `Cargo atualizado: ${role.name}` }, transaction);
    return { role, created };
  });
  await notifyEnrollments(created, actor);
  return { role, enrolled: created.length };
}

/** Deletes a role: its holders keep their enrolments and certificates, and lose only the cargo. */
export async function jobRoleDeleter(companyId: number, roleId: number, actor: Actor): Promise<void> {
  await inTransaction(async (transaction) => {
    const role = await loadJobRole(companyId, roleId, transaction);
    await User.update({ job_role_id: null }, { where: { job_role_id: role.id }, transaction });
    await JobRoleCourse.destroy({ where: { job_role_id: role.id }, transaction });
    await role.destroy({ transaction });
    await audit(actor, { action: 'EMPRESA_ATUALIZADA', description: `Cargo excluído: ${role.name}` }, transaction);
  });
}

/**
 * Sets a worker's cargo inside the caller's transaction and enrols them in its missing required
 * courses; null clears the cargo (enrolments stay). The cargo must be of the worker's company.
 */
export async function assignJobRoleIn(
  user: User,
  jobRoleId: number | null,
  actor: Actor,
  transaction: Transaction,
): Promise<NewEnrollment[]> {
  if (jobRoleId === null) {
    await user.update({ job_role_id: null }, { transaction });
    await audit(actor, { action: 'USUARIO_ATUALIZADO', description: `Cargo removido de ${user.name}` }, transaction);
    return [];
  }
  if (!user.company_id) throw BadRequestError(MANAGER_MSG.jobRoleNeedsCompany);
  const role = await JobRole.findByPk(jobRoleId, { transaction });
  if (!role) throw BadRequestError(MANAGER_MSG.jobRoleNotFound);
  if (role.company_id !== user.company_id) throw BadRequestError(MANAGER_MSG.jobRoleOtherCompany);
  await user.update({ job_role_id: role.id }, { transaction });
  await audit(actor, { action: 'USUARIO_ATUALIZADO', description: `Cargo de ${user.name}: ${role.name}` }, transaction);
  return enrolHolders(role, [user], actor, transaction);
}

export async function jobRoleAssigner(userId: number, jobRoleId: number | null, actor: Actor) {
  const created = await inTransaction(async (transaction) => {
    const user = await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw NotFoundError(MANAGER_MSG.jobRoleNotFound);
    return assignJobRoleIn(user, jobRoleId, actor, transaction);
  });
  await notifyEnrollments(created, actor);
  return { enrolled: created.length };
}

/** Job roles of a company with their required courses and holder counts, in three statements. */
export async function jobRolesOf(companyId: number) {
  const roles = await JobRole.findAll({ where: { company_id: companyId }, order: [['name', 'ASC']] });
  const ids = roles.map((r) => r.id);
  const [requirements, holders] = await Promise.all([
    ids.length ? JobRoleCourse.findAll({ where: { job_role_id: { [Op.in]: ids } } }) : [],
    ids.length
      ? (User.count({ where: { job_role_id: { [Op.in]: ids } }, group: ['job_role_id'] }) as unknown as Promise<
          { job_role_id: number; count: number }[]
        >)
      : [],
  ]);
  return roles.map((r) => ({
    id: r.id,
    company_id: r.company_id,
    name: r.name,
    course_ids: requirements.filter((q) => q.job_role_id === r.id).map((q) => q.course_id),
    worker_count: Number(holders.find((h) => h.job_role_id === r.id)?.count ?? 0),
  }));
}
