import {
  FirstLoginPasswordChangeSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordSchema,
  Verify2faSchema,
} from '../auth';
import { ANY_TOKEN, endpoint, FIRST_LOGIN, PUBLIC } from '../endpoint';
import type { LoginResponse, MessageResponse, User } from '../types';

/** Signing in and out, the first login's forced change and the e-mailed password reset. */
export const AUTH = {
  login: endpoint<LoginResponse>()({
    method: 'POST',
    path: '/api/auth/login',
    auth: PUBLIC,
    body: LoginSchema,
  }),
  verify2fa: endpoint<LoginResponse>()({
    method: 'POST',
    path: '/api/auth/verify-2fa',
    auth: PUBLIC,
    body: Verify2faSchema,
  }),
  /** The signed-in person, whatever their token: a session, the first-login token or an embed token. */
  me: endpoint<{ user: User }>()({
    method: 'GET',
    path: '/api/auth/me',
    auth: ANY_TOKEN,
  }),
  firstLoginPasswordChange: endpoint<MessageResponse & { token?: string; user?: User }>()({
    method: 'POST',
    path: '/api/auth/first-login-password-change',
    auth: FIRST_LOGIN,
    body: FirstLoginPasswordChangeSchema,
  }),
  forgotPassword: endpoint()({
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: PUBLIC,
    body: ForgotPasswordSchema,
  }),
  resetPassword: endpoint()({
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: PUBLIC,
    body: ResetPasswordSchema,
  }),
  logout: endpoint()({
    method: 'POST',
    path: '/api/auth/logout',
    auth: FIRST_LOGIN,
  }),
};
