import { IdSchema } from './common';
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

export const EVIDENCE_MSG = {
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
  invalid: (n: number) => `Pacote inválido: ${n} ${n === 1 ? 'problema encontrado' : 'problemas encontrados'}.`,
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
