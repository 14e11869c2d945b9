import { CodeSchema, CpfSchema, EmailSchema, IdSchema, LooseBoolean, optionalText, PasswordSchema } from './common';
import { LIMITS } from './limits';
import { MANAGER_MSG } from './manager';
import { MSG } from './messages';
import { z } from './zod';

export const ROLES = ['admin', 'student', 'instructor', 'manager'] as const;
export type Role = (typeof ROLES)[number];
export const MODALITIES = ['online', 'presencial'] as const;
export type Modality = (typeof MODALITIES)[number];

const NameSchema = z
  .string({ error: MSG.nameRequired })
  .trim()
  .min(1, { error: MSG.nameRequired })
  .max(LIMITS.maxNameLength, { error: `Máximo de ${LIMITS.maxNameLength} caracteres` });

const RoleSchema = z.enum(ROLES, { error: MSG.invalidRole });
/** The profile shows 'presential'; older clients send it, we store 'presencial'. */
const ModalitySchema = z
  .union([z.enum(MODALITIES), z.literal('presential').transform(() => 'presencial' as const), z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));

const userFields = {
  name: NameSchema,
  email: EmailSchema,
  role: RoleSchema.default('student'),
  modality: ModalitySchema,
  cpf: CpfSchema,
  phone: optionalText(30),
  address: optionalText(500),
  /** An instructor's qualification and professional registration (issue 20). */
  qualification: optionalText(300),
  professional_registration: optionalText(100),
  company_id: IdSchema.nullish().transform((v) => v ?? null),
  is_active: LooseBoolean.optional(),
};

export const UserCreateSchema = z
  .object({
    ...userFields,
    password: PasswordSchema,
    /** The worker's cargo (issue 18): set with the account, enrolling them in its required courses. */
    job_role_id: IdSchema.nullish().transform((v) => v ?? null),
  })
  .refine((u) => u.role !== 'manager' || u.company_id !== null, {
    error: MANAGER_MSG.companyRequired,
    path: ['company_id'],
  });
export type UserCreateReq = z.input<typeof UserCreateSchema>;

const OptionalCode = z
  .union([z.literal(''), CodeSchema])
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * A fresh proof of the person at the keyboard: their current password, and the
 * e-mailed code (POST /api/users/{id}/password/request-2fa) when their account has 2FA. A session
 * token alone never disables 2FA or changes one's own password or e-mail.
 */
export const ProofFields = {
  current_password: z
    .string({ error: MSG.currentPasswordRequired })
    .min(1, { error: MSG.currentPasswordRequired })
    .max(128)
    .optional(),
  twoFactorCode: OptionalCode,
};
export const ProofSchema = z.object(ProofFields);
export type ProofReq = z.input<typeof ProofSchema>;

/**
 * A partial update: a field the body leaves out stays as it is; only an explicit null clears a
 * nullable one. Passwords change only through their own routes (/password, /admin-password).
 * Changing one's own e-mail needs the proof fields.
 */
export const UserUpdateSchema = z.object({
  name: NameSchema.optional(),
  email: EmailSchema.optional(),
  role: RoleSchema.optional(),
  modality: ModalitySchema.optional(),
  cpf: CpfSchema.optional(),
  phone: optionalText(30).optional(),
  address: optionalText(500).optional(),
  qualification: optionalText(300).optional(),
  professional_registration: optionalText(100).optional(),
  company_id: IdSchema.nullish().optional(),
  /** The worker's cargo (of their company; null clears it), as `PUT /api/users/{id}/job-role` sets it. */
  job_role_id: IdSchema.nullish(),
  is_active: LooseBoolean.optional(),
  /** A manager's weekly compliance digest (issue 18); only the account's owner switches it. */
  weekly_digest: LooseBoolean.optional(),
  ...ProofFields,
});
export type UserUpdateReq = z.input<typeof UserUpdateSchema>;

export const UserListQuerySchema = z.object({
  role: RoleSchema.optional(),
  company_id: IdSchema.optional(),
  search: z.string().trim().max(100).optional(),
});

export const UserStatusSchema = z.object({ is_active: LooseBoolean });
export const AdminPasswordSchema = z.object({
  password: z
    .string({ error: 'Por favor, digite ou gere uma senha.' })
    .min(1, { error: 'Por favor, digite ou gere uma senha.' })
    .min(LIMITS.minPasswordLength, { error: 'A senha deve ter pelo menos 6 caracteres.' })
    .max(128),
  twoFactorCode: CodeSchema.optional(),
  /** An admin changing their own password proves it like everyone. */
  current_password: ProofFields.current_password,
});
export const UserPasswordSchema = z.object({
  password: z
    .string({ error: 'A nova senha deve ter pelo menos 6 caracteres.' })
    .min(LIMITS.minPasswordLength, { error: 'A nova senha deve ter pelo menos 6 caracteres.' })
    .max(128),
  twoFactorCode: OptionalCode,
  current_password: ProofFields.current_password,
});
export const Enable2faSchema = z.object({ verification_code: CodeSchema });
