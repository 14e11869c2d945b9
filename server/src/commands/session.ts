import { MSG } from '@trilha/sdk/contract';
import { inTransaction } from '../db/transaction';
import { AuthenticationError, BadRequestError, ForbiddenError } from '../errors';
import { type Company, User } from '../models';
import { companyOf } from '../queries/users';
import { type Actor, audit } from '../services/audit';
import { consumeCode, issueCode } from '../services/codes';
import { signToken } from '../services/jwt';
import { checkWith, claimAttempt, clearAccountFailures } from '../services/loginLimits';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../services/passwords';

/** A token with the person it belongs to (and their company, which their profile names). */
export interface Session {
  token: string;
  user: User;
  company: Company | null;
}

/**
 * Where a sign-in step ended: a full session; the first login's restricted session, whose
 * password must change (a code was e-mailed); or a 2FA code e-mailed, to give to verify-2fa.
 */
export type SignIn =
  | ({ step: 'signedIn' } & Session)
  | ({ step: 'firstLogin' } & Session)
  | { step: 'twoFactor'; userId: number };

async function signedIn(user: User, actor: Actor, how: string): Promise<SignIn> {
  await inTransaction(async (transaction) => {
    await user.update({ previous_login: user.last_login, last_login: new Date() }, { transaction });
    await audit(
      { ...actor, user: { id: user.id, name: user.name, email: user.email } },
      { action: 'LOGIN_SUCESSO', description: `Login realizado com sucesso${how}` },
      transaction,
    );
  });
  await clearAccountFailures(user.email);
  return { step: 'signedIn', token: signToken(user), user, company: await companyOf(user) };
}

/**
 * Password step of the sign-in. Admin-created users get a first-login token and an e-mailed code;
 * users with 2FA get a code and must call verify-2fa; everyone else gets their token.
 */
export async function login(
  input: { email: string; password: string },
  actor: Actor,
  callerGone?: AbortSignal,
): Promise<SignIn> {
  const attempt = await claimAttempt(input.email, actor.ip);
  const found = await User.findOne({ where: { email: input.email } });
  const user = await checkWith(attempt, async () => {
    const ok = found
      ? await verifyPassword(input.password, found.password_hash, callerGone)
      : await verifyAgainstDecoy(input.password, callerGone);
    return ok ? found : null;
  });
  if (!user) {
    await audit(actor, {
      action: 'LOGIN_FALHOU',
      level: 'warn',
      description: `Tentativa de login falhou para ${input.email}`,
      subject: { id: found?.id ?? null, name: found?.name ?? null, email: input.email },
    });
    throw AuthenticationError(MSG.invalidCredentials);
  }
  if (!user.is_active) {
    await audit(actor, {
      action: 'LOGIN_FALHOU',
      level: 'warn',
      description: `Login recusado: usuário inativo (${user.email})`,
      subject: user,
    });
    throw ForbiddenError(MSG.inactiveUser);
  }
  const subjectActor: Actor = { ...actor, user: { id: user.id, name: user.name, email: user.email } };
  if (user.must_change_password) {
    await issueCode(user, 'first_login');
    await audit(subjectActor, {
      action: 'PRIMEIRO_ACESSO',
      description: 'Primeiro acesso: código de verificação enviado',
    });
    return { step: 'firstLogin', token: signToken(user, 'first_login'), user, company: await companyOf(user) };
  }
  if (user.two_factor_enabled) {
    await issueCode(user, 'login_2fa');
    await audit(subjectActor, { action: '2FA_CODE_SENT', description: 'Código de login em duas etapas enviado' });
    return { step: 'twoFactor', userId: user.id };
  }
  return signedIn(user, actor, '');
}

/**
 * The steps after a company's identity provider proved who the person is (SSO): no password is
 * checked, everything else holds. An admin-created account still makes its first-login change (its
 * initial password is known to whoever typed it); a person with 2FA still gets the e-mailed code
 * unless the company delegates the second factor to its provider (`twoFactorByProvider`).
 */
export async function identityProviderSignIn(
  user: User,
  actor: Actor,
  options: { twoFactorByProvider: boolean },
): Promise<SignIn> {
  const subjectActor: Actor = { ...actor, user: { id: user.id, name: user.name, email: user.email } };
  if (user.must_change_password) {
    await issueCode(user, 'first_login');
    await audit(subjectActor, {
      action: 'PRIMEIRO_ACESSO',
      description: 'Primeiro acesso (login com a conta da empresa): código de verificação enviado',
    });
    return { step: 'firstLogin', token: signToken(user, 'first_login'), user, company: await companyOf(user) };
  }
  if (user.two_factor_enabled && !options.twoFactorByProvider) {
    await issueCode(user, 'login_2fa');
    await audit(subjectActor, { action: '2FA_CODE_SENT', description: 'Código de login em duas etapas enviado (SSO)' });
    return { step: 'twoFactor', userId: user.id };
  }
  return signedIn(user, actor, ' (conta da empresa)');
}

export async function verifyTwoFactor(input: { userId: number; code: string }, actor: Actor): Promise<SignIn> {
  const attempt = await claimAttempt(null, actor.ip);
  const user = await User.findByPk(input.userId);
  if (!user?.is_active || !user.two_factor_enabled) {
    await attempt.failed();
    throw BadRequestError(MSG.invalidCode);
  }
  try {
    await checkWith(attempt, () => consumeCode(user.id, 'login_2fa', input.code).then(() => user));
  } catch (err) {
    await audit(actor, {
      action: '2FA_FAILED',
      level: 'warn',
      description: 'Código de verificação em duas etapas inválido',
      subject: user,
    });
    throw err;
  }
  return signedIn(user, actor, ' (2FA)');
}

/** The forced change of the first login: the e-mailed code plus the new password. */
export async function firstLoginPasswordChange(
  user: User,
  input: { newPassword: string; twoFactorCode: string },
  actor: Actor,
): Promise<Session> {
  if (!user.must_change_password) throw BadRequestError('A troca de senha do primeiro acesso já foi realizada.');
  await consumeCode(user.id, 'first_login', input.twoFactorCode);
  const password_hash = await hashPassword(input.newPassword);
  await inTransaction(async (transaction) => {
    await user.update(
      {
        password_hash,
        must_change_password: false,
        token_version: user.token_version + 1,
        password_changed_at: new Date(),
        last_login: new Date(),
      },
      { transaction },
    );
    await audit(actor, { action: 'SENHA_ALTERADA', description: 'Senha alterada no primeiro acesso' }, transaction);
  });
  return { token: signToken(user), user, company: await companyOf(user) };
}

/**
 * Logout ends the token for good: the account's token version moves on, so a copied
 * token stops working at once. It ends the person's other sessions too (tokens carry no session
 * id; one version per account keeps every request's check at one primary-key read).
 */
export async function logout(user: User, actor: Actor): Promise<void> {
  await inTransaction(async (transaction) => {
    await User.increment('token_version', { where: { id: user.id }, transaction });
    await audit(actor, { action: 'LOGOUT', description: 'Logout realizado' }, transaction);
  });
}
