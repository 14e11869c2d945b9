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
import { User } from '../models';
import { LEARNER_ROLES } from '../policies/enrollments';
import { companyScope } from '../policies/grants';
import { authorizeUser, scopedNewUser, type UserAction } from '../policies/users';
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
    authorizeAccount(user, action, params.id),
});

/** The policy's decision on an account, with the account's role and company when it is someone else's. */
async function authorizeAccount(user: User, action: UserAction, id: number): Promise<void> {
  const target = id === user.id ? user : await User.findByPk(id, { attributes: ['id', 'role', 'company_id'] });
  authorizeUser(user, action, id, target);
}

export const userRoutes = new Routes()
  .add(E.users.list, async (_ctx, { query, user }) => {
    // A manager lists the workers of their own company, whatever the query asks for.
    const scope = companyScope(user, 'users.manage');
    const { users, summaries } = await listUsers(
      scope === null ? query : { ...query, company_id: scope, roles: LEARNER_ROLES },
    );
    return { users: users.map((u) => ({ ...presentUser(u), courses: summaries.get(u.id)?.courses ?? [] })) };
  })
  .add(E.users.completedCoursesWithGrades, (_ctx, { user }) => completedCoursesWithGrades(user.id))
  .add(E.users.create, async (ctx, { body, user: actorUser }) => {
    const user = await userCreator(scopedNewUser(actorUser, body), ctx.state.actor, { actorUser });
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
  .add(
    E.users.setStatus,
    async (ctx, { params, body }) => {
      const updated = await userStatusUpdater(params.id, body.is_active, ctx.state.actor);
      return {
        success: true,
        message: body.is_active ? MSG.userActivated : MSG.userDeactivated,
        user: presentUser(updated),
      };
    },
    onAccount('setStatus'),
  )
  .add(
    E.users.remove,
    async (ctx, { params }) => {
      await userDeleter(params.id, ctx.state.actor);
      return { success: true, message: MSG.userDeleted };
    },
    onAccount('delete'),
  )
  .add(
    E.users.adminPassword,
    (ctx, { params, body, user }) => passwordSetter(user, params.id, body, ctx.state.actor),
    onAccount('setPassword'),
  )
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
