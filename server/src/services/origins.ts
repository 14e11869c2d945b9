import { randomBytes } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import { runtime } from '../runtime';

/**
 * The intranet origins allowed to call the API (listed on active companies), kept in memory per
 * server under the version they were read at (table `cache_versions`). Every change of a company
 * or of its origins renews that version in its own transaction (`originsChanged`), and every read
 * checks it first with a primary-key lookup, so a deactivated, edited or deleted company loses its
 * origins at once on every node, not after a timeout.
 */
const VERSION_KEY = 'embed_origins';

interface Cached {
  version: string | null;
  origins: Set<string>;
}

/** One cache per database connection (tests run several servers in one process). */
const cacheByDatabase = new WeakMap<object, Cached>();

async function currentVersion(): Promise<string | null> {
  const [row] = await runtime().sequelize.query<{ version: string }>(
    'SELECT version FROM cache_versions WHERE name = :name',
    { replacements: { name: VERSION_KEY }, type: QueryTypes.SELECT },
  );
  return row?.version ?? null;
}

export async function allowedOrigins(): Promise<Set<string>> {
  const db = runtime().sequelize;
  // The version is read before the origins: a change committed in between leaves the cache under
  // the older version, so the next request reads again.
  const version = await currentVersion();
  const cached = cacheByDatabase.get(db);
  if (cached && cached.version === version) return cached.origins;
  const rows = await db.query<{ origin: string }>(
    `SELECT DISTINCT o.origin FROM company_embed_origins o JOIN companies c ON c.id = o.company_id WHERE c.is_active = :yes`,
    { replacements: { yes: true }, type: QueryTypes.SELECT },
  );
  const origins = new Set(rows.map((r) => r.origin));
  cacheByDatabase.set(db, { version, origins });
  return origins;
}

/**
 * Called inside the transaction of any change to companies or their origins: every server's
 * cached list stops matching once it commits.
 */
export async function originsChanged(transaction: Transaction): Promise<void> {
  const { sequelize } = runtime();
  const version = randomBytes(12).toString('base64url');
  const replacements = { name: VERSION_KEY, version };
  const updated = await sequelize.query('UPDATE cache_versions SET version = :version WHERE name = :name', {
    replacements,
    type: QueryTypes.BULKUPDATE,
    transaction,
  });
  // The row comes with the migration (and every backup); recreated should it ever be missing.
  if (Number(updated) === 0)
    await sequelize.query('INSERT INTO cache_versions (name, version) VALUES (:name, :version)', {
      replacements,
      transaction,
    });
}
