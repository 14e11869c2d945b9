import type { FirstLoginPasswordChangeReq, LoginReq, LoginResponse, MessageResponse, User } from '../../contract';
import type { Caller } from './caller';

export const authApi = ({ http, get, send, call }: Caller) => ({
  login: (body: LoginReq) => send<LoginResponse>('POST', '/api/auth/login', body),
  verify2fa: (body: { userId: number; code: string }) => send<LoginResponse>('POST', '/api/auth/verify-2fa', body),
  me: () => get<{ user: User }>('/api/auth/me'),
  firstLoginPasswordChange: (body: FirstLoginPasswordChangeReq) =>
    send<MessageResponse & { token?: string; user?: User }>('POST', '/api/auth/first-login-password-change', body),
  forgotPassword: (email: string) => send<MessageResponse>('POST', '/api/auth/forgot-password', { email }),
  resetPassword: (token: string, newPassword: string) =>
    send<MessageResponse>('POST', '/api/auth/reset-password', { token, newPassword }),
  logout: () => send<MessageResponse>('POST', '/api/auth/logout'),
});
