import { WEBHOOK_MSG, type WebhookCreateSchema } from '@trilha/sdk/contract';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { NotFoundError } from '../errors';
import { Company, type User, Webhook, WebhookDelivery } from '../models';
import { companyScope, reachesCompany } from '../policies/grants';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { seal } from '../services/secretBox';
import { randomToken } from '../services/secrets';
import { checkWebhookUrl } from '../services/webhooks/address';
import { kickDeliveries } from '../services/webhooks/dispatcher';

type WebhookInput = z.output<typeof WebhookCreateSchema>;
type Caller = Pick<User, 'role' | 'company_id'>;

/** An endpoint within the caller's reach, or 404 (another company's does not exist for a manager). */
export async function reachableWebhook(caller: Caller, id: number): Promise<Webhook> {
  const webhook = await Webhook.findByPk(id);
  if (!webhook) throw NotFoundError(WEBHOOK_MSG.notFound);
  const scope = companyScope(caller, 'webhooks.manage');
  if (scope !== null && webhook.company_id !== scope) throw NotFoundError(WEBHOOK_MSG.notFound);
  return webhook;
}

/**
 * Registers an endpoint. A manager's always receives their company's events only (whatever the
 * body says); an admin's may be of one company or of all. The secret is answered this once and
 * kept sealed, since every delivery is signed with it.
 */
export async function webhookCreator(caller: Caller, input: WebhookInput, actor: Actor) {
  const scope = companyScope(caller, 'webhooks.manage');
  const companyId = scope ?? input.company_id;
  if (companyId !== null) {
    const company = reachesCompany(caller, 'webhooks.manage', companyId)
      ? await Company.findByPk(companyId, { attributes: ['id'] })
      : null;
    if (!company) throw NotFoundError(WEBHOOK_MSG.companyNotFound);
  }
  const url = await checkWebhookUrl(input.url);
  const secret = `whsec_${randomToken(32)}`;
  const webhook = await Webhook.create({
    url: url.toString(),
    events: JSON.stringify(input.events),
    company_id: companyId,
    secret: seal(secret),
    created_by: actor.user?.id ?? null,
  });
  await audit(actor, {
    action: 'WEBHOOK_CRIADO',
    level: 'warn',
    description: `Webhook ${webhook.id} cadastrado: ${url.origin} (${input.events.join(', ')})`,
  });
  return { webhook, secret };
}

/** Deletes an endpoint and what it had still to receive; its delivery log goes with it. */
export async function webhookDeleter(caller: Caller, id: number, actor: Actor): Promise<void> {
  const webhook = await reachableWebhook(caller, id);
  await inTransaction(async (transaction) => {
    await WebhookDelivery.destroy({ where: { webhook_id: webhook.id }, transaction });
    await webhook.destroy({ transaction });
  });
  await audit(actor, { action: 'WEBHOOK_EXCLUIDO', description: `Webhook ${id} excluído: ${webhook.url}` });
}

/** Sends a delivery's event again, as a new delivery (the log keeps both). */
export async function deliveryReplayer(caller: Caller, deliveryId: number, actor: Actor): Promise<WebhookDelivery> {
  const original = await WebhookDelivery.findByPk(deliveryId);
  if (!original) throw NotFoundError(WEBHOOK_MSG.deliveryNotFound);
  await reachableWebhook(caller, original.webhook_id).catch(() => {
    throw NotFoundError(WEBHOOK_MSG.deliveryNotFound);
  });
  const replay = await WebhookDelivery.create({
    webhook_id: original.webhook_id,
    event_id: original.event_id,
    resource: original.resource,
    next_attempt_at: now(),
    replay_of: original.id,
  });
  await audit(actor, {
    action: 'WEBHOOK_REENVIADO',
    description: `Entrega ${original.id} do webhook ${original.webhook_id} reenviada (nova entrega ${replay.id})`,
  });
  kickDeliveries([original.event_id]);
  return replay;
}
