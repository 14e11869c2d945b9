import * as oidc from 'openid-client';
import { runtime } from '../runtime';

/**
 * The company's identity provider as an OpenID Connect client (openid-client 6): discovery of its
 * metadata, the authorization URL with PKCE (S256), state and nonce, and the code exchange whose
 * id_token is checked for issuer, audience, expiry, nonce and — enableNonRepudiationChecks — its
 * signature against the provider's JWKS (openid-client skips the signature of a token fetched
 * straight from the token endpoint over TLS unless told; we want a forged key refused either way).
 */
export interface ProviderClient {
  issuer: string;
  clientId: string;
  secret: string;
  /** Changes whenever the configuration is saved: a cached discovery for older settings is dropped. */
  version: string;
}

/** Discovered metadata per company configuration: a cache (any node rebuilds it), never the only copy. */
const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();
const DISCOVERY_TTL_MS = 10 * 60_000;

export const callbackUrl = (): string => `${runtime().config.publicUrl}/api/auth/sso/callback`;

function discover(client: ProviderClient): Promise<oidc.Configuration> {
  const execute = [oidc.enableNonRepudiationChecks];
  if (runtime().config.ssoAllowHttp) execute.push(oidc.allowInsecureRequests);
  return oidc.discovery(
    new URL(client.issuer),
    client.clientId,
    { redirect_uris: [callbackUrl()], response_types: ['code'] },
    oidc.ClientSecretBasic(client.secret),
    { execute, timeout: 10 },
  );
}

export async function providerConfig(client: ProviderClient): Promise<oidc.Configuration> {
  const key = `${client.issuer}\n${client.clientId}\n${client.version}`;
  const hit = discovered.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const config = discover(client);
  discovered.set(key, { at: Date.now(), config });
  config.catch(() => discovered.delete(key));
  return config;
}

/** Whether the issuer answers a valid discovery document (saving a configuration checks it). */
export async function checkDiscovery(client: ProviderClient): Promise<boolean> {
  try {
    await discover(client);
    return true;
  } catch {
    return false;
  }
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationRequest(
  config: oidc.Configuration,
  loginHint: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(),
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: loginHint,
  });
  return { url, state, nonce, codeVerifier };
}

/** The verified identity: the id_token's claims, completed from userinfo when the e-mail is not in it. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  name: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Exchanges the code of the callback (`query` is the callback's raw query string) and validates
 * everything openid-client checks; throws on any failure.
 */
export async function verifiedIdentity(
  config: oidc.Configuration,
  query: string,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, new URL(`${callbackUrl()}?${query}`), {
    pkceCodeVerifier: expected.codeVerifier,
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('id_token ausente');
  let source: Record<string, unknown> = claims;
  if (!text(claims.email) && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
    // The subject of userinfo must be the id_token's (fetchUserInfo checks it).
    source = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
  }
  const given = [text(source.given_name), text(source.family_name)].filter(Boolean).join(' ');
  return {
    subject: claims.sub,
    email: text(source.email)?.toLowerCase() ?? null,
    emailVerified: typeof source.email_verified === 'boolean' ? source.email_verified : null,
    name: text(source.name) ?? (given || null),
  };
}
