import { ERROR_IDS, LIMITS, MSG } from '@trilha/sdk/contract';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../errors';
import { User } from '../models';
import { loadUser } from '../queries/users';
import { type Actor, audit } from '../services/audit';
import { consumeCode, issueCode } from '../services/codes';
import { signToken } from '../services/jwt';
import { checkWith, claimAttempt } from '../services/loginLimits';
import { hashPassword, verifyPassword } from '../services/passwords';
import { notifySecurityChange } from '../services/securityNotice';
import { removeUpload, storeUpload } from '../services/storage';

/** The account changed; who may change it is decided before (policies/users: authorizeUser). */
async function target(id: number): Promise<User> {
  const user = await User.findByPk(id);
  if (!user) throw NotFoundError(MSG.userNotFound);
  return user;
}

/** The e-mailed code is missing: the id (and, for older clients, the flag) tell the client to ask for it. */
const codeRequired = (message: string) =>
  new HttpError(400, ERROR_IDS.twoFactorRequired, message, { requiresTwoFactor: true });

export interface Proof {
  current_password?: string;
  twoFactorCode?: string;
}

/**
 * A fresh proof that the person at the keyboard owns the session: the actor's current
 * password — claimed and counted like a sign-in, so a stolen token cannot guess it — and, when
 * their account has 2FA, the code e-mailed to them (POST /api/users/{id}/password/request-2fa).
 * A session token alone never disables 2FA or changes one's own password or e-mail.
 */
export async function assertFreshProof(actorUser: User, proof: Proof, actor: Actor): Promise<void> {
  const password = proof.current_password;
  if (!password) {
    throw BadRequestError(MSG.currentPasswordRequired, {
      errors: [{ msg: MSG.currentPasswordRequired, path: 'current_password' }],
    });
  }
  const attempt = await claimAttempt(actorUser.email, actor.ip);
  const ok = await checkWith(attempt, async () =>
    (await verifyPassword(password, actorUser.password_hash)) ? true : null,
  );
  if (!ok) {
    await audit(actor, {
      action: 'ACCESS_DENIED',
      level: 'warn',
      description: 'Senha atual incorreta ao confirmar uma alteração de segurança',
    });
    throw new HttpError(400, ERROR_IDS.currentPasswordInvalid, MSG.currentPasswordWrong);
  }
  if (!actorUser.two_factor_enabled) return;
  if (!proof.twoFactorCode) throw codeRequired(MSG.proofCodeRequired);
  await consumeCode(actorUser.id, 'password_change', proof.twoFactorCode);
}

/**
 * Sets a password. One's own password takes the fresh proof (current password, and the code when
 * 2FA is on), admins included; an admin changing someone else's password needs the code the
 * target received when the target has 2FA (spec §5). Every open session of the target ends, the
 * caller's own session gets a fresh token, and the owner is told by e-mail.
 */
export async function passwordSetter(actorUser: User, id: number, input: Proof & { password: string }, actor: Actor) {
  const user = await target(id);
  const self = actorUser.id === id;
  if (self) await assertFreshProof(actorUser, input, actor);
  else if (user.two_factor_enabled) {
    if (!input.twoFactorCode) throw codeRequired(MSG.twoFactorRequiredForPassword);
    await consumeCode(user.id, 'password_change', input.twoFactorCode);
  }
  const password_hash = await hashPassword(input.password);
  await inTransaction(async (transaction) => {
    await user.update(
      { password_hash, token_version: user.token_version + 1, password_changed_at: new Date() },
      { transaction },
    );
    await notifySecurityChange(user, 'password', actor, transaction);
    await audit(
      actor,
      {
        action: 'SENHA_ALTERADA',
        description: self
          ? 'Senha alterada pelo próprio usuário'
          : `Senha alterada pelo administrador para ${user.email}`,
      },
      transaction,
    );
  });
  return { success: true, message: MSG.passwordChanged, ...(self ? { token: signToken(user) } : {}) };
}

export async function passwordCodeRequester(actorUser: User, id: number, actor: Actor) {
  const user = await target(id);
  if (!user.two_factor_enabled) throw BadRequestError('Este usuário não possui 2FA ativo.');
  await issueCode(user, 'password_change');
  await audit(actor, { action: '2FA_CODE_SENT', description: `Código para troca de senha enviado a ${user.email}` });
  return { success: true, message: actorUser.id === id ? MSG.twoFactorSent : MSG.twoFactorCodeSent };
}

export async function twoFactorEnableRequester(actorUser: User, id: number, actor: Actor) {
  const user = await target(id);
  if (user.two_factor_enabled) throw ConflictError(MSG.twoFactorAlreadyEnabled);
  await issueCode(user, 'enable_2fa');
  await audit(actor, { action: '2FA_CODE_SENT', description: `Código de ativação de 2FA enviado a ${user.email}` });
  return { success: true, message: actorUser.id === id ? MSG.twoFactorSent : MSG.twoFactorCodeSent };
}

export async function twoFactorEnabler(id: number, code: string, actor: Actor) {
  const user = await target(id);
  if (user.two_factor_enabled) throw ConflictError(MSG.twoFactorAlreadyEnabled);
  await consumeCode(user.id, 'enable_2fa', code);
  await inTransaction(async (transaction) => {
    await user.update({ two_factor_enabled: true }, { transaction });
    await audit(actor, { action: '2FA_ENABLED', description: `2FA habilitado para ${user.email}` }, transaction);
  });
  return loadUser(id);
}

/** Switching 2FA off takes the actor's fresh proof (the spec's "one action with no code" is now "one action with your password"). */
export async function twoFactorDisabler(actorUser: User, id: number, proof: Proof, actor: Actor) {
  const user = await target(id);
  if (!user.two_factor_enabled) return loadUser(id);
  await assertFreshProof(actorUser, proof, actor);
  await inTransaction(async (transaction) => {
    await user.update({ two_factor_enabled: false }, { transaction });
    await notifySecurityChange(user, 'twoFactorOff', actor, transaction);
    await audit(actor, { action: '2FA_DISABLED', description: `2FA desabilitado para ${user.email}` }, transaction);
  });
  return loadUser(id);
}

const PHOTO_RULE = {
  maxBytes: LIMITS.photoMaxBytes,
  mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  tooLarge: MSG.photoTooLarge,
  badType: MSG.photoType,
} as const;

/** The account with its new photo, and the stored path of that photo. */
export async function photoUploader(
  id: number,
  file: Buffer | undefined,
  actor: Actor,
): Promise<{ user: User; photo: string }> {
  const user = await target(id);
  if (!file?.length) throw BadRequestError(MSG.photoRequired);
  const stored = await storeUpload('photos', file, PHOTO_RULE);
  const previous = user.photo;
  try {
    await inTransaction(async (transaction) => {
      await user.update({ photo: stored.relativePath }, { transaction });
      await audit(
        actor,
        { action: 'FOTO_ATUALIZADA', description: `Foto de perfil atualizada (${user.email})` },
        transaction,
      );
    });
  } catch (err) {
    await removeUpload(stored.relativePath);
    throw err;
  }
  await removeUpload(previous);
  return { user: await loadUser(id), photo: stored.relativePath };
}
