import { IdSchema } from './common';
import { plural } from './format';
import { z } from './zod';

/**
 * Evidence packs (issue 22): a ZIP of a training's records whose manifest lists every file with
 * its SHA-256 and size, signed by the platform (Ed25519), so anyone can tell an untouched pack from
 * an altered one.
 */
export const EVIDENCE_MANIFEST = 'manifest.json';
export const EVIDENCE_SIGNATURE = 'manifest.sig';

export const EVIDENCE_LIMITS = {
  /** A pack sent to the public verification page. */
  verifyMaxBytes: 512 * 1024 * 1024,
  maxEntries: 100_000,
  manifestMaxBytes: 32 * 1024 * 1024,
} as const;

export const EVIDENCE_LINK_LIMITS = { maxDays: 90, codeMin: 4, codeMax: 32, codeTries: 10 } as const;

export const EVIDENCE_MSG = {
  linkDays: `Informe a validade do link em dias: de 1 a ${EVIDENCE_LINK_LIMITS.maxDays}.`,
  linkCode: `O código de acesso, se usado, tem de ${EVIDENCE_LINK_LIMITS.codeMin} a ${EVIDENCE_LINK_LIMITS.codeMax} caracteres.`,
  linkCreated: 'Link de auditor criado: copie-o agora e envie ao auditor (com o código de acesso, por outro canal).',
  linkRevoked: 'Link de auditor revogado: ele deixa de abrir.',
  linkNotFound: 'Link de auditor não encontrado.',
  linkGone: 'Este link de auditoria expirou ou foi revogado. Peça um novo link a quem o enviou.',
  linkUnknown: 'Link de auditoria não encontrado. Confira o endereço recebido.',
  linkWrongCode: 'Código de acesso incorreto.',
  linkTooManyTries: 'Muitas tentativas de código: aguarde 15 minutos.',
  workerNotFound: 'Trabalhador não encontrado.',
  notEnrolled: 'Este trabalhador não tem matrícula neste curso: não há treinamento a comprovar.',
  companyNotFound: 'Empresa não encontrada.',
  courseRequired: 'Escolha o curso do dossiê.',
  period: 'Informe o período como datas (AAAA-MM-DD), o início antes do fim.',
  nobody: 'Nenhum trabalhador da empresa tem matrícula neste curso no período.',
  notZip: 'O arquivo enviado não é um pacote de evidências (ZIP) válido.',
  tooLarge: 'O pacote passa de 512 MB: verifique-o com `npx trilha evidence verify` no servidor.',
  noManifest: 'O pacote não tem manifest.json: não é um pacote de evidências da plataforma ou foi desmontado.',
  noSignature: 'O pacote não tem a assinatura do manifesto (manifest.sig).',
  badManifest: 'O manifest.json não pode ser lido: foi alterado.',
  badSignature:
    'A assinatura do manifesto não confere: o manifesto foi alterado ou não foi assinado por esta plataforma.',
  unknownKey: 'O manifesto foi assinado por uma chave que esta plataforma não conhece.',
  changed: (path: string) => `Arquivo alterado: ${path} (o SHA-256 não confere com o manifesto).`,
  missing: (path: string) => `Arquivo ausente: ${path} (listado no manifesto).`,
  extra: (path: string) => `Arquivo a mais, fora do manifesto: ${path}.`,
  duplicate: (path: string) => `Arquivo repetido no pacote: ${path} (qual das cópias vale não se sabe).`,
  valid: 'Pacote íntegro: todos os arquivos conferem com o manifesto assinado pela plataforma.',
  invalid: (n: number) => `Pacote inválido: ${plural(n, 'problema encontrado', 'problemas encontrados')}.`,
} as const;

/** One file of a pack as the manifest states it. */
export interface EvidenceFile {
  path: string;
  sha256: string;
  size: number;
}

/** The signed part of a pack: what it is about, when it was made, and every file in it. */
export interface EvidenceManifest {
  format: 'trilha-evidence';
  version: 1;
  created_at: string;
  /** The first 16 hex digits of the SHA-256 of the signing public key (DER): which key signed. */
  key_id: string;
  scope: Record<string, string | number | null>;
  files: EvidenceFile[];
}

/** What a verification found: valid, or each problem in a sentence. */
export interface EvidenceVerdict {
  valid: boolean;
  message: string;
  problems: string[];
  manifest: Pick<EvidenceManifest, 'created_at' | 'scope' | 'key_id'> | null;
}

/** `GET /api/evidence/companies/{companyId}`: one course, enrolments that overlap the period. */
export const CompanyEvidenceQuerySchema = z
  .object({
    course_id: IdSchema,
    from: z.iso.date({ error: EVIDENCE_MSG.period }).optional(),
    to: z.iso.date({ error: EVIDENCE_MSG.period }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: EVIDENCE_MSG.period, path: ['to'] });

/** `POST /api/evidence/links`: a read-only, expiring link for an auditor to a company's packs. */
export const EvidenceLinkSchema = z.object({
  company_id: IdSchema,
  course_id: IdSchema.nullish().transform((v) => v ?? null),
  expires_in_days: z.coerce
    .number({ error: EVIDENCE_MSG.linkDays })
    .int({ error: EVIDENCE_MSG.linkDays })
    .min(1, { error: EVIDENCE_MSG.linkDays })
    .max(EVIDENCE_LINK_LIMITS.maxDays, { error: EVIDENCE_MSG.linkDays }),
  access_code: z
    .string({ error: EVIDENCE_MSG.linkCode })
    .trim()
    .max(EVIDENCE_LINK_LIMITS.codeMax, { error: EVIDENCE_MSG.linkCode })
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || v.length >= EVIDENCE_LINK_LIMITS.codeMin, { error: EVIDENCE_MSG.linkCode }),
});
export type EvidenceLinkReq = z.input<typeof EvidenceLinkSchema>;

/** An auditor link as its creator sees it, with every access (when, from where, what). */
export interface EvidenceLink {
  id: number;
  company_id: number;
  company_name: string;
  course_id: number | null;
  course_title: string | null;
  expires_at: string;
  revoked_at: string | null;
  has_access_code: boolean;
  created_at: string;
  created_by_name: string | null;
  accesses: { at: string; ip: string | null; user_agent: string | null; action: string }[];
}
