import { E, MANAGER_MSG } from '@trilha/sdk/contract';
import { BadRequestError } from '../errors';
import { Routes } from '../http/routes';
import { companyScope } from '../policies/grants';
import {
  activityChart,
  companiesChart,
  expiriesChart,
  funnelChart,
  managerCharts,
  progressChart,
} from '../queries/charts';
import { now } from '../services/clock';

/** The report charts' numbers (issue 27). */
export const chartRoutes = new Routes()
  .add(E.charts.activity, async () => activityChart(now()))
  .add(E.charts.expiries, async (_ctx, { query, user }) =>
    // An admin sees every company's (or the one asked); a manager, their own whatever they ask.
    expiriesChart(now(), companyScope(user, 'reports.company') ?? query.company_id ?? null),
  )
  .add(E.charts.funnel, async (_ctx, { query }) => funnelChart(query.course_id))
  .add(E.charts.progress, async (_ctx, { query }) => progressChart(query.course_id))
  .add(E.charts.companies, async () => companiesChart(now()))
  .add(E.charts.manager, async (_ctx, { query, user }) => {
    const companyId = companyScope(user, 'team.read') ?? query.company_id;
    if (!companyId) throw BadRequestError(MANAGER_MSG.companyQueryRequired);
    return managerCharts(companyId, now());
  });
