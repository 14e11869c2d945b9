import type { LogQuery } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const logsApi = ({ call }: Caller) => ({
  list: (query: LogQuery = {}) => call(E.logs.list, { query }),
  /** The filtered logs as CSV (logs-sistema-{date}.csv), as a Blob. */
  exportCsv: (query: Omit<LogQuery, 'page' | 'limit'> = {}) => call(E.logs.exportCsv, { query }),
  cleanup: (days: number) => call(E.logs.cleanup, { body: { days, confirm: true } }),
});
