import { CERTIFICATE_LEARNER_MSG } from './learnerMessages';

export const CERTIFICATE_MSG = {
  ...CERTIFICATE_LEARNER_MSG,
  lessonsPending: 'Conclua todas as aulas do curso antes de gerar o certificado.',
  insufficientScore: (best: number | null) =>
    `É necessário ser aprovado na avaliação, com nota de pelo menos 60%, para gerar o certificado. Sua melhor nota: ${best === null ? 'nenhuma tentativa' : `${Math.round(best)}%`}.`,
  notFound: 'Certificado não encontrado.',
  uploadRequired: 'Por favor, selecione um curso, um aluno e um arquivo PDF.',
  uploadType: 'O certificado deve ser um arquivo PDF.',
  uploadTooLarge: 'O certificado deve ter no máximo 10MB.',
  uploaded: 'Certificado enviado com sucesso!',
  alreadyRevoked: 'Este certificado já foi revogado.',
  /** A revoked certificate is no longer handed out as a PDF (410 'certificate.revoked'). */
  revokedDownload: (date: string | null, reason: string | null) =>
    `Este certificado foi revogado${date ? ` em ${date}` : ''} e não pode mais ser baixado.${reason ? ` Motivo: ${reason}` : ''}`,
  notEnrolled: 'O aluno não está matriculado neste curso.',
} as const;

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
