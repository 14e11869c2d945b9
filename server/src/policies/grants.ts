import { CAPABILITIES, type Capability, type Role } from '@trilha/sdk/contract';
import type { User } from '../models';

/**
 * What each role may do. A new role is a new row here and a new column in the permission table
 * test; the endpoints name capabilities, never roles.
 */
export const GRANTS: Readonly<Record<Role, readonly Capability[]>> = {
  admin: CAPABILITIES.filter((c) => c !== 'courses.study'),
  student: ['courses.study'],
  // The spec's 'instructor' label: a learner like a student until practical sessions give it its own rows.
  instructor: ['courses.study'],
};

export function can(user: Pick<User, 'role'> | undefined, capability: Capability): boolean {
  return Boolean(user && GRANTS[user.role as Role]?.includes(capability));
}
