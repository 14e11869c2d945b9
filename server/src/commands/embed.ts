import { randomBytes } from 'node:crypto';
import { EMBED_MSG, EMBED_TOKEN_SECONDS, type EmbedTokenResponse } from '@trilha/sdk/contract';
import { Op, UniqueConstraintError } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { AuthenticationError, ForbiddenError, NotFoundError } from '../errors';
import { ApiKey, Company, EmbedOrigin, User } from '../models';
import { authorizeEmbedStudent, keyReaches } from '../policies/integrations';
import { loadCompany } from '../queries/companies';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { signToken } from '../services/jwt';
import { originsChanged } from '../services/origins';
import { hashPassword } from '../services/passwords';
import { keyedHash, sameHash } from '../services/secrets';
import { usersCreated } from '../services/webhooks/events';

/** 'tsk_<prefix>_<secret>': the prefix finds the row, the keyed hash of the whole key proves it. */
export async function apiKeyCreator(
  companyId: number,
  input: { name: string | null; allow_provisioning: boolean },
  actor: Actor,
) {
  const company = await loadCompany(companyId);
  const prefix = randomBytes(6).toString('hex');
  const key = `tsk_${prefix}_${randomBytes(24).toString('base64url')}`;
  const row = await inTransaction(async (transaction) => {
    const created = await ApiKey.create(
      {
        company_id: company.id,
        name: input.name,
        prefix,
        key_hash: keyedHash(`api-key:${key}`),
        allow_provisioning: input.allow_provisioning,
        created_by: actor.user?.id ?? null,
      },
      { transaction },
    );
    await audit(
      actor,
      { action: 'API_KEY_CRIADA', description: `Chave de API criada para ${company.name} (${prefix})` },
      transaction,
    );
    return created;
  });
  return { id: row.id, key, prefix };
}

export async function apiKeyRevoker(companyId: number, keyId: number, actor: Actor): Promise<void> {
  await inTransaction(async (transaction) => {
    const key = await ApiKey.findOne({ where: { id: keyId, company_id: companyId }, transaction });
    if (!key) throw NotFoundError(EMBED_MSG.keyNotFound);
    await key.update({ revoked_at: key.revoked_at ?? now() }, { transaction });
    await audit(
      actor,
      { action: 'API_KEY_REVOGADA', description: `Chave de API revogada (${key.prefix})` },
      transaction,
    );
  });
}

export async function originsSetter(companyId: number, origins: string[], actor: Actor): Promise<string[]> {
  const company = await loadCompany(companyId);
  const unique = [...new Set(origins)];
  await inTransaction(async (transaction) => {
    await EmbedOrigin.destroy({ where: { company_id: company.id }, transaction });
    await EmbedOrigin.bulkCreate(
      unique.map((origin) => ({ company_id: company.id, origin })),
      { transaction },
    );
    await audit(
      actor,
      {
        action: 'CONFIGURACOES_ATUALIZADAS',
        description: `Origens de integração de ${company.name}: ${unique.join(', ') || 'nenhuma'}`,
      },
      transaction,
    );
    await originsChanged(transaction);
  });
  return unique;
}

/** Finds the active key a company's back end presents; anything else is one and the same 401. */
async function verifyKey(presented: string): Promise<ApiKey> {
  const m = /^tsk_([0-9a-f]{12})_[A-Za-z0-9_-]{20,64}$/.exec(presented);
  const key = m ? await ApiKey.findOne({ where: { prefix: m[1], revoked_at: { [Op.is]: null } } }) : null;
  if (!key || !sameHash(key.key_hash, keyedHash(`api-key:${presented}`)))
    throw AuthenticationError(EMBED_MSG.invalidKey);
  return key;
}

/**
 * One answer for every refusal that would tell a key holder about people outside its company (an
 * unknown e-mail the key does not create, another company's worker, a CPF registered to someone
 * else); the system log keeps the real reason for the provider's admin.
 */
async function refuse(
  actor: Actor,
  key: ApiKey,
  company: Company,
  person: { id?: number; name?: string; email: string },
  reason: string,
): Promise<never> {
  await audit(actor, {
    action: 'ACCESS_DENIED',
    level: 'warn',
    description: `Token de integração recusado para ${person.email} (${company.name}, chave ${key.prefix}): ${reason}`,
    subject: person,
  });
  throw NotFoundError(EMBED_MSG.userUnavailable);
}

/**
 * Mints a 15-minute student token for the key's company. The student must belong to that company;
 * an unknown e-mail is provisioned as a student of it when the key allows and a name is given.
 */
export async function embedTokenIssuer(
  presentedKey: string,
  input: { email: string; name: string | null; cpf: string | null },
  actor: Actor,
): Promise<EmbedTokenResponse> {
  const key = await verifyKey(presentedKey);
  const company = await Company.findByPk(key.company_id);
  if (!company?.is_active) throw ForbiddenError(EMBED_MSG.companyInactive);
  let user = await User.findOne({ where: { email: input.email } });
  if (user && !keyReaches(user, company)) {
    return refuse(actor, key, company, user, 'o usuário pertence a outra empresa');
  }
  if (user) authorizeEmbedStudent(user);
  else {
    const asked = { email: input.email };
    if (!key.allow_provisioning)
      return refuse(actor, key, company, asked, 'e-mail não cadastrado e a chave não permite cadastro');
    if (!input.name) return refuse(actor, key, company, asked, 'e-mail não cadastrado e o nome não foi enviado');
    if (input.cpf && (await User.findOne({ where: { cpf: input.cpf }, attributes: ['id'] }))) {
      return refuse(actor, key, company, asked, 'CPF já cadastrado para outro usuário');
    }
    // A portal password nobody knows: intranet students sign in through their company.
    const password_hash = await hashPassword(randomBytes(24).toString('base64url'));
    try {
      user = await inTransaction(async (transaction) => {
        const created = await User.create(
          {
            name: input.name as string,
            email: input.email,
            cpf: input.cpf,
            password_hash,
            role: 'student',
            company_id: company.id,
            must_change_password: true,
          },
          { transaction },
        );
        await audit(
          { ...actor, user: null },
          {
            action: 'USUARIO_CRIADO',
            description: `Aluno cadastrado pela integração de ${company.name}: ${created.email}`,
          },
          transaction,
        );
        await usersCreated([created], transaction);
        return created;
      });
    } catch (err) {
      if (!(err instanceof UniqueConstraintError)) throw err;
      return refuse(actor, key, company, asked, 'e-mail ou CPF cadastrado por outro pedido ao mesmo tempo');
    }
  }
  const student = user as User;
  await key.update({ last_used_at: now() });
  await audit(
    { ...actor, user: { id: student.id, name: student.name, email: student.email } },
    {
      action: 'EMBED_TOKEN_EMITIDO',
      description: `Token de integração emitido para ${student.email} (${company.name}, chave ${key.prefix})`,
    },
  );
  return {
    token: signToken(student, 'embed', company.id),
    expires_in: EMBED_TOKEN_SECONDS,
    expires_at: new Date(Date.now() + EMBED_TOKEN_SECONDS * 1000).toISOString(),
    user: { id: student.id, name: student.name, email: student.email },
  };
}
