import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const dashboardApi = ({ call }: Caller) => ({
  counts: () => call(E.reports.dashboardCounts),
});
