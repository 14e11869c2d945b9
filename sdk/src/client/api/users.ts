import type { ProofReq, Role, UserCreateReq, UserUpdateReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const usersApi = ({ call }: Caller) => ({
  list: (query: { role?: Role; company_id?: number; search?: string } = {}) => call(E.users.list, { query }),
  get: (id: number) => call(E.users.get, { params: { id } }),
  create: (body: UserCreateReq) => call(E.users.create, { body }),
  update: (id: number, body: UserUpdateReq) => call(E.users.update, { params: { id }, body }),
  setStatus: (id: number, is_active: boolean) => call(E.users.setStatus, { params: { id }, body: { is_active } }),
  remove: (id: number) => call(E.users.remove, { params: { id } }),
  /** Someone else's password (their code when they have 2FA), or one's own with the proof fields. */
  adminPassword: (id: number, password: string, proof: ProofReq = {}) =>
    call(E.users.adminPassword, { params: { id }, body: { password, ...proof } }),
  /** One's own password takes the proof: current_password, and twoFactorCode when 2FA is on. */
  password: (id: number, password: string, proof: ProofReq = {}) =>
    call(E.users.password, { params: { id }, body: { password, ...proof } }),
  requestPassword2fa: (id: number) => call(E.users.requestPassword2fa, { params: { id } }),
  request2faEnable: (id: number) => call(E.users.request2faEnable, { params: { id } }),
  enable2fa: (id: number, verification_code: string) =>
    call(E.users.enable2fa, { params: { id }, body: { verification_code } }),
  /** Takes the caller's proof: current_password, and twoFactorCode when the caller has 2FA. */
  disable2fa: (id: number, proof: ProofReq) => call(E.users.disable2fa, { params: { id }, body: proof }),
  uploadPhoto: (id: number, file: Blob, filename = 'foto') => {
    const form = new FormData();
    form.append('photo', file, filename);
    return call(E.users.uploadPhoto, { params: { id }, body: form });
  },
});
