import { ACKNOWLEDGMENT_MSG, CERTIFICATE_MSG, type CertificateVerification, E } from '@trilha/sdk/contract';
import { acknowledgmentCodeSender, certificateAcknowledger } from '../commands/acknowledgments';
import {
  certificateDeleter,
  certificateRevoker,
  certificateUploader,
  certificateValidator,
  temporaryIssuer,
} from '../commands/certificates';
import { NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { Certificate, User } from '../models';
import { authorizeCertificateDownload } from '../policies/certificates';
import { can, companyScope } from '../policies/grants';
import {
  type CertificateRow,
  presentAcknowledgment,
  presentCertificate,
  presentVerification,
} from '../presenters/certificate';
import { certificateByCode, certificateRows, expiringRows } from '../queries/certificates';
import { audit } from '../services/audit';
import { certificatePdf } from '../services/certificatePdf';
import { now } from '../services/clock';
import { csvStream, datedFileName } from '../services/csv';
import { brDate } from '../services/format';
import { signatureKindOf } from '../services/signing/signer';

function grouped(rows: CertificateRow[], admin: boolean) {
  const at = now();
  const all = rows.map((r) => presentCertificate(r, at, { admin }));
  return { permanent: all.filter((c) => !c.is_temporary), temporary: all.filter((c) => c.is_temporary) };
}

/** One certificate as those who manage certificates see it (with the student's e-mail and company). */
async function presentedForManager(cert: Certificate) {
  const [row] = await certificateRows({ id: cert.id });
  return presentCertificate(row as CertificateRow, now(), { admin: true });
}

const expiringUntil = (days: number) => new Date(now().getTime() + days * 86_400_000);

/** Those who manage certificates see everyone's; anyone else only their own (`can`, policies/grants). */
export const certificateRoutes = new Routes()
  .add(E.certificates.list, async (_ctx, { user }) => {
    if (!can(user, 'certificates.read')) return grouped(await certificateRows({ user_id: user.id }), false);
    // Admins see every certificate; a manager those of their company's workers (issue 18).
    const companyId = companyScope(user, 'certificates.read');
    return grouped(await certificateRows({}, 'issued', companyId), true);
  })
  .add(E.certificates.my, async (_ctx, { user }) => grouped(await certificateRows({ user_id: user.id }), false))
  .add(E.certificates.expiring, async (_ctx, { query }) => {
    const rows = await expiringRows(expiringUntil(query.days), query.company_id);
    return { certificates: rows.map((r) => presentCertificate(r, now(), { admin: true })) };
  })
  .add(E.certificates.expiringCsv, async (ctx, { query }) => {
    const rows = await expiringRows(expiringUntil(query.days), query.company_id);
    const at = now();
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(datedFileName('certificados-a-vencer', at));
    ctx.body = csvStream(
      ['Aluno', 'E-mail', 'Empresa', 'Curso', 'Código', 'Emitido em', 'Vence em', 'Situação'],
      rows.map((r) => {
        const c = presentCertificate(r, at, { admin: true });
        return [
          c.user_name,
          c.user_email,
          c.company,
          c.course_title,
          c.certificate_code,
          brDate(c.issued_at),
          brDate(c.expires_at),
          c.validity_label,
        ];
      }),
    );
    return undefined;
  })
  .add(E.certificates.acknowledgmentCode, async (_ctx, { params, user }) => {
    await acknowledgmentCodeSender(user, params.id);
    return { success: true, message: ACKNOWLEDGMENT_MSG.codeSent };
  })
  .add(E.certificates.acknowledge, async (ctx, { params, body, user }) => {
    const row = await certificateAcknowledger(user, params.id, body.code, ctx.state.actor);
    return { success: true, message: ACKNOWLEDGMENT_MSG.confirmed, acknowledgment: presentAcknowledgment(row) };
  })
  .add(E.certificates.verify, async (ctx, { params }) => {
    const { code, found } = await certificateByCode(params.code);
    if (found) return presentVerification(found, now(), await signatureKindOf(found.cert));
    ctx.status = 404;
    ctx.body = {
      found: false,
      certificate_code: code,
      message: CERTIFICATE_MSG.notFound,
    } satisfies CertificateVerification & { message: string };
    return undefined;
  })
  .add(E.certificates.generateTemporary, async (ctx, { body, user }) => {
    const cert = await temporaryIssuer(user, body.courseId, ctx.state.actor);
    const [row] = await certificateRows({ id: cert.id });
    return {
      success: true,
      message: CERTIFICATE_MSG.generated,
      certificate: presentCertificate(row as CertificateRow, now()),
    };
  })
  .add(E.certificates.upload, async (ctx, { body }) => {
    const cert = await certificateUploader(body, ctx.request.file?.buffer, ctx.state.actor);
    return { success: true, message: CERTIFICATE_MSG.uploaded, certificate: await presentedForManager(cert) };
  })
  .add(E.certificates.download, async (ctx, { params, user }) => {
    const cert = await Certificate.findByPk(params.id);
    if (!cert) throw NotFoundError(CERTIFICATE_MSG.notFound);
    const owner = cert.user_id === user.id ? user : await User.findByPk(cert.user_id, { attributes: ['company_id'] });
    authorizeCertificateDownload(user, cert, owner?.company_id ?? null);
    const pdf = await certificatePdf(cert);
    await audit(ctx.state.actor, {
      action: 'CERTIFICADO_BAIXADO',
      description: `Certificado baixado: ${cert.certificate_code}`,
    });
    ctx.type = 'application/pdf';
    ctx.attachment(`certificado-${cert.certificate_code}.pdf`);
    ctx.body = pdf;
    return undefined;
  })
  .add(E.certificates.validate, async (ctx, { params }) => {
    const cert = await certificateValidator(params.id, ctx.state.actor);
    return { success: true, message: CERTIFICATE_MSG.validated, certificate: await presentedForManager(cert) };
  })
  .add(E.certificates.revoke, async (ctx, { params, body }) => {
    const cert = await certificateRevoker(params.id, body.reason, ctx.state.actor);
    return { success: true, message: CERTIFICATE_MSG.revoked, certificate: await presentedForManager(cert) };
  })
  .add(E.certificates.remove, async (ctx, { params }) => {
    await certificateDeleter(params.id, ctx.state.actor);
    return { success: true, message: CERTIFICATE_MSG.deleted };
  });
