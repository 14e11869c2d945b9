import type { WebhookCreateReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** Webhooks (issue 23): endpoints (the secret answered once), their delivery log and replays. */
export const webhooksApi = ({ call }: Caller) => ({
  list: () => call(E.webhooks.list),
  create: (body: WebhookCreateReq) => call(E.webhooks.create, { body }),
  remove: (id: number) => call(E.webhooks.remove, { params: { id } }),
  deliveries: (id: number, limit = 50) => call(E.webhooks.deliveries, { params: { id }, query: { limit } }),
  replay: (deliveryId: number) => call(E.webhooks.replay, { params: { id: deliveryId } }),
});
