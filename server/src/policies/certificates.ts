import { CERTIFICATE_MSG } from '@trilha/sdk/contract';
import { ForbiddenError, NotFoundError } from '../errors';
import type { Certificate, User } from '../models';
import { can, reachesCompany } from './grants';

/**
 * A certificate's PDF goes to its owner, to those who manage certificates, and to a manager of the
 * owner's company (issue 18); anyone else gets 403, and a manager 404 for another company's (its
 * existence stays unknown).
 */
export function authorizeCertificateDownload(
  user: Pick<User, 'id' | 'role' | 'company_id'>,
  cert: Pick<Certificate, 'user_id'>,
  ownerCompanyId: number | null,
): void {
  if (cert.user_id === user.id || can(user, 'certificates.manage')) return;
  if (!can(user, 'certificates.read')) throw ForbiddenError();
  if (!reachesCompany(user, 'certificates.read', ownerCompanyId)) throw NotFoundError(CERTIFICATE_MSG.notFound);
}
