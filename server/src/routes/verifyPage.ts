import { readFileSync } from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
import Handlebars from 'handlebars';
import { Certificate, Course, User } from '../models';
import { templatesDir } from '../paths';
import { presentCertificate } from '../presenters/certificate';
import { now } from '../services/clock';
import { brDate, hoursLabel } from '../services/format';
import { brandSettings } from '../services/settings';
import type { AppState } from '../state';

let template: Handlebars.TemplateDelegate | null = null;
const STATUS_CLASS = { valid: 'ok', expiring: 'warn', expired: 'bad', revoked: 'bad' } as const;

/**
 * The public page a certificate's QR code opens: server-rendered, no sign-in, no script, so a
 * client's safety inspector can check a worker's training from a phone.
 */
export const verifyPageRouter = new Router<AppState>();

/** 'TS-ABCD-EFGH-JKMN' and the codes of older systems: letters, digits and dashes. */
export const CODE_SHAPE = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

verifyPageRouter.get('/verificar/:code', async (ctx) => {
  template ??= Handlebars.compile(readFileSync(path.join(templatesDir, 'verify.hbs'), 'utf8'));
  const code = String(ctx.params.code).trim().toUpperCase().slice(0, 40);
  const brand = await brandSettings();
  // Only a code's shape reaches the database (a NUL or a quote in the URL is just "not found").
  const cert = CODE_SHAPE.test(code) ? await Certificate.findOne({ where: { certificate_code: code } }) : null;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  if (!cert) {
    ctx.status = 404;
    ctx.body = template({ brand: brand.name, themeColor: brand.themeColor, found: false, code });
    return;
  }
  const [user, course] = await Promise.all([
    User.findByPk(cert.user_id, { attributes: ['name'] }),
    Course.findByPk(cert.course_id),
  ]);
  const shown = presentCertificate({ cert, courseTitle: course?.title ?? '', userName: user?.name ?? '' }, now());
  const kind =
    shown.validity === 'revoked' ? '' : cert.is_temporary ? ' — temporário, aguardando validação' : ' — oficial';
  ctx.body = template({
    brand: brand.name,
    themeColor: brand.themeColor,
    found: true,
    code: cert.certificate_code,
    statusClass: STATUS_CLASS[shown.validity],
    statusText: `${shown.validity_label}${kind}`,
    studentName: shown.user_name,
    courseTitle: shown.course_title,
    workload: hoursLabel(course?.workload_hours),
    issuedDate: brDate(cert.issued_at),
    validatedDate: cert.validated_at ? brDate(cert.validated_at) : null,
    expiresDate: cert.expires_at ? brDate(cert.expires_at) : null,
    revokeReason: cert.revoke_reason,
  });
});
