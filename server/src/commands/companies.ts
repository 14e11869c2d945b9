import { type CompanyCreateSchema, type CompanyUpdateSchema, MSG } from '@trilha/sdk/contract';
import { Op, type Transaction } from 'sequelize';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { ConflictError, NotFoundError } from '../errors';
import { Company } from '../models';
import { type Actor, audit } from '../services/audit';
import { originsChanged } from '../services/origins';

type CreateInput = z.output<typeof CompanyCreateSchema>;
type UpdateInput = z.output<typeof CompanyUpdateSchema>;

async function assertCnpjFree(cnpj: string | null | undefined, exceptId: number | null, transaction: Transaction) {
  if (!cnpj) return;
  const clash = await Company.findOne({
    where: { cnpj, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
    transaction,
  });
  if (clash) throw ConflictError(MSG.cnpjInUse);
}

async function lockCompany(id: number, transaction: Transaction): Promise<Company> {
  const company = await Company.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!company) throw NotFoundError(MSG.companyNotFound);
  return company;
}

export function companyCreator(input: CreateInput, actor: Actor): Promise<Company> {
  return inTransaction(async (transaction) => {
    await assertCnpjFree(input.cnpj, null, transaction);
    const company = await Company.create({ ...input, is_active: true }, { transaction });
    await audit(actor, { action: 'EMPRESA_CRIADA', description: `Empresa criada: ${company.name}` }, transaction);
    return company;
  });
}

export function companyUpdater(id: number, input: UpdateInput, actor: Actor): Promise<Company> {
  return inTransaction(async (transaction) => {
    const company = await lockCompany(id, transaction);
    await assertCnpjFree(input.cnpj, id, transaction);
    // A partial update: fields the body left out are absent from `input` and stay as they are.
    await company.update(input, { transaction });
    await originsChanged(transaction);
    await audit(
      actor,
      { action: 'EMPRESA_ATUALIZADA', description: `Empresa atualizada: ${company.name}` },
      transaction,
    );
    return company;
  });
}

export function companyStatusToggler(id: number, actor: Actor): Promise<Company> {
  return inTransaction(async (transaction) => {
    const company = await lockCompany(id, transaction);
    await company.update({ is_active: !company.is_active }, { transaction });
    await originsChanged(transaction);
    await audit(
      actor,
      {
        action: company.is_active ? 'EMPRESA_ATIVADA' : 'EMPRESA_DESATIVADA',
        description: `Empresa ${company.is_active ? 'ativada' : 'desativada'}: ${company.name}`,
      },
      transaction,
    );
    return company;
  });
}

/** Employees stay as users without a company (the foreign key sets it to null); its origins go with it. */
export function companyDeleter(id: number, actor: Actor): Promise<void> {
  return inTransaction(async (transaction) => {
    const company = await lockCompany(id, transaction);
    await company.destroy({ transaction });
    await originsChanged(transaction);
    await audit(actor, { action: 'EMPRESA_EXCLUIDA', description: `Empresa excluída: ${company.name}` }, transaction);
  });
}
