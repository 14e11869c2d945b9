import { Sequelize, Transaction } from 'sequelize';

/** One Sequelize instance per process, on SQLite (default) or MySQL/MariaDB. */
export function createSequelize(databaseUrl: string, logging: boolean): Sequelize {
  const log = logging ? (sql: string) => console.debug(sql) : false;
  if (databaseUrl.startsWith('sqlite:')) {
    const storage = databaseUrl.slice('sqlite:'.length) || ':memory:';
    // IMMEDIATE transactions take the write lock up front, so two writers wait instead of deadlocking.
    const sequelize = new Sequelize({
      dialect: 'sqlite',
      storage,
      logging: log,
      define: { underscored: true },
      transactionType: Transaction.TYPES.IMMEDIATE,
      retry: { match: [/SQLITE_BUSY/], max: 10 },
    });
    return sequelize;
  }
  if (!/^(mysql|mariadb):\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL deve começar com sqlite: ou mysql://');
  }
  return new Sequelize(databaseUrl.replace(/^mariadb:/, 'mysql:'), {
    dialect: 'mysql',
    logging: log,
    timezone: '+00:00',
    define: { underscored: true, charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    dialectOptions: { dateStrings: false, supportBigNumbers: true, bigNumberStrings: false, charset: 'utf8mb4' },
    pool: { max: 10, min: 0, acquire: 30_000, idle: 10_000 },
  });
}

/** SQLite needs foreign keys switched on, and WAL so readers don't wait on the writer. */
export async function prepareConnection(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() === 'sqlite') {
    await sequelize.query('PRAGMA foreign_keys = ON');
    await sequelize.query('PRAGMA journal_mode = WAL');
    await sequelize.query('PRAGMA busy_timeout = 5000');
  } else {
    await sequelize.authenticate();
  }
}
