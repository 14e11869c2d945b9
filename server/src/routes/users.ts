import Router from '@koa/router';
import {
  AdminPasswordSchema,
  Enable2faSchema,
  IdParamsSchema,
  LIMITS,
  MSG,
  ProofSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserPasswordSchema,
  UserStatusSchema,
  UserUpdateSchema,
} from '@trilha/sdk/contract';
import type { Middleware } from 'koa';
import {
  passwordCodeRequester,
  passwordSetter,
  photoUploader,
  twoFactorDisabler,
  twoFactorEnableRequester,
  twoFactorEnabler,
} from '../commands/userSecurity';
import { loadUser, userCreator, userDeleter, userStatusUpdater, userUpdater } from '../commands/users';
import { ForbiddenError } from '../errors';
import { auth, currentUser, requireAdmin, studentAuth } from '../middleware/auth';
import { singleFile } from '../middleware/upload';
import type { User } from '../models';
import { canChangePassword, canEditUser, canManageTwoFactor, canViewUser } from '../policies';
import { presentUser } from '../presenters/user';
import { completedCoursesWithGrades } from '../queries/grades';
import { listUsers } from '../queries/users';
import type { AppState } from '../state';
import { parse } from '../validation';

export const usersRouter = new Router<AppState>({ prefix: '/api/users' });

/** Authorizes the :id route before its body is read, so a stranger learns nothing from validation. */
const forUser =
  (allowed: (actor: User, id: number) => boolean): Middleware<AppState> =>
  async (ctx, next) => {
    const { id } = parse(IdParamsSchema, ctx.params);
    if (!allowed(currentUser(ctx.state), id)) throw ForbiddenError();
    await next();
  };

usersRouter.get('/', auth(), requireAdmin(), async (ctx) => {
  const { users, summaries } = await listUsers(parse(UserListQuerySchema, ctx.query));
  ctx.body = { users: users.map((u) => ({ ...presentUser(u), courses: summaries.get(u.id)?.courses ?? [] })) };
});

usersRouter.get('/completed-courses-with-grades', studentAuth(), async (ctx) => {
  ctx.body = await completedCoursesWithGrades(currentUser(ctx.state).id);
});

usersRouter.post('/', auth(), requireAdmin(), async (ctx) => {
  const user = await userCreator(parse(UserCreateSchema, ctx.request.body), ctx.state.actor);
  ctx.status = 201;
  ctx.body = { success: true, message: MSG.userCreated, user: presentUser(user) };
});

usersRouter.get('/:id', auth(), forUser(canViewUser), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  ctx.body = { user: presentUser(await loadUser(id)) };
});

usersRouter.put('/:id', auth(), forUser(canEditUser), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  const actorUser = currentUser(ctx.state);
  const input = parse(UserUpdateSchema, ctx.request.body);
  const user = await userUpdater(actorUser, id, input, ctx.state.actor);
  ctx.body = { success: true, message: MSG.userUpdated, user: presentUser(user) };
});

usersRouter.put('/:id/status', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  const { is_active } = parse(UserStatusSchema, ctx.request.body);
  const user = await userStatusUpdater(currentUser(ctx.state), id, is_active, ctx.state.actor);
  ctx.body = { success: true, message: is_active ? MSG.userActivated : MSG.userDeactivated, user: presentUser(user) };
});

usersRouter.delete('/:id', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  await userDeleter(currentUser(ctx.state), id, ctx.state.actor);
  ctx.body = { success: true, message: MSG.userDeleted };
});

usersRouter.put('/:id/admin-password', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  const input = parse(AdminPasswordSchema, ctx.request.body);
  ctx.body = await passwordSetter(currentUser(ctx.state), id, input, ctx.state.actor);
});

usersRouter.put('/:id/password', auth(), forUser(canChangePassword), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  const input = parse(UserPasswordSchema, ctx.request.body);
  ctx.body = await passwordSetter(currentUser(ctx.state), id, input, ctx.state.actor);
});

usersRouter.post('/:id/password/request-2fa', auth(), forUser(canChangePassword), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  ctx.body = await passwordCodeRequester(currentUser(ctx.state), id, ctx.state.actor);
});

usersRouter.post('/:id/2fa/request-enable', auth(), forUser(canManageTwoFactor), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  ctx.body = await twoFactorEnableRequester(currentUser(ctx.state), id, ctx.state.actor);
});

usersRouter.put('/:id/2fa/enable', auth(), forUser(canManageTwoFactor), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  const { verification_code } = parse(Enable2faSchema, ctx.request.body);
  const user = await twoFactorEnabler(currentUser(ctx.state), id, verification_code, ctx.state.actor);
  ctx.body = { success: true, message: MSG.twoFactorEnabled, user: presentUser(user) };
});

usersRouter.put('/:id/2fa/disable', auth(), forUser(canManageTwoFactor), async (ctx) => {
  const { id } = parse(IdParamsSchema, ctx.params);
  const proof = parse(ProofSchema, ctx.request.body ?? {});
  const user = await twoFactorDisabler(currentUser(ctx.state), id, proof, ctx.state.actor);
  ctx.body = { success: true, message: MSG.twoFactorDisabled, user: presentUser(user) };
});

usersRouter.post(
  '/:id/photo',
  auth(),
  forUser(canEditUser),
  singleFile('photo', LIMITS.photoMaxBytes, MSG.photoTooLarge),
  async (ctx) => {
    const { id } = parse(IdParamsSchema, ctx.params);
    const user = await photoUploader(currentUser(ctx.state), id, ctx.request.file?.buffer, ctx.state.actor);
    const presented = presentUser(user);
    ctx.body = { success: true, message: MSG.photoUpdated, photo: presented.photo, user: presented };
  },
);
