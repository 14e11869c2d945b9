import type { ComplianceStatus } from './manager';

/**
 * The data behind the report charts (issue 27): each chart has its endpoint, answered in a few
 * statements whatever the number of rows; weeks and months are São Paulo's. Types and labels only
 * (no zod): the portal draws them, and each chart has a table of the same numbers beside it.
 */

/** Enrolments and completions per week (Monday to Sunday), oldest first, the current week last. */
export interface ActivityChart {
  weeks: { start: string; enrolled: number; completed: number }[];
}

export const RENEWAL_STATUSES = ['renewed', 'in_progress', 'pending'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];
export const RENEWAL_LABELS: Record<RenewalStatus, string> = {
  renewed: 'Já renovado',
  in_progress: 'Renovação em andamento',
  pending: 'Sem renovação',
};

/**
 * Certificates expiring per month ('YYYY-MM'), the next 12 months, by what the worker has done
 * about it: a later certificate of the course (renewed), an enrolment in it or its refresher
 * course since the certificate (in progress), nothing yet (pending).
 */
export interface ExpiriesChart {
  months: ({ month: string } & Record<RenewalStatus, number>)[];
}

export const FUNNEL_STEPS = ['enrolled', 'started', 'lessons_done', 'passed', 'certified'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  enrolled: 'Matriculados',
  started: 'Começaram',
  lessons_done: 'Concluíram as aulas',
  passed: 'Aprovados na avaliação',
  certified: 'Com certificado',
};

/**
 * A course's completion funnel: how many of its enrolled workers reached each step, in
 * FUNNEL_STEPS order. A course without an assessment has no 'passed' step.
 */
export interface FunnelChart {
  course: { id: number; title: string };
  steps: { step: FunnelStep; count: number }[];
}

/** Enrolments by progress: 0 %, 1-25 %, 26-50 %, 51-75 %, 76-99 %, 100 %. */
export interface ProgressChart {
  buckets: { label: string; from: number; to: number; count: number }[];
}

/** Companies by compliance (their cargos' required courses valid), best first. */
export interface CompaniesChart {
  companies: { id: number; name: string; workers: number; compliant_workers: number; compliant_rate: number }[];
}

/** A manager's company: compliance by cargo and by course, and the expiries of the next 12 months. */
export interface ManagerCharts {
  company: { id: number; name: string };
  by_job_role: { job_role: string; counts: Record<ComplianceStatus, number> }[];
  by_course: { course_id: number; title: string; counts: Record<ComplianceStatus, number> }[];
  expiries: { month: string; count: number }[];
}

export const CHART_MSG = {
  noJobRole: 'Sem cargo',
} as const;
