import { randomBytes } from 'node:crypto';
import { cp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { QueryTypes, type Transaction } from 'sequelize';
import { now } from '../clock';
import { LockBusyError, withLock } from '../locks';
import { log } from '../logger';
import { type BackupEnv, currentEnv, restoresDir } from './env';

/**
 * Crash safety of a restore's file swap. A restore commits the rows in one transaction and only
 * then swaps the uploads folder (two renames: uploads -> old, staged -> uploads); a process killed
 * in between would leave restored rows beside the old files, or no uploads folder at all.
 *
 * So before staging anything the restore writes a journal, DATA_DIR/restore-journal.json (a temp
 * file renamed into place: it is whole or absent), and INSIDE the data transaction it inserts a
 * job_runs row (JOURNAL_JOB, journal id): that row exists if and only if the data committed, and
 * job_runs is bookkeeping a restore never replaces. Whoever finds a journal left over — the server
 * at start, the next restore, the restore itself when it failed — asks for the row: present, the
 * swap is rolled forward; absent, the staged files go back to the analysis they came from (old
 * rows and old files are both whole). Either way the uploads folder ends up matching the database
 * that committed.
 */

export const JOURNAL_JOB = 'restore:uploads';

export interface RestoreJournal {
  /** run_key of the commit row; names the staged and old folders beside the uploads folder. */
  id: string;
  /** The analysis folder (under DATA_DIR/restores) the staged files came from. */
  analysis?: string;
}

const NAME_RE = /^[\w-]{1,64}$/;

export const journalFile = (env: BackupEnv) => path.join(env.dataDir, 'restore-journal.json');
export const stagedDir = (env: BackupEnv, j: RestoreJournal) =>
  path.join(path.dirname(env.uploadsDir), `.uploads-staged-${j.id}`);
export const oldDir = (env: BackupEnv, j: RestoreJournal) =>
  path.join(path.dirname(env.uploadsDir), `.uploads-old-${j.id}`);

export async function exists(p: string): Promise<boolean> {
  return Boolean(await stat(p).catch(() => null));
}

/** rename, or a copy when the two folders are on different disks (a shared uploads mount). */
export async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await cp(from, to, { recursive: true, errorOnExist: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Written before anything is staged, so no staged folder is ever unaccounted for. */
export async function startJournal(env: BackupEnv, analysisFolder?: string): Promise<RestoreJournal> {
  const journal: RestoreJournal = { id: `${process.pid}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}` };
  if (analysisFolder && path.dirname(analysisFolder) === restoresDir(env)) {
    journal.analysis = path.basename(analysisFolder);
  }
  const file = journalFile(env);
  await writeFile(`${file}.tmp`, JSON.stringify(journal), { mode: 0o600, flush: true });
  await rename(`${file}.tmp`, file);
  return journal;
}

/** Inside the restore's transaction: commits with the data, or never exists. */
export async function markCommitted(env: BackupEnv, journal: RestoreJournal, transaction: Transaction): Promise<void> {
  const row = {
    job: JOURNAL_JOB,
    run_key: journal.id,
    node: `${hostname()}:${process.pid}`,
    started_at: now(),
    status: 'running',
  };
  await env.sequelize.getQueryInterface().bulkInsert('job_runs', [row], { transaction });
}

/** Whether the restore of this journal committed its data. */
async function committed(env: BackupEnv, journal: RestoreJournal): Promise<boolean> {
  const rows = await env.sequelize.query('SELECT id FROM job_runs WHERE job = ? AND run_key = ?', {
    replacements: [JOURNAL_JOB, journal.id],
    type: QueryTypes.SELECT,
  });
  return rows.length > 0;
}

/**
 * Puts the staged folder in place of the uploads folder. Every step may be cut and the whole run
 * again from wherever it stopped: it always ends the same way.
 */
export async function rollForward(env: BackupEnv, journal: RestoreJournal): Promise<void> {
  const staged = stagedDir(env, journal);
  const old = oldDir(env, journal);
  if (await exists(staged)) {
    if (await exists(env.uploadsDir)) {
      // An old folder already there is from a cut run; the uploads folder then is one made since
      // (the server makes it at start): neither matches the committed rows.
      await rm(old, { recursive: true, force: true });
      await rename(env.uploadsDir, old);
    }
    await rename(staged, env.uploadsDir);
  }
  // Never the last copy of any files: only dropped once an uploads folder stands.
  if (await exists(env.uploadsDir)) await rm(old, { recursive: true, force: true });
}

/**
 * Nothing committed: the staged files go back into their analysis, so the same restore id can be
 * confirmed again (an analysis no id points to any more is swept later), or are dropped.
 */
async function rollBack(env: BackupEnv, journal: RestoreJournal): Promise<void> {
  const staged = stagedDir(env, journal);
  await rm(path.join(staged, '.tmp'), { recursive: true, force: true });
  const home = journal.analysis ? path.join(restoresDir(env), journal.analysis) : null;
  if (home && (await exists(home)) && !(await exists(path.join(home, 'uploads')))) {
    await move(staged, path.join(home, 'uploads')).catch(() => undefined);
  }
  await rm(staged, { recursive: true, force: true });
}

/**
 * The row first: a journal left without its row after a finished swap only gets a roll back,
 * which drops a staged folder that no longer exists.
 */
export async function endJournal(env: BackupEnv, journal: RestoreJournal): Promise<void> {
  await env.sequelize.query('DELETE FROM job_runs WHERE job = ? AND run_key = ?', {
    replacements: [JOURNAL_JOB, journal.id],
  });
  await rm(journalFile(env), { force: true });
}

async function readJournal(env: BackupEnv): Promise<RestoreJournal | null> {
  let text: string;
  try {
    text = await readFile(journalFile(env), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const { id, analysis } = (JSON.parse(text) ?? {}) as Partial<RestoreJournal>;
  // Written whole by us (rename): anything else was edited by hand, and guessing could lose files.
  const valid = (v: unknown) => typeof v === 'string' && NAME_RE.test(v);
  if (!valid(id) || (analysis !== undefined && !valid(analysis))) {
    throw new Error(`Diário de restauração inválido: ${journalFile(env)}`);
  }
  return { id: id as string, analysis };
}

/**
 * Settles the file swap of a restore that was cut short or failed: 'forward' when its data had
 * committed, 'back' when not, null when there was nothing to settle. The caller holds the
 * 'restore' lock, so the journal cannot belong to a restore still running. When the database
 * cannot answer, this throws and the journal stays for the next try.
 */
export async function finishInterruptedRestore(env: BackupEnv): Promise<'forward' | 'back' | null> {
  const journal = await readJournal(env);
  if (!journal) return null;
  const done = await committed(env, journal);
  if (done) await rollForward(env, journal);
  else await rollBack(env, journal);
  await endJournal(env, journal);
  return done ? 'forward' : 'back';
}

/**
 * At start, before anything serves or stores a file. A held lock means a restore is running in
 * another process (another node, the CLI): the journal is its own and is left to it.
 */
export async function recoverInterruptedRestore(env: BackupEnv = currentEnv()): Promise<void> {
  if (!(await exists(journalFile(env)))) return;
  try {
    const outcome = await withLock('restore', () => finishInterruptedRestore(env));
    if (outcome) {
      log({ module: 'backup' }).warn(
        outcome === 'forward'
          ? 'Restauração interrompida: os arquivos restaurados foram postos no lugar.'
          : 'Restauração interrompida antes de gravar os dados: a troca de arquivos foi desfeita.',
      );
    }
  } catch (err) {
    if (!(err instanceof LockBusyError)) throw err;
  }
}
