/**
 * The ceilings the project is measured against, as one small child process (so the load
 * generator's CPU stays apart, like the project server's). One bare Koa app with a single
 * middleware that dispatches on the path, no router, no body parser:
 *
 *   GET /json           the same JSON body the project answers on the public theme route
 *   GET /pk?id=N        one primary-key read of users (mysql2 pool of 10, or raw sqlite3)
 *   GET /tx?id=N        one write transaction: UPDATE lesson_progress + INSERT system_logs, COMMIT
 *   GET /twin/NAME?...  the raw SQL twin NAME from CEILING_TWINS: the same statements the project
 *                       runs for that endpoint, rows returned as JSON without further shaping
 *   GET /stream/NAME    raw streaming CSV (MariaDB only): the statement of twin `stream-NAME` read
 *                       with mysql2's .stream() and written row by row to the response (BOM, ';',
 *                       values as they come: the CSV exports' ceiling, bench/scenarios/exports.ts)
 *
 * Env: CEILING_PORT, CEILING_DB (mysql://... or sqlite:/path), CEILING_PAYLOAD (JSON file),
 * CEILING_TWINS (JSON file: { name: [[sql, ...], ...] }: groups run one after the other, the
 * statements of a group in parallel as the project does; named :params from the query string). Prints "ready <port>" when listening.
 */
import { readFileSync } from 'node:fs';
import { PassThrough, pipeline, Transform } from 'node:stream';
import Koa from 'koa';

const port = Number(process.env.CEILING_PORT ?? 0);
const dbUrl = process.env.CEILING_DB ?? '';
const payload = process.env.CEILING_PAYLOAD ? readFileSync(process.env.CEILING_PAYLOAD, 'utf8') : '{"ok":true}';
const payloadObject = JSON.parse(payload);
const twins = process.env.CEILING_TWINS ? JSON.parse(readFileSync(process.env.CEILING_TWINS, 'utf8')) : {};

/** @type {{ query(sql: string, params: Record<string, unknown> | unknown[]): Promise<unknown[]>, tx(id: number): Promise<void>, stream?(sql: string): Promise<import('node:stream').Readable> }} */
let db = null;

if (dbUrl.startsWith('mysql')) {
  const mysql = (await import('mysql2/promise')).default;
  const pool = mysql.createPool({
    uri: dbUrl,
    connectionLimit: 10,
    namedPlaceholders: true,
    timezone: 'Z',
    supportBigNumbers: true,
  });
  db = {
    async query(sql, params) {
      const [rows] = await pool.query(sql, params);
      return rows;
    },
    async tx(id) {
      const conn = await pool.getConnection();
      try {
        await conn.query('START TRANSACTION');
        const at = new Date();
        await conn.query(
          'UPDATE lesson_progress SET `current_time` = ?, last_seen_at = ?, updated_at = ? WHERE id = ?',
          [(id % 600) + 1, at, at, id],
        );
        await conn.query(
          "INSERT INTO system_logs (created_at, level, action, user_id, description, source) VALUES (?, 'info', 'BENCH_TX', ?, 'teto de escrita', 'api')",
          [at, id],
        );
        await conn.query('COMMIT');
      } catch (err) {
        await conn.query('ROLLBACK');
        throw err;
      } finally {
        conn.release();
      }
    },
    /** Rows of `sql` as an object stream on a connection of its own, released when the stream ends. */
    async stream(sql) {
      const conn = await new Promise((resolve, reject) =>
        pool.pool.getConnection((err, c) => (err ? reject(err) : resolve(c))),
      );
      const rows = conn.query(sql).stream({ highWaterMark: 1000 });
      let ended = false;
      rows.once('end', () => {
        ended = true;
        conn.release();
      });
      // Aborted midway (client gone): the connection still has rows coming, so it is not reused.
      rows.once('close', () => ended || conn.destroy());
      return rows;
    },
  };
} else if (dbUrl.startsWith('sqlite:')) {
  const sqlite3 = (await import('sqlite3')).default;
  const conn = new sqlite3.Database(dbUrl.slice('sqlite:'.length));
  const run = (sql, params = []) =>
    new Promise((resolve, reject) => conn.run(sql, params, (err) => (err ? reject(err) : resolve())));
  await run('PRAGMA journal_mode = WAL');
  await run('PRAGMA busy_timeout = 5000');
  const named = (params) =>
    Array.isArray(params) ? params : Object.fromEntries(Object.entries(params).map(([k, v]) => [`:${k}`, v]));
  let chain = Promise.resolve();
  db = {
    query: (sql, params) =>
      new Promise((resolve, reject) =>
        conn.all(sql, named(params), (err, rows) => (err ? reject(err) : resolve(rows))),
      ),
    // One connection: serialise transactions as a single-writer pool would.
    tx(id) {
      const at = new Date().toISOString();
      const work = chain.then(async () => {
        await run('BEGIN IMMEDIATE');
        try {
          await run('UPDATE lesson_progress SET "current_time" = ?, last_seen_at = ?, updated_at = ? WHERE id = ?', [
            (id % 600) + 1,
            at,
            at,
            id,
          ]);
          await run(
            "INSERT INTO system_logs (created_at, level, action, user_id, description, source) VALUES (?, 'info', 'BENCH_TX', ?, 'teto de escrita', 'api')",
            [at, id],
          );
          await run('COMMIT');
        } catch (err) {
          await run('ROLLBACK');
          throw err;
        }
      });
      chain = work.catch(() => {});
      return work;
    },
  };
}

