/** The zod schemas of certificates and the worker's acknowledgment (certificates.ts holds their texts, without zod). */
import { CERTIFICATE_MSG } from './certificates';
import { IdSchema } from './common';
import { ACKNOWLEDGMENT_MSG } from './learnerMessages';
import { z } from './zod';

export const AcknowledgmentSchema = z.object({
  code: z
    .string({ error: ACKNOWLEDGMENT_MSG.code })
    .trim()
    .regex(/^\d{6}$/, { error: ACKNOWLEDGMENT_MSG.code }),
});

export const GenerateTemporarySchema = z.object({
  courseId: IdSchema,
  /** Sent by older clients; the server reads scores from the attempts and ignores it. */
  assessmentScore: z.unknown().optional(),
});
export const CertificateUploadSchema = z.object({
  course_id: IdSchema,
  user_id: IdSchema,
});
export const RevokeSchema = z.object({
  reason: z
    .string({ error: CERTIFICATE_MSG.revokeReason })
    .trim()
    .min(3, { error: CERTIFICATE_MSG.revokeReason })
    .max(500),
});
export const ExpiringQuerySchema = z.object({
  days: z.coerce.number().int().min(0).max(3650).default(90),
  company_id: IdSchema.optional(),
});
