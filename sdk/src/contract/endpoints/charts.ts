import type {
  ActivityChart,
  CompaniesChart,
  ExpiriesChart,
  FunnelChart,
  ManagerCharts,
  ProgressChart,
} from '../charts';
import { IdSchema } from '../common';
import { endpoint, needs } from '../endpoint';
import { CompanyScopeQuerySchema } from '../manager';
import { z } from '../zod';

const read = needs('reports.read');

/** The report charts (issue 27); each answers the numbers its table shows. */
export const CHARTS = {
  /** Enrolments and completions per week, the last 12 weeks. */
  activity: endpoint<ActivityChart>()({ method: 'GET', path: '/api/charts/activity', auth: read }),
  /** Certificates expiring per month, the next 12 months, by renewal; a manager sees their company's. */
  expiries: endpoint<ExpiriesChart>()({
    method: 'GET',
    path: '/api/charts/expiries',
    auth: needs('reports.company'),
    query: CompanyScopeQuerySchema,
  }),
  funnel: endpoint<FunnelChart>()({
    method: 'GET',
    path: '/api/charts/funnel',
    auth: read,
    query: z.object({ course_id: IdSchema }),
  }),
  /** All enrolments, or one course's. */
  progress: endpoint<ProgressChart>()({
    method: 'GET',
    path: '/api/charts/progress',
    auth: read,
    query: z.object({ course_id: IdSchema.optional() }),
  }),
  companies: endpoint<CompaniesChart>()({ method: 'GET', path: '/api/charts/companies', auth: read }),
  /** A manager's company (an admin names one with company_id). */
  manager: endpoint<ManagerCharts>()({
    method: 'GET',
    path: '/api/manager/charts',
    auth: needs('team.read'),
    query: CompanyScopeQuerySchema,
  }),
};
