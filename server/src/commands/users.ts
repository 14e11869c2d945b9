import { MSG, type UserCreateSchema, type UserUpdateSchema } from '@trilha/sdk/contract';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { Company, User } from '../models';
import { canChangeStatusOf, canDeleteUser, isAdmin } from '../policies';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { hashPassword } from '../services/passwords';
import { removeUpload } from '../services/storage';

type CreateInput = z.output<typeof UserCreateSchema>;
type UpdateInput = z.output<typeof UserUpdateSchema>;

async function assertUnique(
  email: string | undefined,
  cpf: string | null | undefined,
  exceptId: number | null,
  transaction: Transaction,
) {
  const or: WhereOptions<User>[] = [];
  if (email) or.push({ email });
  if (cpf) or.push({ cpf });
  if (!or.length) return;
  const clash = await User.findOne({
    where: { [Op.or]: or, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
    transaction,
  });
  if (clash) throw ConflictError(clash.email === email ? MSG.emailInUse : MSG.cpfInUse);
}

async function assertCompany(companyId: number | null | undefined, transaction: Transaction) {
  if (companyId && !(await Company.findByPk(companyId, { transaction }))) {
    throw BadRequestError(MSG.companyNotFoundForUser, {
      errors: [{ msg: MSG.companyNotFoundForUser, path: 'company_id' }],
    });
  }
}

export async function loadUser(id: number): Promise<User> {
  const user = await User.findByPk(id, { include: [{ model: Company, as: 'company' }] });
  if (!user) throw NotFoundError(MSG.userNotFound);
  return user;
}

/**
 * Users created by an admin change their password at the first login (with an e-mailed code);
 * they also get a welcome e-mail with their provisional credentials.
 */
export async function userCreator(input: CreateInput, actor: Actor, options: { sendWelcome?: boolean } = {}) {
  const password_hash = await hashPassword(input.password);
  const user = await inTransaction(async (transaction) => {
    await assertUnique(input.email, input.cpf, null, transaction);
    await assertCompany(input.company_id, transaction);
    const created = await User.create(
      {
        name: input.name,
        email: input.email,
        password_hash,
        role: input.role,
        modality: input.modality,
        cpf: input.cpf,
        phone: input.phone,
        address: input.address,
        company_id: input.company_id,
        is_active: input.is_active ?? true,
        must_change_password: true,
      },
      { transaction },
    );
    await audit(
      actor,
      {
        action: 'USUARIO_CRIADO',
        description: `Usuário criado: ${created.name} (${created.email}), perfil ${created.role}`,
      },
      transaction,
    );
    return created;
  });
  if (options.sendWelcome ?? true) {
    try {
      await runtime().mailer.send({
        to: user.email,
        subject: 'Bem-vindo(a)! Seus dados de acesso',
        template: 'welcome',
        data: {
          name: user.name,
          email: user.email,
          password: input.password,
          loginUrl: `${runtime().config.publicUrl}/login`,
        },
      });
    } catch (err) {
      await audit(actor, {
        action: 'EMAIL_FALHOU',
        level: 'error',
        description: `Falha ao enviar e-mail de boas-vindas para ${user.email}`,
        message: (err as Error).message,
      });
    }
  }
  return loadUser(user.id);
}

/**
 * Admins edit every field. A user editing their own profile changes only their contact data:
 * role, status, company, e-mail and CPF sent by them are ignored.
 */
export async function userUpdater(actorUser: User, id: number, input: UpdateInput, actor: Actor) {
  const admin = isAdmin(actorUser);
  const password_hash = admin && input.password ? await hashPassword(input.password) : undefined;
  await inTransaction(async (transaction) => {
    const user = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw NotFoundError(MSG.userNotFound);
    const changes: Partial<User> = { name: input.name, phone: input.phone, address: input.address };
    if (admin) {
      await assertUnique(input.email, input.cpf, id, transaction);
      await assertCompany(input.company_id, transaction);
      Object.assign(changes, {
        email: input.email,
        cpf: input.cpf,
        modality: input.modality,
        company_id: input.company_id,
      });
      // An admin cannot demote or deactivate themselves by editing their own row.
      if (actorUser.id !== id) {
        if (input.role) changes.role = input.role;
        if (input.is_active !== undefined) changes.is_active = input.is_active;
      }
      if (password_hash) {
        changes.password_hash = password_hash;
        changes.token_version = user.token_version + 1;
        changes.password_changed_at = new Date();
      }
    }
    await user.update(changes, { transaction });
    await audit(
      actor,
      { action: 'USUARIO_ATUALIZADO', description: `Usuário atualizado: ${user.name} (${user.email})` },
      transaction,
    );
  });
  return loadUser(id);
}

export async function userStatusUpdater(actorUser: User, id: number, isActive: boolean, actor: Actor) {
  if (!canChangeStatusOf(actorUser, id)) throw ForbiddenError(MSG.cannotChangeOwnStatus);
  await inTransaction(async (transaction) => {
    const user = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw NotFoundError(MSG.userNotFound);
    await user.update({ is_active: isActive }, { transaction });
    await audit(
      actor,
      {
        action: isActive ? 'USUARIO_ATIVADO' : 'USUARIO_DESATIVADO',
        description: `Usuário ${isActive ? 'ativado' : 'desativado'}: ${user.name} (${user.email})`,
      },
      transaction,
    );
  });
  return loadUser(id);
}

export async function userDeleter(actorUser: User, id: number, actor: Actor): Promise<void> {
  if (!canDeleteUser(actorUser, id)) throw ForbiddenError(MSG.cannotDeleteSelf);
  const photo = await inTransaction(async (transaction) => {
    const user = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw NotFoundError(MSG.userNotFound);
    await user.destroy({ transaction });
    await audit(
      actor,
      { action: 'USUARIO_EXCLUIDO', description: `Usuário excluído: ${user.name} (${user.email})` },
      transaction,
    );
    return user.photo;
  });
  await removeUpload(photo);
}
