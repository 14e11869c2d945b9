import type {
  CompanyReport,
  CompanyReportStatistics,
  CourseProgressReport,
  RecentActivity,
  StudentProgressReport,
} from '../../contract';
import type { Caller } from './caller';

export const reportsApi = ({ http, get, send, call }: Caller) => ({
  companyCompletion: (companyId?: number) =>
    get<{ companies: CompanyReport[]; statistics: CompanyReportStatistics }>(
      '/api/company-reports/company-completion',
      {
        companyId,
      },
    ),
  companies: () =>
    get<{ companies: Omit<CompanyReport, 'employees'>[]; statistics: CompanyReportStatistics }>(
      '/api/company-reports/companies',
    ),
  exportCompany: (id: number) =>
    get<{ company: { id: number; name: string; cnpj: string | null }; employees: CompanyReport['employees'] }>(
      `/api/company-reports/export-company/${id}`,
    ),
  /** CSV (BOM, ';', pt-BR dates) of one company, or of all when no id, as a Blob. */
  companyCsv: async (id?: number) =>
    (
      await http.request<Response>(
        'GET',
        id ? `/api/company-reports/export-company/${id}` : '/api/company-reports/export',
        { query: id ? { format: 'csv' } : {}, raw: true },
      )
    ).blob(),
  studentProgress: () => get<StudentProgressReport>('/api/reports/student-progress'),
  studentProgressCsv: async () =>
    (await http.request<Response>('GET', '/api/reports/student-progress/export', { raw: true })).blob(),
  recentActivity: (limit = 10) => get<{ activities: RecentActivity[] }>('/api/reports/recent-activity', { limit }),
  courseProgress: (id: number) => get<CourseProgressReport>(`/api/reports/course-progress/${id}`),
});
