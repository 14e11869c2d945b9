import { CodeSchema, EmailSchema, IdSchema, PasswordSchema } from './common';
import { MSG } from './messages';
import { z } from './zod';

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(128),
});
export type LoginReq = z.infer<typeof LoginSchema>;

export const Verify2faSchema = z.object({ userId: IdSchema, code: CodeSchema });
export type Verify2faReq = z.infer<typeof Verify2faSchema>;

export const FirstLoginPasswordChangeSchema = z.object({
  newPassword: PasswordSchema,
  twoFactorCode: CodeSchema,
});
export type FirstLoginPasswordChangeReq = z.infer<typeof FirstLoginPasswordChangeSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordReq = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: MSG.resetTokenRequired })
    .trim()
    .min(1, { error: MSG.resetTokenRequired })
    .max(256, { error: MSG.resetTokenInvalid }),
  newPassword: PasswordSchema,
});
export type ResetPasswordReq = z.infer<typeof ResetPasswordSchema>;
