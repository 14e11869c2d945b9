import { type AdminDashboardCounts, type CompanyEmployee, MSG, type Role } from '@trilha/sdk/contract';
import { Op, QueryTypes, type WhereOptions } from 'sequelize';
import { NotFoundError } from '../errors';
import { Company, User } from '../models';
import { LEARNER_ROLES } from '../policies/enrollments';
import { runtime } from '../runtime';
import { byPrimaryKey, hydrate, prefixedColumns } from './hydrate';

interface EnrollmentSummary {
  total: number;
  completed: number;
  courses: string[];
}

/**
 * Course titles and counts for many users in ONE grouped query (no per-user lookups).
 * Titles come ordered so '+N mais' lists are stable.
 */
export async function enrollmentSummaries(userIds: number[]): Promise<Map<number, EnrollmentSummary>> {
  const result = new Map<number, EnrollmentSummary>();
  if (!userIds.length) return result;
  const rows = await runtime().sequelize.query<{ user_id: number; title: string; done: number | boolean }>(
    `SELECT e.user_id, c.title, CASE WHEN e.certificate_issued_at IS NULL THEN 0 ELSE 1 END AS done
       FROM enrollments e JOIN courses c ON c.id = e.course_id
      WHERE e.user_id IN (:ids)
      ORDER BY e.user_id, e.enrolled_at, e.id`,
    { replacements: { ids: userIds }, type: QueryTypes.SELECT },
  );
  for (const row of rows) {
    const s = result.get(row.user_id) ?? { total: 0, completed: 0, courses: [] };
    s.total += 1;
    if (Number(row.done) === 1) s.completed += 1;
    s.courses.push(row.title);
    result.set(row.user_id, s);
  }
  return result;
}

/** One user with their company (the profile's name of it), or 404. */
export async function loadUser(id: number): Promise<User> {
  const user = await User.findByPk(id, { include: [{ model: Company, as: 'company' }] });
  if (!user) throw NotFoundError(MSG.userNotFound);
  return user;
}

let callerStatement: string | undefined;

/**
 * The caller of an authenticated request, re-read on every request (ARCHITECTURE §4), with their
 * company's id, name and state joined in the same statement: the profile shows the name and an
 * embed token needs the company active, and a second round trip per request cost more than the
 * join. `user.company` holds only those three columns; companyOf gives the whole row.
 */
export async function callerById(id: number): Promise<User | null> {
  callerStatement ??= `SELECT ${prefixedColumns(User, 't')}, co.id AS co__id, co.name AS co__name, co.is_active AS co__is_active
     FROM users t LEFT JOIN companies co ON co.id = t.company_id WHERE t.id = :id`;
  const [row] = await runtime().sequelize.query<Record<string, unknown>>(callerStatement, {
    replacements: { id },
    type: QueryTypes.SELECT,
  });
  if (!row) return null;
  const user = hydrate(User, row, 't') as User;
  user.company = hydrate(Company, row, 'co');
  return user;
}

/** The company a user works for (its name shows on their profile), or null. */
export async function companyOf(user: User): Promise<Company | null> {
  return user.company_id ? byPrimaryKey(Company, user.company_id) : null;
}

export async function listUsers(filter: {
  role?: Role;
  /** Only these roles (a manager's list: the learners of their company). */
  roles?: readonly Role[];
  company_id?: number;
  search?: string;
}) {
  const where: WhereOptions = {};
  const wanted = filter.role ? [filter.role] : null;
  const roles = filter.roles && wanted ? filter.roles.filter((r) => wanted.includes(r)) : (filter.roles ?? wanted);
  if (roles) Object.assign(where, { role: { [Op.in]: [...roles] } });
  if (filter.company_id) Object.assign(where, { company_id: filter.company_id });
  if (filter.search) {
    const like = `%${filter.search}%`;
    Object.assign(where, { [Op.or]: [{ name: { [Op.like]: like } }, { email: { [Op.like]: like } }] });
  }
  const users = await User.findAll({
    where,
    include: [{ model: Company, as: 'company', attributes: ['id', 'name'] }],
    order: [['name', 'ASC']],
  });
  const summaries = await enrollmentSummaries(users.map((u) => u.id));
  return { users, summaries };
}

export async function companyEmployees(companyId: number): Promise<CompanyEmployee[]> {
  const users = await User.findAll({ where: { company_id: companyId }, order: [['name', 'ASC']] });
  const summaries = await enrollmentSummaries(users.map((u) => u.id));
  return users.map((u) => {
    const s = summaries.get(u.id);
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      cpf: u.cpf ?? null,
      phone: u.phone ?? null,
      is_active: Boolean(u.is_active),
      total_enrollments: s?.total ?? 0,
      completed_courses: s?.completed ?? 0,
      courses: s?.courses ?? [],
    };
  });
}

/** Active students per company, for every company at once. */
export async function employeeCounts(): Promise<Map<number, number>> {
  const rows = await runtime().sequelize.query<{ company_id: number; n: number }>(
    `SELECT company_id, COUNT(*) AS n FROM users
      WHERE company_id IS NOT NULL AND role = 'student' AND is_active = :active
      GROUP BY company_id`,
    { replacements: { active: true }, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [Number(r.company_id), Number(r.n)]));
}

export async function dashboardCounts(): Promise<AdminDashboardCounts> {
  const rows = await runtime().sequelize.query<{ role: string; n: number }>(
    'SELECT role, COUNT(*) AS n FROM users GROUP BY role',
    { type: QueryTypes.SELECT },
  );
  const by = new Map(rows.map((r) => [r.role, Number(r.n)]));
  const total = [...by.values()].reduce((a, b) => a + b, 0);
  return {
    users: {
      total,
      admins: by.get('admin') ?? 0,
      students: LEARNER_ROLES.reduce((sum, role) => sum + (by.get(role) ?? 0), 0),
    },
  };
}
