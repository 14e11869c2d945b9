import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { createTokenSource, type TokenSource } from './client/tokens';
import { createWidgetClient, type WidgetClient } from './client/widgetClient';

/** The widgets need only their own calls: the portal's full client fits, and so does an intranet's widget client. */
const ClientContext = createContext<WidgetClient | null>(null);

export type TrilhaProviderProps = { children: ReactNode } & (
  | {
      /** A client the host built (the portal: its session token and sign-out on 401). */
      client: WidgetClient;
    }
  | {
      /** Origin of the Trilha Segura server, e.g. 'https://trilha.exemplo.com.br' ('' for the same host). */
      baseUrl?: string;
      /**
       * Returns a short-lived student token minted by the host's back end (POST /api/embed/token).
       * Called when the widgets start, about 60 s before the token expires, and once after a 401.
       */
      getToken: () => Promise<string>;
      /** `getToken()` failed (the widgets then show their own error state). */
      onTokenError?: (error: unknown) => void;
    }
);

/**
 * Holds the API client every widget uses. The portal passes its own `client`; an intranet host
 * passes `baseUrl` + `getToken` and gets a client that refreshes the token before it expires and
 * retries once after a 401, without cookies (the API is on another origin).
 */
export function TrilhaProvider(props: TrilhaProviderProps) {
  if ('client' in props) return <ClientContext.Provider value={props.client}>{props.children}</ClientContext.Provider>;
  return (
    <TokenClientProvider baseUrl={props.baseUrl ?? ''} getToken={props.getToken} onTokenError={props.onTokenError}>
      {props.children}
    </TokenClientProvider>
  );
}

function TokenClientProvider({
  baseUrl,
  getToken,
  onTokenError,
  children,
}: {
  baseUrl: string;
  getToken: () => Promise<string>;
  onTokenError?: (error: unknown) => void;
  children: ReactNode;
}) {
  // The latest callbacks, so an inline `getToken={() => ...}` does not rebuild the client.
  const callbacks = useRef({ getToken, onTokenError });
  callbacks.current = { getToken, onTokenError };
  const [state, setState] = useState(() => tokenClient(baseUrl, callbacks));
  const current = state.baseUrl === baseUrl ? state : null;
  if (!current) setState(tokenClient(baseUrl, callbacks));

  useEffect(() => {
    if (!current) return;
    current.tokens.start();
    return () => current.tokens.stop();
  }, [current]);

  return current ? <ClientContext.Provider value={current.client}>{children}</ClientContext.Provider> : null;
}

function tokenClient(
  baseUrl: string,
  callbacks: { current: { getToken: () => Promise<string>; onTokenError?: (error: unknown) => void } },
): { baseUrl: string; client: WidgetClient; tokens: TokenSource } {
  const tokens = createTokenSource(() => callbacks.current.getToken(), {
    onError: (error) => callbacks.current.onTokenError?.(error),
  });
  return { baseUrl, client: createTokenClient(baseUrl, tokens), tokens };
}

/**
 * A client for widgets on another site's page: bearer tokens from `tokens` (retried once with a
 * fresh one after a 401) and no cookies, since CORS on the API allows no credentials.
 */
export function createTokenClient(baseUrl: string, tokens: TokenSource): WidgetClient {
  return createWidgetClient({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    getToken: tokens.get,
    refreshToken: (rejected) => tokens.refresh(rejected),
    credentials: 'omit',
  });
}

export function useTrilhaClient(): WidgetClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('Envolva o widget em <TrilhaProvider> (com client, ou com baseUrl e getToken).');
  return client;
}
