/**
 * The portable form of a value in a dump: dates as ISO strings (UTC), booleans as true/false,
 * binary as base64, numbers and text as they are. SQLite and MySQL read back the same thing.
 */
export type ColumnKind = 'datetime' | 'date' | 'boolean' | 'binary' | 'number' | 'text';

export interface ColumnInfo {
  name: string;
  type: string;
  kind: ColumnKind;
  allowNull: boolean;
  /** MySQL DATETIME without (n) keeps whole seconds: values are truncated (MariaDB does, MySQL rounds). */
  wholeSeconds: boolean;
}

export function columnKind(type: string): ColumnKind {
  const t = type.toUpperCase();
  if (t.startsWith('DATETIME') || t.startsWith('TIMESTAMP')) return 'datetime';
  if (t === 'DATE') return 'date';
  if (t === 'TINYINT(1)' || t === 'BOOLEAN' || t === 'BOOL') return 'boolean';
  if (/BLOB|BINARY/.test(t)) return 'binary';
  if (/INT|REAL|FLOAT|DOUBLE|DECIMAL|NUMERIC/.test(t)) return 'number';
  return 'text';
}

/** Sequelize's SQLite text ('2026-01-02 03:04:05.678 +00:00'), plain SQL text, or ISO 8601. */
const DATETIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

export function parseDateTime(value: string): Date | null {
  const m = DATETIME_RE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  let ms = Date.UTC(+(y as string), +(mo as string) - 1, +(d as string), +h, +mi, +s, Math.floor(+`0.${frac}` * 1000));
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    ms -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0)) * 60_000;
  }
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** A database value (as either driver returns it) to its portable JSON form. */
export function toPortable(value: unknown, column: ColumnInfo): unknown {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'datetime': {
      const date =
        value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseDateTime(String(value));
      return date && !Number.isNaN(date.getTime()) ? date.toISOString() : String(value);
    }
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 'true' || Number(value) === 1;
    case 'binary':
      return Buffer.isBuffer(value) ? value.toString('base64') : Buffer.from(String(value)).toString('base64');
    case 'number':
      if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
      if (typeof value === 'string' && value.trim() !== '' && Number.isSafeInteger(Number(value))) return Number(value);
      return value;
    default:
      // SQLite keeps whatever a column is given; MySQL would hand text back.
      if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
      return Buffer.isBuffer(value) ? value.toString('utf8') : value;
  }
}

export class PortableValueError extends Error {
  constructor(readonly column: string) {
    super(`valor inválido na coluna ${column}`);
  }
}

/** A portable JSON value back to what the target database's driver takes. */
export function fromPortable(value: unknown, column: ColumnInfo): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') throw new PortableValueError(column.name);
  switch (column.kind) {
    case 'datetime': {
      const date = typeof value === 'string' ? parseDateTime(value) : null;
      if (!date) throw new PortableValueError(column.name);
      return column.wholeSeconds ? new Date(Math.floor(date.getTime() / 1000) * 1000) : date;
    }
    case 'date':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new PortableValueError(column.name);
      return value;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 0 || value === 1) return value === 1;
      throw new PortableValueError(column.name);
    case 'binary':
      if (typeof value !== 'string') throw new PortableValueError(column.name);
      return Buffer.from(value, 'base64');
    case 'number':
      if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) return value;
      throw new PortableValueError(column.name);
    default:
      if (typeof value === 'boolean') throw new PortableValueError(column.name);
      return value;
  }
}
