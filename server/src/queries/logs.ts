import type { LogEntry, LogPage, LogQuerySchema } from '@trilha/sdk/contract';
import { QueryTypes } from 'sequelize';
import type { z } from 'zod';
import { runtime } from '../runtime';
import { totalLogs } from '../services/logCount';
import { LOG_MARKS, markedPage, markFilterKey } from './logMarks';

type LogFilters = z.output<typeof LogQuerySchema>;

/** LIKE with '!' as the escape character, so %, _ and quotes in a search are literal. */
export const likeLiteral = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * InnoDB's FULLTEXT parser skips words under 3 characters and these stopwords; a search made only
 * of them falls back to the plain LIKE scan.
 */
const FULLTEXT_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);

/**
 * The FULLTEXT boolean query for a search on MySQL ('+word*' for every word), or null when no word
 * can use the index. Only candidate rows narrowed by it are then checked with LIKE, so the result
 * is the same rows LIKE finds among those whose words start as the search's words do.
 */
export function fulltextQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  const usable = words.filter((w) => w.length >= 3 && !FULLTEXT_STOPWORDS.has(w));
  return usable.length ? usable.map((w) => `+${w}*`).join(' ') : null;
}

/** São Paulo has no daylight saving since 2019: a calendar day there starts at 03:00 UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00-03:00`);

/**
 * WHERE clause and replacements for the logs screen's filters. Everything from the client goes
 * in as a replacement; no SQL text is built from input.
 */
export function logWhere(f: Omit<LogFilters, 'page' | 'limit'>): { sql: string; params: Record<string, unknown> } {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  if (f.level) {
    parts.push('level = :level');
    params.level = f.level;
  }
  if (f.action) {
    parts.push('action = :action');
    params.action = f.action;
  }
  if (f.user_id) {
    parts.push('user_id = :userId');
    params.userId = f.user_id;
  }
  if (f.date_from) {
    parts.push('created_at >= :from');
    params.from = dayStart(f.date_from);
  }
  if (f.date_to) {
    parts.push('created_at < :to');
    params.to = new Date(dayStart(f.date_to).getTime() + 86_400_000);
  }
  if (f.search) {
    params.search = likeLiteral(f.search);
    const fulltext = runtime().sequelize.getDialect() === 'mysql' ? fulltextQuery(f.search) : null;
    if (fulltext) {
      params.fulltext = fulltext;
      parts.push('MATCH (user_name, user_email, ip_address, description, action) AGAINST (:fulltext IN BOOLEAN MODE)');
    }
    parts.push(
      `(user_name LIKE :search ESCAPE '!' OR user_email LIKE :search ESCAPE '!' OR ip_address LIKE :search ESCAPE '!'
        OR description LIKE :search ESCAPE '!' OR action LIKE :search ESCAPE '!')`,
    );
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

const COLUMNS =
  'id, created_at, level, action, user_id, user_name, user_email, ip_address, description, message, source';

function present(row: Record<string, unknown>): LogEntry {
  return {
    id: Number(row.id),
    created_at: new Date(row.created_at as string).toISOString(),
    level: String(row.level),
    action: String(row.action),
    user_id: row.user_id === null ? null : Number(row.user_id),
    user_name: (row.user_name as string) ?? null,
    user_email: (row.user_email as string) ?? null,
    ip_address: (row.ip_address as string) ?? null,
    description: (row.description as string) ?? null,
    message: (row.message as string) ?? null,
    source: String(row.source),
  };
}

/**
 * One page, newest first. The total: counted with the filters (served by the (column, created_at)
 * indexes), or for the whole table from the counted base (services/logCount). The page: the ids
 * are picked from the index alone (a deep OFFSET then skips index entries, not whole rows), and
 * only those rows are read. Deep pages (LOG_MARKS.minOffset rows and more) are reached from a
 * remembered page start nearby instead (queries/logMarks): the same rows, without the walk.
 */
export async function logPage(f: LogFilters): Promise<LogPage> {
  const { sql, params } = logWhere(f);
  const db = runtime().sequelize;
  let total: number;
  if (sql) {
    const [countRow] = await db.query<{ n: number }>(`SELECT COUNT(*) AS n FROM system_logs ${sql}`, {
      replacements: params,
      type: QueryTypes.SELECT,
    });
    total = Number(countRow?.n ?? 0);
  } else {
    total = await totalLogs();
  }
  const totalPages = Math.max(1, Math.ceil(total / f.limit));
  const page = Math.min(f.page, totalPages);
  const offset = (page - 1) * f.limit;
  const columns = COLUMNS.split(', ')
    .map((c) => `s.${c}`)
    .join(', ');
  const markKey = offset >= LOG_MARKS.minOffset ? markFilterKey(f) : null;
  let rows: Record<string, unknown>[];
  if (markKey) {
    rows = await markedPage({ sql, params }, markKey, offset, f.limit, columns);
  } else {
    rows = await db.query<Record<string, unknown>>(
      `SELECT ${columns}
         FROM system_logs s
         JOIN (SELECT id FROM system_logs ${sql} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset) k
           ON k.id = s.id
        ORDER BY s.created_at DESC, s.id DESC`,
      { replacements: { ...params, limit: f.limit, offset }, type: QueryTypes.SELECT },
    );
  }
  return { logs: rows.map(present), total, page, limit: f.limit, totalPages };
}

/** What the CSV export writes of a log row; created_at as the driver gives it (Date, or SQLite's text). */
export interface LogExportRow {
  id: number;
  created_at: Date | string;
  level: string;
  action: string;
  user_name: string | null;
  user_email: string | null;
  ip_address: string | null;
  description: string | null;
  message: string | null;
}

const EXPORT_COLUMNS = 'id, created_at, level, action, user_name, user_email, ip_address, description, message';

/**
 * Every matching row, newest first, in keyset batches so an export never loads the table. The
 * next batch is asked for as soon as this one arrived: the database reads it while this one is
 * written out (on two cores, side by side instead of one after the other).
 */
export async function* logExportBatches(
  f: Omit<LogFilters, 'page' | 'limit'>,
  batch = 2000,
): AsyncGenerator<LogExportRow[]> {
  const { sql, params } = logWhere(f);
  const db = runtime().sequelize;
  const read = (beforeId: number | null) => {
    const cursor = beforeId === null ? '' : `${sql ? ' AND' : 'WHERE'} id < :beforeId`;
    const rows = db.query<LogExportRow>(
      `SELECT ${EXPORT_COLUMNS} FROM system_logs ${sql}${cursor} ORDER BY id DESC LIMIT :batch`,
      { replacements: { ...params, beforeId, batch }, type: QueryTypes.SELECT },
    );
    // A download stopped midway leaves the batch read ahead unread: its failure is nobody's.
    rows.catch(() => undefined);
    return rows;
  };
  let next = read(null);
  for (;;) {
    const rows = await next;
    const last = rows[rows.length - 1];
    if (rows.length === batch && last) next = read(Number(last.id));
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}
