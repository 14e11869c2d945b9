import { EMBED_MSG } from '@trilha/sdk/contract';
import { ForbiddenError } from '../errors';
import type { Company, User } from '../models';
import { can } from './grants';

/**
 * A company's API key speaks for that company only: a person of another company is, to the key,
 * nobody (the token issuer answers as for an unknown e-mail and logs the real reason).
 */
export const keyReaches = (person: Pick<User, 'company_id'>, company: Pick<Company, 'id'>): boolean =>
  person.company_id === company.id;

/** Widget tokens are for active people who study: an admin or an inactive worker is refused (403). */
export function authorizeEmbedStudent(person: Pick<User, 'role' | 'is_active'>): void {
  if (!can(person, 'courses.study')) throw ForbiddenError(EMBED_MSG.notStudent);
  if (!person.is_active) throw ForbiddenError(EMBED_MSG.userInactive);
}
