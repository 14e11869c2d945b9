import { BACKUP_MSG } from '@trilha/sdk/contract';
import { NotFoundError } from '../errors';
import type { RestoreSession, User } from '../models';

/**
 * An analysed backup is restored only by the admin who uploaded it: to anyone else its restore id
 * does not exist (404), as an unknown or already confirmed one.
 */
export function authorizeRestore<S extends Pick<RestoreSession, 'user_id'>>(
  user: Pick<User, 'id'>,
  session: S | null,
): asserts session is S {
  if (!session || session.user_id !== user.id) throw NotFoundError(BACKUP_MSG.restoreNotFound);
}
