import { MANAGER_MSG, MSG, PRIVACY_MSG, type UserCreateSchema, type UserUpdateSchema } from '@trilha/sdk/contract';
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { Company, PasswordResetToken, User, VerificationCode } from '../models';
import { companyScope } from '../policies/grants';
import { editableUserFields } from '../policies/users';
import { loadUser } from '../queries/users';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { enqueueMail } from '../services/mailOutbox';
import { hashPassword } from '../services/passwords';
import { notifySecurityChange } from '../services/securityNotice';
import { removeUpload } from '../services/storage';
import { usersCreated } from '../services/webhooks/events';
import { notifyEnrollments } from './enrollments';
import { assignJobRoleIn } from './jobRoles';
import { assertFreshProof } from './userSecurity';

type CreateInput = z.output<typeof UserCreateSchema>;
type UpdateInput = z.output<typeof UserUpdateSchema>;

async function assertUnique(
  email: string | undefined,
  cpf: string | null | undefined,
  exceptId: number | null,
  transaction: Transaction,
  actorUser?: Pick<User, 'role' | 'company_id'>,
) {
  const or: WhereOptions<User>[] = [];
  if (email) or.push({ email });
  if (cpf) or.push({ cpf });
  if (!or.length) return;
  const clash = await User.findOne({
    where: { [Op.or]: or, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
    transaction,
  });
  if (!clash) return;
  // A manager is told the address is another company's, never whose (issue 18).
  const elsewhere =
    actorUser && companyScope(actorUser, 'users.manage') !== null && clash.company_id !== actorUser.company_id;
  if (clash.email === email) throw ConflictError(elsewhere ? MANAGER_MSG.otherCompanyEmail : MSG.emailInUse);
  throw ConflictError(MSG.cpfInUse);
}

async function assertCompany(companyId: number | null | undefined, transaction: Transaction) {
  if (companyId && !(await Company.findByPk(companyId, { transaction }))) {
    throw BadRequestError(MSG.companyNotFoundForUser, {
      errors: [{ msg: MSG.companyNotFoundForUser, path: 'company_id' }],
    });
  }
}

/**
 * Users created by an admin change their password at the first login (with an e-mailed code);
 * they also get a welcome e-mail with their provisional credentials.
 */
export async function userCreator(
  input: CreateInput,
  actor: Actor,
  options: { sendWelcome?: boolean; actorUser?: Pick<User, 'role' | 'company_id'> } = {},
) {
  const password_hash = await hashPassword(input.password);
  const { user, enrolled } = await inTransaction(async (transaction) => {
    await assertUnique(input.email, input.cpf, null, transaction, options.actorUser);
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
        qualification: input.qualification,
        professional_registration: input.professional_registration,
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
    await usersCreated([created], transaction);
    if (options.sendWelcome ?? true) {
      await enqueueMail(
        {
          to: created.email,
          subject: 'Bem-vindo(a)! Seus dados de acesso',
          template: 'welcome',
          data: {
            name: created.name,
            email: created.email,
            password: input.password,
            loginUrl: `${runtime().config.publicUrl}/login`,
          },
        },
        transaction,
      );
    }
    const enrolled = input.job_role_id ? await assignJobRoleIn(created, input.job_role_id, actor, transaction) : [];
    return { user: created, enrolled };
  });
  await notifyEnrollments(enrolled, actor);
  return loadUser(user.id);
}

/** The fields a body sent: a partial update leaves the others as they are. */
function sentFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * A partial update: fields the body leaves out stay as they are, an explicit null clears a
 * nullable one; which fields the actor changes is the policy's (editableUserFields), the rest of
 * the body is ignored. A cargo sent is checked and enrols as `PUT /api/users/{id}/job-role` does. Passwords change only on their own routes. Changing one's own e-mail takes
 * the fresh proof; any e-mail change ends the open reset links and codes of the account and warns
 * the old address.
 */
export async function userUpdater(actorUser: User, id: number, input: UpdateInput, actor: Actor) {
  const editable = editableUserFields(actorUser, id);
  const sent = sentFields(input);
  const current = await User.findByPk(id);
  if (!current) throw NotFoundError(MSG.userNotFound);
  const newEmail = editable.account && sent.email && sent.email !== current.email ? sent.email : null;
  if (newEmail && actorUser.id === id) await assertFreshProof(actorUser, input, actor);
  const enrolled = await inTransaction(async (transaction) => {
    const user = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw NotFoundError(MSG.userNotFound);
    const { name, phone, address, qualification, professional_registration } = sent;
    const changes: Partial<User> = sentFields({ name, phone, address, qualification, professional_registration });
    if (editable.account) {
      await assertUnique(sent.email, sent.cpf, id, transaction, actorUser);
      const { email, cpf, modality } = sent;
      Object.assign(changes, sentFields({ email, cpf, modality }));
    }
    if (editable.company && sent.company_id !== undefined && sent.company_id !== user.company_id) {
      await assertCompany(sent.company_id, transaction);
      changes.company_id = sent.company_id;
      // A cargo belongs to one company: moving the worker leaves it behind.
      changes.job_role_id = null;
    }
    if (editable.role && sent.role) changes.role = sent.role;
    if (editable.status && sent.is_active !== undefined) {
      changes.is_active = sent.is_active;
      if (!sent.is_active && user.is_active) changes.token_version = user.token_version + 1;
    }
    if (actorUser.id === id && sent.weekly_digest !== undefined) changes.weekly_digest = sent.weekly_digest;
    const role = changes.role ?? user.role;
    const company = changes.company_id === undefined ? user.company_id : changes.company_id;
    if (role === 'manager' && !company) {
      throw BadRequestError(MANAGER_MSG.companyRequired, {
        errors: [{ msg: MANAGER_MSG.companyRequired, path: 'company_id' }],
      });
    }
    const oldEmail = user.email;
    await user.update(changes, { transaction });
    if (newEmail) {
      await endOpenProofs(user.id, transaction);
      await notifySecurityChange(user, 'email', actor, transaction, oldEmail);
    }
    await audit(
      actor,
      {
        action: 'USUARIO_ATUALIZADO',
        description: `Usuário atualizado: ${user.name} (${user.email})${newEmail ? `; e-mail anterior: ${oldEmail}` : ''}`,
      },
      transaction,
    );
    // The cargo last: it must be of the company the worker has now, and it enrols them in its courses.
    const jobRole = sent.job_role_id;
    return editable.jobRole && jobRole !== undefined && jobRole !== user.job_role_id
      ? assignJobRoleIn(user, jobRole, actor, transaction)
      : [];
  });
  await notifyEnrollments(enrolled, actor);
  return loadUser(id);
}

/** Reset links and e-mailed codes sent to an address the account no longer uses stop working. */
async function endOpenProofs(userId: number, transaction: Transaction): Promise<void> {
  const at = new Date();
  await PasswordResetToken.update({ used_at: at }, { where: { user_id: userId, used_at: null }, transaction });
  await VerificationCode.update({ consumed_at: at }, { where: { user_id: userId, consumed_at: null }, transaction });
}

export async function userStatusUpdater(id: number, isActive: boolean, actor: Actor) {
  await inTransaction(async (transaction) => {
    const user = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!user) throw NotFoundError(MSG.userNotFound);
    // An anonymised person (LGPD) is gone as a user: only their retained evidence remains.
    if (isActive && user.anonymized_at) throw ConflictError(PRIVACY_MSG.anonymizedAccount);
    // Deactivation ends every token: reactivating later must not revive them.
    const endsSessions = user.is_active && !isActive;
    await user.update(
      { is_active: isActive, ...(endsSessions ? { token_version: user.token_version + 1 } : {}) },
      { transaction },
    );
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

export async function userDeleter(id: number, actor: Actor): Promise<void> {
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
