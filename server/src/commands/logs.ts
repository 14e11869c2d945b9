import { Op } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { SystemLog } from '../models';
import { forgetLogMarks } from '../queries/logMarks';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { forgetLogCount } from '../services/logCount';

/**
 * Deletes these log rows, and in the same transaction drops what was counted over them: the
 * whole-table total's base (services/logCount) and the logs screen's page marks (queries/logMarks).
 * Every deletion of log rows goes through here.
 */
export async function logRowsDeleter(ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  return inTransaction(async (transaction) => {
    const deleted = await SystemLog.destroy({ where: { id: { [Op.in]: ids } }, transaction });
    await forgetLogCount(transaction);
    await forgetLogMarks(transaction);
    return deleted;
  });
}

/**
 * Deletes logs older than `days` (0 = all) in batches, so a cleanup of millions of rows never holds
 * one huge transaction; the cleanup itself is logged afterwards, so it always stays on record.
 */
export async function logCleaner(days: number, actor: Actor, batch = 5000): Promise<number> {
  const cut = days === 0 ? null : new Date(now().getTime() - days * 86_400_000);
  let deleted = 0;
  for (;;) {
    const ids = (
      await SystemLog.findAll({
        attributes: ['id'],
        where: cut ? { created_at: { [Op.lt]: cut } } : {},
        order: [['id', 'ASC']],
        limit: batch,
        raw: true,
      })
    ).map((r) => r.id);
    if (!ids.length) break;
    deleted += await logRowsDeleter(ids);
    if (ids.length < batch) break;
  }
  await audit(actor, {
    action: 'LOG_CLEANUP',
    description:
      days === 0
        ? `Todos os logs foram removidos (${deleted})`
        : `Logs com mais de ${days} dias removidos (${deleted})`,
  });
  return deleted;
}
