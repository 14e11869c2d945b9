import { E, PRIVACY_MSG } from '@trilha/sdk/contract';
import { consentGranter, consentRevoker } from '../commands/consents';
import { dataExportStarter } from '../commands/dataExport';
import { Routes } from '../http/routes';
import { consentLedger, presentConsents } from '../services/consents';
import type { AppContext } from '../state';

/** Personal data in every answer here: never kept by a cache. */
const noStore = (ctx: AppContext) => ctx.set('Cache-Control', 'no-store');

/** A person's own data (LGPD, issue 24): the export (art. 18) and the consent ledger (art. 7º I, 8º). */
export const myDataRoutes = new Routes()
  .add(E.privacy.dataExport, async (ctx, { user }) => {
    const started = await dataExportStarter(user, ctx.state.actor);
    noStore(ctx);
    ctx.type = 'application/zip';
    ctx.attachment(started.filename);
    ctx.body = started.archive;
    void started.fill().catch((err: Error) => {
      ctx.log?.error({ err }, 'data export failed midway');
      started.archive.abort();
      started.archive.emit('error', err);
    });
    return undefined;
  })
  .add(E.privacy.consents, async (ctx, { user }) => {
    noStore(ctx);
    return { consents: presentConsents(await consentLedger(user.id)) };
  })
  .add(E.privacy.grantConsent, async (ctx, { body, user }) => {
    noStore(ctx);
    const { created, ledger } = await consentGranter(user.id, body.purpose, ctx.state.actor);
    const answer = { success: true as const, message: PRIVACY_MSG.consentGiven, consents: presentConsents(ledger) };
    if (created) return answer;
    // Already given: the same answer, nothing recorded twice.
    ctx.status = 200;
    ctx.body = answer;
    return undefined;
  })
  .add(E.privacy.revokeConsent, async (ctx, { params, user }) => {
    noStore(ctx);
    const ledger = await consentRevoker(user.id, params.purpose, ctx.state.actor);
    return { success: true, message: PRIVACY_MSG.consentRevoked, consents: presentConsents(ledger) };
  });
