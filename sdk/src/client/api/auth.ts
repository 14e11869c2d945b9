import type { FirstLoginPasswordChangeReq, LoginReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const authApi = ({ call }: Caller) => ({
  login: (body: LoginReq) => call(E.auth.login, { body }),
  verify2fa: (body: { userId: number; code: string }) => call(E.auth.verify2fa, { body }),
  me: () => call(E.auth.me),
  firstLoginPasswordChange: (body: FirstLoginPasswordChangeReq) => call(E.auth.firstLoginPasswordChange, { body }),
  forgotPassword: (email: string) => call(E.auth.forgotPassword, { body: { email } }),
  resetPassword: (token: string, newPassword: string) => call(E.auth.resetPassword, { body: { token, newPassword } }),
  logout: () => call(E.auth.logout),
});
