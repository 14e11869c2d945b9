import { randomBytes } from 'node:crypto';
import { E, SSO_MSG, SSO_REFUSALS, type SsoEmbedMessage } from '@trilha/sdk/contract';
import {
  type SsoOutcome,
  SsoRefused,
  ssoCallback,
  ssoConfigReader,
  ssoConfigSaver,
  ssoDiscoverer,
  ssoStarter,
} from '../commands/sso';
import { Routes } from '../http/routes';
import type { AppContext } from '../state';

/**
 * The flow's pages are navigations of the person's browser (or of a widget's popup): no caching,
 * no referrer (the callback's URL carries the code), and no opener policy that would cut a popup
 * off from the intranet page waiting for its message.
 */
function navigationHeaders(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cross-Origin-Opener-Policy', 'unsafe-none');
}

/** The portal's login screen takes the result from the fragment (never sent to any server) or the refusal's id. */
function toPortal(ctx: AppContext, outcome: Extract<SsoOutcome, { kind: 'portal' }>) {
  const { signIn } = outcome;
  const fragment =
    signIn.step === 'signedIn'
      ? `sso_token=${encodeURIComponent(signIn.token)}`
      : signIn.step === 'firstLogin'
        ? `sso_first_login=${encodeURIComponent(signIn.token)}`
        : `sso_2fa=${signIn.userId}`;
  ctx.redirect(`/login#${fragment}`);
}

/**
 * The popup's last page: posts the embed token (or the refusal) to the widget's page — only to the
 * company's listed origin the flow started from — and closes.
 */
function toOpener(ctx: AppContext, origin: string, message: SsoEmbedMessage) {
  const nonce = randomBytes(16).toString('base64');
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  const text = 'error' in message ? message.message : 'Login concluído. Esta janela pode ser fechada.';
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'`);
  ctx.body = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${SSO_MSG.button}</title></head>
<body style="font-family:system-ui,sans-serif;padding:2rem"><p id="m"></p>
<script nonce="${nonce}">
document.getElementById('m').textContent = ${json(text)};
if (window.opener) { window.opener.postMessage(${json(message)}, ${json(origin)}); ${'error' in message ? '' : 'window.close();'} }
</script></body></html>`;
}

function refused(ctx: AppContext, err: unknown): void {
  if (!(err instanceof SsoRefused)) throw err;
  if (err.embedOrigin) {
    toOpener(ctx, err.embedOrigin, { type: 'trilha:sso', error: err.id, message: SSO_REFUSALS[err.id] });
    return;
  }
  ctx.redirect(`/login?sso_erro=${encodeURIComponent(err.id)}`);
}

export const ssoRoutes = new Routes()
  .add(E.sso.config, async (_ctx, { params }) => ({ sso: await ssoConfigReader(params.id) }))
  .add(E.sso.saveConfig, async (ctx, { params, body }) => ({
    success: true,
    message: SSO_MSG.saved,
    sso: await ssoConfigSaver(params.id, body, ctx.state.actor),
  }))
  .add(E.sso.discover, (ctx, { query }) => ssoDiscoverer(query.email, ctx.state.actor))
  .add(E.sso.start, async (ctx, { query }) => {
    navigationHeaders(ctx);
    try {
      ctx.redirect((await ssoStarter(query.email, query.embed_origin ?? null, ctx.state.actor)).href);
    } catch (err) {
      refused(ctx, err);
    }
    return undefined;
  })
  .add(E.sso.callback, async (ctx, { query }) => {
    navigationHeaders(ctx);
    try {
      const outcome = await ssoCallback(query, ctx.querystring, ctx.state.actor);
      if (outcome.kind === 'portal') toPortal(ctx, outcome);
      else {
        toOpener(ctx, outcome.origin, {
          type: 'trilha:sso',
          token: outcome.token,
          expires_in: outcome.expiresIn,
          expires_at: outcome.expiresAt,
        });
      }
    } catch (err) {
      refused(ctx, err);
    }
    return undefined;
  });
