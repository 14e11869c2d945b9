import { IdSchema } from './common';
import { z } from './zod';

export const CERTIFICATE_MSG = {
  alreadyGenerated: 'Certificado já foi gerado anteriormente',
  requirements: 'Você precisa completar os requisitos do curso antes de gerar o certificado.',
  lessonsPending: 'Conclua todas as aulas do curso antes de gerar o certificado.',
  insufficientScore: (best: number | null) =>
    `É necessário ser aprovado na avaliação, com nota de pelo menos 60%, para gerar o certificado. Sua melhor nota: ${best === null ? 'nenhuma tentativa' : `${Math.round(best)}%`}.`,
  generated: 'Certificado temporário gerado com sucesso!',
  notFound: 'Certificado não encontrado.',
  notFoundForCourse: 'Certificado não encontrado para este curso.',
  uploadRequired: 'Por favor, selecione um curso, um aluno e um arquivo PDF.',
  uploadType: 'O certificado deve ser um arquivo PDF.',
  uploadTooLarge: 'O certificado deve ter no máximo 10MB.',
  uploaded: 'Certificado enviado com sucesso!',
  deleted: 'Certificado excluído com sucesso!',
  validated: 'Certificado validado: agora é oficial.',
  revoked: 'Certificado revogado.',
  alreadyRevoked: 'Este certificado já foi revogado.',
  /** A revoked certificate is no longer handed out as a PDF (410 'certificate.revoked'). */
  revokedDownload: (date: string | null, reason: string | null) =>
    `Este certificado foi revogado${date ? ` em ${date}` : ''} e não pode mais ser baixado.${reason ? ` Motivo: ${reason}` : ''}`,
  revokeReason: 'Informe o motivo da revogação.',
  notEnrolled: 'O aluno não está matriculado neste curso.',
} as const;

/**
 * The worker's acknowledgment (NR-01 asks for the worker's signature on the certificate, issue 22):
 * a signed-in click plus a 6-digit code e-mailed to them, recorded with time, IP, browser and the
 * certificate's hash, and printed on the certificate as their electronic signature.
 */
export const ACKNOWLEDGMENT_MSG = {
  statement: (course: string, workload: string, provider: string) =>
    `Declaro que recebi o treinamento ${course}${workload ? `, com carga horária de ${workload}` : ''}, ministrado por ${provider}, e que compreendi o seu conteúdo.`,
  codeSent: 'Enviamos um código de 6 dígitos para o seu e-mail: informe-o para confirmar o recebimento.',
  confirmed: 'Recebimento do treinamento confirmado: a sua assinatura eletrônica consta no certificado.',
  already: 'Você já confirmou o recebimento deste treinamento.',
  revoked: 'Este certificado foi revogado: não há o que confirmar.',
  codeIntro:
    'Use o código abaixo para confirmar que recebeu o treinamento (a sua assinatura eletrônica no certificado).',
  code: 'Informe o código de 6 dígitos enviado ao seu e-mail.',
} as const;

export const AcknowledgmentSchema = z.object({
  code: z
    .string({ error: ACKNOWLEDGMENT_MSG.code })
    .trim()
    .regex(/^\d{6}$/, { error: ACKNOWLEDGMENT_MSG.code }),
});

/** How the acknowledgment stands on a certificate (the worker's electronic signature). */
export interface CertificateAcknowledgment {
  acknowledged_at: string;
  ip: string | null;
  user_agent: string | null;
  /** SHA-256 of what the worker acknowledged: the certificate's code, person, course and dates. */
  certificate_sha256: string;
  statement: string;
}

export const CERTIFICATE_STATUS_LABEL = {
  valid: 'Válido',
  expiring: 'A vencer',
  expired: 'Vencido',
  revoked: 'Revogado',
} as const;
export type CertificateValidity = keyof typeof CERTIFICATE_STATUS_LABEL;

/** An official certificate an admin uploads: a PDF of at most 10 MB. */
export const CERTIFICATE_LIMITS = { uploadMaxBytes: 10_485_760 } as const;

/** Days before expiry when a refresher reminder goes out (configurable in settings). */
export const DEFAULT_REMINDER_DAYS = [90, 60, 30, 7] as const;
/** A certificate expiring within this many days shows as 'A vencer'. */
export const EXPIRING_WINDOW_DAYS = 90;

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
