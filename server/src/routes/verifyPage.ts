import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E, PRIVACY_MSG, SIGNATURE_KIND_LABELS } from '@trilha/sdk/contract';
import Handlebars from 'handlebars';
import { Routes } from '../http/routes';
import { templatesDir } from '../paths';
import { presentCertificate, trainingFacts } from '../presenters/certificate';
import { certificateByCode } from '../queries/certificates';
import { now } from '../services/clock';
import { brDate, hoursLabel } from '../services/format';
import { brandSettings } from '../services/settings';
import { signatureKindOf } from '../services/signing/signer';

let template: Handlebars.TemplateDelegate | null = null;
const STATUS_CLASS = { valid: 'ok', expiring: 'warn', expired: 'bad', revoked: 'bad' } as const;

/**
 * The public page a certificate's QR code opens: server-rendered, no sign-in, no script, so a
 * client's safety inspector can check a worker's training from a phone.
 */
/** The verification page says which signature the official PDF carries. */
async function signatureLabel(cert: Parameters<typeof signatureKindOf>[0]) {
  const kind = await signatureKindOf(cert);
  return kind ? SIGNATURE_KIND_LABELS[kind] : null;
}

export const verifyPageRoutes = new Routes().add(E.pages.verify, async (ctx, { params }) => {
  template ??= Handlebars.compile(readFileSync(path.join(templatesDir, 'verify.hbs'), 'utf8'));
  const brand = await brandSettings();
  const { code, found } = await certificateByCode(params.code);
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  if (!found) {
    ctx.status = 404;
    ctx.body = template({
      brand: brand.name,
      themeColor: brand.themeColor,
      themeText: brand.themeText,
      found: false,
      code,
    });
    return undefined;
  }
  const { cert, course } = found;
  const shown = presentCertificate({ cert, courseTitle: course?.title ?? '', userName: found.studentName }, now());
  const kind =
    shown.validity === 'revoked' ? '' : cert.is_temporary ? ' — temporário, aguardando validação' : ' — oficial';
  ctx.body = template({
    brand: brand.name,
    themeColor: brand.themeColor,
    themeText: brand.themeText,
    found: true,
    code: cert.certificate_code,
    statusClass: STATUS_CLASS[shown.validity],
    statusText: `${shown.validity_label}${kind}`,
    studentName: shown.user_name,
    courseTitle: shown.course_title,
    workload: hoursLabel(course?.workload_hours),
    ...trainingFacts(cert),
    issuedDate: brDate(cert.issued_at),
    validatedDate: cert.validated_at ? brDate(cert.validated_at) : null,
    expiresDate: cert.expires_at ? brDate(cert.expires_at) : null,
    revokeReason: cert.revoke_reason,
    signatureLabel: await signatureLabel(cert),
    retainedNotice: found.retainedUntil ? PRIVACY_MSG.retainedNotice(brDate(found.retainedUntil)) : null,
  });
  return undefined;
});
