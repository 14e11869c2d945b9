/**
 * Short-lived tokens from the host's back end (like Stripe's `fetchClientSecret`): the
 * browser never holds a long-lived key. `getToken()` is called when the first request needs a
 * token, again shortly before the token expires, and once after a 401.
 */

/** Refresh this long before `exp`, so a request never leaves with a token about to die. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** When the token carries no readable `exp`, ask again after this long (embed tokens live 15 min). */
const UNKNOWN_LIFETIME_MS = 10 * 60_000;
/** setTimeout's ceiling (~24.8 days); longer delays would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** The `exp` claim of a JWT in ms since the epoch, or null when it cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims = JSON.parse(atob(padded)) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export interface TokenSourceOptions {
  /** How long before `exp` a new token is fetched (default 60 s). */
  refreshMarginMs?: number;
  /** Clock in ms (tests inject their own). */
  now?: () => number;
  /** A failed `getToken()` (the host's back end is down, the employee signed out...). */
  onError?: (error: unknown) => void;
}

export interface TokenSource {
  /** A token valid for at least the margin: the current one, or a fresh one from `getToken()`. */
  get(): Promise<string>;
  /**
   * Asks `getToken()` again (after a 401); concurrent calls share one request. Given the token the
   * server refused, a newer one already in hand is returned instead.
   */
  refresh(rejected?: string | null): Promise<string>;
  /** Starts refreshing ahead of expiry while requests keep using the token. */
  start(): void;
  /** Stops the timer (unmount); a later `get()` still works. */
  stop(): void;
}

/**
 * Holds the current token and asks `getToken()` for a new one when needed. Requests use `get`
 * and `refresh` (see `HttpOptions.refreshToken`); `start()` fetches the first token and schedules
 * a refresh ~60 s before `exp` — only when the token was used since it was issued, so an idle page
 * does not keep minting tokens (its next request then fetches one itself).
 */
export function createTokenSource(getToken: () => Promise<string>, options: TokenSourceOptions = {}): TokenSource {
  const margin = options.refreshMarginMs ?? TOKEN_REFRESH_MARGIN_MS;
  const now = options.now ?? Date.now;
  let current: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let usedSinceIssue = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!running || !current) return;
    const delay = Math.min(Math.max(current.expiresAt - margin - now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => {
      timer = undefined;
      if (!running) return;
      if (usedSinceIssue) void refresh(null).catch(() => undefined);
      else current = null; // the next request fetches a fresh one
    }, delay);
  };

  const fetchToken = (): Promise<string> => {
    if (pending) return pending;
    pending = (async () => {
      try {
        const token = await getToken();
        if (typeof token !== 'string' || !token) throw new TypeError('getToken() deve resolver com o token (string).');
        current = { token, expiresAt: tokenExpiresAt(token) ?? now() + UNKNOWN_LIFETIME_MS };
        usedSinceIssue = false;
        schedule();
        return token;
      } catch (error) {
        current = null;
        options.onError?.(error);
        throw error;
      } finally {
        pending = null;
      }
    })();
    return pending;
  };

  const refresh = async (rejected?: string | null) => {
    if (rejected && current && current.token !== rejected && current.expiresAt - margin > now()) return current.token;
    current = null;
    return fetchToken();
  };

  return {
    async get() {
      const token = current && current.expiresAt - margin > now() ? current.token : await fetchToken();
      usedSinceIssue = true;
      return token;
    },
    refresh,
    start() {
      running = true;
      // The first token is asked for at mount, so a failing back end shows up at once.
      if (!current) void fetchToken().catch(() => undefined);
      else schedule();
    },
    stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
