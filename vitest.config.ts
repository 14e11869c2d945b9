/**
 * The whole vitest suite (`npx vitest run`, or `npm test` which also lints, typechecks and builds).
 *
 *   unit         server/sdk/cli/portal `src/**\/*.test.ts`, next to the code (pure rules, no browser)
 *   api-sqlite   server/test/api/**\/*.test.ts with TEST_DB=sqlite
 *   api-mariadb  the same files with TEST_DB=mariadb, plus the harness self-test; one throwaway
 *                MariaDB for the run (server/test/harness/globalMariaDb.ts), one database per file
 *   reliability  server/test/reliability/**\/*.test.ts (issue 9): fault tests on MariaDB only — the real
 *                server as child processes killed midway, two nodes on one database, the database
 *                killed and restarted (that file starts its own MariaDB; the others share one)
 *   e2e          portal/e2e/**\/*.test.ts in Chromium: two forks, whole files each, after the others
 *
 * Run one project: `npx vitest run --project api-sqlite` (or `npm test -- --project api-sqlite`).
 * Workspace packages are resolved to their TypeScript sources through the "source" export
 * condition (e.g. @trilha/sdk/contract -> sdk/src/contract/index.ts), so nothing must be built first.
 */
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Vite >= 6: `resolve.conditions` is for the client environment, `ssr.resolve.conditions` for the
// node one (vitest also passes the latter to its workers as `--conditions`).
const sourceFirst = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

const apiTests = ['server/test/api/**/*.test.ts'];

export default defineConfig({
  ...sourceFirst,
  test: {
    projects: [
      {
        ...sourceFirst,
        test: {
          name: 'unit',
          root: here('.'),
          environment: 'node',
          include: [
            'server/src/**/*.test.ts',
            'sdk/src/**/*.test.ts',
            'cli/src/**/*.test.ts',
            'portal/src/**/*.test.ts',
          ],
        },
      },
      {
        ...sourceFirst,
        test: {
          name: 'api-sqlite',
          root: here('.'),
          environment: 'node',
          include: apiTests,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceFirst,
        test: {
          name: 'api-mariadb',
          root: here('.'),
          environment: 'node',
          include: [...apiTests, 'server/test/harness/**/*.test.ts'],
          env: { TEST_DB: 'mariadb' },
          globalSetup: [here('server/test/harness/globalMariaDb.ts')],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceFirst,
        test: {
          name: 'reliability',
          root: here('.'),
          environment: 'node',
          include: ['server/test/reliability/**/*.test.ts'],
          env: { TEST_DB: 'mariadb' },
          globalSetup: [here('server/test/harness/globalMariaDb.ts')],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...sourceFirst,
        test: {
          name: 'e2e',
          root: here('.'),
          environment: 'node',
          include: ['portal/e2e/**/*.test.ts'],
          // Two forks (one per core), each taking whole files in turn: a file is one server, one
          // Chromium and its tests in order (24 files: 12.8 min of tests end in 6.6 min of wall
          // time). isolate false: a fork's files share the module registry, so close what you open in
          // afterAll (servers, browsers). groupOrder 1 = after the parallel projects are done, so
          // browsers do not compete with the API suites for CPU.
          maxWorkers: 2,
          isolate: false,
          fileParallelism: true,
          sequence: { concurrent: false, groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
