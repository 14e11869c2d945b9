import {
  COMPLIANCE_LABELS,
  COMPLIANCE_STATUSES,
  COMPLIANT_STATUSES,
  type ComplianceStatus,
  FUNNEL_LABELS,
  type ManagerCharts,
  RENEWAL_LABELS,
  RENEWAL_STATUSES,
  type RenewalStatus,
} from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { client } from '../api';
import { BarChart } from './BarChart';
import { ChartCard, type ChartState } from './ChartCard';
import { CHART_TEXT, dayLabels, monthLabels } from './chartMessages';
import { type ChartData, countText, percentText } from './chartModel';
import type { FillName } from './fills';
import './Charts.css';

type Build<T> = (answer: T) => { data: ChartData; summary: string };

/** A loader's state as a card's: loading, failed (with retry) or the chart's data and sentence. */
function chartState<T>({ state, retry }: ReturnType<typeof useLoader<T>>, build: Build<T>): ChartState {
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'error', retry };
  return { status: 'ready', ...build(state.data) };
}

const useChart = <T,>(load: () => Promise<T>, deps: unknown[], build: Build<T>) =>
  chartState(useLoader(load, deps), build);

/** The category with the largest total; null when none stands out (all zero, or a tie). */
function busiest(values: number[][]): number | null {
  const totals = values.map((row) => row.reduce((a, b) => a + b, 0));
  const top = Math.max(0, ...totals);
  const at = totals.indexOf(top);
  return top === 0 || totals.lastIndexOf(top) !== at ? null : at;
}

/** The busiest category's long label, if one stands out. */
const busiestLabel = (data: ChartData) => data.categories[busiest(data.values) ?? -1]?.longLabel ?? null;

