import { IdSchema } from './common';
import { z } from './zod';

/**
 * Webhooks (issue 23): an integrator's endpoint receives the platform's events as signed JSON,
 * delivered from a durable outbox, retried with backoff, in order per resource.
 */
export const WEBHOOK_EVENTS = [
  'enrollment.created',
  'lesson.completed',
  'course.completed',
  'attempt.finished',
  'certificate.issued',
  'certificate.validated',
  'certificate.revoked',
  'certificate.expiring',
  'user.created',
  'attendance.signed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** What each event is, for the registration form and the docs. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'enrollment.created': 'Matrícula criada',
  'lesson.completed': 'Aula concluída',
  'course.completed': 'Curso concluído',
  'attempt.finished': 'Avaliação finalizada',
  'certificate.issued': 'Certificado emitido',
  'certificate.validated': 'Certificado validado (oficial)',
  'certificate.revoked': 'Certificado revogado',
  'certificate.expiring': 'Certificado perto do vencimento',
  'user.created': 'Usuário criado',
  'attendance.signed': 'Presença assinada em turma prática',
};

/** The header each delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Trilha-Signature';
/** The version of the payloads' shape (`version` in every body). */
export const WEBHOOK_PAYLOAD_VERSION = 1;

export const WEBHOOK_MSG = {
  url: 'Informe o endereço do webhook (https://...).',
  https: 'O endereço do webhook deve usar https://.',
  credentials: 'O endereço do webhook não pode conter usuário ou senha.',
  unresolvable: 'O endereço do webhook não foi encontrado (DNS).',
  privateAddress:
    'O endereço do webhook aponta para a rede interna ou para o próprio servidor; isso só é permitido com WEBHOOKS_ALLOW_PRIVATE=true.',
  events: 'Escolha ao menos um evento.',
  unknownEvent: 'Evento desconhecido.',
  created: 'Webhook cadastrado: copie o segredo agora, ele não será mostrado de novo.',
  deleted: 'Webhook excluído: ele deixa de receber eventos.',
  notFound: 'Webhook não encontrado.',
  deliveryNotFound: 'Entrega não encontrada.',
  replayed: 'Entrega reenviada: ela entra na fila agora.',
  companyNotFound: 'Empresa não encontrada.',
  failingSubject: 'Webhook com falhas seguidas',
} as const;

/** `POST /api/webhooks`: a manager's endpoint is always of their company (the server sets it). */
export const WebhookCreateSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MSG.url })
    .trim()
    .max(2000, { error: WEBHOOK_MSG.url })
    .pipe(z.url({ error: WEBHOOK_MSG.url, protocol: /^https?$/ })),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MSG.unknownEvent }), { error: WEBHOOK_MSG.events })
    .min(1, { error: WEBHOOK_MSG.events })
    .transform((events) => [...new Set(events)]),
  company_id: IdSchema.nullish().transform((v) => v ?? null),
});
export type WebhookCreateReq = z.input<typeof WebhookCreateSchema>;

export type WebhookStatus = 'active' | 'failing';
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** An endpoint as listed (never its secret). */
export interface WebhookShape {
  id: number;
  url: string;
  events: WebhookEventType[];
  company_id: number | null;
  company_name: string | null;
  status: WebhookStatus;
  consecutive_failures: number;
  failing_since: string | null;
  created_at: string;
  /** Deliveries waiting (first attempt or a retry). */
  pending: number;
}

/** One delivery of the log: what was sent, how the receiver answered, when to try again. */
export interface WebhookDeliveryShape {
  id: number;
  event_id: string;
  event_type: WebhookEventType;
  resource: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  duration_ms: number | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  replay_of: number | null;
  created_at: string;
}

/** The body of every delivery. */
export interface WebhookPayload<T = Record<string, unknown>> {
  id: string;
  type: WebhookEventType;
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  created_at: string;
  data: T;
}
