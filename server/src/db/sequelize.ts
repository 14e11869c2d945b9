import { QueryTypes, Sequelize, Transaction } from 'sequelize';
import { log as logger } from '../services/logger';

/** One Sequelize instance per process, on SQLite (default) or MySQL/MariaDB. */
export function createSequelize(databaseUrl: string, logging: boolean): Sequelize {
  const log = logging ? (sql: string) => logger({ module: 'sql' }).debug(sql) : false;
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
    waitForTheWriteLock(sequelize);
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
    // connectTimeout: a database that is unreachable (not refusing: silent) fails a new
    // connection within 5 s instead of mysql2's 10 s.
    dialectOptions: {
      dateStrings: false,
      supportBigNumbers: true,
      bigNumberStrings: false,
      charset: 'utf8mb4',
      connectTimeout: 5_000,
    },
    // acquire: the longest a request waits for a pooled connection before it is answered 503
    // (MSG.databaseUnavailable). 10 s instead of 30 s: while the database is away a request
    // fails fast and the client can retry, instead of holding a socket for half a minute; no
    // healthy request waits that long (they take milliseconds), and a restarted database is
    // used again at once — the pool drops dead connections and opens new ones by itself.
    // max 30: a write transaction holds its connection for all its round trips, and on a busy
    // node each of them waits its turn in the event loop; with 10, a burst of attempt starts
    // (issue 25: 2 000 students opening an assessment in 10 s) held every connection and the
    // reads queued behind them for seconds. 30 per node leaves MariaDB's default 151 for 4 nodes.
    pool: { max: 30, min: 0, acquire: 10_000, idle: 10_000 },
  });
}

/** How long a SQLite connection waits for another connection's write lock before SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * Sequelize opens a new SQLite connection for every transaction, and node-sqlite3 gives each one
 * a busy timeout of 1 s of its own; every connection, the transactions' included, waits as long
 * as the default one. (Transactions of this process do not wait here: they queue before BEGIN,
 * see writeTransaction.)
 */
function waitForTheWriteLock(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: object): Promise<{ configure(option: 'busyTimeout', ms: number): void }>;
  };
  const open = manager.getConnection.bind(manager);
  manager.getConnection = async (options) => {
    const connection = await open(options);
    connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
    return connection;
  };
}

/** SQLite needs foreign keys switched on, and WAL so readers don't wait on the writer. */
export async function prepareConnection(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() === 'sqlite') {
    await sequelize.query('PRAGMA foreign_keys = ON');
    await sequelize.query('PRAGMA journal_mode = WAL');
  } else {
    await sequelize.authenticate();
  }
}

/** GET_LOCK did not get the lock within its timeout: another process holds it. */
export class NamedLockBusyError extends Error {
  constructor(readonly lockName: string) {
    super(`O bloqueio "${lockName}" do banco de dados está em uso por outro processo`);
    this.name = 'NamedLockBusyError';
  }
}

const LOCK_NAME = "CONCAT('trilha:', LEFT(SHA1(CONCAT(?, ':', DATABASE())), 40))";

/**
 * Runs `work` while this process holds a MySQL named lock (GET_LOCK) for this database: processes
 * starting at once on one database (several API nodes, the CLI) migrate and seed one after the
 * other instead of running the same DDL twice, and a restore runs on one node at a time. The lock
 * lives on one pooled connection, pinned by an otherwise empty transaction, and ends with it —
 * also when the process is killed, since the server drops the dead connection's locks.
 * `timeoutSeconds` 0 = don't wait: NamedLockBusyError at once when it is held. SQLite is one
 * file used by one process: the work just runs.
 */
export async function withNamedLock<T>(
  sequelize: Sequelize,
  name: string,
  work: () => Promise<T>,
  timeoutSeconds = 300,
): Promise<T> {
  if (sequelize.getDialect() !== 'mysql') return work();
  const holder = await sequelize.transaction();
  try {
    // Lock names are server-wide and at most 64 characters: scoped to the database, hashed.
    const [row] = await sequelize.query<{ got: number | null }>(`SELECT GET_LOCK(${LOCK_NAME}, ?) AS got`, {
      replacements: [name, timeoutSeconds],
      type: QueryTypes.SELECT,
      transaction: holder,
    });
    if (Number(row?.got) !== 1) throw new NamedLockBusyError(name);
    return await work();
  } finally {
    await sequelize
      .query(`SELECT RELEASE_LOCK(${LOCK_NAME})`, { replacements: [name], transaction: holder })
      .catch(() => undefined);
    await holder.rollback().catch(() => undefined);
  }
}
