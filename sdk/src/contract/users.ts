import { CodeSchema, CpfSchema, EmailSchema, IdSchema, LooseBoolean, optionalText, PasswordSchema } from './common';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { z } from './zod';

export const ROLES = ['admin', 'student', 'instructor'] as const;
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
  company_id: IdSchema.nullish().transform((v) => v ?? null),
  is_active: LooseBoolean.optional(),
};

export const UserCreateSchema = z.object({ ...userFields, password: PasswordSchema });
export type UserCreateReq = z.input<typeof UserCreateSchema>;

/** On edit the password is optional and omitted when empty. */
export const UserUpdateSchema = z.object({
  ...userFields,
  role: RoleSchema.optional(),
  password: z
    .union([z.literal(''), PasswordSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
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
});
export const UserPasswordSchema = z.object({
  password: z
    .string({ error: 'A nova senha deve ter pelo menos 6 caracteres.' })
    .min(LIMITS.minPasswordLength, { error: 'A nova senha deve ter pelo menos 6 caracteres.' })
    .max(128),
  twoFactorCode: z
    .union([z.literal(''), CodeSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export const Enable2faSchema = z.object({ verification_code: CodeSchema });
