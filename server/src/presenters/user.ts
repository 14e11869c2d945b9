import type { ApiKeyShape, Company as CompanyShape, User as UserShape } from '@trilha/sdk/contract';
import type { ApiKey, Company, User } from '../models';
import { publicUploadUrl } from '../services/storage';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The user as spec §3 shows it; never the hash, token version or codes. */
export function presentUser(user: User, company?: Company | null): UserShape {
  const c = company === undefined ? user.company : company;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    modality: user.modality ?? null,
    cpf: user.cpf ?? null,
    phone: user.phone ?? null,
    address: user.address ?? null,
    qualification: user.qualification ?? null,
    professional_registration: user.professional_registration ?? null,
    company: c?.name ?? null,
    company_id: user.company_id ?? null,
    is_active: Boolean(user.is_active),
    two_factor_enabled: Boolean(user.two_factor_enabled),
    must_change_password: Boolean(user.must_change_password),
    weekly_digest: user.weekly_digest !== false,
    photo: publicUploadUrl(user.photo),
    last_login: iso(user.last_login),
    // The access before the current session: what 'último acesso' means to the person reading it.
    previous_login: iso(user.previous_login),
    created_at: iso(user.created_at) ?? new Date(0).toISOString(),
  };
}

export function presentCompany(company: Company, employeeCount = 0): CompanyShape {
  return {
    id: company.id,
    name: company.name,
    cnpj: company.cnpj ?? null,
    contact_email: company.contact_email ?? null,
    phone: company.phone ?? null,
    address: company.address ?? null,
    description: company.description ?? null,
    is_active: Boolean(company.is_active),
    employee_count: employeeCount,
    created_at: iso(company.created_at) ?? new Date(0).toISOString(),
  };
}

/** A company's API key as its admin lists it: the prefix, never the key or its hash. */
export function presentApiKey(key: ApiKey): ApiKeyShape {
  return {
    id: key.id,
    name: key.name ?? null,
    prefix: key.prefix,
    allow_provisioning: Boolean(key.allow_provisioning),
    created_at: iso(key.created_at) ?? new Date(0).toISOString(),
    last_used_at: iso(key.last_used_at),
    revoked_at: iso(key.revoked_at),
  };
}
