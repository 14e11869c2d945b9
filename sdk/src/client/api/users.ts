import type { MessageResponse, ProofReq, Role, User, UserCreateReq, UserListItem, UserUpdateReq } from '../../contract';
import type { Caller } from './caller';

export const usersApi = ({ http, get, send, call }: Caller) => ({
  list: (query: { role?: Role; company_id?: number; search?: string } = {}) =>
    get<{ users: UserListItem[] }>('/api/users', query),
  get: (id: number) => get<{ user: User }>(`/api/users/${id}`),
  create: (body: UserCreateReq) => send<MessageResponse & { user: User }>('POST', '/api/users', body),
  update: (id: number, body: UserUpdateReq) =>
    send<MessageResponse & { user: User; token?: string }>('PUT', `/api/users/${id}`, body),
  setStatus: (id: number, is_active: boolean) =>
    send<MessageResponse & { user: User }>('PUT', `/api/users/${id}/status`, { is_active }),
  remove: (id: number) => send<MessageResponse>('DELETE', `/api/users/${id}`),
  /** Someone else's password (their code when they have 2FA), or one's own with the proof fields. */
  adminPassword: (id: number, password: string, proof: ProofReq = {}) =>
    send<MessageResponse & { token?: string }>('PUT', `/api/users/${id}/admin-password`, { password, ...proof }),
  /** One's own password takes the proof: current_password, and twoFactorCode when 2FA is on. */
  password: (id: number, password: string, proof: ProofReq = {}) =>
    send<MessageResponse & { token?: string }>('PUT', `/api/users/${id}/password`, { password, ...proof }),
  requestPassword2fa: (id: number) => send<MessageResponse>('POST', `/api/users/${id}/password/request-2fa`),
  request2faEnable: (id: number) => send<MessageResponse>('POST', `/api/users/${id}/2fa/request-enable`),
  enable2fa: (id: number, verification_code: string) =>
    send<MessageResponse & { user: User }>('PUT', `/api/users/${id}/2fa/enable`, { verification_code }),
  /** Takes the caller's proof: current_password, and twoFactorCode when the caller has 2FA. */
  disable2fa: (id: number, proof: ProofReq) =>
    send<MessageResponse & { user: User }>('PUT', `/api/users/${id}/2fa/disable`, proof),
  uploadPhoto: (id: number, file: Blob, filename = 'foto') => {
    const form = new FormData();
    form.append('photo', file, filename);
    return http.request<MessageResponse & { photo: string; user: User }>('POST', `/api/users/${id}/photo`, {
      body: form,
    });
  },
});
