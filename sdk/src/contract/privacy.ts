import { UserUpdateSchema } from './users';
import { z } from './zod';

/**
 * LGPD (Lei 13.709/2018, issue 24): each person's rights (art. 18) as requests answered in the
 * platform, the legal-obligation rule for training evidence (art. 16 I), retention schedules,
 * a consent ledger and the public privacy page.
 */

/** The rights of art. 18 a person files a request for. */
export const PRIVACY_REQUEST_KINDS = [
  'confirmacao',
  'acesso',
  'correcao',
  'eliminacao',
  'portabilidade',
  'revogacao',
] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  confirmacao: 'Confirmação de tratamento',
  acesso: 'Acesso aos dados',
  correcao: 'Correção de dados',
  eliminacao: 'Anonimização ou eliminação',
  portabilidade: 'Portabilidade',
  revogacao: 'Revogação de consentimento',
};

export const PRIVACY_REQUEST_STATUSES = ['aberta', 'em_andamento', 'atendida', 'recusada'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

export const PRIVACY_REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  aberta: 'Aberta',
  em_andamento: 'Em andamento',
  atendida: 'Atendida',
  recusada: 'Recusada',
};

/** Optional processing that needs the person's consent (art. 7º I, 8º). */
export const CONSENT_PURPOSES = ['marketing_email', 'whatsapp_sms', 'identity_check'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What the person agrees to, as shown; a new wording is a new version (the ledger keeps which one). */
export const CONSENT_TEXTS: Record<ConsentPurpose, { version: string; title: string; text: string }> = {
  marketing_email: {
    version: '2026-11',
    title: 'Novidades por e-mail',
    text: 'Aceito receber por e-mail novidades sobre cursos e treinamentos da plataforma. Posso revogar a qualquer momento.',
  },
  whatsapp_sms: {
    version: '2026-11',
    title: 'Lembretes por WhatsApp ou SMS',
    text: 'Aceito receber lembretes de treinamentos e vencimentos por WhatsApp ou SMS no telefone do meu cadastro. Posso revogar a qualquer momento.',
  },
  identity_check: {
    version: '2026-11',
    title: 'Conferência de identidade',
    text: 'Aceito que a plataforma confira minha identidade (foto ou documento) durante avaliações, para comprovar que fui eu quem as fez. Posso revogar a qualquer momento.',
  },
};

/** The classes of personal data the retention job looks after, with their default period. */
export const RETENTION_CLASSES = [
  'system_logs',
  'access_logs',
  'inactive_accounts',
  'practical_signatures',
  'backups',
  'training_evidence',
] as const;
export type RetentionClass = (typeof RETENTION_CLASSES)[number];

export interface RetentionRule {
  label: string;
  /** In days; the job acts on what is older. */
  defaultDays: number;
  minDays: number;
  /** What happens past the period. */
  action: string;
  basis: string;
}

const YEAR = 365;
export const RETENTION_RULES: Record<RetentionClass, RetentionRule> = {
  system_logs: {
    label: 'Registros do sistema (sem pessoa)',
    defaultDays: YEAR,
    minDays: 30,
    action: 'excluídos',
    basis: 'Legítimo interesse (art. 7º, IX): segurança e auditoria da plataforma.',
  },
  access_logs: {
    label: 'Registros de acesso das pessoas',
    // As long as the training evidence they prove (the packs carry them); the Marco Civil asks 6 months at least.
    defaultDays: 5 * YEAR,
    minDays: 183,
    action: 'excluídos',
    basis:
      'Obrigação legal (art. 7º, II): Marco Civil da Internet, art. 15 (mínimo de 6 meses), e comprovação do treinamento (NR-01).',
  },
  inactive_accounts: {
    label: 'Contas inativas',
    defaultDays: 2 * YEAR,
    minDays: 90,
    action: 'anonimizadas (as evidências de treinamento ficam retidas)',
    basis: 'Execução de contrato (art. 7º, V): a conta existe enquanto há treinamento.',
  },
  practical_signatures: {
    label: 'Assinaturas desenhadas da parte prática',
    defaultDays: 5 * YEAR,
    minDays: YEAR,
    action: 'arquivos excluídos (o registro de presença e o SHA-256 ficam)',
    basis: 'Obrigação legal (art. 7º, II e art. 16, I): comprovação do treinamento (NR-01).',
  },
  backups: {
    label: 'Backups',
    defaultDays: 90,
    minDays: 7,
    action: 'excluídos',
    basis: 'Legítimo interesse (art. 7º, IX): continuidade do serviço.',
  },
  training_evidence: {
    label: 'Evidências de treinamento (certificados, provas, presença) de pessoas que pediram eliminação',
    defaultDays: 5 * YEAR,
    minDays: 2 * YEAR,
    action: 'nome e CPF retidos são anonimizados',
    basis: 'Obrigação legal (art. 7º, II e art. 16, I): NR-01 e fiscalização do trabalho.',
  },
};

export const PRIVACY_LIMITS = { detailsMax: 4000, answerMax: 8000, deadlineDaysDefault: 15 } as const;

export const PRIVACY_MSG = {
  kind: 'Escolha o tipo de pedido.',
  details: `Descreva o pedido (até ${PRIVACY_LIMITS.detailsMax} caracteres).`,
  status: 'Situação inválida.',
  answer: 'Escreva a resposta ao titular.',
  created: 'Pedido registrado. Você receberá a resposta por e-mail e pode acompanhá-lo aqui.',
  answered: 'Resposta registrada e enviada ao titular por e-mail.',
  moved: 'Pedido marcado como em andamento.',
  anonymizedAccount: 'Esta conta foi anonimizada a pedido do titular (LGPD) e não pode ser reativada.',
  notFound: 'Pedido não encontrado.',
  alreadyClosed: 'Este pedido já foi respondido.',
  ownAccount: 'Você não pode aprovar a eliminação da sua própria conta enquanto a usa: peça a outro administrador.',
  purpose: 'Finalidade de consentimento desconhecida.',
  consentGiven: 'Consentimento registrado.',
  consentRevoked: 'Consentimento revogado: vale a partir de agora.',
  consentNone: 'Não há consentimento ativo para esta finalidade.',
  settingsSaved: 'Configurações de privacidade salvas.',
  retention: (label: string, min: number) => `${label}: o prazo mínimo é de ${min} dias.`,
  encarregadoEmail: 'Informe um e-mail válido para o encarregado.',
  exportSubject: 'Seus dados na plataforma',
  answeredSubject: 'Resposta ao seu pedido sobre dados pessoais',
  anonymizedName: (id: number) => `Titular anonimizado ${id}`,
  corrected: (fields: string[]) => `Dados corrigidos: ${fields.join(', ')}.`,
  correctionOnly: 'Só um pedido de correção atendido corrige dados.',
  retainedNotice: (until: string) =>
    `Mantido por obrigação legal (LGPD, art. 16, I) até ${until}: comprovação do treinamento exigida pela NR-01.`,
} as const;

/** `POST /api/privacy-requests`. */
export const PrivacyRequestCreateSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: PRIVACY_MSG.kind }),
  details: z
    .string({ error: PRIVACY_MSG.details })
    .trim()
    .min(1, { error: PRIVACY_MSG.details })
    .max(PRIVACY_LIMITS.detailsMax, { error: PRIVACY_MSG.details }),
});
export type PrivacyRequestCreateReq = z.input<typeof PrivacyRequestCreateSchema>;

