import Router from '@koa/router';
import {
  ApiKeyCreateSchema,
  type ApiKeyShape,
  EMBED_MSG,
  EmbedOriginsSchema,
  EmbedTokenSchema,
  IdSchema,
} from '@trilha/sdk/contract';
import { z } from 'zod';
import { apiKeyCreator, apiKeyRevoker, embedTokenIssuer, originsSetter } from '../commands/embed';
import { AuthenticationError } from '../errors';
import { auth, requireAdmin } from '../middleware/auth';
import { ApiKey, EmbedOrigin } from '../models';
import type { AppState } from '../state';
import { parse } from '../validation';

export const embedRouter = new Router<AppState>();
const admin = [auth(), requireAdmin()] as const;
const CompanyParams = z.object({ id: IdSchema });

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const presentKey = (k: ApiKey): ApiKeyShape => ({
  id: k.id,
  name: k.name ?? null,
  prefix: k.prefix,
  allow_provisioning: Boolean(k.allow_provisioning),
  created_at: iso(k.created_at) as string,
  last_used_at: iso(k.last_used_at),
  revoked_at: iso(k.revoked_at),
});

embedRouter.post('/api/companies/:id/api-keys', ...admin, async (ctx) => {
  const { id } = parse(CompanyParams, ctx.params);
  const created = await apiKeyCreator(id, parse(ApiKeyCreateSchema, ctx.request.body), ctx.state.actor);
  ctx.status = 201;
  ctx.body = { ...created, message: EMBED_MSG.keyCreated };
});

embedRouter.get('/api/companies/:id/api-keys', ...admin, async (ctx) => {
  const { id } = parse(CompanyParams, ctx.params);
  const keys = await ApiKey.findAll({ where: { company_id: id }, order: [['id', 'DESC']] });
  ctx.body = { keys: keys.map(presentKey) };
});

embedRouter.delete('/api/companies/:id/api-keys/:keyId', ...admin, async (ctx) => {
  const { id, keyId } = parse(z.object({ id: IdSchema, keyId: IdSchema }), ctx.params);
  await apiKeyRevoker(id, keyId, ctx.state.actor);
  ctx.body = { success: true, message: EMBED_MSG.keyRevoked };
});

embedRouter.get('/api/companies/:id/embed-origins', ...admin, async (ctx) => {
  const { id } = parse(CompanyParams, ctx.params);
  const rows = await EmbedOrigin.findAll({ where: { company_id: id }, order: [['origin', 'ASC']] });
  ctx.body = { origins: rows.map((r) => r.origin) };
});

embedRouter.put('/api/companies/:id/embed-origins', ...admin, async (ctx) => {
  const { id } = parse(CompanyParams, ctx.params);
  const { origins } = parse(EmbedOriginsSchema, ctx.request.body);
  ctx.body = {
    success: true,
    message: EMBED_MSG.originsSaved,
    origins: await originsSetter(id, origins, ctx.state.actor),
  };
});

/**
 * Called by the company's own back end (server to server) with its key, never from a browser:
 * `Authorization: Bearer tsk_...` or `X-Api-Key: tsk_...`.
 */
embedRouter.post('/api/embed/token', async (ctx) => {
  const header = ctx.get('X-Api-Key') || (/^Bearer\s+(tsk_\S+)$/.exec(ctx.get('Authorization'))?.[1] ?? '');
  if (!header) throw AuthenticationError(EMBED_MSG.invalidKey);
  ctx.body = await embedTokenIssuer(header, parse(EmbedTokenSchema, ctx.request.body), ctx.state.actor);
});
