import type { z } from 'zod';
import type {
  CompanyCertificatesQuerySchema,
  CompanyCoursesReq,
  ComplianceQuerySchema,
  JobRoleReq,
  ManagerEnrollReq,
  WorkersQuerySchema,
} from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

type ComplianceFilter = z.input<typeof ComplianceQuerySchema>;
type CertificateFilter = z.input<typeof CompanyCertificatesQuerySchema>;

/** A client company's window (issue 18): contracted courses, cargos, workers, enrolments, compliance. */
export const managerApi = ({ call }: Caller) => ({
  companyCourses: (companyId: number) => call(E.manager.companyCourses, { params: { id: companyId } }),
  setCompanyCourses: (companyId: number, body: CompanyCoursesReq) =>
    call(E.manager.setCompanyCourses, { params: { id: companyId }, body }),
  jobRoles: (companyId: number) => call(E.manager.jobRoles, { params: { id: companyId } }),
  createJobRole: (companyId: number, body: JobRoleReq) =>
    call(E.manager.createJobRole, { params: { id: companyId }, body }),
  updateJobRole: (companyId: number, roleId: number, body: JobRoleReq) =>
    call(E.manager.updateJobRole, { params: { id: companyId, roleId }, body }),
  deleteJobRole: (companyId: number, roleId: number) =>
    call(E.manager.deleteJobRole, { params: { id: companyId, roleId } }),
  assignJobRole: (userId: number, jobRoleId: number | null) =>
    call(E.manager.assignJobRole, { params: { id: userId }, body: { job_role_id: jobRoleId } }),
  workers: (query: z.input<typeof WorkersQuerySchema> = {}) => call(E.manager.workers, { query }),
  enroll: (body: ManagerEnrollReq) => call(E.manager.enroll, { body }),
  compliance: (query: ComplianceFilter = {}) => call(E.manager.compliance, { query }),
  complianceCsv: (query: ComplianceFilter = {}) => call(E.manager.complianceCsv, { query }),
  certificatesZip: (companyId: number, query: CertificateFilter = {}) =>
    call(E.manager.certificatesZip, { params: { id: companyId }, query }),
});
