import { plural } from './format';
import { z } from './zod';

/**
 * The provider's signing certificate (issue 22): an ICP-Brasil A1 (.pfx/.p12) that signs official
 * certificates and attendance lists as PAdES. Without one, the platform's own seal signs them.
 */
export const SIGNING_LIMITS = { p12MaxBytes: 64 * 1024, warnDays: 30 } as const;

export const SIGNING_MSG = {
  file: 'Envie o certificado A1 como arquivo .pfx ou .p12 (PKCS#12) de até 64 KB.',
  notP12: 'O arquivo não é um certificado PKCS#12 (.pfx ou .p12) válido.',
  password: 'Senha do certificado incorreta.',
  passwordRequired: 'Informe a senha do certificado.',
  noKey: 'O arquivo não traz a chave privada do certificado: exporte o A1 com a chave.',
  expired: (date: string) => `Este certificado venceu em ${date}: envie um certificado válido.`,
  notYetValid: (date: string) => `Este certificado só passa a valer em ${date}.`,
  saved:
    'Certificado de assinatura salvo: os certificados oficiais e as listas de presença passam a ser assinados com ele.',
  removed: 'Certificado de assinatura removido: os documentos voltam a ser selados pela plataforma.',
  none: 'Nenhum certificado de assinatura enviado: os documentos são selados pela plataforma.',
  expiringSoon: (days: number) => `O certificado de assinatura vence em ${plural(days, 'dia', 'dias')}: renove-o.`,
} as const;

/** `PUT /api/settings/signing-certificate` (multipart `file` and `password`). */
export const SigningCertificateSchema = z.object({
  password: z.string({ error: SIGNING_MSG.passwordRequired }).min(1, { error: SIGNING_MSG.passwordRequired }).max(200),
});

/** Which signature a document carries: the provider's A1 (ICP-Brasil) or the platform's own seal. */
export type SignatureKind = 'a1' | 'plataforma';
export const SIGNATURE_KIND_LABELS: Record<SignatureKind, string> = {
  a1: 'Assinatura digital com o certificado ICP-Brasil (A1) do provedor',
  plataforma: 'Selo digital da própria plataforma (sem certificado ICP-Brasil)',
};

/** What the settings screen shows of the certificate: never the file, never the password. */
export interface SigningCertificateInfo {
  holder: string;
  issuer: string;
  valid_until: string;
  /** Days until it expires; a warning from SIGNING_LIMITS.warnDays on. */
  days_left: number;
  expiring_soon: boolean;
}
