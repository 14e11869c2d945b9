import { type LoginResponse, MSG } from '@trilha/sdk/contract';
import type { SignIn } from '../commands/session';
import { presentUser } from './user';

/** The answer of a sign-in step (login, verify-2fa): the token and the user, or the 2FA step to come. */
export function presentSignIn(result: SignIn): LoginResponse {
  if (result.step === 'twoFactor') {
    return { requiresTwoFactor: true, userId: result.userId, message: MSG.twoFactorSent };
  }
  const first = result.step === 'firstLogin';
  return {
    token: result.token,
    user: presentUser(result.user, result.company),
    firstLogin: first,
    mustChangePassword: first,
    ...(first ? { message: MSG.twoFactorSent } : {}),
  };
}
