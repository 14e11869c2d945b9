/**
 * Deep pages of the logs screen come from remembered page starts (queries/logMarks), not OFFSET.
 * Whatever happens between two views (new rows, rows written with old dates, ties on the second,
 * cleanups), every page must hold exactly the rows the plain OFFSET query gives at that moment.
 * The thresholds are lowered so a few hundred rows are "deep" and every path is taken: the page
 * at the mark, after it, before it (walking back), too far (OFFSET, and a new mark).
 * The export of the same table must be, byte for byte, what Intl's formatting gives every row.
 */
import { logActionLabel } from '@trilha/sdk/contract';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsDeleter } from '../../src/commands/logs';
import { LOG_MARKS, logMarkUse } from '../../src/queries/logMarks';
import { logWhere } from '../../src/queries/logs';
import { runtime } from '../../src/runtime';
import { csvLine } from '../../src/services/csv';
import { intlBrDateTime } from '../../src/services/format';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
const DAY = 86_400_000;
const saved = { ...LOG_MARKS };

/** A small deterministic random source: the same sequence on every run. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}
const rnd = random(20251127);

const ACTIONS = ['LOGIN_SUCESSO', 'LOGOUT', 'CURSO_CRIADO', 'LOGIN_FALHOU'];
const LEVELS = ['info', 'warn', 'error'];

/** `n` rows written straight to the table, `ageMs(i)` old: many share a second (ties on created_at). */
async function insertRows(n: number, ageMs: (i: number) => number, plainText = false): Promise<void> {
  const now = Date.now();
  const values: string[] = [];
  const replacements: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const at = new Date(Math.floor((now - ageMs(i)) / 1000) * 1000);
    // Some rows as a seed writes them ('YYYY-MM-DD HH:MM:SS' text), the others as Sequelize does.
    replacements[`at${i}`] = plainText ? at.toISOString().slice(0, 19).replace('T', ' ') : at;
    values.push(
      `(:at${i}, '${LEVELS[rnd(LEVELS.length)]}', '${ACTIONS[rnd(ACTIONS.length)]}', 'linha de teste', 'api')`,
    );
  }
  await runtime().sequelize.query(
    `INSERT INTO system_logs (created_at, level, action, description, source) VALUES ${values.join(', ')}`,
    { replacements },
  );
}

interface Filters {
  level?: 'info' | 'warn' | 'error';
  action?: string;
  date_from?: string;
  date_to?: string;
  search?: string;
}

/** The WHERE clause the server builds for these filters. */
const whereOf = (f: Filters) => logWhere({ action: undefined, search: undefined, ...f });

const spDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);

