import { createHash, randomBytes } from 'node:crypto';
import type { LogQuerySchema } from '@trilha/sdk/contract';
import { QueryTypes, type Sequelize, Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { runtime } from '../runtime';

/**
 * Deep pages of the logs screen without walking the index from the top. The spec numbers the
 * pages (newest first: created_at DESC, id DESC), and page 20 000 of 2M rows by OFFSET skips a
 * million index entries on every view (200 ms). Here a page is reached from a remembered page
 * start, a mark: the row, and how many rows came before it.
 *
 * A mark counts the rows before it in two parts. The settled part: rows with an id up to
 * `settled_id` (taken a margin below the newest id, so no transaction still open holds an id
 * under it, the assumption services/logCount makes too), counted once when the mark is taken. The
 * rest: rows with a later id, counted live on each use through the primary key (whatever their
 * created_at: a row written with an old date is counted where it sorts). So a mark gives the row's
 * position now, and the page is read by keyset from it (rows walked: the distance from the mark,
 * a few thousand at most). Log rows are never updated in what orders or filters them (created_at,
 * level, action); deletions renew the epoch (`logsDeleted`, in the deleting transaction) and
 * marks of another epoch are never used. The filters a mark may be taken under are those whose
 * rows stay the same (level, action, dates): a search or a user's rows (names anonymised, users
 * deleted) are served by OFFSET as before, and they are short.
 *
 * All reads of one page run in one read transaction (one snapshot), so the marks, the live count
 * and the page are the same moment. Marks live in the database (`log_page_marks`), shared by every
 * node; a mark missing or stale only costs one OFFSET read, which takes a new one.
 */
export const LOG_MARKS = {
  /** Pages starting this many rows deep or more go through marks; above that, OFFSET is cheap. */
  minOffset: 10_000,
  /** The farthest (in rows) a page may start from the mark it is reached from. */
  maxWalk: 10_000,
  /** A mark with more rows than this after its settled id is not used (its live count would cost). */
  maxNewer: 100_000,
  /** A mark reused with this many rows after its settled id is taken again, settled nearer. */
  retakeAfter: 20_000,
  /** Marks kept per filter (the latest taken). */
  perFilter: 64,
  /** Rows of transactions still open may land this far below the newest id (services/logCount). */
  settleMargin: 1_000,
};

/** How deep pages were served since start (tests check every path is taken). */
export const logMarkUse = { atMark: 0, forward: 0, back: 0, offset: 0 };

type LogFilters = Omit<z.output<typeof LogQuerySchema>, 'page' | 'limit'>;

/** The filters' identity for marks, or null when marks may not be used with them. */
export function markFilterKey(f: LogFilters): string | null {
  if (f.user_id || f.search) return null;
  const canonical = JSON.stringify([f.level ?? null, f.action ?? null, f.date_from ?? null, f.date_to ?? null]);
  return createHash('sha1').update(canonical).digest('hex');
}

interface PageRow {
  id: number;
  /** As the database returns it (a Date on MySQL, the stored text on SQLite): compared back as is. */
  at: unknown;
}

interface Where {
  sql: string;
  params: Record<string, unknown>;
}

type Select = <T extends object>(sql: string, replacements?: Record<string, unknown>) => Promise<T[]>;

/**
 * One read snapshot: REPEATABLE READ on MySQL (its default, set explicitly in case a server runs
 * READ COMMITTED); a deferred transaction on SQLite (WAL: a reader's snapshot, no write lock).
 */
function readSnapshot<T>(db: Sequelize, work: (t: Transaction) => Promise<T>): Promise<T> {
  return db.getDialect() === 'mysql'
    ? db.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ }, work)
    : db.transaction({ type: Transaction.TYPES.DEFERRED }, work);
}

/** The sort key of a row as stored (SQLite: its text, whatever shape the writer gave it). */
const atColumn = (mysql: boolean, column = 'created_at') => (mysql ? column : `CAST(${column} AS TEXT)`);

