import type { Company, CompanyCreateReq, CompanyEmployee, CompanyUpdateReq, MessageResponse } from '../../contract';
import type { Caller } from './caller';

export const companiesApi = ({ http, get, send, call }: Caller) => ({
  list: () => get<{ companies: Company[] }>('/api/companies'),
  create: (body: CompanyCreateReq) => send<MessageResponse & { company: Company }>('POST', '/api/companies', body),
  update: (id: number, body: CompanyUpdateReq) =>
    send<MessageResponse & { company: Company }>('PUT', `/api/companies/${id}`, body),
  toggleStatus: (id: number) =>
    send<MessageResponse & { company: Company }>('PATCH', `/api/companies/${id}/toggle-status`),
  remove: (id: number) => send<MessageResponse>('DELETE', `/api/companies/${id}`),
  employees: (id: number) => get<{ employees: CompanyEmployee[] }>(`/api/companies/${id}/employees`),
});
