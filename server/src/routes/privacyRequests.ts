import { E, PRIVACY_MSG } from '@trilha/sdk/contract';
import { privacyRequestCreator, privacyRequestUpdater } from '../commands/privacyRequests';
import { Routes } from '../http/routes';
import { presentRequest, privacyRequestList } from '../queries/privacyRequests';
import type { AppContext } from '../state';

/** Personal data in these answers: never kept by a cache. */
const noStore = (ctx: AppContext) => ctx.set('Cache-Control', 'no-store');

/** LGPD requests (art. 18, issue 24): a person files and follows their own; admins answer the queue. */
export const privacyRequestRoutes = new Routes()
  .add(E.privacy.requests, async (ctx, { user }) => {
    noStore(ctx);
    return { requests: await privacyRequestList(user) };
  })
  .add(E.privacy.createRequest, async (ctx, { body, user }) => {
    noStore(ctx);
    const request = await privacyRequestCreator(user, body, ctx.state.actor);
    return { success: true, message: PRIVACY_MSG.created, request: await presentRequest(request) };
  })
  .add(E.privacy.updateRequest, async (ctx, { params, body, user }) => {
    noStore(ctx);
    const request = await privacyRequestUpdater(user, params.id, body, ctx.state.actor);
    const message = body.status === 'em_andamento' ? PRIVACY_MSG.moved : PRIVACY_MSG.answered;
    return { success: true, message, request: await presentRequest(request) };
  });
