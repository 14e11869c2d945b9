/** The zod schemas of company sign-in (sso.ts holds its texts and refusals, without zod). */
import { EmailSchema } from './common';
import { SSO_LIMITS, SSO_MSG } from './sso';
import { z } from './zod';

const Issuer = z
  .string({ error: SSO_MSG.issuerInvalid })
  .trim()
  .max(500, { error: SSO_MSG.issuerInvalid })
  .transform((v, ctx) => {
    try {
      const url = new URL(v);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash && !url.username) {
        return url.href.replace(/\/$/, '');
      }
    } catch {
      // falls through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: SSO_MSG.issuerInvalid });
    return z.NEVER;
  });

const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^@/, ''))
  .superRefine((v, ctx) => {
    if (v.length > 253 || !/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: SSO_MSG.domainInvalid(v) });
    }
  });

/**
 * PUT /api/companies/{id}/sso. The secret is write-only: left out (or empty) keeps the stored one;
 * `two_factor_by_idp` lets the identity provider's own second factor stand for ours.
 */
export const SsoConfigSchema = z.object({
  issuer: Issuer,
  client_id: z
    .string({ error: SSO_MSG.clientIdRequired })
    .trim()
    .min(1, { error: SSO_MSG.clientIdRequired })
    .max(255, { error: SSO_MSG.clientIdRequired }),
  client_secret: z
    .string()
    .max(1000)
    .nullish()
    .transform((v) => v || null),
  email_domains: z
    .array(Domain, { error: SSO_MSG.domainsRequired })
    .min(1, { error: SSO_MSG.domainsRequired })
    .max(SSO_LIMITS.maxDomains)
    .transform((list) => [...new Set(list)]),
  create_users: z.boolean().default(false),
  two_factor_by_idp: z.boolean().default(false),
});
export type SsoConfigReq = z.input<typeof SsoConfigSchema>;

export const SsoEmailQuerySchema = z.object({ email: EmailSchema });

/** The start of an embedded widget's sign-in (a popup): the opener's origin receives the token. */
export const SsoStartQuerySchema = z.object({
  email: EmailSchema,
  embed_origin: z.string().trim().max(255).optional(),
});

export const SsoCallbackQuerySchema = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
  session_state: z.string().max(500).optional(),
});
