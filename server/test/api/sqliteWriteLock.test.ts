/**
 * SQLite: a burst of concurrent write transactions queues in the process and finishes (before,
 * they waited for the lock inside SQLite, starved libuv's worker threads and timed out), and every
 * connection waits for another process's lock as long as the default one.
 */
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction';
import { RateLimit } from '../../src/models';
import { runtime } from '../../src/runtime';
import { startTestServer, type TestServer } from './support';

const sqlite = process.env.TEST_DB !== 'mariadb';
let server: TestServer;

beforeAll(async () => {
  if (sqlite) server = await startTestServer('sqlite-write-lock');
});
afterAll(async () => {
  await server?.close();
});

describe.skipIf(!sqlite)('SQLite connections', () => {
  it('wait for the write lock in transactions as outside them', async () => {
    const timeoutIn = (transaction?: import('sequelize').Transaction) =>
      runtime().sequelize.query<{ timeout: number }>('PRAGMA busy_timeout', { type: QueryTypes.SELECT, transaction });
    expect((await timeoutIn())[0]?.timeout).toBe(5_000);
    expect((await inTransaction((t) => timeoutIn(t)))[0]?.timeout).toBe(5_000);
  });

  it('queue twenty concurrent writers, each writing once', async () => {
    const future = new Date(Date.now() + 3_600_000);
    await RateLimit.create({ bucket: 'burst', count: 0, reset_at: future });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        inTransaction(async (transaction) => {
          const row = await RateLimit.findByPk('burst', { transaction });
          await new Promise((resolve) => setTimeout(resolve, 20));
          await row?.update({ count: row.count + 1 }, { transaction });
        }),
      ),
    );
    expect((await RateLimit.findByPk('burst'))?.count).toBe(20);
  });
});
