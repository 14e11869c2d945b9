import { COMPLIANCE_STATUSES, FUNNEL_STEPS } from '@trilha/sdk/contract';
import { z } from 'zod';
import type { ResponseSchemas } from './check';

/** The report charts (issue 27): each chart's numbers, as its table beside it shows them. */
const count = z.number().int();
const statusCounts = z.object(
  Object.fromEntries(COMPLIANCE_STATUSES.map((s) => [s, count])) as Record<
    (typeof COMPLIANCE_STATUSES)[number],
    typeof count
  >,
);

export const CHART_RESPONSES: ResponseSchemas = {
  'charts.activity': z.object({ weeks: z.array(z.object({ start: z.string(), enrolled: count, completed: count })) }),
  'charts.expiries': z.object({
    months: z.array(z.object({ month: z.string(), renewed: count, in_progress: count, pending: count })),
  }),
  'charts.funnel': z.object({
    course: z.object({ id: count, title: z.string() }),
    steps: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count })),
  }),
  'charts.progress': z.object({
    buckets: z.array(z.object({ label: z.string(), from: z.number(), to: z.number(), count })),
  }),
  'charts.companies': z.object({
    companies: z.array(
      z.object({ id: count, name: z.string(), workers: count, compliant_workers: count, compliant_rate: z.number() }),
    ),
  }),
  'charts.manager': z.object({
    company: z.object({ id: count, name: z.string() }),
    by_job_role: z.array(z.object({ job_role: z.string(), counts: statusCounts })),
    by_course: z.array(z.object({ course_id: count, title: z.string(), counts: statusCounts })),
    expiries: z.array(z.object({ month: z.string(), count })),
  }),
};
