import { IdParamsSchema } from '../common';
import { endpoint, needs, SESSION, WIDGET } from '../endpoint';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import type { CompletedCourseWithGrades, MessageResponse, User, UserListItem } from '../types';
import {
  AdminPasswordSchema,
  Enable2faSchema,
  ProofSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserPasswordSchema,
  UserStatusSchema,
  UserUpdateSchema,
} from '../users';

const manage = needs('users.manage');

/**
 * People of the platform. The `/:id` calls on a SESSION are for the user themselves or a user
 * manager (server policy: authorizeUser), decided before the body is read.
 */
export const USERS = {
  list: endpoint<{ users: UserListItem[] }>()({
    method: 'GET',
    path: '/api/users',
    auth: manage,
    query: UserListQuerySchema,
  }),
  /** The caller's own grades report (the widgets call it too). */
  completedCoursesWithGrades: endpoint<CompletedCourseWithGrades[]>()({
    method: 'GET',
    path: '/api/users/completed-courses-with-grades',
    auth: WIDGET,
  }),
  create: endpoint<MessageResponse & { user: User }>()({
    method: 'POST',
    path: '/api/users',
    auth: manage,
    body: UserCreateSchema,
    status: 201,
  }),
  get: endpoint<{ user: User }>()({
    method: 'GET',
    path: '/api/users/:id',
    auth: SESSION,
    params: IdParamsSchema,
  }),
  update: endpoint<MessageResponse & { user: User; token?: string }>()({
    method: 'PUT',
    path: '/api/users/:id',
    auth: SESSION,
    params: IdParamsSchema,
    body: UserUpdateSchema,
  }),
  setStatus: endpoint<MessageResponse & { user: User }>()({
    method: 'PUT',
    path: '/api/users/:id/status',
    auth: manage,
    params: IdParamsSchema,
    body: UserStatusSchema,
  }),
  remove: endpoint()({
    method: 'DELETE',
    path: '/api/users/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
  adminPassword: endpoint<MessageResponse & { token?: string }>()({
    method: 'PUT',
    path: '/api/users/:id/admin-password',
    auth: manage,
    params: IdParamsSchema,
    body: AdminPasswordSchema,
  }),
  password: endpoint<MessageResponse & { token?: string }>()({
    method: 'PUT',
    path: '/api/users/:id/password',
    auth: SESSION,
    params: IdParamsSchema,
    body: UserPasswordSchema,
  }),
  requestPassword2fa: endpoint()({
    method: 'POST',
    path: '/api/users/:id/password/request-2fa',
    auth: SESSION,
    params: IdParamsSchema,
  }),
  request2faEnable: endpoint()({
    method: 'POST',
    path: '/api/users/:id/2fa/request-enable',
    auth: SESSION,
    params: IdParamsSchema,
  }),
  enable2fa: endpoint<MessageResponse & { user: User }>()({
    method: 'PUT',
    path: '/api/users/:id/2fa/enable',
    auth: SESSION,
    params: IdParamsSchema,
    body: Enable2faSchema,
  }),
  disable2fa: endpoint<MessageResponse & { user: User }>()({
    method: 'PUT',
    path: '/api/users/:id/2fa/disable',
    auth: SESSION,
    params: IdParamsSchema,
    body: ProofSchema,
  }),
  uploadPhoto: endpoint<MessageResponse & { photo: string; user: User }>()({
    method: 'POST',
    path: '/api/users/:id/photo',
    auth: SESSION,
    params: IdParamsSchema,
    upload: { field: 'photo', maxBytes: LIMITS.photoMaxBytes, tooLarge: MSG.photoTooLarge },
  }),
};
