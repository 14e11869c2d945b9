import { CAPABILITIES, type Capability, type Reach, type Role } from '@trilha/sdk/contract';
import { ForbiddenError } from '../errors';
import type { User } from '../models';

type Grants = Readonly<Partial<Record<Capability, Reach>>>;

const everything = (reach: Reach, except: Capability[] = []): Grants =>
  Object.fromEntries(CAPABILITIES.filter((c) => !except.includes(c)).map((c) => [c, reach]));

/**
 * What each role may do, and how far (ARCHITECTURE §10). A new role is a new row here and a new
 * column in the permission table test; the endpoints name capabilities, never roles. A reach of
 * 'company' binds the capability to the holder's company: the handlers scope their reads and
 * check their targets with `companyScope` and `authorizeCompanyRecord`.
 */
export const GRANTS: Readonly<Record<Role, Grants>> = {
  admin: everything('all', ['courses.study']),
  student: { 'courses.study': 'own' },
  // The practical part of blended courses (issue 20): the sessions assigned to them, nothing else.
  // Tutoring (issue 26): the questions of the courses they are assigned to tutor.
  instructor: { 'practical.instruct': 'own', 'tutoring.answer': 'own' },
  // A client company's manager: its workers, matrix, compliance, certificates and reports, nothing else.
  manager: {
    'users.manage': 'company',
    'team.read': 'company',
    'team.manage': 'company',
    'certificates.read': 'company',
    'reports.company': 'company',
    'training.trigger': 'company',
    'evidence.read': 'company',
    'webhooks.manage': 'company',
  },
};

type Holder = Pick<User, 'role'> & Partial<Pick<User, 'company_id'>>;

export function reachOf(user: Holder | undefined, capability: Capability): Reach | null {
  return (user && GRANTS[user.role as Role]?.[capability]) || null;
}

export function can(user: Holder | undefined, capability: Capability): boolean {
  return reachOf(user, capability) !== null;
}

/** True when the capability covers the whole platform for this user (an admin's). */
export function canEverywhere(user: Holder | undefined, capability: Capability): boolean {
  return reachOf(user, capability) === 'all';
}

/**
 * The company a capability confines the user to: null for the whole platform, the user's company
 * for a company reach. A company-bound role without a company reaches nothing (403).
 */
export function companyScope(user: Holder, capability: Capability): number | null {
  const reach = reachOf(user, capability);
  if (reach === 'all') return null;
  if (reach === 'company' && user.company_id) return user.company_id;
  throw ForbiddenError();
}

/** Whether a record of `companyId` lies within the user's reach of the capability. */
export function reachesCompany(user: Holder, capability: Capability, companyId: number | null | undefined): boolean {
  const scope = companyScope(user, capability);
  return scope === null || (companyId != null && scope === companyId);
}
