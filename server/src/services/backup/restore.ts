import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_MSG } from '@trilha/sdk/contract';
import { BaseError, type Transaction } from 'sequelize';
import { writeTransaction } from '../../db/transaction';
import { BadRequestError, HttpError, STORAGE_FULL_CODES } from '../../errors';
import { newContentVersion } from '../../models/Course';
import { assertCompatible, type BackupAnalysis } from './analyse';
import { createBackup } from './create';
import { type BackupEnv, currentEnv } from './env';
import { describeDatabase, isBackedUpRow, restoreDeleteFilter, type TableInfo } from './layout';
import type { Manifest } from './manifest';
import {
  endJournal,
  exists,
  finishInterruptedRestore,
  markCommitted,
  move,
  type RestoreJournal,
  rollForward,
  stagedDir,
  startJournal,
} from './recovery';
import { fromPortable, PortableValueError } from './values';

/** Rows per INSERT, and a byte budget well under MySQL's max_allowed_packet. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 ** 2;
/** No row of ours comes near this; a longer line is a damaged or hostile file. */
const MAX_LINE_BYTES = 64 * 1024 ** 2;

export interface RestoreProgress {
  phase: 'safety-backup' | 'delete' | 'insert' | 'files';
  table?: string;
  rows?: number;
}

export interface RestoreOptions {
  env?: BackupEnv;
  /** A backup of the current data first (default true). */
  safetyBackup?: boolean;
  /** Runs inside the restore transaction once the data is in (the audit row lands with it). */
  inTransaction?: (transaction: Transaction) => Promise<void>;
  onProgress?: (progress: RestoreProgress) => void;
}

export interface RestoreResult {
  safetyBackup: string | null;
  tables: number;
  rows: number;
  files: number;
}

/** The lines of a file, streamed, refusing absurdly long ones instead of buffering them. */
async function* readLines(file: string): AsyncGenerator<string> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(file)) {
    let buf: Buffer = rest.length ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
    let at = buf.indexOf(10);
    while (at !== -1) {
      yield buf.subarray(0, at).toString('utf8');
      buf = buf.subarray(at + 1);
      at = buf.indexOf(10);
    }
    if (buf.length > MAX_LINE_BYTES) throw new PortableValueError('(linha longa demais)');
    rest = buf;
  }
  if (rest.length) yield rest.toString('utf8');
}

interface Deferred {
  table: TableInfo;
  column: string;
  key: unknown;
  value: unknown;
}

