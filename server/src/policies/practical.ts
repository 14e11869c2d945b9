import { PRACTICAL_MSG } from '@trilha/sdk/contract';
import { ForbiddenError, NotFoundError } from '../errors';
import type { PracticalSession, User } from '../models';
import { canEverywhere } from './grants';

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
