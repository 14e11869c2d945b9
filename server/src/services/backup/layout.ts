import { QueryTypes } from 'sequelize';
import type { BackupEnv } from './env';
import { type ColumnInfo, columnKind } from './values';

/** Never in a backup and left alone by a restore: bookkeeping of this installation. */
const EXCLUDED = new Set(['schema_migrations', 'SequelizeMeta', 'rate_limits', 'job_runs']);

/**
 * Never in a backup and emptied by a restore: short-lived secrets and pending restores that
 * belong to the users being replaced (2FA codes, reset tokens, restore ids), counts of rows
 * that the restore replaces, and the mail outbox (mail about data the restore replaces is not
 * sent, and a restored backup never sends old mail again).
 */
const CLEARED = [
  'restore_sessions',
  'verification_codes',
  'password_reset_tokens',
  'row_counts',
  // The logs screen's page marks and their epoch (queries/logMarks): counts of the replaced rows.
  'log_page_marks',
  'log_page_epoch',
  'mail_outbox',
  // Company sign-ins in flight (state, nonce, PKCE verifier): minutes of life, never restored.
  'sso_states',
];

/** Settings whose key names a secret stay out of backups and are kept as they are on restore. */
const SECRET_SETTING = /secret/i;

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** The primary key columns (one for every table of ours: pages are read by it). */
  primaryKey: string[];
  /** Nullable columns pointing at their own table (a course's refresher course): set after insert. */
  selfReferences: string[];
}

export interface DatabaseLayout {
  dialect: 'sqlite' | 'mysql';
  /** Tables in a backup, parents before children. */
  tables: TableInfo[];
  /** Tables emptied by a restore (present in this database). */
  cleared: string[];
  /** Migrations applied to this database, in order. */
  migrations: string[];
}

/** Whether a row goes into a backup (and whether a restore deletes or inserts it). */
export function isBackedUpRow(table: string, row: Record<string, unknown>): boolean {
  return !(table === 'settings' && SECRET_SETTING.test(String(row.key)));
}

/**
 * isBackedUpRow() for rows read as value arrays in `table.columns` order, or null when every row
 * of the table is backed up (no per-row work then).
 */
export function backedUpRowFilter(table: TableInfo): ((values: readonly unknown[]) => boolean) | null {
  if (table.name !== 'settings') return null;
  const key = table.columns.findIndex((c) => c.name === 'key');
  return (values) => isBackedUpRow(table.name, { key: values[key] });
}

/** The condition a restore deletes with: everything except the rows a backup never holds. */
export function restoreDeleteFilter(table: string, quote: (name: string) => string): string {
  return table === 'settings' ? ` WHERE ${quote('key')} NOT LIKE '%secret%'` : '';
}

function tableName(entry: unknown): string {
  return typeof entry === 'string' ? entry : String((entry as { tableName: string }).tableName);
}

/** Orders tables so every parent comes before its children; ties alphabetical for stable dumps. */
function parentsFirst(names: string[], parentsOf: Map<string, Set<string>>): string[] {
  const done = new Set<string>();
  const order: string[] = [];
  const pending = [...names].sort();
  while (pending.length) {
    const ready = pending.find((n) => [...(parentsOf.get(n) ?? [])].every((p) => done.has(p)));
    if (!ready) throw new Error(`Ciclo de chaves estrangeiras entre as tabelas: ${pending.join(', ')}`);
    pending.splice(pending.indexOf(ready), 1);
    done.add(ready);
    order.push(ready);
  }
  return order;
}

/** Reads tables, columns, keys and applied migrations from the live database. */
export async function describeDatabase(env: BackupEnv): Promise<DatabaseLayout> {
  const { sequelize } = env;
  const dialect = sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql';
  const qi = sequelize.getQueryInterface();
  const all = (await qi.showAllTables()).map(tableName).filter((n) => !n.startsWith('sqlite_'));
  const names = all.filter((n) => !EXCLUDED.has(n) && !CLEARED.includes(n));
  const parentsOf = new Map<string, Set<string>>();
  const infos = new Map<string, TableInfo>();
  for (const name of names) {
    const described = await qi.describeTable(name);
    const columns: ColumnInfo[] = Object.entries(described).map(([column, d]) => ({
      name: column,
      type: d.type,
      kind: columnKind(d.type),
      allowNull: d.allowNull,
      wholeSeconds: dialect === 'mysql' && /^(DATETIME|TIMESTAMP)$/i.test(d.type),
    }));
    const primaryKey = Object.entries(described)
      .filter(([, d]) => d.primaryKey)
      .map(([column]) => column);
    const refs = (await qi.getForeignKeyReferencesForTable(name)) as unknown as {
      columnName: string;
      referencedTableName: string;
    }[];
    const selfReferences = [...new Set(refs.filter((r) => r.referencedTableName === name).map((r) => r.columnName))];
    for (const column of selfReferences) {
      if (!columns.find((c) => c.name === column)?.allowNull) {
        throw new Error(`A coluna ${name}.${column} aponta para a própria tabela e não aceita nulo`);
      }
    }
    parentsOf.set(name, new Set(refs.map((r) => r.referencedTableName).filter((p) => p !== name && names.includes(p))));
    infos.set(name, { name, columns, primaryKey, selfReferences });
  }
  const migrations = all.includes('schema_migrations')
    ? (await sequelize.query<{ name: string }>('SELECT name FROM schema_migrations', { type: QueryTypes.SELECT }))
        .map((r) => r.name)
        .sort()
    : [];
  return {
    dialect,
    tables: parentsFirst(names, parentsOf).map((n) => infos.get(n) as TableInfo),
    cleared: CLEARED.filter((n) => all.includes(n)),
    migrations,
  };
}
