import { ADMIN_MSG, E, logActionLabel } from '@trilha/sdk/contract';
import { logCleaner } from '../commands/logs';
import { Routes } from '../http/routes';
import { logExportBatches, logPage } from '../queries/logs';
import { audit } from '../services/audit';
import { csvBatchStream, datedFileName } from '../services/csv';
import { brDateTime } from '../services/format';

export const logRoutes = new Routes()
  .add(E.logs.list, (_ctx, { query }) => logPage(query))
  /** The filtered logs as CSV, streamed row by row (BOM, ';', São Paulo time, formulas neutralised). */
  .add(E.logs.exportCsv, async (ctx, { query }) => {
    const { page: _p, limit: _l, ...filters } = query;
    await audit(ctx.state.actor, { action: 'LOGS_EXPORTADOS', description: 'Logs do sistema exportados em CSV' });
    async function* rows() {
      for await (const batch of logExportBatches(filters)) {
        yield batch.map((log) => [
          brDateTime(log.created_at),
          logActionLabel(log.action),
          log.action,
          log.user_name ?? log.user_email ?? 'Sistema',
          log.user_email,
          log.ip_address ?? '-',
          log.description ?? log.message ?? '-',
          log.level,
        ]);
      }
    }
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(datedFileName('logs-sistema'));
    ctx.body = csvBatchStream(['Data/Hora', 'Ação', 'Código', 'Usuário', 'E-mail', 'IP', 'Descrição', 'Nível'], rows());
    return undefined;
  })
  .add(E.logs.cleanup, async (ctx, { body }) => {
    const deletedCount = await logCleaner(body.days, ctx.state.actor);
    return { success: true, deletedCount, message: ADMIN_MSG.logsCleanupDone(deletedCount) };
  });
