import { Op } from 'sequelize';
import { SystemLog } from '../models';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { forgetLogCount } from '../services/logCount';

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
    deleted += await SystemLog.destroy({ where: { id: { [Op.in]: ids } } });
    await forgetLogCount();
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
