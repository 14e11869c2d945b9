import type { CertificateShape, CertificateVerification, MessageResponse } from '../../contract';
import type { Caller } from './caller';

export const certificatesApi = ({ http, get, send, call }: Caller) => ({
  list: () => get<{ permanent: CertificateShape[]; temporary: CertificateShape[] }>('/api/certificates'),
  my: () => get<{ permanent: CertificateShape[]; temporary: CertificateShape[] }>('/api/certificates/my'),
  /** The PDF as a Blob (the bearer token is sent). */
  download: async (id: number) =>
    (await http.request<Response>('GET', `/api/certificates/${id}/download`, { raw: true })).blob(),
  generateTemporary: (courseId: number) =>
    send<MessageResponse & { certificate: CertificateShape }>(
      'POST',
      '/api/certificates/generate-temporary-certificate',
      {
        courseId,
      },
    ),
  upload: (courseId: number, userId: number, file: Blob) => {
    const form = new FormData();
    form.append('course_id', String(courseId));
    form.append('user_id', String(userId));
    form.append('certificate', file, (file as File).name ?? 'certificado.pdf');
    return http.request<MessageResponse & { certificate: CertificateShape }>('POST', '/api/certificates/upload', {
      body: form,
    });
  },
  validate: (id: number) =>
    send<MessageResponse & { certificate: CertificateShape }>('POST', `/api/certificates/${id}/validate`),
  revoke: (id: number, reason: string) =>
    send<MessageResponse & { certificate: CertificateShape }>('POST', `/api/certificates/${id}/revoke`, { reason }),
  remove: (id: number) => send<MessageResponse>('DELETE', `/api/certificates/${id}`),
  verify: (code: string) => get<CertificateVerification>(`/api/certificates/verify/${encodeURIComponent(code)}`),
  expiring: (query: { days?: number; company_id?: number } = {}) =>
    get<{ certificates: CertificateShape[] }>('/api/certificates/expiring', query),
  /** CSV of what expires (BOM, ';'), as a Blob. */
  expiringCsv: async (query: { days?: number; company_id?: number } = {}) =>
    (await http.request<Response>('GET', '/api/certificates/expiring/export', { query, raw: true })).blob(),
});
