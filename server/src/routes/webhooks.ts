import { E, WEBHOOK_MSG } from '@trilha/sdk/contract';
import { deliveryReplayer, reachableWebhook, webhookCreator, webhookDeleter } from '../commands/webhooks';
import { Routes } from '../http/routes';
import { Company, WebhookEvent } from '../models';
import { deliveryLog, presentDelivery, presentWebhook, webhookList } from '../queries/webhooks';

/** Webhooks (issue 23): endpoints, their delivery log and replays. */
export const webhookRoutes = new Routes()
  .add(E.webhooks.list, async (_ctx, { user }) => ({ webhooks: await webhookList(user) }))
  .add(E.webhooks.create, async (ctx, { body, user }) => {
    const { webhook, secret } = await webhookCreator(user, body, ctx.state.actor);
    const company = webhook.company_id ? await Company.findByPk(webhook.company_id, { attributes: ['name'] }) : null;
    return {
      success: true,
      message: WEBHOOK_MSG.created,
      webhook: presentWebhook(webhook, company?.name ?? null, 0),
      secret,
    };
  })
  .add(E.webhooks.remove, async (ctx, { params, user }) => {
    await webhookDeleter(user, params.id, ctx.state.actor);
    return { success: true, message: WEBHOOK_MSG.deleted };
  })
  .add(E.webhooks.deliveries, async (_ctx, { params, query, user }) => {
    const webhook = await reachableWebhook(user, params.id);
    return { deliveries: await deliveryLog(webhook.id, query.limit) };
  })
  .add(E.webhooks.replay, async (ctx, { params, user }) => {
    const delivery = await deliveryReplayer(user, params.id, ctx.state.actor);
    const event = await WebhookEvent.findOne({ where: { event_id: delivery.event_id }, attributes: ['type'] });
    return { success: true, message: WEBHOOK_MSG.replayed, delivery: presentDelivery(delivery, event ?? undefined) };
  });
