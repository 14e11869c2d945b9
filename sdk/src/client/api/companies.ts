import type { CompanyCreateReq, CompanyUpdateReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const companiesApi = ({ call }: Caller) => ({
  list: () => call(E.companies.list),
  create: (body: CompanyCreateReq) => call(E.companies.create, { body }),
  update: (id: number, body: CompanyUpdateReq) => call(E.companies.update, { params: { id }, body }),
  toggleStatus: (id: number) => call(E.companies.toggleStatus, { params: { id } }),
  remove: (id: number) => call(E.companies.remove, { params: { id } }),
  employees: (id: number) => call(E.companies.employees, { params: { id } }),
});