/** `PUT /api/privacy-requests/{id}` (admin): in progress, or answered (atendida/recusada) with the answer. */
export const PrivacyRequestUpdateSchema = z
  .object({
    status: z.enum(PRIVACY_REQUEST_STATUSES, { error: PRIVACY_MSG.status }),
    answer: z
      .string({ error: PRIVACY_MSG.answer })
      .trim()
      .max(PRIVACY_LIMITS.answerMax, { error: PRIVACY_MSG.answer })
      .nullish()
      .transform((v) => v || null),
    /** A correction answered 'atendida': the corrected fields, applied through the usual user update. */
    correction: UserUpdateSchema.pick({ name: true, email: true, cpf: true, phone: true, address: true }).optional(),
  })
  .refine((b) => b.status === 'aberta' || b.status === 'em_andamento' || b.answer !== null, {
    error: PRIVACY_MSG.answer,
    path: ['answer'],
  });
export type PrivacyRequestUpdateReq = z.input<typeof PrivacyRequestUpdateSchema>;

export interface PrivacyRequestEvent {
  at: string;
  status: PrivacyRequestStatus;
  by: string | null;
  note: string | null;
}

export interface PrivacyRequestShape {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  kind: PrivacyRequestKind;
  details: string;
  status: PrivacyRequestStatus;
  answer: string | null;
  due_at: string;
  overdue: boolean;
  answered_at: string | null;
  created_at: string;
  history: PrivacyRequestEvent[];
}

/** `POST /api/me/consents`. */
export const ConsentGrantSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { error: PRIVACY_MSG.purpose }),
});

export interface ConsentShape {
  purpose: ConsentPurpose;
  title: string;
  text: string;
  version: string;
  /** The active consent (null: not given or revoked). */
  granted_at: string | null;
  /** Every grant and revocation, newest first. */
  ledger: { text_version: string; granted_at: string; ip: string | null; revoked_at: string | null }[];
}

/** `PUT /api/settings/privacy` (admin): the encarregado and the retention periods in days. */
export const PrivacySettingsSchema = z.object({
  controller: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  encarregado_name: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  encarregado_email: z
    .email({ error: PRIVACY_MSG.encarregadoEmail })
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null),
  encarregado_phone: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  request_deadline_days: z.coerce.number().int().min(1).max(60).default(PRIVACY_LIMITS.deadlineDaysDefault),
  retention: z
    .object(
      Object.fromEntries(
        RETENTION_CLASSES.map((c) => [
          c,
          z.coerce
            .number()
            .int()
            .min(RETENTION_RULES[c].minDays, {
              error: PRIVACY_MSG.retention(RETENTION_RULES[c].label, RETENTION_RULES[c].minDays),
            })
            .max(36500)
            .default(RETENTION_RULES[c].defaultDays),
        ]),
      ) as Record<RetentionClass, z.ZodDefault<z.ZodCoercedNumber<unknown>>>,
    )
    .partial()
    .default({}),
});
export type PrivacySettingsReq = z.input<typeof PrivacySettingsSchema>;

export interface PrivacySettingsShape {
  controller: string | null;
  encarregado_name: string | null;
  encarregado_email: string | null;
  encarregado_phone: string | null;
  request_deadline_days: number;
  retention: { class: RetentionClass; label: string; days: number; min_days: number; action: string; basis: string }[];
}