/** Object rows -> CSV text: BOM and header from the first row's keys, ';', quotes only when needed. */
function csvRows() {
  const cell = (v) => {
    const text = v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
    return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  let first = true;
  return new Transform({
    writableObjectMode: true,
    transform(row, _encoding, done) {
      const head = first ? `\uFEFF${Object.keys(row).join(';')}\r\n` : '';
      first = false;
      done(null, `${head}${Object.values(row).map(cell).join(';')}\r\n`);
    },
  });
}

const app = new Koa();
// A failing ceiling request prints why (the bench shows the tail of this output on an ERROR row).
app.on('error', (err, ctx) => console.error(`ceiling ${ctx?.path ?? ''}: ${err.stack ?? err}`));
app.use(async (ctx) => {
  const path = ctx.path;
  if (path === '/json') {
    ctx.body = payloadObject;
    return;
  }
  if (path === '/pk') {
    const rows = await db.query('SELECT * FROM users WHERE id = :id', { id: Number(ctx.query.id ?? 1) });
    ctx.body = { user: rows[0] ?? null };
    return;
  }
  if (path === '/tx') {
    await db.tx(Number(ctx.query.id ?? 1));
    ctx.body = { success: true };
    return;
  }
  if (path.startsWith('/stream/') && db.stream) {
    const twin = twins[`stream-${path.slice('/stream/'.length)}`];
    if (!twin) {
      ctx.status = 404;
      return;
    }
    const rows = await db.stream(twin[0][0]);
    ctx.type = 'text/csv; charset=utf-8';
    const out = new PassThrough();
    pipeline(rows, csvRows(), out, () => undefined);
    ctx.body = out;
    return;
  }
  if (path.startsWith('/twin/')) {
    const twin = twins[path.slice('/twin/'.length)];
    if (!twin) {
      ctx.status = 404;
      return;
    }
    const params = Object.fromEntries(
      Object.entries(ctx.query).map(([k, v]) => [k, /^-?\d+$/.test(String(v)) ? Number(v) : v]),
    );
    const results = [];
    for (const group of twin) results.push(...(await Promise.all(group.map((sql) => db.query(sql, params)))));
    ctx.body = results;
    return;
  }
  ctx.status = 404;
});

const server = app.listen(port, '127.0.0.1', () => {
  console.log(`ready ${server.address().port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
