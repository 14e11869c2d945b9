import type { WebhookDeliveryShape, WebhookEventType, WebhookShape } from '@trilha/sdk/contract';
import { col, fn } from 'sequelize';
import { Company, type User, Webhook, WebhookDelivery, WebhookEvent } from '../models';
import { companyScope } from '../policies/grants';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function presentWebhook(w: Webhook, companyName: string | null, pending: number): WebhookShape {
  return {
    id: w.id,
    url: w.url,
    events: JSON.parse(w.events) as WebhookEventType[],
    company_id: w.company_id ?? null,
    company_name: companyName,
    status: w.status,
    consecutive_failures: w.consecutive_failures,
    failing_since: iso(w.failing_since),
    created_at: iso(w.created_at) as string,
    pending,
  };
}

/** The endpoints a caller may see (an admin: all; a manager: their company's), with waiting deliveries: three statements. */
export async function webhookList(caller: Pick<User, 'role' | 'company_id'>): Promise<WebhookShape[]> {
  const scope = companyScope(caller, 'webhooks.manage');
  const webhooks = await Webhook.findAll({
    where: scope === null ? {} : { company_id: scope },
    order: [['id', 'ASC']],
  });
  if (!webhooks.length) return [];
  const companyIds = [...new Set(webhooks.map((w) => w.company_id).filter((v): v is number => v !== null))];
  const [companies, pending] = await Promise.all([
    Company.findAll({ where: { id: companyIds }, attributes: ['id', 'name'] }),
    WebhookDelivery.findAll({
      attributes: ['webhook_id', [fn('COUNT', col('id')), 'n']],
      where: { webhook_id: webhooks.map((w) => w.id), status: 'pending' },
      group: ['webhook_id'],
      raw: true,
    }) as unknown as Promise<{ webhook_id: number; n: number }[]>,
  ]);
  const name = new Map(companies.map((c) => [c.id, c.name]));
  const waiting = new Map(pending.map((p) => [p.webhook_id, Number(p.n)]));
  return webhooks.map((w) =>
    presentWebhook(w, w.company_id ? (name.get(w.company_id) ?? null) : null, waiting.get(w.id) ?? 0),
  );
}

export function presentDelivery(d: WebhookDelivery, event: WebhookEvent | undefined): WebhookDeliveryShape {
  return {
    id: d.id,
    event_id: d.event_id,
    event_type: (event?.type ?? 'user.created') as WebhookEventType,
    resource: d.resource,
    status: d.status,
    attempts: d.attempts,
    response_status: d.response_status ?? null,
    last_error: d.last_error ?? null,
    duration_ms: d.duration_ms ?? null,
    next_attempt_at: d.status === 'pending' ? iso(d.next_attempt_at) : null,
    delivered_at: iso(d.delivered_at),
    replay_of: d.replay_of ?? null,
    created_at: iso(d.created_at) as string,
  };
}

/** An endpoint's latest deliveries, newest first, with their events: two statements. */
export async function deliveryLog(webhookId: number, limit: number): Promise<WebhookDeliveryShape[]> {
  const deliveries = await WebhookDelivery.findAll({
    where: { webhook_id: webhookId },
    order: [['id', 'DESC']],
    limit,
  });
  const events = await WebhookEvent.findAll({
    where: { event_id: [...new Set(deliveries.map((d) => d.event_id))] },
    attributes: ['event_id', 'type'],
  });
  const byId = new Map(events.map((e) => [e.event_id, e]));
  return deliveries.map((d) => presentDelivery(d, byId.get(d.event_id)));
}
