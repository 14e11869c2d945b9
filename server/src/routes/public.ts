import Router from '@koa/router';
import { publicLoginSettings, publicTheme } from '../services/settings';
import type { AppState } from '../state';

/** What the login screen reads before anyone signs in. Cached in memory (services/settings). */
export const publicRouter = new Router<AppState>();

publicRouter.get('/api/settings/theme/public', async (ctx) => {
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = await publicTheme();
});

publicRouter.get('/api/login-settings/public', async (ctx) => {
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = await publicLoginSettings();
});
