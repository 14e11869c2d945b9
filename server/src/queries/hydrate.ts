import { DataTypes, type Model, type ModelStatic, QueryTypes } from 'sequelize';
import { runtime } from '../runtime';

/** Column lists by model, then by dialect, alias and left-out columns: built once, asked for on every request. */
const columnLists = new WeakMap<ModelStatic<Model>, Map<string, string>>();

/**
 * Joined reads on hot paths select every table's columns under a prefix (`c__title`) in one raw
 * statement and build model instances from the rows: the same instances `findAll` with includes
 * would give, without Sequelize regrouping the join for each request.
 */
export function prefixedColumns(model: ModelStatic<Model>, alias: string, except: readonly string[] = []): string {
  const dialect = runtime().sequelize.getDialect();
  const key = `${dialect}|${alias}|${except.join(',')}`;
  let byKey = columnLists.get(model);
  if (!byKey) {
    byKey = new Map();
    columnLists.set(model, byKey);
  }
  let list = byKey.get(key);
  if (list === undefined) {
    const q = (name: string) => runtime().sequelize.getQueryInterface().quoteIdentifier(name);
    list = Object.keys(model.getAttributes())
      .filter((name) => !except.includes(name))
      .map((name) => `${alias}.${q(name)} AS ${alias}__${name}`)
      .join(', ');
    byKey.set(key, list);
  }
  return list;
}

/** Bookkeeping columns a hot read can leave out (each date costs a parse per row). */
export const STAMPS = ['created_at', 'updated_at'] as const;

type Kind = 'boolean' | 'date' | 'number' | 'other';

function kindOf(type: unknown): Kind {
  if (type instanceof DataTypes.BOOLEAN) return 'boolean';
  if (type instanceof DataTypes.DATE) return 'date';
  if (type instanceof DataTypes.INTEGER || type instanceof DataTypes.FLOAT || type instanceof DataTypes.DOUBLE)
    return 'number';
  return 'other';
}

/** Raw drivers hand back 1/0 for booleans and, on SQLite, text for dates: give them their types. */
function typed(kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return value === true || value === 1 || value === '1';
    case 'date': {
      if (value instanceof Date) return value;
      const text = String(value);
      // MySQL DATETIME text carries no zone; the app stores UTC.
      return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
    }
    case 'number':
      return Number(value);
    default:
      return value;
  }
}

/** Per model and alias: each attribute with its prefixed key and kind, worked out once. */
const layouts = new WeakMap<ModelStatic<Model>, Map<string, [name: string, key: string, kind: Kind][]>>();

function layout(model: ModelStatic<Model>, alias: string) {
  let byAlias = layouts.get(model);
  if (!byAlias) {
    byAlias = new Map();
    layouts.set(model, byAlias);
  }
  let fields = byAlias.get(alias);
  if (!fields) {
    fields = Object.entries(model.getAttributes()).map(([name, a]) => [name, `${alias}__${name}`, kindOf(a.type)]);
    byAlias.set(alias, fields);
  }
  return fields;
}

/**
 * The `alias` table's instance in a prefixed row (with the columns the row has), or null when the
 * outer join found none.
 */
export function hydrate<M extends Model>(model: ModelStatic<M>, row: Record<string, unknown>, alias: string): M | null {
  if (row[`${alias}__id`] === null || row[`${alias}__id`] === undefined) return null;
  const values: Record<string, unknown> = {};
  for (const [name, key, kind] of layout(model as ModelStatic<Model>, alias)) {
    if (key in row) values[name] = typed(kind, row[key]);
  }
  return model.build(values as M['_creationAttributes'], { raw: true, isNewRecord: false });
}

const pkStatements = new WeakMap<ModelStatic<Model>, string>();

/**
 * `Model.findByPk` for the per-request reads (the caller's user on every authenticated request):
 * the same instance for a fraction of the ORM's work per call.
 */
export async function byPrimaryKey<M extends Model>(model: ModelStatic<M>, id: number): Promise<M | null> {
  const key = model as ModelStatic<Model>;
  let statement = pkStatements.get(key);
  if (!statement) {
    statement = `SELECT ${prefixedColumns(key, 't')} FROM ${model.getTableName()} t WHERE t.id = :id`;
    pkStatements.set(key, statement);
  }
  const [row] = await runtime().sequelize.query<Record<string, unknown>>(statement, {
    // Replacements, not bind: Sequelize's typeCast makes mysql2 rebuild its binary row parser for
    // every prepared execution, which cost more than parsing the text statement.
    replacements: { id },
    type: QueryTypes.SELECT,
  });
  return row ? hydrate(model, row, 't') : null;
}
