import { LIMITS, MSG } from '@trilha/sdk/contract';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { User } from '../models';
import { canChangePassword, canManageTwoFactor, isAdmin } from '../policies';
import { type Actor, audit } from '../services/audit';
import { consumeCode, issueCode } from '../services/codes';
import { signToken } from '../services/jwt';
import { hashPassword } from '../services/passwords';
import { removeUpload, storeUpload } from '../services/storage';
import { loadUser } from './users';

async function target(actorUser: User, id: number, allowed: (a: User, id: number) => boolean): Promise<User> {
  if (!allowed(actorUser, id)) throw ForbiddenError();
  const user = await User.findByPk(id);
  if (!user) throw NotFoundError(MSG.userNotFound);
  return user;
}

const requiresCode = () => BadRequestError(MSG.twoFactorRequiredForPassword, { requiresTwoFactor: true });

/**
 * Sets a password. A user with 2FA confirms with an e-mailed code; an admin changing someone
 * else's password needs the code the target received; an admin's own change needs none.
 * Every open session of the target ends; the caller's own session gets a fresh token.
 */
export async function passwordSetter(
  actorUser: User,
  id: number,
  input: { password: string; twoFactorCode?: string },
  actor: Actor,
) {
  const user = await target(actorUser, id, canChangePassword);
  const self = actorUser.id === id;
  const needsCode = user.two_factor_enabled && !(self && isAdmin(actorUser));
  if (needsCode) {
    if (!input.twoFactorCode) throw requiresCode();
    await consumeCode(user.id, 'password_change', input.twoFactorCode);
  }
  const password_hash = await hashPassword(input.password);
  await inTransaction(async (transaction) => {
    await user.update(
      { password_hash, token_version: user.token_version + 1, password_changed_at: new Date() },
      { transaction },
    );
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
  const user = await target(actorUser, id, canChangePassword);
  if (!user.two_factor_enabled) throw BadRequestError('Este usuário não possui 2FA ativo.');
  await issueCode(user, 'password_change');
  await audit(actor, { action: '2FA_CODE_SENT', description: `Código para troca de senha enviado a ${user.email}` });
  return { success: true, message: actorUser.id === id ? MSG.twoFactorSent : MSG.twoFactorCodeSent };
}

export async function twoFactorEnableRequester(actorUser: User, id: number, actor: Actor) {
  const user = await target(actorUser, id, canManageTwoFactor);
  if (user.two_factor_enabled) throw ConflictError(MSG.twoFactorAlreadyEnabled);
  await issueCode(user, 'enable_2fa');
  await audit(actor, { action: '2FA_CODE_SENT', description: `Código de ativação de 2FA enviado a ${user.email}` });
  return { success: true, message: actorUser.id === id ? MSG.twoFactorSent : MSG.twoFactorCodeSent };
}

export async function twoFactorEnabler(actorUser: User, id: number, code: string, actor: Actor) {
  const user = await target(actorUser, id, canManageTwoFactor);
  if (user.two_factor_enabled) throw ConflictError(MSG.twoFactorAlreadyEnabled);
  await consumeCode(user.id, 'enable_2fa', code);
  await inTransaction(async (transaction) => {
    await user.update({ two_factor_enabled: true }, { transaction });
    await audit(actor, { action: '2FA_ENABLED', description: `2FA habilitado para ${user.email}` }, transaction);
  });
  return loadUser(id);
}

export async function twoFactorDisabler(actorUser: User, id: number, actor: Actor) {
  const user = await target(actorUser, id, canManageTwoFactor);
  await inTransaction(async (transaction) => {
    await user.update({ two_factor_enabled: false }, { transaction });
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

export async function photoUploader(actorUser: User, id: number, file: Buffer | undefined, actor: Actor) {
  const user = await target(actorUser, id, canChangePassword);
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
  return loadUser(id);
}
