import { createHash } from 'node:crypto';
import { ACKNOWLEDGMENT_MSG, CERTIFICATE_MSG, formatCpf } from '@trilha/sdk/contract';
import { UniqueConstraintError } from 'sequelize';
import { ConflictError, NotFoundError } from '../errors';
import { Certificate, CertificateAcknowledgment, Course, type User } from '../models';
import { type Actor, audit } from '../services/audit';
import { renderAhead } from '../services/certificatePdf';
import { now } from '../services/clock';
import { consumeCode, issueCode } from '../services/codes';
import { hoursLabel } from '../services/format';
import { brandSettings } from '../services/settings';

/** The worker's own, live certificate; anyone else's does not exist for them (404). */
async function ownCertificate(user: User, id: number): Promise<Certificate> {
  const cert = await Certificate.findByPk(id);
  if (!cert || cert.user_id !== user.id) throw NotFoundError(CERTIFICATE_MSG.notFound);
  if (cert.status === 'revoked') throw ConflictError(ACKNOWLEDGMENT_MSG.revoked);
  if (await CertificateAcknowledgment.findOne({ where: { certificate_id: id }, attributes: ['id'] })) {
    throw ConflictError(ACKNOWLEDGMENT_MSG.already);
  }
  return cert;
}

/**
 * What the worker acknowledges, as a fixed text: the certificate's code, the person, the course and
 * the date it was issued. Its SHA-256 ties the signature to this certificate and no other.
 */
function acknowledgedFacts(cert: Certificate, user: User, course: Course | null): string {
  return [
    cert.certificate_code,
    user.name,
    formatCpf(user.cpf),
    course?.title ?? '',
    hoursLabel(course?.workload_hours),
    new Date(cert.issued_at).toISOString(),
  ].join('\n');
}

export async function acknowledgmentCodeSender(user: User, certificateId: number): Promise<void> {
  await ownCertificate(user, certificateId);
  await issueCode(user, 'certificate_acknowledgment', undefined, { scope: String(certificateId) });
}

/** Records the worker's electronic signature once the e-mailed code matches; one per certificate. */
export async function certificateAcknowledger(
  user: User,
  certificateId: number,
  code: string,
  actor: Actor,
): Promise<CertificateAcknowledgment> {
  const cert = await ownCertificate(user, certificateId);
  await consumeCode(user.id, 'certificate_acknowledgment', code, String(certificateId));
  const [course, brand] = await Promise.all([Course.findByPk(cert.course_id), brandSettings()]);
  try {
    const row = await CertificateAcknowledgment.create({
      certificate_id: cert.id,
      user_id: user.id,
      statement: ACKNOWLEDGMENT_MSG.statement(course?.title ?? '', hoursLabel(course?.workload_hours), brand.name),
      certificate_sha256: createHash('sha256')
        .update(acknowledgedFacts(cert, user, course))
        .digest('hex'),
      ip: actor.ip,
      user_agent: actor.userAgent ?? null,
      acknowledged_at: now(),
    });
    await audit(actor, {
      action: 'CIENCIA_TREINAMENTO',
      description: `Recebimento do treinamento confirmado: ${course?.title ?? ''} (certificado ${cert.certificate_code})`,
    });
    // The certificate now prints the worker's signature: its new page is printed ahead.
    if (!cert.is_temporary) renderAhead(cert);
    return row;
  } catch (err) {
    if (err instanceof UniqueConstraintError) throw ConflictError(ACKNOWLEDGMENT_MSG.already);
    throw err;
  }
}
