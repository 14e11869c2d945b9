/**
 * vitest globalSetup of the `api-mariadb` project (see /vitest.config.ts): starts ONE throwaway
 * MariaDB for the whole run and provides its root URL to every test file as
 * `inject('mariadbRootUrl')`; each file creates its own database from it:
 *
 *   import { inject } from 'vitest';
 *   import { createDatabase, uniqueDatabaseName } from '../harness/mariadb.js';
 *   const url = await createDatabase(inject('mariadbRootUrl'), uniqueDatabaseName('courses'));
 *
 * or simply `const db = await testDatabase('courses')` from `./testDb.js`.
 * TEST_MARIADB_ROOT_URL=mysql://user:pass@host:port/ uses an existing server instead (the user
 * needs CREATE/DROP DATABASE); the default is always a private server, nothing started by hand.
 */
import type { TestProject } from 'vitest/node';
import { startMariaDb } from './mariadb.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_MARIADB_ROOT_URL;
  if (external) {
    project.provide('mariadbRootUrl', external);
    return async () => {};
  }
  const started = performance.now();
  const server = await startMariaDb();
  if (process.env.MARIADB_HARNESS_DEBUG) {
    console.error(`[mariadb] global server up in ${Math.round(performance.now() - started)} ms on port ${server.port}`);
  }
  project.provide('mariadbRootUrl', server.rootUrl);
  return () => server.stop();
}
