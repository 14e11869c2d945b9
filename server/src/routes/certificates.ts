import Router from '@koa/router';
import {
  CERTIFICATE_MSG,
  CertificateUploadSchema,
  type CertificateVerification,
  ExpiringQuerySchema,
  GenerateTemporarySchema,
  IdSchema,
  RevokeSchema,
} from '@trilha/sdk/contract';
import { z } from 'zod';
import {
  certificateDeleter,
  certificateRevoker,
  certificateUploader,
  certificateValidator,
  temporaryIssuer,
} from '../commands/certificates';
import { ForbiddenError, NotFoundError } from '../errors';
import { auth, currentUser, requireAdmin, studentAuth } from '../middleware/auth';
import { singleFile } from '../middleware/upload';
import { Certificate, Course, User } from '../models';
import { isAdmin } from '../policies';
import { type CertificateRow, presentCertificate, validityOf } from '../presenters/certificate';
import { certificateRows, expiringRows } from '../queries/certificates';
import { audit } from '../services/audit';
import { certificatePdf } from '../services/certificatePdf';
import { now } from '../services/clock';
import { csvStream, datedFileName } from '../services/csv';
import { brDate } from '../services/format';
import type { AppState } from '../state';
import { parse } from '../validation';
import { CODE_SHAPE } from './verifyPage';

export const certificatesRouter = new Router<AppState>({ prefix: '/api/certificates' });

const Params = z.object({ id: IdSchema });

function grouped(rows: CertificateRow[], admin: boolean) {
  const at = now();
  const all = rows.map((r) => presentCertificate(r, at, { admin }));
  return { permanent: all.filter((c) => !c.is_temporary), temporary: all.filter((c) => c.is_temporary) };
}

certificatesRouter.get('/', studentAuth(), async (ctx) => {
  const user = currentUser(ctx.state);
  const rows = await certificateRows(isAdmin(user) ? {} : { user_id: user.id });
  ctx.body = grouped(rows, isAdmin(user));
});

certificatesRouter.get('/my', studentAuth(), async (ctx) => {
  ctx.body = grouped(await certificateRows({ user_id: currentUser(ctx.state).id }), false);
});

certificatesRouter.get('/expiring', auth(), requireAdmin(), async (ctx) => {
  const { days, company_id } = parse(ExpiringQuerySchema, ctx.query);
  const rows = await expiringRows(new Date(now().getTime() + days * 86_400_000), company_id);
  ctx.body = { certificates: rows.map((r) => presentCertificate(r, now(), { admin: true })) };
});

certificatesRouter.get('/expiring/export', auth(), requireAdmin(), async (ctx) => {
  const { days, company_id } = parse(ExpiringQuerySchema, ctx.query);
  const rows = await expiringRows(new Date(now().getTime() + days * 86_400_000), company_id);
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
});

certificatesRouter.get('/verify/:code', async (ctx) => {
  const code = String(ctx.params.code).trim().toUpperCase().slice(0, 40);
  const cert = CODE_SHAPE.test(code) ? await Certificate.findOne({ where: { certificate_code: code } }) : null;
  if (!cert) {
    ctx.status = 404;
    ctx.body = {
      found: false,
      certificate_code: code,
      message: CERTIFICATE_MSG.notFound,
    } satisfies CertificateVerification & { message: string };
    return;
  }
  const [user, course] = await Promise.all([
    User.findByPk(cert.user_id, { attributes: ['name'] }),
    Course.findByPk(cert.course_id),
  ]);
  const validity = validityOf(cert, now());
  ctx.body = {
    found: true,
    certificate_code: cert.certificate_code,
    student_name: user?.name ?? '',
    course_title: course?.title ?? '',
    workload_hours: course?.workload_hours ?? null,
    issued_at: new Date(cert.issued_at).toISOString(),
    validated_at: cert.validated_at ? new Date(cert.validated_at).toISOString() : null,
    expires_at: cert.expires_at ? new Date(cert.expires_at).toISOString() : null,
    official: !cert.is_temporary,
    validity,
    validity_label: presentCertificate({ cert, courseTitle: '', userName: '' }, now()).validity_label,
    revoke_reason: cert.revoke_reason ?? null,
  } satisfies CertificateVerification;
});

certificatesRouter.post('/generate-temporary-certificate', studentAuth(), async (ctx) => {
  const { courseId } = parse(GenerateTemporarySchema, ctx.request.body);
  const cert = await temporaryIssuer(currentUser(ctx.state), courseId, ctx.state.actor);
  const [row] = await certificateRows({ id: cert.id });
  ctx.status = 201;
  ctx.body = {
    success: true,
    message: CERTIFICATE_MSG.generated,
    certificate: presentCertificate(row as CertificateRow, now()),
  };
});

certificatesRouter.post(
  '/upload',
  auth(),
  requireAdmin(),
  singleFile('certificate', 10_485_760, CERTIFICATE_MSG.uploadTooLarge),
  async (ctx) => {
    const input = parse(CertificateUploadSchema, ctx.request.body);
    const cert = await certificateUploader(input, ctx.request.file?.buffer, ctx.state.actor);
    const [row] = await certificateRows({ id: cert.id });
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: CERTIFICATE_MSG.uploaded,
      certificate: presentCertificate(row as CertificateRow, now(), { admin: true }),
    };
  },
);

/** A student downloads only their own certificates; admins any; a revoked one nobody (410). */
certificatesRouter.get('/:id/download', studentAuth(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  const user = currentUser(ctx.state);
  const cert = await Certificate.findByPk(id);
  if (!cert) throw NotFoundError(CERTIFICATE_MSG.notFound);
  if (!isAdmin(user) && cert.user_id !== user.id) throw ForbiddenError();
  const pdf = await certificatePdf(cert);
  await audit(ctx.state.actor, {
    action: 'CERTIFICADO_BAIXADO',
    description: `Certificado baixado: ${cert.certificate_code}`,
  });
  ctx.type = 'application/pdf';
  ctx.attachment(`certificado-${cert.certificate_code}.pdf`);
  ctx.body = pdf;
});

certificatesRouter.post('/:id/validate', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  const cert = await certificateValidator(id, ctx.state.actor);
  const [row] = await certificateRows({ id: cert.id });
  ctx.body = {
    success: true,
    message: CERTIFICATE_MSG.validated,
    certificate: presentCertificate(row as CertificateRow, now(), { admin: true }),
  };
});

certificatesRouter.post('/:id/revoke', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  const { reason } = parse(RevokeSchema, ctx.request.body);
  const cert = await certificateRevoker(id, reason, ctx.state.actor);
  const [row] = await certificateRows({ id: cert.id });
  ctx.body = {
    success: true,
    message: CERTIFICATE_MSG.revoked,
    certificate: presentCertificate(row as CertificateRow, now(), { admin: true }),
  };
});

certificatesRouter.delete('/:id', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  await certificateDeleter(id, ctx.state.actor);
  ctx.body = { success: true, message: CERTIFICATE_MSG.deleted };
});
