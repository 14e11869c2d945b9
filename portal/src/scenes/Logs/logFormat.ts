import { DISPLAY_TIME_ZONE, type LogEntry, type LogQuery } from '@trilha/sdk/contract';
import { T } from '../../messages';

const toTheSecond = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Data/Hora: pt-BR, São Paulo time, to the second ('22/11/2026 14:03:05'). */
export function logTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : toTheSecond.format(d).replace(',', '');
}

/** Usuário: the name, else the e-mail, else 'Sistema'. */
export const logUser = (log: LogEntry) => log.user_name || log.user_email || T.logs.system;

/** Descrição: the description, else the message, else '-'. */
export const logDescription = (log: LogEntry) => log.description || log.message || '-';

/** The screen's filters; everything else in LogQuery is paging. */
export interface LogFilters {
  level: string;
  action: string;
  user_id: string;
  date_from: string;
  date_to: string;
  search: string;
}

export const NO_FILTERS: LogFilters = { level: '', action: '', user_id: '', date_from: '', date_to: '', search: '' };

/** Only the filters with a value, as the API expects them (spec §7: the non-empty filters). */
export function activeFilters(f: LogFilters): Omit<LogQuery, 'page' | 'limit'> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(f)) {
    const v = value.trim();
    if (v) query[key] = v;
  }
  return query as Omit<LogQuery, 'page' | 'limit'>;
}
