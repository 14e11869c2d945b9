import {
  type CompanyReport,
  type CompanyReportStatistics,
  type CourseProgressReport,
  ReportCompanyQuerySchema,
  type StudentProgressReport,
} from '../admin';
import { IdParamsSchema } from '../common';
import { endpoint, needs } from '../endpoint';
import { LIMITS } from '../limits';
import type { AdminDashboardCounts, RecentActivity } from '../types';
import { z } from '../zod';

const read = needs('reports.read');
/** Per-company reports: a manager reads their own company's (issue 18). */
const company = needs('reports.company');

/** A company's report as JSON (the default) or as CSV (`format=csv`). */
const CompanyExportQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });
const RecentActivityQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.recentActivityLimit),
});

/** The admin's figures: dashboard counts, company completion and student progress, some as CSV. */
export const REPORTS = {
  dashboardCounts: endpoint<AdminDashboardCounts>()({ method: 'GET', path: '/api/dashboard/counts', auth: read }),
  companyCompletion: endpoint<{ companies: CompanyReport[]; statistics: CompanyReportStatistics }>()({
    method: 'GET',
    path: '/api/company-reports/company-completion',
    auth: company,
    query: ReportCompanyQuerySchema,
  }),
  /** The companies' summaries, without their employees. */
  companies: endpoint<{ companies: Omit<CompanyReport, 'employees'>[]; statistics: CompanyReportStatistics }>()({
    method: 'GET',
    path: '/api/company-reports/companies',
    auth: read,
  }),
  /** Every company's employees as CSV (BOM, ';', pt-BR dates). */
  companiesCsv: endpoint()({ method: 'GET', path: '/api/company-reports/export', auth: read, answer: 'file' }),
  /** One company's employees: the JSON below, or with `format=csv` the CSV of `companiesCsv` for that company. */
  companyExport: endpoint<{
    company: { id: number; name: string; cnpj: string | null };
    summary: CompanyReport['summary'];
    employees: CompanyReport['employees'];
  }>()({
    method: 'GET',
    path: '/api/company-reports/export-company/:id',
    auth: company,
    params: IdParamsSchema,
    query: CompanyExportQuery,
  }),
  studentProgress: endpoint<StudentProgressReport>()({
    method: 'GET',
    path: '/api/reports/student-progress',
    auth: read,
  }),
  studentProgressCsv: endpoint()({
    method: 'GET',
    path: '/api/reports/student-progress/export',
    auth: read,
    answer: 'file',
  }),
  recentActivity: endpoint<{ activities: RecentActivity[] }>()({
    method: 'GET',
    path: '/api/reports/recent-activity',
    auth: read,
    query: RecentActivityQuery,
  }),
  courseProgress: endpoint<CourseProgressReport>()({
    method: 'GET',
    path: '/api/reports/course-progress/:id',
    auth: read,
    params: IdParamsSchema,
  }),
};
