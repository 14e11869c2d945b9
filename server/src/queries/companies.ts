import { MSG } from '@trilha/sdk/contract';
import { NotFoundError } from '../errors';
import { ApiKey, Company, EmbedOrigin } from '../models';

/** One company, or 404. */
export async function loadCompany(id: number): Promise<Company> {
  const company = await Company.findByPk(id);
  if (!company) throw NotFoundError(MSG.companyNotFound);
  return company;
}

export function listCompanies(): Promise<Company[]> {
  return Company.findAll({ order: [['name', 'ASC']] });
}

/** A company's API keys, newest first, revoked ones included. */
export function companyApiKeys(companyId: number): Promise<ApiKey[]> {
  return ApiKey.findAll({ where: { company_id: companyId }, order: [['id', 'DESC']] });
}

/** The origins allowed to embed a company's widgets, in alphabetical order. */
export async function companyOrigins(companyId: number): Promise<string[]> {
  const rows = await EmbedOrigin.findAll({ where: { company_id: companyId }, order: [['origin', 'ASC']] });
  return rows.map((r) => r.origin);
}
