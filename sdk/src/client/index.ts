import type {
  AdminDashboardCounts,
  Company,
  CompanyCreateReq,
  CompanyEmployee,
  CompanyUpdateReq,
  FirstLoginPasswordChangeReq,
  LoginReq,
  LoginResponse,
  MessageResponse,
  PublicLoginSettings,
  PublicTheme,
  Role,
  User,
  UserCreateReq,
  UserListItem,
  UserUpdateReq,
} from '../contract';
import { Http, type HttpOptions } from './http';

export type { HttpOptions } from './http';
export { ApiError, NetworkError } from './http';

/** The typed client of the Trilha Segura API: one method per call of spec §7. */
export function createClient(options: HttpOptions = {}) {
  const http = new Http(options);
  const get = <T>(path: string, query?: Record<string, string | number | boolean | undefined>) =>
    http.request<T>('GET', path, { query });
  const send = <T>(method: string, path: string, body?: unknown) => http.request<T>(method, path, { body });

  return {
    http,
    auth: {
      login: (body: LoginReq) => send<LoginResponse>('POST', '/api/auth/login', body),
      verify2fa: (body: { userId: number; code: string }) => send<LoginResponse>('POST', '/api/auth/verify-2fa', body),
      me: () => get<{ user: User }>('/api/auth/me'),
      firstLoginPasswordChange: (body: FirstLoginPasswordChangeReq) =>
        send<MessageResponse & { token?: string; user?: User }>('POST', '/api/auth/first-login-password-change', body),
      forgotPassword: (email: string) => send<MessageResponse>('POST', '/api/auth/forgot-password', { email }),
      resetPassword: (token: string, newPassword: string) =>
        send<MessageResponse>('POST', '/api/auth/reset-password', { token, newPassword }),
      logout: () => send<MessageResponse>('POST', '/api/auth/logout'),
    },
    settings: {
      publicTheme: () => get<PublicTheme>('/api/settings/theme/public'),
      publicLogin: () => get<PublicLoginSettings>('/api/login-settings/public'),
    },
    dashboard: {
      counts: () => get<AdminDashboardCounts>('/api/dashboard/counts'),
    },
    users: {
      list: (query: { role?: Role; company_id?: number; search?: string } = {}) =>
        get<{ users: UserListItem[] }>('/api/users', query),
      get: (id: number) => get<{ user: User }>(`/api/users/${id}`),
      create: (body: UserCreateReq) => send<MessageResponse & { user: User }>('POST', '/api/users', body),
      update: (id: number, body: UserUpdateReq) =>
        send<MessageResponse & { user: User }>('PUT', `/api/users/${id}`, body),
      setStatus: (id: number, is_active: boolean) =>
        send<MessageResponse & { user: User }>('PUT', `/api/users/${id}/status`, { is_active }),
      remove: (id: number) => send<MessageResponse>('DELETE', `/api/users/${id}`),
      adminPassword: (id: number, password: string, twoFactorCode?: string) =>
        send<MessageResponse>('PUT', `/api/users/${id}/admin-password`, { password, twoFactorCode }),
      password: (id: number, password: string, twoFactorCode?: string) =>
        send<MessageResponse>('PUT', `/api/users/${id}/password`, { password, twoFactorCode }),
      requestPassword2fa: (id: number) => send<MessageResponse>('POST', `/api/users/${id}/password/request-2fa`),
      request2faEnable: (id: number) => send<MessageResponse>('POST', `/api/users/${id}/2fa/request-enable`),
      enable2fa: (id: number, verification_code: string) =>
        send<MessageResponse & { user: User }>('PUT', `/api/users/${id}/2fa/enable`, { verification_code }),
      disable2fa: (id: number) => send<MessageResponse & { user: User }>('PUT', `/api/users/${id}/2fa/disable`),
      uploadPhoto: (id: number, file: Blob, filename = 'foto') => {
        const form = new FormData();
        form.append('photo', file, filename);
        return http.request<MessageResponse & { photo: string; user: User }>('POST', `/api/users/${id}/photo`, {
          body: form,
        });
      },
    },
    companies: {
      list: () => get<{ companies: Company[] }>('/api/companies'),
      create: (body: CompanyCreateReq) => send<MessageResponse & { company: Company }>('POST', '/api/companies', body),
      update: (id: number, body: CompanyUpdateReq) =>
        send<MessageResponse & { company: Company }>('PUT', `/api/companies/${id}`, body),
      toggleStatus: (id: number) =>
        send<MessageResponse & { company: Company }>('PATCH', `/api/companies/${id}/toggle-status`),
      remove: (id: number) => send<MessageResponse>('DELETE', `/api/companies/${id}`),
      employees: (id: number) => get<{ employees: CompanyEmployee[] }>(`/api/companies/${id}/employees`),
    },
  };
}

export type TrilhaClient = ReturnType<typeof createClient>;
