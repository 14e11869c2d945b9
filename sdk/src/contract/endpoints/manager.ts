import { IdParamsSchema } from '../common';
import { endpoint, needs } from '../endpoint';
import {
  CompanyCertificatesQuerySchema,
  type CompanyCourse,
  CompanyCoursesSchema,
  type ComplianceGrid,
  ComplianceQuerySchema,
  type JobRole,
  JobRoleParamsSchema,
  JobRoleSchema,
  ManagerEnrollSchema,
  UserJobRoleSchema,
  type Worker,
  WorkersQuerySchema,
} from '../manager';
import type { MessageResponse } from '../types';

const read = needs('team.read');
const manage = needs('team.manage');

/**
 * A client company's own window (issue 18): contracted courses, the training matrix by cargo, the
 * workers, their enrolments and the compliance grid. A manager reaches their company only; an
 * admin any company (by id, or `?company_id=` on the /api/manager routes).
 */
export const MANAGER = {
  companyCourses: endpoint<{ courses: CompanyCourse[] }>()({
    method: 'GET',
    path: '/api/companies/:id/courses',
    auth: read,
    params: IdParamsSchema,
  }),
  setCompanyCourses: endpoint<MessageResponse & { courses: CompanyCourse[] }>()({
    method: 'PUT',
    path: '/api/companies/:id/courses',
    auth: needs('companies.manage'),
    params: IdParamsSchema,
    body: CompanyCoursesSchema,
  }),
  jobRoles: endpoint<{ job_roles: JobRole[] }>()({
    method: 'GET',
    path: '/api/companies/:id/job-roles',
    auth: read,
    params: IdParamsSchema,
  }),
  createJobRole: endpoint<MessageResponse & { job_role: JobRole }>()({
    method: 'POST',
    path: '/api/companies/:id/job-roles',
    auth: manage,
    params: IdParamsSchema,
    body: JobRoleSchema,
    status: 201,
  }),
  updateJobRole: endpoint<MessageResponse & { job_role: JobRole; enrolled: number }>()({
    method: 'PUT',
    path: '/api/companies/:id/job-roles/:roleId',
    auth: manage,
    params: JobRoleParamsSchema,
    body: JobRoleSchema,
  }),
  deleteJobRole: endpoint<MessageResponse>()({
    method: 'DELETE',
    path: '/api/companies/:id/job-roles/:roleId',
    auth: manage,
    params: JobRoleParamsSchema,
  }),
  assignJobRole: endpoint<MessageResponse & { job_role_id: number | null; enrolled: number }>()({
    method: 'PUT',
    path: '/api/users/:id/job-role',
    auth: manage,
    params: IdParamsSchema,
    body: UserJobRoleSchema,
  }),
  workers: endpoint<{ company: { id: number; name: string }; workers: Worker[] }>()({
    method: 'GET',
    path: '/api/manager/workers',
    auth: read,
    query: WorkersQuerySchema,
  }),
  enroll: endpoint<MessageResponse & { enrolled: number; already: number }>()({
    method: 'POST',
    path: '/api/manager/enrollments',
    auth: manage,
    body: ManagerEnrollSchema,
  }),
  compliance: endpoint<ComplianceGrid>()({
    method: 'GET',
    path: '/api/manager/compliance',
    auth: read,
    query: ComplianceQuerySchema,
  }),
  complianceCsv: endpoint()({
    method: 'GET',
    path: '/api/manager/compliance/export',
    auth: read,
    query: ComplianceQuerySchema,
    answer: 'file',
  }),
  certificatesZip: endpoint()({
    method: 'GET',
    path: '/api/companies/:id/certificates.zip',
    auth: needs('certificates.read'),
    params: IdParamsSchema,
    query: CompanyCertificatesQuerySchema,
    answer: 'file',
  }),
};