/** A 'YYYY-MM' month as a chart category. */
const monthCategory = (month: string) => ({
  key: month,
  label: monthLabels(month).short,
  longLabel: monthLabels(month).long,
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Admin dashboard: enrolments and completions in each of the last 12 weeks. */
export function ActivityChartCard() {
  const TX = CHART_TEXT.activity;
  const state = useChart(
    () => client.charts.activity(),
    [],
    ({ weeks }) => {
      const data: ChartData = {
        categoryHeader: TX.week,
        categories: weeks.map((w) => ({
          key: w.start,
          label: dayLabels(w.start).short,
          longLabel: TX.weekOf(w.start),
        })),
        series: [
          { key: 'enrolled', label: TX.enrolled, fill: 'dots' },
          { key: 'completed', label: TX.completed, fill: 'solid' },
        ],
        values: weeks.map((w) => [w.enrolled, w.completed]),
      };
      const top = weeks[busiest(weeks.map((w) => [w.enrolled])) ?? -1];
      return {
        data,
        summary: TX.summary(
          sum(weeks.map((w) => w.enrolled)),
          sum(weeks.map((w) => w.completed)),
          top ? dayLabels(top.start).long : null,
        ),
      };
    },
  );
  return (
    <ChartCard title={TX.title} state={state} empty={TX.empty} error={TX.error}>
      {(data, summary) => <BarChart data={data} label={TX.title} describedBy={summary} layout="columns" />}
    </ChartCard>
  );
}

const RENEWAL_FILLS: Record<RenewalStatus, FillName> = { renewed: 'solid', in_progress: 'dots', pending: 'diagonal' };

/** Certificates expiring in each of the next 12 months, stacked by what was done to renew them. */
export function ExpiriesChartCard({ companyId }: { companyId?: number }) {
  const TX = CHART_TEXT.expiries;
  const state = useChart(
    () => client.charts.expiries(companyId),
    [companyId],
    ({ months }) => {
      const data: ChartData = {
        categoryHeader: TX.month,
        categories: months.map((m) => monthCategory(m.month)),
        series: RENEWAL_STATUSES.map((s) => ({ key: s, label: RENEWAL_LABELS[s], fill: RENEWAL_FILLS[s] })),
        values: months.map((m) => RENEWAL_STATUSES.map((s) => m[s])),
      };
      const total = (s: RenewalStatus) => sum(months.map((m) => m[s]));
      return {
        data,
        summary: TX.summary(
          total('renewed') + total('in_progress') + total('pending'),
          total('renewed'),
          total('in_progress'),
          total('pending'),
          busiestLabel(data),
        ),
      };
    },
  );
  return (
    <ChartCard title={TX.title} state={state} empty={TX.empty} error={TX.error}>
      {(data, summary) => <BarChart data={data} label={TX.title} describedBy={summary} layout="columns" stacked />}
    </ChartCard>
  );
}

/** Reports, a course's detail: how many of its enrolled workers reached each step. */
export function FunnelChartCard({ courseId }: { courseId: number }) {
  const TX = CHART_TEXT.funnel;
  const state = useChart(
    () => client.charts.funnel(courseId),
    [courseId],
    ({ steps }) => {
      const count = (step: string) => steps.find((s) => s.step === step)?.count ?? 0;
      return {
        data: {
          categoryHeader: TX.step,
          categories: steps.map((s) => ({
            key: s.step,
            label: FUNNEL_LABELS[s.step],
            longLabel: FUNNEL_LABELS[s.step],
          })),
          series: [{ key: 'count', label: TX.workers, fill: 'primary' }],
          values: steps.map((s) => [s.count]),
        },
        summary: TX.summary(count('enrolled'), count('started'), count('certified')),
      };
    },
  );
  return (
    <ChartCard title={TX.title} state={state} empty={TX.empty} error={TX.error}>
      {(data, summary) => <BarChart data={data} label={TX.title} describedBy={summary} layout="rows" valueLabels />}
    </ChartCard>
  );
}

/** Reports: enrolments by how far along they are (all courses, or one). */
export function ProgressChartCard({ courseId }: { courseId?: number }) {
  const TX = CHART_TEXT.progress;
  const state = useChart(
    () => client.charts.progress(courseId),
    [courseId],
    ({ buckets }) => {
      const total = sum(buckets.map((b) => b.count));
      const none = buckets.find((b) => b.to === 0)?.count ?? 0;
      const done = buckets.find((b) => b.from === 100)?.count ?? 0;
      return {
        data: {
          categoryHeader: TX.range,
          categories: buckets.map((b) => ({ key: b.label, label: b.label, longLabel: b.label })),
          series: [{ key: 'count', label: TX.enrolments, fill: 'primary' }],
          values: buckets.map((b) => [b.count]),
        },
        summary: TX.summary(total, none, done),
      };
    },
  );
  return (
    <ChartCard title={TX.title} state={state} empty={TX.empty} error={TX.error}>
      {(data, summary) => <BarChart data={data} label={TX.title} describedBy={summary} layout="columns" />}
    </ChartCard>
  );
}

/** Reports: the client companies ranked by the share of their workers in order. */
export function CompaniesChartCard() {
  const TX = CHART_TEXT.companies;
  const state = useChart(
    () => client.charts.companies(),
    [],
    ({ companies }) => ({
      data: {
        categoryHeader: TX.company,
        categories: companies.map((c) => ({ key: String(c.id), label: c.name, longLabel: c.name })),
        series: [{ key: 'rate', label: TX.rate, fill: 'solid' }],
        values: companies.map((c) => [c.compliant_rate]),
        extraColumns: [
          { header: TX.workers, values: companies.map((c) => countText(c.workers)) },
          { header: TX.compliantWorkers, values: companies.map((c) => countText(c.compliant_workers)) },
        ],
        format: percentText,
        max: 100,
        zeroIsData: true,
      },
      summary: TX.summary(companies.length, companies[0]?.name ?? '', companies.at(-1)?.name ?? ''),
    }),
  );
  return (
    <ChartCard title={TX.title} state={state} empty={TX.empty} error={TX.error}>
      {(data, summary) => <BarChart data={data} label={TX.title} describedBy={summary} layout="rows" valueLabels />}
    </ChartCard>
  );
}

const STATUS_FILLS: Record<ComplianceStatus, FillName> = {
  valido: 'solid',
  a_vencer: 'diagonal',
  vencido: 'cross',
  em_andamento: 'dots',
  nao_iniciado: 'horizontal',
  nao_matriculado: 'outline',
};

/** Cells (worker × required course) by compliance status, a row per group. */
function statusData(
  header: string,
  groups: { key: string; name: string; counts: Record<ComplianceStatus, number> }[],
): ChartData {
  return {
    categoryHeader: header,
    categories: groups.map((g) => ({ key: g.key, label: g.name, longLabel: g.name })),
    series: COMPLIANCE_STATUSES.map((s) => ({ key: s, label: COMPLIANCE_LABELS[s], fill: STATUS_FILLS[s] })),
    values: groups.map((g) => COMPLIANCE_STATUSES.map((s) => g.counts[s])),
  };
}

function statusSummary(what: string, groups: { counts: Record<ComplianceStatus, number> }[]) {
  const total = sum(groups.map((g) => sum(COMPLIANCE_STATUSES.map((s) => g.counts[s]))));
  const compliant = sum(groups.map((g) => sum(COMPLIANT_STATUSES.map((s) => g.counts[s]))));
  return CHART_TEXT.manager.statusSummary(what, groups.length, compliant, total);
}

/**
 * The manager's dashboard (an admin picks the company): compliance by cargo and by course, and
 * the certificates expiring ahead, from one call.
 */
export function ManagerChartCards({ companyId }: { companyId?: number }) {
  const TX = CHART_TEXT.manager;
  const loader = useLoader(() => client.charts.manager(companyId), [companyId]);
  const as = (build: Build<ManagerCharts>) => chartState(loader, build);

  const byRole = as(({ by_job_role }) => {
    const groups = by_job_role.map((r) => ({ key: r.job_role, name: r.job_role, counts: r.counts }));
    return { data: statusData(TX.jobRole, groups), summary: statusSummary('cargo', groups) };
  });
  const byCourse = as(({ by_course }) => {
    const groups = by_course.map((c) => ({ key: String(c.course_id), name: c.title, counts: c.counts }));
    return { data: statusData(TX.course, groups), summary: statusSummary('curso', groups) };
  });
  const expiries = as(({ expiries: months }) => {
    const data: ChartData = {
      categoryHeader: TX.month,
      categories: months.map((m) => monthCategory(m.month)),
      series: [{ key: 'count', label: TX.certificates, fill: 'diagonal' }],
      values: months.map((m) => [m.count]),
    };
    return { data, summary: TX.expiriesSummary(sum(months.map((m) => m.count)), busiestLabel(data)) };
  });

  return (
    <div className="chart-grid-2">
      <ChartCard title={TX.byJobRoleTitle} state={byRole} empty={TX.emptyRoles} error={TX.error}>
        {(data, summary) => (
          <BarChart data={data} label={TX.byJobRoleTitle} describedBy={summary} layout="rows" stacked valueLabels />
        )}
      </ChartCard>
      <ChartCard title={TX.byCourseTitle} state={byCourse} empty={TX.emptyCourses} error={TX.error}>
        {(data, summary) => (
          <BarChart data={data} label={TX.byCourseTitle} describedBy={summary} layout="rows" stacked valueLabels />
        )}
      </ChartCard>
      <ChartCard title={TX.expiriesTitle} state={expiries} empty={TX.emptyExpiries} error={TX.error}>
        {(data, summary) => <BarChart data={data} label={TX.expiriesTitle} describedBy={summary} layout="columns" />}
      </ChartCard>
    </div>
  );
}
