import { LEARNER_ROLES } from '../policies/enrollments';

/**
 * The learners of the policy table as an SQL list, `('student')`: who the reports and counts call
 * students (not admins, managers or instructors). Built from constants of the code, never input.
 */
export const LEARNERS_SQL = `(${LEARNER_ROLES.map((role) => `'${role}'`).join(', ')})`;
