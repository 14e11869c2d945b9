import { LogCleanupSchema, type LogPage, LogQuerySchema } from '../admin';
import { endpoint, needs } from '../endpoint';
import type { MessageResponse } from '../types';

const manage = needs('logs.manage');

/** The system log: read, exported and cleaned up by those who manage logs. */
export const LOGS = {
  list: endpoint<LogPage>()({ method: 'GET', path: '/api/logs', auth: manage, query: LogQuerySchema }),
  /** The filtered logs as CSV (logs-sistema-{date}.csv); page and limit are checked and ignored. */
  exportCsv: endpoint()({
    method: 'GET',
    path: '/api/logs/export',
    auth: manage,
    query: LogQuerySchema,
    answer: 'file',
  }),
  cleanup: endpoint<MessageResponse & { deletedCount: number }>()({
    method: 'DELETE',
    path: '/api/logs/cleanup',
    auth: manage,
    body: LogCleanupSchema,
  }),
};
