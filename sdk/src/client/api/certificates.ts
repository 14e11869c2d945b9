import { CERTIFICATES } from '../../contract/endpoints/certificates';
import type { Caller } from './caller';
import { certificateWidgetApi } from './widget';

type ExpiringQuery = { days?: number; company_id?: number };

export const certificatesApi = (caller: Caller) => {
  const { call } = caller;
  return {
    ...certificateWidgetApi(caller),
    upload: (courseId: number, userId: number, file: Blob) => {
      const form = new FormData();
      form.append('course_id', String(courseId));
      form.append('user_id', String(userId));
      form.append('certificate', file, (file as File).name ?? 'certificado.pdf');
      return call(CERTIFICATES.upload, { body: form });
    },
    verify: (code: string) => call(CERTIFICATES.verify, { params: { code } }),
    expiring: (query: ExpiringQuery = {}) => call(CERTIFICATES.expiring, { query }),
    /** CSV of what expires (BOM, ';'), as a Blob. */
    expiringCsv: (query: ExpiringQuery = {}) => call(CERTIFICATES.expiringCsv, { query }),
  };
};
