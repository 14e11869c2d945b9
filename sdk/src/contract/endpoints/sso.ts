import { IdParamsSchema } from '../common';
import { endpoint, needs, PUBLIC } from '../endpoint';
import type { SsoConfigShape, SsoDiscoverResponse } from '../sso';
import { SsoCallbackQuerySchema, SsoConfigSchema, SsoEmailQuerySchema, SsoStartQuerySchema } from '../ssoSchemas';
import type { MessageResponse } from '../types';

/**
 * Sign-in through a client company's identity provider (OpenID Connect). The configuration is the
 * provider admin's (companies.manage: a company's manager never reads it, not even their own
 * company's, since it holds the client secret's existence and the domains' routing).
 */
export const SSO = {
  config: endpoint<{ sso: SsoConfigShape }>()({
    method: 'GET',
    path: '/api/companies/:id/sso',
    auth: needs('companies.manage'),
    params: IdParamsSchema,
  }),
  saveConfig: endpoint<MessageResponse & { sso: SsoConfigShape }>()({
    method: 'PUT',
    path: '/api/companies/:id/sso',
    auth: needs('companies.manage'),
    params: IdParamsSchema,
    body: SsoConfigSchema,
  }),
  /** Whether the e-mail's domain signs in through its company; nothing else (no company, no user). */
  discover: endpoint<SsoDiscoverResponse>()({
    method: 'GET',
    path: '/api/auth/sso/discover',
    auth: PUBLIC,
    query: SsoEmailQuerySchema,
  }),
  /** A browser navigation: redirects to the company's identity provider (or back to /login with the refusal). */
  start: endpoint()({
    method: 'GET',
    path: '/api/auth/sso/start',
    auth: PUBLIC,
    query: SsoStartQuerySchema,
    answer: 'html',
  }),
  /** The identity provider's redirect back: signs the person in and hands the token to the portal. */
  callback: endpoint()({
    method: 'GET',
    path: '/api/auth/sso/callback',
    auth: PUBLIC,
    query: SsoCallbackQuerySchema,
    answer: 'html',
  }),
};
