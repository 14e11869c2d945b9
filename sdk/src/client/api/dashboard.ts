import type { AdminDashboardCounts } from '../../contract';
import type { Caller } from './caller';

export const dashboardApi = ({ http, get, send, call }: Caller) => ({
  counts: () => get<AdminDashboardCounts>('/api/dashboard/counts'),
});
