import { E, MSG } from '@trilha/sdk/contract';
import { forgotPassword, resetPassword } from '../commands/passwordReset';
import { firstLoginPasswordChange, login, logout, verifyTwoFactor } from '../commands/session';
import { callerGone } from '../http/callerGone';
import { Routes } from '../http/routes';
import { presentSignIn } from '../presenters/session';
import { presentUser } from '../presenters/user';

export const authRoutes = new Routes()
  .add(E.auth.login, async (ctx, { body }) => presentSignIn(await login(body, ctx.state.actor, callerGone(ctx))))
  .add(E.auth.verify2fa, async (ctx, { body }) => presentSignIn(await verifyTwoFactor(body, ctx.state.actor)))
  // The caller's company came with the authentication's read (queries/users callerById).
  .add(E.auth.me, async (_ctx, { user }) => ({ user: presentUser(user) }))
  .add(E.auth.firstLoginPasswordChange, async (ctx, { body, user }) => {
    const session = await firstLoginPasswordChange(user, body, ctx.state.actor);
    return {
      success: true,
      message: MSG.passwordChanged,
      token: session.token,
      user: presentUser(session.user, session.company),
    };
  })
  .add(E.auth.forgotPassword, async (ctx, { body }) => {
    await forgotPassword(body.email, ctx.state.actor);
    return { success: true, message: MSG.forgotPasswordSent };
  })
  .add(E.auth.resetPassword, async (ctx, { body }) => {
    await resetPassword(body, ctx.state.actor);
    return { success: true, message: MSG.resetDone };
  })
  .add(E.auth.logout, async (ctx, { user }) => {
    await logout(user, ctx.state.actor);
    return { success: true, message: MSG.loggedOut };
  });
