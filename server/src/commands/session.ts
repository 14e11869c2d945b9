import { LIMITS, type LoginResponse, MSG } from '@trilha/sdk/contract';
import { inTransaction } from '../db/transaction';
import { AuthenticationError, BadRequestError, ForbiddenError, TooManyRequestsError } from '../errors';
import { Company, User } from '../models';
import { presentUser } from '../presenters/user';
import { type Actor, audit } from '../services/audit';
import { consumeCode, issueCode } from '../services/codes';
import { signToken } from '../services/jwt';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../services/passwords';
import { currentCount, hit, reset, unhit } from '../services/rateLimit';

const WINDOW_MS = LIMITS.loginWindowMinutes * 60_000;
const accountBucket = (email: string) => `login:account:${email}`;
const ipBucket = (ip: string | null) => `login:ip:${ip ?? 'unknown'}`;

const tooMany = () => TooManyRequestsError(MSG.tooManyRequests, LIMITS.loginWindowMinutes * 60);

/**
 * The account's attempt is counted BEFORE its password is checked and refused past the limit:
 * checking first and counting after the (slow, bcrypt) check let a burst of concurrent guesses
 * at one account, on one node or spread over several, all be checked while the counter still
 * read zero. A right password is taken back (`releaseAccount`). The per-IP limit is checked
 * first and counted on failure: reserving there would refuse a burst of legitimate logins from
 * one company network (one NAT address) at the start of a class.
 */
async function reserveAttempt(email: string | null, ip: string | null): Promise<void> {
  if ((await currentCount(ipBucket(ip))) >= LIMITS.loginMaxFailuresPerIp) throw tooMany();
  if (email && (await hit(accountBucket(email), WINDOW_MS)) > LIMITS.loginMaxFailuresPerAccount) throw tooMany();
}

async function countIpFailure(ip: string | null): Promise<void> {
  await hit(ipBucket(ip), WINDOW_MS);
}

/** A right password is not a failure: uncount the reserved attempt. */
async function releaseAccount(email: string): Promise<void> {
  await unhit(accountBucket(email));
}

async function signedIn(user: User, actor: Actor, how: string): Promise<LoginResponse> {
  await inTransaction(async (transaction) => {
    await user.update({ previous_login: user.last_login, last_login: new Date() }, { transaction });
    await audit(
      { ...actor, user: { id: user.id, name: user.name, email: user.email } },
      { action: 'LOGIN_SUCESSO', description: `Login realizado com sucesso${how}` },
      transaction,
    );
  });
  await reset(accountBucket(user.email));
  const company = user.company_id ? await Company.findByPk(user.company_id) : null;
  return { token: signToken(user), user: presentUser(user, company), firstLogin: false, mustChangePassword: false };
}

/**
 * Password step of the sign-in. Admin-created users get a first-login token and an e-mailed code;
 * users with 2FA get a code and must call verify-2fa; everyone else gets their token.
 */
export async function login(input: { email: string; password: string }, actor: Actor): Promise<LoginResponse> {
  await reserveAttempt(input.email, actor.ip);
  const user = await User.findOne({ where: { email: input.email } });
  const ok = user ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDecoy(input.password);
  if (!user || !ok) {
    await countIpFailure(actor.ip);
    await audit(actor, {
      action: 'LOGIN_FALHOU',
      level: 'warn',
      description: `Tentativa de login falhou para ${input.email}`,
      subject: { id: user?.id ?? null, name: user?.name ?? null, email: input.email },
    });
    throw AuthenticationError(MSG.invalidCredentials);
  }
  await releaseAccount(input.email);
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
    const company = user.company_id ? await Company.findByPk(user.company_id) : null;
    return {
      token: signToken(user, 'first_login'),
      user: presentUser(user, company),
      firstLogin: true,
      mustChangePassword: true,
      message: MSG.twoFactorSent,
    };
  }
  if (user.two_factor_enabled) {
    await issueCode(user, 'login_2fa');
    await audit(subjectActor, { action: '2FA_CODE_SENT', description: 'Código de login em duas etapas enviado' });
    return { requiresTwoFactor: true, userId: user.id, message: MSG.twoFactorSent };
  }
  return signedIn(user, actor, '');
}

export async function verifyTwoFactor(input: { userId: number; code: string }, actor: Actor): Promise<LoginResponse> {
  await reserveAttempt(null, actor.ip);
  const user = await User.findByPk(input.userId);
  if (!user?.is_active || !user.two_factor_enabled) {
    await countIpFailure(actor.ip);
    throw BadRequestError(MSG.invalidCode);
  }
  try {
    await consumeCode(user.id, 'login_2fa', input.code);
  } catch (err) {
    await countIpFailure(actor.ip);
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
) {
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
  const company = user.company_id ? await Company.findByPk(user.company_id) : null;
  return { success: true, message: MSG.passwordChanged, token: signToken(user), user: presentUser(user, company) };
}

export async function logout(actor: Actor): Promise<void> {
  await audit(actor, { action: 'LOGOUT', description: 'Logout realizado' });
}
