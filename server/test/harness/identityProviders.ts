/**
 * Identity providers for the company sign-in tests (issue 23), on loopback ports:
 *  - a real OpenID provider (the `oidc-provider` package, in-memory adapter) whose login
 *    interaction is a few lines here: it signs in `nextAccount` (default: the login_hint the
 *    server sent), and consent is granted up front, so a test drives the flow with plain HTTP;
 *  - a hand-made provider (discovery, JWKS, authorize, token) whose token endpoint answers an
 *    id_token crafted with `jose` — for another audience, already expired, or signed by a key that
 *    is not in its JWKS — so the server's refusals are of real tokens, not of mocks.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccount {
  email: string;
  name: string;
  email_verified?: boolean;
}

export interface RealProvider {
  issuer: string;
  /** Accounts by e-mail (the account id); add to it freely. */
  accounts: Map<string, TestAccount>;
  /** The account the next login interaction signs in; null: the login_hint. Reset after use. */
  nextAccount: string | null;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export async function startOidcProvider(
  clients: { client_id: string; client_secret: string; redirect_uri: string }[],
): Promise<RealProvider> {
  const server = createServer();
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, TestAccount>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signing = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.client_id,
      client_secret: c.client_secret,
      redirect_uris: [c.redirect_uri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signing as JWK & { kty: 'RSA' }] },
    cookies: { keys: ['cookie-key-for-tests-only'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    // Consent is the company's business, not the test's: every client gets the scopes it asks for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: KoaContextWithOIDC, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.email_verified ?? true,
          name: account.name,
        }),
      };
    },
  });
  const state: RealProvider = {
    issuer,
    accounts,
    nextAccount: null,
    close: () => closeServer(server),
  };
  const handle = provider.callback();
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const accountId = state.nextAccount ?? String(details.params.login_hint ?? '');
      state.nextAccount = null;
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err));
    }
  });
  return state;
}

export type CraftMode = 'valid' | 'wrongAudience' | 'expired' | 'otherKey';

export interface CraftedProvider {
  issuer: string;
  clientId: string;
  /** What the next id_token will be like, and whose e-mail it carries. */
  mode: CraftMode;
  email: string;
  close(): Promise<void>;
}

/**
 * The hand-made provider: /authorize sends the browser straight back with a code, remembering the
 * nonce; /token answers an id_token built for the current `mode`.
 */
export async function startCraftedProvider(clientId: string): Promise<CraftedProvider> {
  const server = createServer();
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;
  const published = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const kid = 'crafted-key';
  const jwk = { ...(await exportJWK(published.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const nonces = new Map<string, string>();
  const state: CraftedProvider = {
    issuer,
    clientId,
    mode: 'valid',
    email: '',
    close: () => closeServer(server),
  };
  const json = (res: ServerResponse, body: unknown) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(body));
  };
  server.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return json(res, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      nonces.set(code, url.searchParams.get('nonce') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.statusCode = 302;
      res.setHeader('Location', back.href);
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const code = new URLSearchParams(body).get('code') ?? '';
      const now = Math.floor(Date.now() / 1000);
      const expired = state.mode === 'expired';
      const idToken = await new SignJWT({
        nonce: nonces.get(code),
        email: state.email,
        email_verified: true,
        name: 'Pessoa Gama',
      })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(issuer)
        .setSubject(state.email)
        .setAudience(state.mode === 'wrongAudience' ? 'outro-cliente' : clientId)
        .setIssuedAt(expired ? now - 3600 : now)
        .setExpirationTime(expired ? now - 1800 : now + 300)
        .sign(state.mode === 'otherKey' ? stranger.privateKey : published.privateKey);
      return json(res, { access_token: `at-${code}`, token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    res.statusCode = 404;
    res.end();
  });
  return state;
}

/**
 * A browser's cookie jar and redirects, by hand: follows the identity provider's redirects until
 * one points at `stopAt` (the server's callback), and answers that URL.
 */
export async function followProvider(start: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = new URL(start);
  for (let hops = 0; hops < 15; hops++) {
    if (next.href.startsWith(stopAt)) return next;
    const res = await fetch(next, {
      redirect: 'manual',
      headers: jar.size ? { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`o provedor parou em ${next.href}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    next = new URL(location, next);
  }
  throw new Error('redirecionamentos demais no provedor de identidade');
}
