import { MANAGER_MSG, MSG, type UserCreateReq } from '@trilha/sdk/contract';
import { ForbiddenError, NotFoundError } from '../errors';
import type { User } from '../models';
import { LEARNER_ROLES } from './enrollments';
import { companyScope, reachOf } from './grants';

type Actor = Pick<User, 'id' | 'role' | 'company_id'>;
/** The account acted on, as far as the decision needs it; null when no such account exists. */
export type Target = Pick<User, 'id' | 'role' | 'company_id'> | null;

/**
 * What is done to a user account. Everyone reads and edits their own profile, changes their own
 * password and switches their own 2FA (the commands ask for the proof); an admin does it on
 * anyone. A manager (issue 18) reads, edits and (de)activates the workers of their company only,
 * and never sets their passwords, 2FA or deletes them: the worker's account stays the worker's.
 * Status, deletion and set passwords are never on one's own account: nobody locks themselves out.
 */
export type UserAction =
  | 'read'
  | 'update'
  | 'changePassword'
  | 'setPassword'
  | 'manageTwoFactor'
  | 'setStatus'
  | 'delete';

const MANAGER_ACTIONS: readonly UserAction[] = ['read', 'update', 'setStatus'];

/** A worker of the manager's company: a learner account with the manager's company. */
function isOwnWorker(actor: Actor, target: Target): boolean {
  return (
    target !== null &&
    LEARNER_ROLES.includes(target.role) &&
    target.company_id !== null &&
    target.company_id === companyScope(actor, 'users.manage')
  );
}

/** Throws 403 (or 404, where the account's existence would leak to a manager) unless `actor` may do `action`. */
export function authorizeUser(actor: Actor, action: UserAction, targetId: number, target: Target = null): void {
  const reach = reachOf(actor, 'users.manage');
  const own = actor.id === targetId;
  if (action === 'setStatus' || action === 'delete') {
    if (own && reach) throw ForbiddenError(action === 'delete' ? MSG.cannotDeleteSelf : MSG.cannotChangeOwnStatus);
  }
  if (reach === 'all') return;
  if (reach === 'company' && !own) {
    if (!isOwnWorker(actor, target)) throw NotFoundError(MSG.userNotFound);
    if (!MANAGER_ACTIONS.includes(action)) throw ForbiddenError();
    return;
  }
  if (own && action !== 'setStatus' && action !== 'delete' && action !== 'setPassword') return;
  throw ForbiddenError();
}

/**
 * The fields an edit of an account changes. Everyone edits their own contact data (name, phone,
 * address); an admin also the account data (e-mail, CPF, modality, company) of anyone, and the
 * access (role, status) of anyone but themselves. A manager edits the account data (not the
 * company) and the status of their workers, never a role. Fields sent beyond these are ignored.
 */
export function editableUserFields(
  actor: Actor,
  targetId: number,
): { account: boolean; company: boolean; role: boolean; status: boolean; jobRole: boolean } {
  const reach = reachOf(actor, 'users.manage');
  const other = actor.id !== targetId;
  if (reach === 'all') return { account: true, company: true, role: other, status: other, jobRole: true };
  if (reach === 'company' && other) return { account: true, company: false, role: false, status: true, jobRole: true };
  return { account: false, company: false, role: false, status: false, jobRole: false };
}

/**
 * A new account by a manager: a worker (student) of the manager's own company, whatever company
 * the body names; any other role or company is refused. Admins create anything.
 */
export function scopedNewUser<T extends Pick<UserCreateReq, 'role' | 'company_id'>>(actor: Actor, input: T): T {
  const scope = companyScope(actor, 'users.manage');
  if (scope === null) return input;
  if ((input.role ?? 'student') !== 'student') throw ForbiddenError(MANAGER_MSG.managerOwnCompany);
  if (input.company_id != null && input.company_id !== scope) throw ForbiddenError(MANAGER_MSG.managerOwnCompany);
  return { ...input, role: 'student', company_id: scope };
}
