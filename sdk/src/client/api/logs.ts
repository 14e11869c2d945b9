import type { LogPage, LogQuery, MessageResponse } from '../../contract';
import type { Caller } from './caller';

export const logsApi = ({ http, get, send, call }: Caller) => ({
  list: (query: LogQuery = {}) => get<LogPage>('/api/logs', query as Record<string, string | number | undefined>),
  /** The filtered logs as CSV (logs-sistema-{date}.csv), as a Blob. */
  exportCsv: async (query: Omit<LogQuery, 'page' | 'limit'> = {}) =>
    (
      await http.request<Response>('GET', '/api/logs/export', {
        query: query as Record<string, string | number | undefined>,
        raw: true,
      })
    ).blob(),
  cleanup: (days: number) =>
    http.request<MessageResponse & { deletedCount: number }>('DELETE', '/api/logs/cleanup', {
      body: { days, confirm: true },
    }),
});
