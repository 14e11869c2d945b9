import Router from '@koa/router';
import { ADMIN_MSG, LogCleanupSchema, LogQuerySchema, logActionLabel } from '@trilha/sdk/contract';
import { logCleaner } from '../commands/logs';
import { auth, requireAdmin } from '../middleware/auth';
import { logPage, logRows } from '../queries/logs';
import { audit } from '../services/audit';
import { csvStream, datedFileName } from '../services/csv';
import { brDateTime } from '../services/format';
import type { AppState } from '../state';
import { parse } from '../validation';

export const logsRouter = new Router<AppState>({ prefix: '/api/logs' });
logsRouter.use(auth(), requireAdmin());

logsRouter.get('/', async (ctx) => {
  ctx.body = await logPage(parse(LogQuerySchema, ctx.query));
});

/** The filtered logs as CSV, streamed row by row (BOM, ';', São Paulo time, formulas neutralised). */
logsRouter.get('/export', async (ctx) => {
  const { page: _p, limit: _l, ...filters } = parse(LogQuerySchema, ctx.query);
  await audit(ctx.state.actor, { action: 'LOGS_EXPORTADOS', description: 'Logs do sistema exportados em CSV' });
  async function* rows() {
    for await (const log of logRows(filters)) {
      yield [
        brDateTime(log.created_at),
        logActionLabel(log.action),
        log.action,
        log.user_name ?? log.user_email ?? 'Sistema',
        log.user_email,
        log.ip_address ?? '-',
        log.description ?? log.message ?? '-',
        log.level,
      ];
    }
  }
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(datedFileName('logs-sistema'));
  ctx.body = csvStream(['Data/Hora', 'Ação', 'Código', 'Usuário', 'E-mail', 'IP', 'Descrição', 'Nível'], rows());
});

logsRouter.delete('/cleanup', async (ctx) => {
  const { days } = parse(LogCleanupSchema, ctx.request.body);
  const deletedCount = await logCleaner(days, ctx.state.actor);
  ctx.body = { success: true, deletedCount, message: ADMIN_MSG.logsCleanupDone(deletedCount) };
});
