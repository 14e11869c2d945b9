import { MANAGER_MSG } from '@trilha/sdk/contract';
import { Op, type Transaction } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { BadRequestError, NotFoundError } from '../errors';
import { Company, CompanyCourse, Course, User } from '../models';
import { LEARNER_ROLES } from '../policies/enrollments';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { missingEnrollmentsCreator, notifyEnrollments } from './enrollments';

export async function loadCompanyFor(companyId: number, transaction?: Transaction): Promise<Company> {
  const company = await Company.findByPk(companyId, { transaction });
  if (!company) throw NotFoundError(MANAGER_MSG.companyNotFound);
  return company;
}

/**
 * The contracted courses among `courseIds`, in one statement; any id the company did not contract
 * (or that does not exist) is a 400 naming the rule.
 */
export async function contractedCourses(
  companyId: number,
  courseIds: readonly number[],
  transaction?: Transaction,
): Promise<Course[]> {
  if (!courseIds.length) return [];
  const rows = await CompanyCourse.findAll({
    where: { company_id: companyId, course_id: { [Op.in]: [...courseIds] } },
    transaction,
  });
  if (rows.length !== new Set(courseIds).size) throw BadRequestError(MANAGER_MSG.courseNotContracted);
  return Course.findAll({ where: { id: { [Op.in]: [...courseIds] } }, order: [['title', 'ASC']], transaction });
}

/** Replaces the courses a company contracted (admins). Requirements already set stay as history. */
export async function companyCoursesSetter(companyId: number, courseIds: readonly number[], actor: Actor) {
  return inTransaction(async (transaction) => {
    const company = await loadCompanyFor(companyId, transaction);
    const courses = courseIds.length
      ? await Course.findAll({ where: { id: { [Op.in]: [...courseIds] } }, transaction })
      : [];
    if (courses.length !== courseIds.length) throw BadRequestError(MANAGER_MSG.unknownCourses);
    await CompanyCourse.destroy({ where: { company_id: companyId }, transaction });
    const at = now();
    await CompanyCourse.bulkCreate(
      courses.map((c) => ({ company_id: companyId, course_id: c.id, created_at: at })),
      { transaction },
    );
    await audit(
      actor,
      {
        action: 'EMPRESA_ATUALIZADA',
        description: `Cursos contratados por ${company.name}: ${courses.map((c) => c.title).join(', ') || 'nenhum'}`,
      },
      transaction,
    );
  });
}

/**
 * A manager's (or an admin's) enrolment of a company's workers in one contracted course: every
 * worker must be an active learner of that company, or nothing is written.
 */
export async function workersEnroller(
  companyId: number,
  input: { user_ids: number[]; course_id: number },
  actor: Actor,
) {
  const { created, already } = await inTransaction(async (transaction) => {
    await loadCompanyFor(companyId, transaction);
    const [course] = await contractedCourses(companyId, [input.course_id], transaction);
    const workers = await User.findAll({
      where: {
        id: { [Op.in]: input.user_ids },
        company_id: companyId,
        role: { [Op.in]: [...LEARNER_ROLES] },
        is_active: true,
      },
      transaction,
    });
    if (workers.length !== input.user_ids.length) throw BadRequestError(MANAGER_MSG.workerNotInCompany);
    const created = await missingEnrollmentsCreator(workers, [course as Course], actor, transaction, 'pelo gestor');
    return { created, already: workers.length - created.length };
  });
  await notifyEnrollments(created, actor);
  return { enrolled: created.length, already };
}
