import Router from '@koa/router';
import { auth, requireAdmin } from '../middleware/auth';
import { dashboardCounts } from '../queries/users';
import type { AppState } from '../state';

export const dashboardRouter = new Router<AppState>({ prefix: '/api/dashboard' });

dashboardRouter.get('/counts', auth(), requireAdmin(), async (ctx) => {
  ctx.body = await dashboardCounts();
});
