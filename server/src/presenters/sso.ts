import type { SsoConfigShape } from '@trilha/sdk/contract';
import type { CompanySso } from '../models';
import { open } from '../services/secretBox';

/** A company's SSO settings for the admin: whether a secret is stored, never the secret. */
export function presentSsoConfig(sso: CompanySso | null, domains: string[], redirectUri: string): SsoConfigShape {
  return {
    configured: Boolean(sso),
    issuer: sso?.issuer ?? null,
    client_id: sso?.client_id ?? null,
    // A secret sealed by another installation (a restored backup) cannot be opened: it counts as unset.
    client_secret_set: Boolean(sso && open(sso.client_secret_sealed)),
    email_domains: domains,
    create_users: Boolean(sso?.create_users),
    two_factor_by_idp: Boolean(sso?.two_factor_by_idp),
    redirect_uri: redirectUri,
    updated_at: sso?.updated_at ? sso.updated_at.toISOString() : null,
  };
}
