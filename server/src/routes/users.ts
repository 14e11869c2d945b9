import { E, MSG } from '@trilha/sdk/contract';
import {
  passwordCodeRequester,
  passwordSetter,
  photoUploader,
  twoFactorDisabler,
  twoFactorEnableRequester,
  twoFactorEnabler,
} from '../commands/userSecurity';
import { userCreator, userDeleter, userStatusUpdater, userUpdater } from '../commands/users';
import { Routes } from '../http/routes';
import type { User } from '../models';
import { authorizeUser, type UserAction } from '../policies/users';
import { presentUser } from '../presenters/user';
import { completedCoursesWithGrades } from '../queries/grades';
import { listUsers, loadUser } from '../queries/users';
import { publicUploadUrl } from '../services/storage';
import type { AppContext } from '../state';

/**
 * A call on one account (`/api/users/:id...`) by the user themselves or a user manager
 * (policies/users), decided before the body or the upload is read.
 */
const onAccount = (action: UserAction) => ({
  authorize: (_ctx: AppContext, { params, user }: { params: { id: number }; user: User }) =>
    authorizeUser(user, action, params.id),
});

export const userRoutes = new Routes()
  .add(E.users.list, async (_ctx, { query }) => {
    const { users, summaries } = await listUsers(query);
    return { users: users.map((u) => ({ ...presentUser(u), courses: summaries.get(u.id)?.courses ?? [] })) };
  })
  .add(E.users.completedCoursesWithGrades, (_ctx, { user }) => completedCoursesWithGrades(user.id))
  .add(E.users.create, async (ctx, { body }) => {
    const user = await userCreator(body, ctx.state.actor);
    return { success: true, message: MSG.userCreated, user: presentUser(user) };
  })
  .add(E.users.get, async (_ctx, { params }) => ({ user: presentUser(await loadUser(params.id)) }), onAccount('read'))
  .add(
    E.users.update,
    async (ctx, { params, body, user }) => {
      const updated = await userUpdater(user, params.id, body, ctx.state.actor);
      return { success: true, message: MSG.userUpdated, user: presentUser(updated) };
    },
    onAccount('update'),
  )
  .add(E.users.setStatus, async (ctx, { params, body, user }) => {
    authorizeUser(user, 'setStatus', params.id);
    const updated = await userStatusUpdater(params.id, body.is_active, ctx.state.actor);
    return {
      success: true,
      message: body.is_active ? MSG.userActivated : MSG.userDeactivated,
      user: presentUser(updated),
    };
  })
  .add(E.users.remove, async (ctx, { params, user }) => {
    authorizeUser(user, 'delete', params.id);
    await userDeleter(params.id, ctx.state.actor);
    return { success: true, message: MSG.userDeleted };
  })
  .add(E.users.adminPassword, (ctx, { params, body, user }) => passwordSetter(user, params.id, body, ctx.state.actor))
  .add(
    E.users.password,
    (ctx, { params, body, user }) => passwordSetter(user, params.id, body, ctx.state.actor),
    onAccount('changePassword'),
  )
  .add(
    E.users.requestPassword2fa,
    (ctx, { params, user }) => passwordCodeRequester(user, params.id, ctx.state.actor),
    onAccount('changePassword'),
  )
  .add(
    E.users.request2faEnable,
    (ctx, { params, user }) => twoFactorEnableRequester(user, params.id, ctx.state.actor),
    onAccount('manageTwoFactor'),
  )
  .add(
    E.users.enable2fa,
    async (ctx, { params, body }) => {
      const user = await twoFactorEnabler(params.id, body.verification_code, ctx.state.actor);
      return { success: true, message: MSG.twoFactorEnabled, user: presentUser(user) };
    },
    onAccount('manageTwoFactor'),
  )
  .add(
    E.users.disable2fa,
    async (ctx, { params, body, user }) => {
      const updated = await twoFactorDisabler(user, params.id, body, ctx.state.actor);
      return { success: true, message: MSG.twoFactorDisabled, user: presentUser(updated) };
    },
    onAccount('manageTwoFactor'),
  )
  .add(
    E.users.uploadPhoto,
    async (ctx, { params }) => {
      const { user, photo } = await photoUploader(params.id, ctx.request.file?.buffer, ctx.state.actor);
      return { success: true, message: MSG.photoUpdated, photo: publicUploadUrl(photo), user: presentUser(user) };
    },
    onAccount('update'),
  );
