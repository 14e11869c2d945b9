import { Company, CompanySso, CompanySsoDomain } from '../models';

/** The e-mail's domain, lower-cased ('' when there is none). */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export async function companySsoDomains(companyId: number): Promise<string[]> {
  const rows = await CompanySsoDomain.findAll({ where: { company_id: companyId }, order: [['domain', 'ASC']] });
  return rows.map((r) => r.domain);
}

/** The active company whose identity provider signs in people of this e-mail's domain, with its settings. */
export async function ssoForEmail(email: string): Promise<{ company: Company; sso: CompanySso } | null> {
  const domain = await CompanySsoDomain.findOne({ where: { domain: emailDomain(email) } });
  if (!domain) return null;
  const [company, sso] = await Promise.all([
    Company.findByPk(domain.company_id),
    CompanySso.findOne({ where: { company_id: domain.company_id } }),
  ]);
  return company?.is_active && sso ? { company, sso } : null;
}
