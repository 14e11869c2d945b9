#!/usr/bin/env node
/**
 * Checks the system programs `npm test` needs (ARCHITECTURE.md §2): `mariadbd` +
 * `mariadb-install-db` (Debian package mariadb-server) and Chromium (`CHROMIUM_PATH`, default
 * /usr/bin/chromium; Debian package chromium). When some are missing and we run as root with
 * apt-get, installs the missing packages; otherwise fails with ONE line saying what to install.
 *
 *   node scripts/ensure-system-deps.mjs      # exit 0 when everything is there (or was installed)
 *   import { ensureSystemDeps } from './ensure-system-deps.mjs';   // -> { ok, message }
 *
 * Keep the binary lookup in sync with findMariaDbBinaries() in server/test/harness/mariadb.ts.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function searchDirs() {
  if (process.env.MARIADB_BIN_DIR) return [process.env.MARIADB_BIN_DIR];
  return [
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
    '/usr/sbin',
    '/usr/local/sbin',
    '/usr/local/mysql/bin',
    '/usr/local/mysql/scripts',
  ];
}

function findProgram(names) {
  for (const name of names) {
    for (const dir of searchDirs()) {
      const candidate = join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {{ package: string, what: string }[]} what is missing, by Debian package */
export function missingSystemDeps() {
  const missing = [];
  if (!findProgram(['mariadbd', 'mysqld']) || !findProgram(['mariadb-install-db', 'mysql_install_db'])) {
    missing.push({ package: 'mariadb-server', what: 'mariadbd / mariadb-install-db' });
  }
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!isExecutable(chromium)) {
    missing.push({
      package: 'chromium',
      what: process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${chromium}` : '/usr/bin/chromium',
    });
  }
  // pdfsig checks the PAdES signatures of the certificates the server signs
  if (!findProgram(['pdfsig'])) missing.push({ package: 'poppler-utils', what: 'pdfsig' });
  return missing;
}

/**
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {{ ok: boolean, message: string }}
 */
export function ensureSystemDeps(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  let missing = missingSystemDeps();
  if (missing.length === 0) return { ok: true, message: 'mariadb-server, chromium and poppler-utils present' };

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = findProgram(['apt-get']) !== null;
  // apt cannot fix a wrong CHROMIUM_PATH: only install chromium when the default path is used.
  const installable = missing
    .filter((m) => !(m.package === 'chromium' && process.env.CHROMIUM_PATH))
    .map((m) => m.package);
  if (isRoot && hasApt && installable.length > 0) {
    log(`> apt-get install -y ${installable.join(' ')} (missing: ${missing.map((m) => m.what).join(', ')})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', ...installable]]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) {
        return {
          ok: false,
          message: `apt-get ${args[0]} failed (exit ${result.status ?? result.signal}): install the Debian packages ${installable.join(' ')} and run npm test again`,
        };
      }
    }
    missing = missingSystemDeps();
    if (missing.length === 0) return { ok: true, message: `installed ${installable.join(' ')}` };
  }
  const packages = missing.map((m) => m.package);
  const how = process.env.CHROMIUM_PATH
    ? `install the Debian packages ${packages.join(' ')} (or fix CHROMIUM_PATH)`
    : `install the Debian packages: sudo apt-get install -y ${packages.join(' ')}`;
  return {
    ok: false,
    message: `npm test needs ${missing.map((m) => m.what).join(' and ')}: ${how}`,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = ensureSystemDeps();
  if (result.ok) {
    console.log(result.message);
  } else {
    console.error(result.message);
    process.exit(1);
  }
}
