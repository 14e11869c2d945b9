import { ForbiddenError } from '../errors';
import type { Certificate, User } from '../models';
import { can } from './grants';

/** A certificate's PDF goes to its owner and to those who manage certificates; anyone else gets 403. */
export function authorizeCertificateDownload(
  user: Pick<User, 'id' | 'role'>,
  cert: Pick<Certificate, 'user_id'>,
): void {
  if (can(user, 'certificates.manage') || cert.user_id === user.id) return;
  throw ForbiddenError();
}
