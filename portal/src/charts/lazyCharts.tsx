import { type ComponentType, lazy, Suspense } from 'react';
import { Loading } from '../components/Spinner';

/**
 * The report charts, fetched with the first screen that shows one: visx and the chart code stay
 * out of the portal's first load and out of the screens without charts (a student's dashboard).
 */
const load = () => import('./ReportCharts');
type Charts = Awaited<ReturnType<typeof load>>;

function lazyChart<P extends object>(pick: (charts: Charts) => ComponentType<P>) {
  const Chart = lazy(() => load().then((m) => ({ default: pick(m) })));
  return (props: P) => (
    <Suspense fallback={<Loading />}>
      <Chart {...props} />
    </Suspense>
  );
}

export const ActivityChart = lazyChart((m) => m.ActivityChartCard);
export const ExpiriesChart = lazyChart((m) => m.ExpiriesChartCard);
export const FunnelChart = lazyChart((m) => m.FunnelChartCard);
export const ProgressChart = lazyChart((m) => m.ProgressChartCard);
export const CompaniesChart = lazyChart((m) => m.CompaniesChartCard);
export const ManagerCharts = lazyChart((m) => m.ManagerChartCards);
