import { tokenExpiresAt } from '../client/tokens';
import { SSO_REFUSALS, type SsoEmbedMessage, type SsoRefusal } from '../contract/sso';

/**
 * An embed token for the worker signed in at their company's identity provider (issue 23, part 5),
 * so an intranet with SSO needs no token route of its own: a popup runs the same OpenID Connect
 * flow as the portal's login, and its last page (on the Trilha server) posts the token to this page
 * — only when this page's origin is one of the company's allowed embed origins. The message is
 * accepted only from the Trilha origin and from that popup.
 */
export interface CompanySignInOptions {
  /** The Trilha server, e.g. 'https://trilha.exemplo.com.br'. */
  baseUrl: string;
  /** The worker's corporate e-mail: its domain names the company (and is the provider's login hint). */
  email: string;
  /** Gives up after this long (default 5 minutes). */
  timeoutMs?: number;
}

export interface CompanySignInResult {
  token: string;
  expiresAt: string;
}

/** A refusal of the company sign-in, with its stable id and the pt-BR text the server sent. */
export class CompanySignInError extends Error {
  constructor(
    readonly id: SsoRefusal | 'popup_blocked' | 'popup_closed' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'CompanySignInError';
  }
}

const POPUP_FEATURES = 'popup,width=520,height=680';

/**
 * Opens the popup and waits for its token. Call it from a click (browsers block popups opened
 * without one): a blocked popup rejects at once with `popup_blocked`.
 */
export function signInWithCompany(options: CompanySignInOptions): Promise<CompanySignInResult> {
  const trilha = new URL(options.baseUrl).origin;
  const start = new URL('/api/auth/sso/start', trilha);
  start.searchParams.set('email', options.email);
  start.searchParams.set('embed_origin', window.location.origin);
  const popup = window.open(start.href, 'trilha-sso', POPUP_FEATURES);
  if (!popup) {
    return Promise.reject(
      new CompanySignInError('popup_blocked', 'O navegador bloqueou a janela de login. Clique novamente para entrar.'),
    );
  }
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      window.clearTimeout(timer);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== trilha || event.source !== popup) return;
      const data = event.data as SsoEmbedMessage | undefined;
      if (data?.type !== 'trilha:sso') return;
      finish(() => {
        if ('token' in data) resolve({ token: data.token, expiresAt: data.expires_at });
        else reject(new CompanySignInError(data.error, SSO_REFUSALS[data.error] ?? data.message));
      });
    };
    window.addEventListener('message', onMessage);
    // A popup closed before answering (or cut off from this page by an opener policy) ends the wait.
    const watch = window.setInterval(() => {
      if (popup.closed) {
        finish(() =>
          reject(new CompanySignInError('popup_closed', 'A janela de login foi fechada antes de concluir.')),
        );
      }
    }, 500);
    const timer = window.setTimeout(
      () =>
        finish(() => reject(new CompanySignInError('timeout', 'O login com a conta da empresa não foi concluído.'))),
      options.timeoutMs ?? 5 * 60_000,
    );
  });
}

/**
 * A `getToken` for `Trilha.mount` / `TrilhaProvider`: the token of the last sign-in while it lasts
 * (the widgets ask again shortly before it expires), else a new popup sign-in — which the browser
 * lets open only during a click; after a refusal the widget shows its usual expired-session state.
 */
export function companyTokenSource(options: CompanySignInOptions, first?: CompanySignInResult): () => Promise<string> {
  let current = first ?? null;
  return async () => {
    const expires = current ? (tokenExpiresAt(current.token) ?? Date.parse(current.expiresAt)) : 0;
    if (current && expires - Date.now() > 60_000) return current.token;
    current = await signInWithCompany(options);
    return current.token;
  };
}
