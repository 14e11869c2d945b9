/**
 * One isolated database per test file, on the engine chosen by TEST_DB (set by the vitest
 * projects `api-sqlite` / `api-mariadb`; default sqlite):
 *
 *   import { testDatabase, type TestDatabase } from '../harness/testDb.js';
 *   let db: TestDatabase;
 *   beforeAll(async () => { db = await testDatabase('auth'); });   // db.url -> DATABASE_URL, db.dataDir -> DATA_DIR
 *   afterAll(() => db.cleanup());
 *
 * SQLite: `sqlite:<fresh temp dir>/trilha.sqlite` (the DATABASE_URL form of ARCHITECTURE.md §2).
 * MariaDB: a fresh database on the run's shared server (`inject('mariadbRootUrl')`, see
 * globalMariaDb.ts). `dataDir` is a fresh temp directory in both cases (uploads, certificates...).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './mariadb.js';

export type TestDbKind = 'sqlite' | 'mariadb';

export interface TestDatabase {
  kind: TestDbKind;
  /** DATABASE_URL for the server under test. */
  url: string;
  /** A fresh empty directory to use as DATA_DIR. */
  dataDir: string;
  /** Drops the database (MariaDB) and removes dataDir. */
  cleanup(): Promise<void>;
}

export function testDbKind(): TestDbKind {
  const kind = (process.env.TEST_DB ?? 'sqlite').toLowerCase();
  if (kind === 'sqlite' || kind === 'mariadb') return kind;
  throw new Error(`TEST_DB must be "sqlite" or "mariadb", got ${JSON.stringify(process.env.TEST_DB)}`);
}

export async function testDatabase(label = 't'): Promise<TestDatabase> {
  const kind = testDbKind();
  const safeLabel = label.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 30);
  const dataDir = await mkdtemp(join(tmpdir(), `trilha-test-${safeLabel}-`));
  if (kind === 'sqlite') {
    return {
      kind,
      url: `sqlite:${join(dataDir, 'trilha.sqlite')}`,
      dataDir,
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const rootUrl = inject('mariadbRootUrl');
  if (!rootUrl) {
    throw new Error(
      'TEST_DB=mariadb but no MariaDB was provided: run this file in the api-mariadb project (npx vitest run --project api-mariadb)',
    );
  }
  const name = uniqueDatabaseName(label);
  const url = await createDatabase(rootUrl, name);
  return {
    kind,
    url,
    dataDir,
    async cleanup() {
      await dropDatabase(rootUrl, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
