import Router from '@koa/router';
import {
  FirstLoginPasswordChangeSchema,
  ForgotPasswordSchema,
  LoginSchema,
  MSG,
  ResetPasswordSchema,
  Verify2faSchema,
} from '@trilha/sdk/contract';
import { forgotPassword, resetPassword } from '../commands/passwordReset';
import { firstLoginPasswordChange, login, logout, verifyTwoFactor } from '../commands/session';
import { auth, currentUser } from '../middleware/auth';
import { Company } from '../models';
import { presentUser } from '../presenters/user';
import { byPrimaryKey } from '../queries/hydrate';
import type { AppState } from '../state';
import { parse } from '../validation';

export const authRouter = new Router<AppState>({ prefix: '/api/auth' });

authRouter.post('/login', async (ctx) => {
  ctx.body = await login(parse(LoginSchema, ctx.request.body), ctx.state.actor);
});

authRouter.post('/verify-2fa', async (ctx) => {
  ctx.body = await verifyTwoFactor(parse(Verify2faSchema, ctx.request.body), ctx.state.actor);
});

authRouter.get('/me', auth({ allowFirstLogin: true, allowEmbed: true }), async (ctx) => {
  const user = currentUser(ctx.state);
  const company = user.company_id ? await byPrimaryKey(Company, user.company_id) : null;
  ctx.body = { user: presentUser(user, company) };
});

authRouter.post('/first-login-password-change', auth({ allowFirstLogin: true }), async (ctx) => {
  const input = parse(FirstLoginPasswordChangeSchema, ctx.request.body);
  ctx.body = await firstLoginPasswordChange(currentUser(ctx.state), input, ctx.state.actor);
});

authRouter.post('/forgot-password', async (ctx) => {
  const { email } = parse(ForgotPasswordSchema, ctx.request.body);
  await forgotPassword(email, ctx.state.actor);
  ctx.body = { success: true, message: MSG.forgotPasswordSent };
});

authRouter.post('/reset-password', async (ctx) => {
  await resetPassword(parse(ResetPasswordSchema, ctx.request.body), ctx.state.actor);
  ctx.body = { success: true, message: MSG.resetDone };
});

authRouter.post('/logout', auth({ allowFirstLogin: true }), async (ctx) => {
  await logout(currentUser(ctx.state), ctx.state.actor);
  ctx.body = { success: true, message: MSG.loggedOut };
});
