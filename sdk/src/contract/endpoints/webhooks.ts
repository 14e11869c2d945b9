import { IdParamsSchema } from '../common';
import { endpoint, needs } from '../endpoint';
import type { MessageResponse } from '../types';
import { WebhookCreateSchema, type WebhookDeliveryShape, type WebhookShape } from '../webhooks';
import { z } from '../zod';

const manage = needs('webhooks.manage');

/** Webhooks (issue 23): an admin's for any company or all; a manager's for their own company only. */
export const WEBHOOKS = {
  list: endpoint<{ webhooks: WebhookShape[] }>()({ method: 'GET', path: '/api/webhooks', auth: manage }),
  /** Answers the signing secret this once. */
  create: endpoint<MessageResponse & { webhook: WebhookShape; secret: string }>()({
    method: 'POST',
    path: '/api/webhooks',
    auth: manage,
    body: WebhookCreateSchema,
    status: 201,
  }),
  remove: endpoint()({ method: 'DELETE', path: '/api/webhooks/:id', auth: manage, params: IdParamsSchema }),
  /** The endpoint's latest deliveries, newest first. */
  deliveries: endpoint<{ deliveries: WebhookDeliveryShape[] }>()({
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    auth: manage,
    params: IdParamsSchema,
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
  }),
  /** Sends the delivery's event again (a new delivery in the log). */
  replay: endpoint<MessageResponse & { delivery: WebhookDeliveryShape }>()({
    method: 'POST',
    path: '/api/webhooks/deliveries/:id/replay',
    auth: manage,
    params: IdParamsSchema,
    status: 201,
  }),
};
