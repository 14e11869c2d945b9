import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { z } from './zod';

/** A numeric id in a path or body: digits only, never an array or object. */
export const IdSchema = z.coerce
  .number({ error: MSG.invalidId })
  .int({ error: MSG.invalidId })
  .positive({ error: MSG.invalidId })
  .max(Number.MAX_SAFE_INTEGER, { error: MSG.invalidId });

export const IdParamsSchema = z.object({ id: IdSchema });

/** Trimmed, lower-cased e-mail of at most 254 characters. */
export const EmailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: MSG.emailRequired })
  .max(LIMITS.maxEmailLength, { error: MSG.emailInvalid })
  .pipe(z.email({ error: MSG.emailInvalid }));

export const PasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(LIMITS.minPasswordLength, { error: MSG.passwordMin })
  .max(128, { error: 'A senha deve ter no máximo 128 caracteres' });

export const CodeSchema = z
  .string({ error: MSG.codeRequired })
  .trim()
  .min(1, { error: MSG.codeRequired })
  .regex(/^\d{6}$/, { error: MSG.invalidCode });

/** Optional free text: empty strings become null so the database stores one kind of "empty". */
export const optionalText = (max: number = LIMITS.maxNameLength) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres` })
    .nullish()
    .transform((v) => (v ? v : null));

const digits = (v: string) => v.replace(/\D/g, '');

export const CpfSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? digits(v) : null))
  .refine((v) => v === null || isValidCPF(v), { error: MSG.invalidCpf });

export const CnpjSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? digits(v) : null))
  .refine((v) => v === null || isValidCNPJ(v), { error: MSG.invalidCnpj });

/** Booleans as JSON booleans, or the 0/1 and 'true'/'false' older clients send. */
export const LooseBoolean = z.union([
  z.boolean(),
  z.literal(0).transform(() => false),
  z.literal(1).transform(() => true),
  z.literal('true').transform(() => true),
  z.literal('false').transform(() => false),
]);
