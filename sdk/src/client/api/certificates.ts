import { CERTIFICATES } from '../../contract/endpoints/certificates';
import type { Caller } from './caller';

type ExpiringQuery = { days?: number; company_id?: number };

export const certificatesApi = ({ call }: Caller) => ({
  list: () => call(CERTIFICATES.list),
  my: () => call(CERTIFICATES.my),
  /** The PDF as a Blob (the bearer token is sent). */
  download: (id: number) => call(CERTIFICATES.download, { params: { id } }),
  generateTemporary: (courseId: number) => call(CERTIFICATES.generateTemporary, { body: { courseId } }),
  upload: (courseId: number, userId: number, file: Blob) => {
    const form = new FormData();
    form.append('course_id', String(courseId));
    form.append('user_id', String(userId));
    form.append('certificate', file, (file as File).name ?? 'certificado.pdf');
    return call(CERTIFICATES.upload, { body: form });
  },
  /** E-mails the worker the code that confirms receiving the training (issue 22). */
  acknowledgmentCode: (id: number) => call(CERTIFICATES.acknowledgmentCode, { params: { id } }),
  /** The worker's electronic signature on their certificate. */
  acknowledge: (id: number, code: string) => call(CERTIFICATES.acknowledge, { params: { id }, body: { code } }),
  validate: (id: number) => call(CERTIFICATES.validate, { params: { id } }),
  revoke: (id: number, reason: string) => call(CERTIFICATES.revoke, { params: { id }, body: { reason } }),
  remove: (id: number) => call(CERTIFICATES.remove, { params: { id } }),
  verify: (code: string) => call(CERTIFICATES.verify, { params: { code } }),
  expiring: (query: ExpiringQuery = {}) => call(CERTIFICATES.expiring, { query }),
  /** CSV of what expires (BOM, ';'), as a Blob. */
  expiringCsv: (query: ExpiringQuery = {}) => call(CERTIFICATES.expiringCsv, { query }),
});
