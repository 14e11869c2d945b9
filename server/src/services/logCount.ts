import { QueryTypes, type Transaction } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { runtime } from '../runtime';

/**
 * The logs screen shows how many rows the table holds, and COUNT(*) over millions of rows costs a
 * scan on every page view. The total is a counted base (`row_counts`: rows up to an id) plus a
 * primary-key range count of the rows after it. The cleanup drops the base (rows went away) and a
 * restore empties the table it lives in, so the next view counts afresh; it is also recounted
 * in the background once many rows have piled up after it.
 */
const TABLE = 'system_logs';
/** Rows of transactions still open may land a little below the newest id: leave them to the live count. */
const SETTLE_MARGIN = 1000;
const RECOUNT_AFTER = 50_000;

const select = <T extends object>(sql: string, replacements: Record<string, unknown> = {}, transaction?: Transaction) =>
  runtime().sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT, transaction });

let recounting: Promise<number> | null = null;

async function countAfter(upTo: number): Promise<number> {
  const [row] = await select<{ n: number }>(`SELECT COUNT(*) AS n FROM ${TABLE} WHERE id > :upTo`, { upTo });
  return Number(row?.n ?? 0);
}

async function recount(): Promise<number> {
  const [max] = await select<{ m: number | null }>(`SELECT MAX(id) AS m FROM ${TABLE}`);
  const upTo = Math.max(0, Number(max?.m ?? 0) - SETTLE_MARGIN);
  const [base] = await select<{ n: number }>(`SELECT COUNT(*) AS n FROM ${TABLE} WHERE id <= :upTo`, { upTo });
  const counted = Number(base?.n ?? 0);
  await inTransaction(async (transaction) => {
    await forgetLogCount(transaction);
    await runtime().sequelize.query(
      'INSERT INTO row_counts (table_name, up_to_id, row_count, counted_at) VALUES (:table, :upTo, :counted, :at)',
      { replacements: { table: TABLE, upTo, counted, at: new Date() }, transaction },
    );
  });
  return counted + (await countAfter(upTo));
}

/** One recount at a time per process; concurrent page views wait for the same one. */
function recountOnce(): Promise<number> {
  recounting ??= recount().finally(() => {
    recounting = null;
  });
  return recounting;
}

/** Rows in system_logs: two indexed statements once a base exists. */
export async function totalLogs(): Promise<number> {
  const [base] = await select<{ up_to_id: number; row_count: number }>(
    'SELECT up_to_id, row_count FROM row_counts WHERE table_name = :table',
    { table: TABLE },
  );
  if (!base) return recountOnce();
  const after = await countAfter(Number(base.up_to_id));
  if (after > RECOUNT_AFTER) void recountOnce().catch(() => undefined);
  return Number(base.row_count) + after;
}

/** Called by whatever deletes logs: the next view counts afresh. */
export async function forgetLogCount(transaction?: Transaction): Promise<void> {
  await runtime().sequelize.query('DELETE FROM row_counts WHERE table_name = :table', {
    replacements: { table: TABLE },
    transaction,
  });
}
