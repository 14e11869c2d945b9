import { PRACTICAL_MSG } from '@trilha/sdk/contract';
import { ForbiddenError, NotFoundError } from '../errors';
import type { PracticalSession, User } from '../models';
import { can, canEverywhere, companyScope } from './grants';

type Holder = Pick<User, 'id' | 'role'>;

/**
 * Reading a session and its roster: whoever runs practical sessions platform-wide (an admin), or
 * the instructor it is assigned to. Another instructor learns nothing of it (404).
 */
export function authorizeSessionView(user: Holder, session: Pick<PracticalSession, 'instructor_id'>): void {
  if (canEverywhere(user, 'practical.instruct') || session.instructor_id === user.id) return;
  throw NotFoundError(PRACTICAL_MSG.notFound);
}

/**
 * Marking attendance and rating the practice happen on the session's instructor's device, in their
 * name: nobody else, an admin included, signs for them (an admin reads, and may send a code).
 */
export function authorizeSessionInstructor(user: Holder, session: Pick<PracticalSession, 'instructor_id'>): void {
  authorizeSessionView(user, session);
  if (session.instructor_id !== user.id) throw ForbiddenError(PRACTICAL_MSG.notYourSession);
}

/**
 * Who gets a session's attendance list, and which of its lines: everyone on it for an admin and
 * the session's instructor; a client company's manager, only their company's workers (the caller
 * answers 404 when none of them is on it); anyone else, nothing (403).
 */
export function attendanceListScope(
  user: Holder & Pick<User, 'company_id'>,
  session: Pick<PracticalSession, 'instructor_id'>,
): { companyId: number | null } {
  authorizeAttendanceLists(user);
  if (canEverywhere(user, 'practical.instruct') || session.instructor_id === user.id) return { companyId: null };
  if (can(user, 'team.read')) return { companyId: companyScope(user, 'team.read') };
  throw NotFoundError(PRACTICAL_MSG.notFound);
}

/** Before any session is looked up: a role that never reads attendance lists is refused (403). */
export function authorizeAttendanceLists(user: Holder): void {
  if (!can(user, 'practical.instruct') && !can(user, 'team.read')) throw ForbiddenError();
}
