import { CnpjSchema, LooseBoolean, optionalText } from './common';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { z } from './zod';

const companyFields = {
  name: z
    .string({ error: MSG.companyNameRequired })
    .trim()
    .min(1, { error: MSG.companyNameRequired })
    .max(LIMITS.maxNameLength),
  cnpj: CnpjSchema,
  contact_email: z
    .string()
    .trim()
    .toLowerCase()
    .max(LIMITS.maxEmailLength, { error: MSG.emailInvalid })
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, { error: MSG.emailInvalid }),
  phone: optionalText(30),
  address: optionalText(500),
  description: optionalText(LIMITS.maxTextLength),
};

export const CompanyCreateSchema = z.object(companyFields);
export type CompanyCreateReq = z.input<typeof CompanyCreateSchema>;

/**
 * A partial update: a field the body leaves out stays as it is; an explicit null (or an emptied
 * text, '') clears a nullable field; the name, when sent, must not be empty.
 */
export const CompanyUpdateSchema = CompanyCreateSchema.partial().extend({ is_active: LooseBoolean.optional() });
export type CompanyUpdateReq = z.input<typeof CompanyUpdateSchema>;
