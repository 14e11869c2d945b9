import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

type ExpiringQuery = { days?: number; company_id?: number };

export const certificatesApi = ({ call }: Caller) => ({
  list: () => call(E.certificates.list),
  my: () => call(E.certificates.my),
  /** The PDF as a Blob (the bearer token is sent). */
  download: (id: number) => call(E.certificates.download, { params: { id } }),
  generateTemporary: (courseId: number) => call(E.certificates.generateTemporary, { body: { courseId } }),
  upload: (courseId: number, userId: number, file: Blob) => {
    const form = new FormData();
    form.append('course_id', String(courseId));
    form.append('user_id', String(userId));
    form.append('certificate', file, (file as File).name ?? 'certificado.pdf');
    return call(E.certificates.upload, { body: form });
  },
  validate: (id: number) => call(E.certificates.validate, { params: { id } }),
  revoke: (id: number, reason: string) => call(E.certificates.revoke, { params: { id }, body: { reason } }),
  remove: (id: number) => call(E.certificates.remove, { params: { id } }),
  verify: (code: string) => call(E.certificates.verify, { params: { code } }),
  expiring: (query: ExpiringQuery = {}) => call(E.certificates.expiring, { query }),
  /** CSV of what expires (BOM, ';'), as a Blob. */
  expiringCsv: (query: ExpiringQuery = {}) => call(E.certificates.expiringCsv, { query }),
});
