import { RETENTION_RULES, type RetentionClass } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { personAnonymizer } from '../commands/anonymization';
import { backupPruner } from '../commands/backupPruner';
import { logRowsDeleter } from '../commands/logs';
import { inTransaction } from '../db/transaction';
import { PracticalAttendance, RetainedIdentity, SystemLog, User } from '../models';
import { type Actor, audit, systemActor } from '../services/audit';
import { now } from '../services/clock';
import { privacySettings } from '../services/privacySettings';
import { removeUpload } from '../services/storage';

/** Rows per statement: a long table is worked through in short transactions, never one lock for all. */
export const RETENTION_BATCH = 1_000;
const DAY = 86_400_000;

export interface RetentionOptions {
  batchSize?: number;
  /** Called after each batch; aborting the signal stops the run there (an operator's stop, a test's crash). */
  onBatch?: (done: RetentionReport) => void;
  signal?: AbortSignal;
  actor?: Actor;
}

export type RetentionReport = Record<RetentionClass, number>;

class Stopped extends Error {}

/**
 * Applies each class's retention period (Settings > Privacidade, LGPD issue 24): what is past it is
 * deleted or anonymised, in batches, each batch (each person) in its own transaction, so a run
 * stopped anywhere leaves nothing half done and the next run finishes the rest. One audit row
 * reports what each class lost. Idempotent: run it again and it finds nothing more to do.
 */
export async function runRetention(options: RetentionOptions = {}): Promise<RetentionReport> {
  const batchSize = options.batchSize ?? RETENTION_BATCH;
  const at = now();
  const settings = await privacySettings();
  const cutoff = (c: RetentionClass) =>
    new Date(
      at.getTime() - (settings.retention.find((r) => r.class === c)?.days ?? RETENTION_RULES[c].defaultDays) * DAY,
    );
  const report: RetentionReport = {
    system_logs: 0,
    access_logs: 0,
    inactive_accounts: 0,
    practical_signatures: 0,
    backups: 0,
    training_evidence: 0,
  };
  /** Counts what a batch did for its class, reports, and stops there when asked to. */
  const batchOf = (c: RetentionClass) => (n: number) => {
    report[c] += n;
    options.onBatch?.({ ...report });
    if (options.signal?.aborted) throw new Stopped();
  };
  const actor = options.actor ?? systemActor;
  try {
    await deleteLogs({ user_id: null }, cutoff('system_logs'), batchSize, batchOf('system_logs'));
    await deleteLogs({ user_id: { [Op.ne]: null } }, cutoff('access_logs'), batchSize, batchOf('access_logs'));
    await dropSignatures(cutoff('practical_signatures'), batchSize, batchOf('practical_signatures'));
    await anonymiseInactive(cutoff('inactive_accounts'), batchSize, actor, batchOf('inactive_accounts'));
    await releaseRetained(at, batchSize, batchOf('training_evidence'));
    const keepDays = Math.round((at.getTime() - cutoff('backups').getTime()) / DAY);
    batchOf('backups')((await backupPruner(keepDays, actor)).length);
  } finally {
    const lines = (Object.keys(report) as RetentionClass[])
      .filter((c) => report[c])
      .map((c) => `${RETENTION_RULES[c].label}: ${report[c]}`);
    await audit(actor, {
      action: 'RETENCAO_APLICADA',
      description:
        `Retenção de dados (LGPD)${options.signal?.aborted ? ', interrompida' : ''}: ${lines.join('; ') || 'nada a fazer'}`.slice(
          0,
          2000,
        ),
    }).catch(() => undefined);
  }
  return report;
}

/** Runs the job, telling an interruption apart from a failure. */
export async function retentionJob(options: RetentionOptions = {}): Promise<RetentionReport | null> {
  try {
    return await runRetention(options);
  } catch (err) {
    if (err instanceof Stopped) return null;
    throw err;
  }
}

async function deleteLogs(
  who: { user_id: null } | { user_id: { [Op.ne]: null } },
  before: Date,
  batchSize: number,
  done: (n: number) => void,
): Promise<void> {
  for (;;) {
    const ids = (
      await SystemLog.findAll({
        attributes: ['id'],
        where: { ...who, created_at: { [Op.lt]: before } },
        order: [['id', 'ASC']],
        limit: batchSize,
        raw: true,
      })
    ).map((r) => r.id);
    if (!ids.length) return;
    done(await logRowsDeleter(ids));
  }
}

/** The drawn signature's file goes; the attendance, its time, IP and the signature's SHA-256 stay. */
async function dropSignatures(before: Date, batchSize: number, done: (n: number) => void): Promise<void> {
  for (;;) {
    const rows = await PracticalAttendance.findAll({
      attributes: ['id', 'signature_file'],
      where: { signature_file: { [Op.ne]: null }, signed_at: { [Op.lt]: before } },
      order: [['id', 'ASC']],
      limit: batchSize,
    });
    if (!rows.length) return;
    for (const row of rows) {
      const file = row.signature_file;
      await PracticalAttendance.update({ signature_file: null }, { where: { id: row.id } });
      await removeUpload(file);
    }
    done(rows.length);
  }
}

/**
 * Accounts nobody used within the period (never signed in: counted from creation) are anonymised
 * like an approved deletion, each in its own transaction; admins are never touched.
 */
async function anonymiseInactive(before: Date, batchSize: number, actor: Actor, done: (n: number) => void) {
  for (;;) {
    const people = await User.findAll({
      attributes: ['id'],
      where: {
        role: { [Op.ne]: 'admin' },
        anonymized_at: null,
        created_at: { [Op.lt]: before },
        [Op.or]: [{ last_login: null }, { last_login: { [Op.lt]: before } }],
      },
      order: [['id', 'ASC']],
      limit: batchSize,
    });
    if (!people.length) return;
    for (const person of people) {
      await inTransaction((transaction) => personAnonymizer(person.id, actor, transaction));
    }
    done(people.length);
  }
}

/** Past the evidence's retention, the name and CPF kept under art. 16 I go too. */
async function releaseRetained(at: Date, batchSize: number, done: (n: number) => void): Promise<void> {
  for (;;) {
    const rows = await RetainedIdentity.findAll({
      attributes: ['user_id'],
      where: { retained_until: { [Op.lt]: at } },
      limit: batchSize,
      raw: true,
    });
    if (!rows.length) return;
    done(await RetainedIdentity.destroy({ where: { user_id: rows.map((r) => r.user_id) } }));
  }
}
