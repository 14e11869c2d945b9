import { rm } from 'node:fs/promises';
import { E, EVIDENCE_MSG } from '@trilha/sdk/contract';
import { evidenceLinkCreator, evidenceLinkRevoker } from '../commands/evidenceLinks';
import { companyPackStarter, workerPackStarter } from '../commands/evidencePacks';
import { BadRequestError, TooManyRequestsError } from '../errors';
import { Routes } from '../http/routes';
import { sendPack } from '../http/sendPack';
import { evidenceLinks } from '../queries/evidenceLinks';
import { evidenceKey } from '../services/evidence/keys';
import { verifyPack } from '../services/evidence/verify';
import { hit } from '../services/rateLimit';
import { uploadTempDir } from '../services/storage';

/** Packs are large and checking them costs: ten a minute per address, counted before the upload is read. */
async function verifyBudget(ip: string | null): Promise<void> {
  if ((await hit(`evidence-verify:${ip ?? 'unknown'}`, 60_000)) > 10) throw TooManyRequestsError(undefined, 60);
}

/** Evidence packs (issue 22): per worker and per company, the published key, and the public check. */
export const evidenceRoutes = new Routes()
  .add(E.evidence.links, async (_ctx, { user }) => ({ links: await evidenceLinks(user) }))
  .add(E.evidence.createLink, async (ctx, { body, user }) => {
    const { link, url } = await evidenceLinkCreator(user, body, ctx.state.actor);
    return {
      success: true,
      message: EVIDENCE_MSG.linkCreated,
      id: link.id,
      url,
      expires_at: new Date(link.expires_at).toISOString(),
    };
  })
  .add(E.evidence.revokeLink, async (ctx, { params, user }) => {
    await evidenceLinkRevoker(user, params.id, ctx.state.actor);
    return { success: true, message: EVIDENCE_MSG.linkRevoked };
  })
  .add(E.evidence.workerPack, async (ctx, { params, user }) =>
    sendPack(ctx, await workerPackStarter(user, params.userId, params.courseId, ctx.state.actor)),
  )
  .add(E.evidence.companyPack, async (ctx, { params, query, user }) =>
    sendPack(ctx, await companyPackStarter(user, params.companyId, query, ctx.state.actor)),
  )
  .add(E.evidence.publicKey, async (ctx) => {
    ctx.type = 'application/x-pem-file';
    ctx.set('Content-Disposition', 'inline; filename="trilha-evidencias.pem"');
    ctx.body = (await evidenceKey()).publicPem;
    return undefined;
  })
  .add(
    E.evidence.verify,
    async (ctx) => {
      const file = ctx.request.file;
      if (!file?.path) throw BadRequestError(EVIDENCE_MSG.notZip);
      try {
        const key = await evidenceKey();
        return await verifyPack(file.path, new Map([[key.id, key.publicKey]]));
      } finally {
        await rm(file.path, { force: true });
      }
    },
    { toDisk: uploadTempDir, authorize: (ctx) => verifyBudget(ctx.state.actor.ip) },
  );
