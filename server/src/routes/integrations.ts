import { E, EMBED_MSG } from '@trilha/sdk/contract';
import { apiKeyCreator, apiKeyRevoker, embedTokenIssuer, originsSetter } from '../commands/embed';
import { AuthenticationError } from '../errors';
import { Routes } from '../http/routes';
import { presentApiKey } from '../presenters/user';
import { companyApiKeys, companyOrigins } from '../queries/companies';
import type { AppContext } from '../state';

/** The key a company's back end presents: `X-Api-Key: tsk_...` or `Authorization: Bearer tsk_...`. */
const presentedKey = (ctx: AppContext) =>
  ctx.get('X-Api-Key') || (/^Bearer\s+(tsk_\S+)$/.exec(ctx.get('Authorization'))?.[1] ?? '');

export const integrationRoutes = new Routes()
  .add(E.integrations.createApiKey, async (ctx, { params, body }) => {
    const created = await apiKeyCreator(params.id, body, ctx.state.actor);
    return { ...created, message: EMBED_MSG.keyCreated };
  })
  .add(E.integrations.apiKeys, async (_ctx, { params }) => ({
    keys: (await companyApiKeys(params.id)).map(presentApiKey),
  }))
  .add(E.integrations.revokeApiKey, async (ctx, { params }) => {
    await apiKeyRevoker(params.id, params.keyId, ctx.state.actor);
    return { success: true, message: EMBED_MSG.keyRevoked };
  })
  .add(E.integrations.origins, async (_ctx, { params }) => ({ origins: await companyOrigins(params.id) }))
  .add(E.integrations.setOrigins, async (ctx, { params, body }) => ({
    success: true,
    message: EMBED_MSG.originsSaved,
    origins: await originsSetter(params.id, body.origins, ctx.state.actor),
  }))
  .add(E.integrations.token, (ctx, { body }) => embedTokenIssuer(presentedKey(ctx), body, ctx.state.actor), {
    // No key, no look at the body: a caller without one learns nothing from validation.
    authorize: (ctx) => {
      if (!presentedKey(ctx)) throw AuthenticationError(EMBED_MSG.invalidKey);
    },
  });
