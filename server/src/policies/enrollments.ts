import { COURSE_MSG, ROLES, type Role } from '@trilha/sdk/contract';
import { BadRequestError } from '../errors';
import type { User } from '../models';
import { can, GRANTS } from './grants';

/** The roles that study (granted 'courses.study'): whom an enrolment is for. */
export const LEARNER_ROLES: readonly Role[] = ROLES.filter((role) => GRANTS[role]['courses.study'] !== undefined);

/**
 * Enrolments are for people who study, while they are active: anyone else (an admin, who opens
 * every course without one, or an inactive user) is a 400 with the reason.
 */
export function authorizeEnrollee(person: Pick<User, 'role' | 'is_active'>): void {
  if (!can(person, 'courses.study')) throw BadRequestError(COURSE_MSG.onlyStudents);
  if (!person.is_active) throw BadRequestError(COURSE_MSG.inactiveUser);
}
