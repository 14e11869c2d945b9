import {
  AcknowledgmentSchema,
  CertificateUploadSchema,
  ExpiringQuerySchema,
  GenerateTemporarySchema,
  RevokeSchema,
} from '../certificateSchemas';
import { CERTIFICATE_LIMITS, CERTIFICATE_MSG, type CertificateAcknowledgment } from '../certificates';
import { IdParamsSchema } from '../common';
import { endpoint, needs, PUBLIC, WIDGET } from '../endpoint';
import type { CertificateShape, CertificateVerification, MessageResponse } from '../types';
import { z } from '../zod';

const manage = needs('certificates.manage');
type Grouped = { permanent: CertificateShape[]; temporary: CertificateShape[] };
type WithCertificate = MessageResponse & { certificate: CertificateShape };

/**
 * Certificates: a learner's own (also from an intranet widget), all of them for those who manage
 * certificates, and the public check of a code printed on one.
 */
export const CERTIFICATES = {
  /** E-mails the worker a code to confirm receiving the training of their own certificate (issue 22). */
  acknowledgmentCode: endpoint()({
    method: 'POST',
    path: '/api/certificates/:id/acknowledgment/code',
    auth: WIDGET,
    params: IdParamsSchema,
  }),
  /** The worker's electronic signature: the code confirms; time, IP, browser and the certificate's hash are kept. */
  acknowledge: endpoint<MessageResponse & { acknowledgment: CertificateAcknowledgment }>()({
    method: 'POST',
    path: '/api/certificates/:id/acknowledgment',
    auth: WIDGET,
    params: IdParamsSchema,
    body: AcknowledgmentSchema,
    status: 201,
  }),
  /** Every certificate for those who manage certificates; a learner's own otherwise. */
  list: endpoint<Grouped>()({ method: 'GET', path: '/api/certificates', auth: WIDGET }),
  my: endpoint<Grouped>()({ method: 'GET', path: '/api/certificates/my', auth: WIDGET }),
  expiring: endpoint<{ certificates: CertificateShape[] }>()({
    method: 'GET',
    path: '/api/certificates/expiring',
    auth: manage,
    query: ExpiringQuerySchema,
  }),
  /** The same list as CSV (BOM, ';'). */
  expiringCsv: endpoint()({
    method: 'GET',
    path: '/api/certificates/expiring/export',
    auth: manage,
    query: ExpiringQuerySchema,
    answer: 'file',
  }),
  /** Anyone may check a code; an unknown one answers 404 with `found: false`. */
  verify: endpoint<CertificateVerification>()({
    method: 'GET',
    path: '/api/certificates/verify/:code',
    auth: PUBLIC,
    params: z.object({ code: z.string() }),
  }),
  generateTemporary: endpoint<WithCertificate>()({
    method: 'POST',
    path: '/api/certificates/generate-temporary-certificate',
    auth: WIDGET,
    body: GenerateTemporarySchema,
    status: 201,
  }),
  upload: endpoint<WithCertificate>()({
    method: 'POST',
    path: '/api/certificates/upload',
    auth: manage,
    body: CertificateUploadSchema,
    upload: {
      field: 'certificate',
      maxBytes: CERTIFICATE_LIMITS.uploadMaxBytes,
      tooLarge: CERTIFICATE_MSG.uploadTooLarge,
    },
    status: 201,
  }),
  /** The PDF: to its owner and to those who manage certificates; a revoked one to nobody (410). */
  download: endpoint()({
    method: 'GET',
    path: '/api/certificates/:id/download',
    auth: WIDGET,
    params: IdParamsSchema,
    answer: 'file',
  }),
  validate: endpoint<WithCertificate>()({
    method: 'POST',
    path: '/api/certificates/:id/validate',
    auth: manage,
    params: IdParamsSchema,
  }),
  revoke: endpoint<WithCertificate>()({
    method: 'POST',
    path: '/api/certificates/:id/revoke',
    auth: manage,
    params: IdParamsSchema,
    body: RevokeSchema,
  }),
  remove: endpoint()({
    method: 'DELETE',
    path: '/api/certificates/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
};
