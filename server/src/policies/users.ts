import { MSG } from '@trilha/sdk/contract';
import { ForbiddenError } from '../errors';
import type { User } from '../models';
import { can } from './grants';

type Actor = Pick<User, 'id' | 'role'>;

/**
 * What is done to a user account. Everyone reads and edits their own profile, changes their own
 * password and switches their own 2FA (the commands ask for the proof); a user manager does it on
 * anyone. Status and deletion are a user manager's, never on their own account: nobody locks
 * themselves out.
 */
export type UserAction = 'read' | 'update' | 'changePassword' | 'manageTwoFactor' | 'setStatus' | 'delete';

/** Throws 403 unless `actor` may do `action` to the account `targetId`. */
export function authorizeUser(actor: Actor, action: UserAction, targetId: number): void {
  const manager = can(actor, 'users.manage');
  const own = actor.id === targetId;
  if (action === 'setStatus' || action === 'delete') {
    if (!manager) throw ForbiddenError();
    if (own) throw ForbiddenError(action === 'delete' ? MSG.cannotDeleteSelf : MSG.cannotChangeOwnStatus);
    return;
  }
  if (!own && !manager) throw ForbiddenError();
}

/**
 * The fields an edit of an account changes. Everyone edits their own contact data (name, phone,
 * address); a user manager also the account data (e-mail, CPF, modality, company) of anyone, and
 * the access (role, status) of anyone but themselves. Fields sent beyond these are ignored.
 */
export function editableUserFields(actor: Actor, targetId: number): { account: boolean; access: boolean } {
  const manager = can(actor, 'users.manage');
  return { account: manager, access: manager && actor.id !== targetId };
}
