import type { StartedPack } from '../commands/evidencePacks';
import type { AppContext } from '../state';

/** Streams a pack to the response as it is written; a failure midway ends the download broken, never complete. */
export function sendPack(ctx: AppContext, started: StartedPack): undefined {
  ctx.type = 'application/zip';
  ctx.attachment(started.filename);
  ctx.body = started.pack.stream;
  void started.fill().catch((err: Error) => {
    ctx.log?.error({ err }, 'evidence pack failed midway');
    started.pack.abort(err);
  });
  return undefined;
}
