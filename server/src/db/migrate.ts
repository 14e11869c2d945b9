import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { migrations } from './migrations';
import { withNamedLock } from './sequelize';

export function migrator(sequelize: Sequelize) {
  return new Umzug({
    migrations,
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

/**
 * Applies pending migrations; returns their names. Under a database lock: two nodes starting at
 * once on one MySQL would otherwise both run the same DDL and one of them would crash.
 */
export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const done = await withNamedLock(sequelize, 'migrate', () => migrator(sequelize).up());
  return done.map((m) => m.name);
}
