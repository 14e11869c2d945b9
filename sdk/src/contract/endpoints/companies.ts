import { IdParamsSchema } from '../common';
import { CompanyCreateSchema, CompanyUpdateSchema } from '../companies';
import { endpoint, needs } from '../endpoint';
import type { Company, CompanyEmployee, MessageResponse } from '../types';

const manage = needs('companies.manage');

/** The client companies whose workers study on the platform. */
export const COMPANIES = {
  list: endpoint<{ companies: Company[] }>()({
    method: 'GET',
    path: '/api/companies',
    auth: manage,
  }),
  create: endpoint<MessageResponse & { company: Company }>()({
    method: 'POST',
    path: '/api/companies',
    auth: manage,
    body: CompanyCreateSchema,
    status: 201,
  }),
  update: endpoint<MessageResponse & { company: Company }>()({
    method: 'PUT',
    path: '/api/companies/:id',
    auth: manage,
    params: IdParamsSchema,
    body: CompanyUpdateSchema,
  }),
  toggleStatus: endpoint<MessageResponse & { company: Company }>()({
    method: 'PATCH',
    path: '/api/companies/:id/toggle-status',
    auth: manage,
    params: IdParamsSchema,
  }),
  remove: endpoint()({
    method: 'DELETE',
    path: '/api/companies/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
  employees: endpoint<{ employees: CompanyEmployee[] }>()({
    method: 'GET',
    path: '/api/companies/:id/employees',
    auth: manage,
    params: IdParamsSchema,
  }),
};