async function insertTable(
  env: BackupEnv,
  folder: string,
  table: TableInfo,
  entry: Manifest['tables'][number],
  transaction: Transaction,
  deferred: Deferred[],
): Promise<number> {
  const qi = env.sequelize.getQueryInterface();
  const columns = new Map(table.columns.map((c) => [c.name, c]));
  const pk = table.primaryKey[0];
  let batch: Record<string, unknown>[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length) await qi.bulkInsert(table.name, batch, { transaction });
    batch = [];
    bytes = 0;
  };
  for await (const line of readLines(path.join(folder, entry.file))) {
    if (!line.trim()) continue;
    let source: unknown;
    try {
      source = JSON.parse(line);
    } catch {
      throw new PortableValueError('(JSON inválido)');
    }
    if (!source || typeof source !== 'object' || Array.isArray(source)) throw new PortableValueError('(linha)');
    const input = source as Record<string, unknown>;
    for (const key of Object.keys(input)) if (!columns.has(key)) throw new PortableValueError(key);
    if (!isBackedUpRow(table.name, input)) continue;
    const row: Record<string, unknown> = {};
    for (const column of table.columns) row[column.name] = fromPortable(input[column.name], column);
    for (const column of table.selfReferences) {
      if (row[column] !== null && pk) {
        deferred.push({ table, column, key: row[pk], value: row[column] });
        row[column] = null;
      }
    }
    batch.push(row);
    bytes += line.length;
    rows += 1;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/** Replaces every table's rows in one transaction: children deleted first, parents inserted first. */
async function replaceData(
  env: BackupEnv,
  analysis: BackupAnalysis,
  options: RestoreOptions,
  journal: RestoreJournal,
): Promise<{ tables: number; rows: number }> {
  const layout = await describeDatabase(env);
  assertCompatible(analysis.manifest, layout);
  const progress = options.onProgress ?? (() => undefined);
  const qi = env.sequelize.getQueryInterface();
  const quote = (n: string) => qi.quoteIdentifier(n);
  const entries = new Map(analysis.manifest.tables.map((t) => [t.name, t]));
  let total = 0;
  // DELETE and INSERT only: TRUNCATE and other DDL would commit on MySQL and end the transaction.
  await writeTransaction(env.sequelize, async (transaction) => {
    const run = (sql: string) => env.sequelize.query(sql, { transaction });
    for (const name of layout.cleared) await run(`DELETE FROM ${quote(name)}`);
    for (const table of [...layout.tables].reverse()) {
      progress({ phase: 'delete', table: table.name });
      for (const column of table.selfReferences) {
        await run(`UPDATE ${quote(table.name)} SET ${quote(column)} = NULL WHERE ${quote(column)} IS NOT NULL`);
      }
      await run(`DELETE FROM ${quote(table.name)}${restoreDeleteFilter(table.name, quote)}`);
    }
    const deferred: Deferred[] = [];
    for (const table of layout.tables) {
      const entry = entries.get(table.name);
      if (!entry) continue;
      try {
        const rows = await insertTable(env, analysis.folder, table, entry, transaction, deferred);
        total += rows;
        progress({ phase: 'insert', table: table.name, rows });
      } catch (err) {
        throw invalidData(table.name, err);
      }
    }
    for (const d of deferred) {
      try {
        await env.sequelize.query(
          `UPDATE ${quote(d.table.name)} SET ${quote(d.column)} = ? WHERE ${quote(d.table.primaryKey[0] as string)} = ?`,
          { replacements: [d.value, d.key], transaction },
        );
      } catch (err) {
        throw invalidData(d.table.name, err);
      }
    }
    // Servers keep course trees in memory by content version: restored content gets new ones.
    if (layout.tables.some((t) => t.name === 'courses')) {
      const renewed = layout.dialect === 'mysql' ? 'CONCAT(:version, id)' : ':version || id';
      await env.sequelize.query(`UPDATE courses SET content_version = ${renewed}`, {
        replacements: { version: `r${newContentVersion().slice(0, 12)}-` },
        transaction,
      });
    }
    await options.inTransaction?.(transaction);
    await markCommitted(env, journal, transaction);
  });
  return { tables: layout.tables.length, rows: total };
}

/** A row the database (or our value rules) refuses: the backup's fault, answered as a 400. */
function invalidData(table: string, err: unknown): Error {
  if (err instanceof PortableValueError || err instanceof BaseError) {
    const refused = BadRequestError(BACKUP_MSG.invalidData(table));
    (refused as Error & { cause?: unknown }).cause = err;
    return refused;
  }
  return err as Error;
}

/**
 * Step two of a restore. A safety backup of the current data comes first; then, in ONE
 * transaction, every table is emptied (children first) and refilled from the dump (parents
 * first, in batches), so a failure anywhere before the commit leaves the old data whole. The
 * backup's uploads are staged beside the uploads folder before the commit and swapped in by
 * rename after it; a journal (recovery.ts) lets a restart or the next restore finish or undo that
 * swap when the process dies midway, so the files always match the data that committed.
 */
export async function restoreBackup(analysis: BackupAnalysis, options: RestoreOptions = {}): Promise<RestoreResult> {
  const env = options.env ?? currentEnv();
  const progress = options.onProgress ?? (() => undefined);
  assertCompatible(analysis.manifest, await describeDatabase(env));
  // A restore killed earlier may have left its swap half done: settled before anything is read.
  await finishInterruptedRestore(env);

  let safetyBackup: string | null = null;
  if (options.safetyBackup ?? true) {
    progress({ phase: 'safety-backup' });
    try {
      safetyBackup = (await createBackup({ source: 'pre-restore', env })).filename;
    } catch (err) {
      // A full disk goes on to the error middleware, which answers it (507) like any write's.
      if (STORAGE_FULL_CODES.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
      const failed = new HttpError(500, 'safety_backup_failed', BACKUP_MSG.safetyBackupFailed);
      (failed as Error & { cause?: unknown }).cause = err;
      throw failed;
    }
  }

  const unpacked = path.join(analysis.folder, 'uploads');
  const journal = await startJournal(env, analysis.folder);
  const staged = stagedDir(env, journal);
  let counts: { tables: number; rows: number };
  try {
    if (await exists(unpacked)) await move(unpacked, staged);
    else await mkdir(staged, { recursive: true });
    await mkdir(path.join(staged, '.tmp'), { recursive: true });
    counts = await replaceData(env, analysis, options, journal);
  } catch (err) {
    // Settled the way a restart would: a COMMIT that failed on its way back may still have landed,
    // and only the journal's row tells. Nothing committed: the staged files go back into the
    // analysis, which can be confirmed again. Database gone: the journal waits for the next try.
    await finishInterruptedRestore(env).catch(() => undefined);
    throw err;
  }

  progress({ phase: 'files' });
  await rollForward(env, journal);
  await endJournal(env, journal);
  return { safetyBackup, ...counts, files: analysis.files };
}