/** The page as the plain OFFSET query gives it now. */
async function offsetIds(f: Filters, page: number, limit: number): Promise<number[]> {
  const { sql, params } = whereOf(f);
  const rows = await runtime().sequelize.query<{ id: number }>(
    `SELECT id FROM system_logs ${sql} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
    { replacements: { ...params, limit, offset: (page - 1) * limit }, type: QueryTypes.SELECT },
  );
  return rows.map((r) => Number(r.id));
}

async function count(f: Filters): Promise<number> {
  const { sql, params } = whereOf(f);
  const [row] = await runtime().sequelize.query<{ n: number }>(`SELECT COUNT(*) AS n FROM system_logs ${sql}`, {
    replacements: params,
    type: QueryTypes.SELECT,
  });
  return Number(row?.n ?? 0);
}

/** Asks the API for a page and checks it against OFFSET; returns the page number served. */
async function checkPage(f: Filters, page: number, limit: number): Promise<number> {
  const query = new URLSearchParams({ ...f, page: String(page), limit: String(limit) } as Record<string, string>);
  const res = await server.req('GET', `/api/logs?${query}`, { token: admin });
  expect(res.status).toBe(200);
  const served = res.body.page as number;
  const got = (res.body.logs as { id: number }[]).map((l) => l.id);
  expect({ filters: f, page: served, limit, ids: got }).toEqual({
    filters: f,
    page: served,
    limit,
    ids: await offsetIds(f, served, limit),
  });
  expect(res.body.total).toBe(await count(f));
  return served;
}

const marks = async () =>
  (
    await runtime().sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM log_page_marks', {
      type: QueryTypes.SELECT,
    })
  )[0]?.n ?? 0;
const epoch = async () =>
  (
    await runtime().sequelize.query<{ epoch: string }>('SELECT epoch FROM log_page_epoch', {
      type: QueryTypes.SELECT,
    })
  )[0]?.epoch;

beforeAll(async () => {
  server = await startTestServer('logpages');
  admin = await server.adminToken();
  Object.assign(LOG_MARKS, {
    minOffset: 20,
    maxWalk: 25,
    maxNewer: 400,
    retakeAfter: 30,
    perFilter: 8,
    settleMargin: 3,
  });
  // 600 rows over 90 days, in bursts sharing a second.
  await insertRows(400, (i) => Math.floor(i / 4) * 20 * 60_000 + DAY);
  await insertRows(200, (i) => 30 * DAY + Math.floor(i / 3) * 7 * 3_600_000, true);
});
afterAll(async () => {
  Object.assign(LOG_MARKS, saved);
  await server?.close();
});

describe('deep log pages from remembered page starts', () => {
  it('gives the OFFSET rows at, after, before and far from a mark, with rows arriving between views', async () => {
    const filters: Filters[] = [{}, { action: 'LOGOUT' }, { level: 'warn' }];
    for (let round = 0; round < 40; round++) {
      const f = filters[round % filters.length] as Filters;
      const limit = [5, 10, 7][round % 3] as number;
      const pages = Math.ceil((await count(f)) / limit);
      const page = Math.max(1, pages - rnd(Math.max(1, pages)) + 1);
      await checkPage(f, page, limit);
      // The same page again, its neighbours (walk forward / back from its mark), one far away.
      await checkPage(f, page, limit);
      await checkPage(f, page + 1, limit);
      await checkPage(f, Math.max(1, page - 2), limit);
      await checkPage(f, Math.max(1, page - 40), limit);
      // Between views: new rows (newest first), rows dated in the past (they sort among the
      // remembered pages), and rows sharing a second with existing ones.
      const kind = round % 4;
      if (kind === 0) await insertRows(1 + rnd(6), () => 0);
      if (kind === 1) await insertRows(1 + rnd(4), () => DAY + rnd(60) * DAY);
      if (kind === 2) await insertRows(3, () => 30 * DAY + rnd(20) * 7 * 3_600_000, true);
      if (kind === 3) await insertRows(40, () => rnd(5) * 1000);
      await checkPage(f, page, limit);
      await checkPage(f, page + 1, limit);
    }
    expect(await marks()).toBeGreaterThan(0);
    // Every path was taken, many times.
    expect(logMarkUse).toEqual({
      atMark: expect.toSatisfy((n: number) => n > 10),
      forward: expect.toSatisfy((n: number) => n > 10),
      back: expect.toSatisfy((n: number) => n > 10),
      offset: expect.toSatisfy((n: number) => n > 10),
    });
  });

  it('serves date ranges through marks too, and never user or search filters', async () => {
    const now = Date.now();
    const range: Filters = { date_from: spDay(now - 80 * DAY), date_to: spDay(now - 2 * DAY) };
    for (const page of [6, 7, 5, 12, 3]) {
      await checkPage(range, page, 5);
      await insertRows(2, () => 10 * DAY + rnd(30) * DAY);
    }
    const before = await marks();
    await checkPage({ ...range, search: 'linha' }, 9, 5);
    expect(await marks()).toBe(before);
  });

  it('stays exact after a cleanup: a deletion renews the epoch and old marks are never used', async () => {
    const f: Filters = {};
    const pages = Math.ceil((await count(f)) / 10);
    for (const page of [pages - 3, pages - 10, pages - 1]) await checkPage(f, page, 10);
    const first = await epoch();
    const res = await server.req('DELETE', '/api/logs/cleanup', { token: admin, body: { days: 35, confirm: true } });
    expect(res.status).toBe(200);
    expect(res.body.deletedCount).toBeGreaterThan(0);
    expect(await epoch()).not.toBe(first);
    const after = Math.ceil((await count(f)) / 10);
    for (const page of [after - 3, after - 10, after - 1, pages - 3]) await checkPage(f, page, 10);
    for (const page of [after - 3, after - 3, after - 2]) {
      await insertRows(2, () => 40 * DAY + rnd(10) * DAY);
      await checkPage(f, page, 10);
    }
    // Rows deleted anywhere (retention deletes those without a user, or with one, by age): the
    // remembered pages after them would count them still, were the epoch not renewed.
    const ids = await runtime().sequelize.query<{ id: number }>(
      'SELECT id FROM system_logs ORDER BY created_at DESC, id DESC LIMIT 30 OFFSET 10',
      { type: QueryTypes.SELECT },
    );
    const second = await epoch();
    expect(await logRowsDeleter(ids.filter((_, i) => i % 3 === 0).map((r) => Number(r.id)))).toBe(10);
    expect(await epoch()).not.toBe(second);
    for (const page of [after - 3, after - 10, after - 1, after - 2]) await checkPage(f, page, 10);
    // A cleanup of everything, then a fresh table.
    await server.req('DELETE', '/api/logs/cleanup', { token: admin, body: { days: 0, confirm: true } });
    await insertRows(120, (i) => i * 60_000);
    for (const page of [5, 6, 12, 4]) await checkPage(f, page, 9);
  });

  it('recovers after a restore emptied the epoch: no mark is used until a new epoch exists', async () => {
    const f: Filters = { level: 'info' };
    await checkPage(f, 5, 5);
    await runtime().sequelize.query('DELETE FROM log_page_epoch');
    await insertRows(30, () => 0);
    await checkPage(f, 5, 5);
    expect(await epoch()).toBeTruthy();
    await checkPage(f, 5, 5);
    await checkPage(f, 6, 5);
  });
});

describe('logs export', () => {
  it('writes every row, newest id first, with São Paulo times exactly as Intl writes them', async () => {
    // Rows across the daylight saving changes of 2015-2019 (every 17 minutes around each), and
    // enough rows for several read batches.
    const changes = ['2015-10-18T03:00:00Z', '2016-02-21T02:00:00Z', '2017-10-15T03:00:00Z', '2019-02-17T02:00:00Z'];
    const now = Date.now();
    for (const at of changes)
      await insertRows(300, (i) => now - Date.parse(at) + (i - 150) * 17 * 60_000 + (i % 7) * 1000);
    await insertRows(2500, (i) => i * 61_000);
    const rows = await runtime().sequelize.query<Record<string, string | null>>(
      'SELECT created_at, action, user_name, user_email, ip_address, description, message, level FROM system_logs ORDER BY id DESC',
      { type: QueryTypes.SELECT },
    );
    const res = await fetch(`${server.url}/api/logs/export`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    const expected = [
      `\uFEFF${csvLine(['Data/Hora', 'Ação', 'Código', 'Usuário', 'E-mail', 'IP', 'Descrição', 'Nível'])}`,
      ...rows.map((r) =>
        csvLine([
          intlBrDateTime(new Date(r.created_at as string)),
          logActionLabel(r.action as string),
          r.action,
          r.user_name ?? r.user_email ?? 'Sistema',
          r.user_email,
          r.ip_address ?? '-',
          r.description ?? r.message ?? '-',
          r.level,
        ]),
      ),
    ].join('');
    const lines = text.split('\r\n');
    expect(lines.length).toBe(rows.length + 3);
    // The audit row of this export (the newest) is written before the reading starts.
    expect(lines[1]).toContain('LOGS_EXPORTADOS');
    expect([lines[0], ...lines.slice(2)].join('\r\n')).toBe(expected);
  });
});
