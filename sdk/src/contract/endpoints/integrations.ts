import { IdParamsSchema, IdSchema } from '../common';
import {
  ApiKeyCreateSchema,
  type ApiKeyShape,
  EmbedOriginsSchema,
  type EmbedTokenResponse,
  EmbedTokenSchema,
} from '../embed';
import { endpoint, needs, PUBLIC } from '../endpoint';
import type { MessageResponse } from '../types';
import { z } from '../zod';

const manage = needs('companies.manage');

/** A company's intranet integration: its API keys, the origins allowed to embed the widgets, and the widgets' tokens. */
export const INTEGRATIONS = {
  /** Answers the whole key this once; later only its prefix is listed. */
  createApiKey: endpoint<MessageResponse & { id: number; key: string; prefix: string }>()({
    method: 'POST',
    path: '/api/companies/:id/api-keys',
    auth: manage,
    params: IdParamsSchema,
    body: ApiKeyCreateSchema,
    status: 201,
  }),
  apiKeys: endpoint<{ keys: ApiKeyShape[] }>()({
    method: 'GET',
    path: '/api/companies/:id/api-keys',
    auth: manage,
    params: IdParamsSchema,
  }),
  revokeApiKey: endpoint()({
    method: 'DELETE',
    path: '/api/companies/:id/api-keys/:keyId',
    auth: manage,
    params: z.object({ id: IdSchema, keyId: IdSchema }),
  }),
  origins: endpoint<{ origins: string[] }>()({
    method: 'GET',
    path: '/api/companies/:id/embed-origins',
    auth: manage,
    params: IdParamsSchema,
  }),
  setOrigins: endpoint<MessageResponse & { origins: string[] }>()({
    method: 'PUT',
    path: '/api/companies/:id/embed-origins',
    auth: manage,
    params: IdParamsSchema,
    body: EmbedOriginsSchema,
  }),
  /**
   * Called by the company's own back end (server to server) with its key, never from a browser:
   * `Authorization: Bearer tsk_...` or `X-Api-Key: tsk_...` (checked by the server, no session).
   */
  token: endpoint<EmbedTokenResponse>()({
    method: 'POST',
    path: '/api/embed/token',
    auth: PUBLIC,
    body: EmbedTokenSchema,
  }),
};