/**
 * One page of the filtered logs, newest first (`columns` of system_logs s): exactly the rows
 * `ORDER BY created_at DESC, id DESC LIMIT limit OFFSET offset` gives at this moment.
 */
export async function markedPage(
  where: Where,
  key: string,
  offset: number,
  limit: number,
  columns: string,
): Promise<Record<string, unknown>[]> {
  const db = runtime().sequelize;
  const mysql = db.getDialect() === 'mysql';
  const at = atColumn(mysql);
  const and = where.sql ? `${where.sql} AND` : 'WHERE';
  // Rows sorting before / after (or being) the row (created_at :at, id :id), newest first.
  const before = 'created_at >= :at AND (created_at > :at OR id > :id)';
  const fromRow = 'created_at <= :at AND (created_at < :at OR id <= :id)';
  let epoch: string | null = null;
  let take: { id: number; settledId: number; rowsBefore: number } | null = null;

  const rows = await readSnapshot(db, async (transaction) => {
    const select: Select = (sql, replacements = {}) =>
      db.query(sql, { replacements: { ...where.params, ...replacements }, type: QueryTypes.SELECT, transaction });
    /** Rows with an id after `settledId` that sort before the row: the live part of its position. */
    const newerThan = async (settledId: number, row: PageRow) => {
      const [r] = await select<{ n: number }>(
        `SELECT COUNT(*) AS n FROM system_logs ${mysql ? 'FORCE INDEX (PRIMARY)' : 'NOT INDEXED'}
          ${and} id > :settledId AND ${before}`,
        { settledId, at: row.at, id: row.id },
      );
      return Number(r?.n ?? 0);
    };
    const pageFrom = (row: PageRow, skip: number) =>
      select<PageRow>(
        `SELECT id, ${at} AS at FROM system_logs ${and} ${fromRow}
          ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :skip`,
        { at: row.at, id: row.id, limit, skip },
      );

    const [state] = await select<{ epoch: string | null; max_id: number | null }>(
      'SELECT (SELECT epoch FROM log_page_epoch WHERE id = 1) AS epoch, (SELECT MAX(id) FROM system_logs) AS max_id',
    );
    epoch = state?.epoch ?? null;
    const maxId = Number(state?.max_id ?? 0);
    let page: PageRow[] | null = null;
    let reused = false;
    if (epoch) {
      // The mark nearest the page, by its position estimated from the ids after its settled one.
      const [mark] = await select<{ log_id: number; settled_id: number; rows_before: number; at: unknown }>(
        `SELECT m.log_id, m.settled_id, m.rows_before, ${atColumn(mysql, 's.created_at')} AS at
           FROM log_page_marks m JOIN system_logs s ON s.id = m.log_id
          WHERE m.filter_key = :key AND m.epoch = :epoch AND m.settled_id >= :oldest
          ORDER BY ABS(m.rows_before + (:maxId - m.settled_id) - :offset), m.id DESC
          LIMIT 1`,
        { key, epoch, oldest: maxId - LOG_MARKS.maxNewer, maxId, offset },
      );
      if (mark && Number(mark.rows_before) - offset <= LOG_MARKS.maxWalk) {
        const row = { id: Number(mark.log_id), at: mark.at };
        const newer = await newerThan(Number(mark.settled_id), row);
        const position = Number(mark.rows_before) + newer;
        const distance = offset - position;
        if (distance >= 0 && distance <= LOG_MARKS.maxWalk) {
          page = await pageFrom(row, distance);
          logMarkUse[distance ? 'forward' : 'atMark']++;
        } else if (distance < 0 && -distance <= LOG_MARKS.maxWalk) {
          // The page starts before the mark: walk back to its first row, then read from there.
          const [start] = await select<PageRow>(
            `SELECT id, ${at} AS at FROM system_logs ${and} ${before}
              ORDER BY created_at ASC, id ASC LIMIT 1 OFFSET :skip`,
            { at: row.at, id: row.id, skip: -distance - 1 },
          );
          if (start) {
            page = await pageFrom({ id: Number(start.id), at: start.at }, 0);
            logMarkUse.back++;
          }
        }
        reused = page !== null && distance === 0 && newer <= LOG_MARKS.retakeAfter;
      }
    }
    if (!page) logMarkUse.offset++;
    page ??= await select<PageRow>(
      `SELECT id, ${at} AS at FROM system_logs ${where.sql}
        ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
      { limit, offset },
    );
    const first = page[0];
    if (epoch && first && !reused) {
      // A mark at this page's first row: its settled rows before it, as of this snapshot.
      const settledId = Math.max(0, maxId - LOG_MARKS.settleMargin);
      const row = { id: Number(first.id), at: first.at };
      take = { id: row.id, settledId, rowsBefore: offset - (await newerThan(settledId, row)) };
    }
    if (!page.length) return [];
    return select<Record<string, unknown>>(
      `SELECT ${columns} FROM system_logs s WHERE s.id IN (:ids) ORDER BY s.created_at DESC, s.id DESC`,
      { ids: page.map((r) => Number(r.id)) },
    );
  });

  // Writes after the snapshot: a mark taken (valid only while its epoch is current), or the epoch
  // a restore emptied. An optimisation only: a failure here never fails the page.
  try {
    if (!epoch) await ensureEpoch(db);
    else if (take) await rememberMark(key, epoch, take);
  } catch {
    // the next view takes it
  }
  return rows;
}

async function rememberMark(
  key: string,
  epoch: string,
  mark: { id: number; settledId: number; rowsBefore: number },
): Promise<void> {
  await inTransaction(async (transaction) => {
    const query = (sql: string, replacements: Record<string, unknown>) =>
      runtime().sequelize.query(sql, { replacements, transaction });
    // Marks of past epochs go; this one is written only while its epoch is still the current one.
    await query(
      `DELETE FROM log_page_marks
        WHERE epoch NOT IN (SELECT epoch FROM log_page_epoch) OR (filter_key = :key AND log_id = :id)`,
      { key, id: mark.id },
    );
    await query(
      `INSERT INTO log_page_marks (filter_key, epoch, log_id, settled_id, rows_before, created_at)
       SELECT :key, :epoch, :id, :settledId, :rowsBefore, :now FROM log_page_epoch WHERE id = 1 AND epoch = :epoch`,
      { key, epoch, id: mark.id, settledId: mark.settledId, rowsBefore: mark.rowsBefore, now: new Date() },
    );
    const [oldest] = await runtime().sequelize.query<{ id: number }>(
      'SELECT id FROM log_page_marks WHERE filter_key = :key ORDER BY id DESC LIMIT 1 OFFSET :keep',
      { replacements: { key, keep: LOG_MARKS.perFilter }, type: QueryTypes.SELECT, transaction },
    );
    if (oldest) await query('DELETE FROM log_page_marks WHERE filter_key = :key AND id <= :id', { key, id: oldest.id });
  });
}

const newEpoch = () => randomBytes(12).toString('base64url');

/** The epoch row, after a restore emptied it: a new random epoch that no old mark carries. */
async function ensureEpoch(db: Sequelize): Promise<void> {
  const insert = db.getDialect() === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE';
  await inTransaction((transaction) =>
    db.query(`${insert} INTO log_page_epoch (id, epoch) VALUES (1, :epoch)`, {
      replacements: { epoch: newEpoch() },
      transaction,
    }),
  );
}

/**
 * Called in the transaction of every deletion of log rows: the marks taken before it no longer
 * count rows right, and none of them is used again (nor one being taken at this moment from an
 * older snapshot: it carries the old epoch).
 */
export async function forgetLogMarks(transaction: Transaction): Promise<void> {
  await runtime().sequelize.query('UPDATE log_page_epoch SET epoch = :epoch WHERE id = 1', {
    replacements: { epoch: newEpoch() },
    transaction,
  });
}
