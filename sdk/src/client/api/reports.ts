import { fillPath } from '../../contract/endpoint';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const reportsApi = ({ http, call }: Caller) => ({
  companyCompletion: (companyId?: number) => call(E.reports.companyCompletion, { query: { companyId } }),
  companies: () => call(E.reports.companies),
  exportCompany: (id: number) => call(E.reports.companyExport, { params: { id } }),
  /** CSV (BOM, ';', pt-BR dates) of one company, or of all when no id, as a Blob. */
  companyCsv: async (id?: number) => {
    if (!id) return call(E.reports.companiesCsv);
    // The JSON entry's own path asked for its CSV form (`format=csv`): a file, not JSON.
    const path = fillPath(E.reports.companyExport.path, { id });
    return (await http.request<Response>('GET', path, { query: { format: 'csv' }, raw: true })).blob();
  },
  studentProgress: () => call(E.reports.studentProgress),
  studentProgressCsv: () => call(E.reports.studentProgressCsv),
  recentActivity: (limit = 10) => call(E.reports.recentActivity, { query: { limit } }),
  courseProgress: (id: number) => call(E.reports.courseProgress, { params: { id } }),
});
