import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** The report charts' numbers (issue 27). */
export const chartsApi = ({ call }: Caller) => ({
  activity: () => call(E.charts.activity),
  expiries: (companyId?: number) => call(E.charts.expiries, { query: companyId ? { company_id: companyId } : {} }),
  funnel: (courseId: number) => call(E.charts.funnel, { query: { course_id: courseId } }),
  progress: (courseId?: number) => call(E.charts.progress, { query: courseId ? { course_id: courseId } : {} }),
  companies: () => call(E.charts.companies),
  manager: (companyId?: number) => call(E.charts.manager, { query: companyId ? { company_id: companyId } : {} }),
});
