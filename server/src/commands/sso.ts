import { createHash, randomBytes } from 'node:crypto';
import {
  EMBED_TOKEN_SECONDS,
  SSO_LIMITS,
  SSO_MSG,
  SSO_REFUSALS,
  type SsoConfigShape,
  type SsoRefusal,
} from '@trilha/sdk/contract';
import { Op, UniqueConstraintError } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../errors';
import { Company, CompanySso, CompanySsoDomain, EmbedOrigin, SsoState, User } from '../models';
import { can } from '../policies/grants';
import { presentSsoConfig } from '../presenters/sso';
import { loadCompany } from '../queries/companies';
import { companySsoDomains, emailDomain, ssoForEmail } from '../queries/sso';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { signToken } from '../services/jwt';
import {
  authorizationRequest,
  callbackUrl,
  checkDiscovery,
  type ProviderClient,
  providerConfig,
  verifiedIdentity,
} from '../services/oidc';
import { hashPassword } from '../services/passwords';
import { hit } from '../services/rateLimit';
import { open, seal } from '../services/secretBox';
import { usersCreated } from '../services/webhooks/events';
import { identityProviderSignIn, type SignIn } from './session';

/** A refused company sign-in: the portal (or the widget's popup) reads SSO_REFUSALS[id]; the log keeps the reason. */
export class SsoRefused extends Error {
  constructor(
    readonly id: SsoRefusal,
    readonly embedOrigin: string | null = null,
  ) {
    super(SSO_REFUSALS[id]);
    this.name = 'SsoRefused';
  }
}

async function refuse(
  actor: Actor,
  id: SsoRefusal,
  reason: string,
  context: { company?: Company | null; email?: string | null; user?: User | null; embedOrigin?: string | null } = {},
): Promise<never> {
  const where = context.company ? ` (${context.company.name})` : '';
  await audit(actor, {
    action: 'LOGIN_SSO_RECUSADO',
    level: 'warn',
    description: `Login com a conta da empresa recusado${where}: ${reason}`,
    message: SSO_REFUSALS[id],
    subject: context.user
      ? { id: context.user.id, name: context.user.name, email: context.user.email }
      : { email: context.email ?? null },
  });
  throw new SsoRefused(id, context.embedOrigin ?? null);
}

const providerClient = (sso: CompanySso, secret: string): ProviderClient => ({
  issuer: sso.issuer,
  clientId: sso.client_id,
  secret,
  version: String(sso.updated_at?.getTime() ?? 0),
});

/** Discover and start share one window per IP, like the other public sign-in routes. */
async function limitRequests(actor: Actor): Promise<void> {
  const count = await hit(`sso:ip:${actor.ip ?? 'unknown'}`, SSO_LIMITS.windowMinutes * 60_000);
  if (count > SSO_LIMITS.requestsPerIp)
    throw TooManyRequestsError(SSO_MSG.tooManyRequests, SSO_LIMITS.windowMinutes * 60);
}

export async function ssoConfigReader(companyId: number): Promise<SsoConfigShape> {
  const company = await loadCompany(companyId);
  const sso = await CompanySso.findOne({ where: { company_id: company.id } });
  return presentSsoConfig(sso, await companySsoDomains(company.id), callbackUrl());
}

export async function ssoConfigSaver(
  companyId: number,
  input: {
    issuer: string;
    client_id: string;
    client_secret: string | null;
    email_domains: string[];
    create_users: boolean;
    two_factor_by_idp: boolean;
  },
  actor: Actor,
): Promise<SsoConfigShape> {
  const company = await loadCompany(companyId);
  if (!runtime().config.ssoAllowHttp && !input.issuer.startsWith('https://')) {
    throw BadRequestError(SSO_MSG.issuerHttps, { errors: [{ msg: SSO_MSG.issuerHttps, path: 'issuer' }] });
  }
  const existing = await CompanySso.findOne({ where: { company_id: company.id } });
  const secret = input.client_secret ?? open(existing?.client_secret_sealed);
  if (!secret) {
    throw BadRequestError(SSO_MSG.secretRequired, { errors: [{ msg: SSO_MSG.secretRequired, path: 'client_secret' }] });
  }
  const taken = await CompanySsoDomain.findOne({
    where: { domain: { [Op.in]: input.email_domains }, company_id: { [Op.ne]: company.id } },
  });
  if (taken) throw ConflictError(SSO_MSG.domainTaken(taken.domain));
  const probe: ProviderClient = { issuer: input.issuer, clientId: input.client_id, secret, version: 'check' };
  if (!(await checkDiscovery(probe))) {
    throw BadRequestError(SSO_MSG.discoveryFailed, { errors: [{ msg: SSO_MSG.discoveryFailed, path: 'issuer' }] });
  }
  try {
    await inTransaction(async (transaction) => {
      const values = {
        issuer: input.issuer,
        client_id: input.client_id,
        client_secret_sealed: seal(secret),
        create_users: input.create_users,
        two_factor_by_idp: input.two_factor_by_idp,
        updated_by: actor.user?.id ?? null,
      };
      if (existing) {
        // `changed('updated_at')` moves the version even when only the secret changed.
        existing.set(values);
        existing.changed('updated_at', true);
        await existing.save({ transaction });
      } else await CompanySso.create({ company_id: company.id, ...values }, { transaction });
      await CompanySsoDomain.destroy({ where: { company_id: company.id }, transaction });
      await CompanySsoDomain.bulkCreate(
        input.email_domains.map((domain) => ({ company_id: company.id, domain })),
        { transaction },
      );
      await audit(
        actor,
        {
          action: 'SSO_CONFIGURADO',
          description: `Login com a conta da empresa de ${company.name}: emissor ${input.issuer}, domínios ${input.email_domains.join(', ')}${input.create_users ? ', cadastro automático' : ''}${input.two_factor_by_idp ? ', 2FA pelo provedor' : ''}${input.client_secret ? ', segredo alterado' : ''}`,
        },
        transaction,
      );
    });
  } catch (err) {
    // Another company saved the same domain at the same instant: the unique key decides.
    if (err instanceof UniqueConstraintError) throw ConflictError(SSO_MSG.domainTaken(input.email_domains.join(', ')));
    throw err;
  }
  return ssoConfigReader(company.id);
}

/** Whether the e-mail's domain signs in through its company: nothing else is told. */
export async function ssoDiscoverer(email: string, actor: Actor): Promise<{ sso: boolean; url?: string }> {
  await limitRequests(actor);
  const found = await ssoForEmail(email);
  if (!found) return { sso: false };
  return { sso: true, url: `${runtime().config.publicUrl}/api/auth/sso/start?email=${encodeURIComponent(email)}` };
}

const stateHash = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Starts a sign-in at the company's identity provider: the state, nonce and PKCE verifier go to
 * the database (any node finishes the flow) and the browser is sent to the provider. An embedded
 * widget's popup names its page's origin, which must be one of the company's embed origins.
 */
export async function ssoStarter(email: string, embedOrigin: string | null, actor: Actor): Promise<URL> {
  await limitRequests(actor);
  const found = await ssoForEmail(email);
  const origin = embedOrigin ? normalizedOrigin(embedOrigin) : null;
  if (!found) return refuse(actor, 'sso.not_configured', `domínio sem login da empresa (${email})`, { email });
  const { company, sso } = found;
  if (embedOrigin) {
    const allowed = origin ? await EmbedOrigin.findOne({ where: { company_id: company.id, origin } }) : null;
    // Never posts to an origin the company did not list: the refusal is shown in the popup itself.
    if (!allowed)
      return refuse(actor, 'sso.origin_not_allowed', `origem ${embedOrigin} não permitida`, { company, email });
  }
  const secret = open(sso.client_secret_sealed);
  if (!secret)
    return refuse(actor, 'sso.unavailable', 'segredo do cliente ilegível (cadastre-o de novo)', { company, email });
  let request: Awaited<ReturnType<typeof authorizationRequest>>;
  try {
    request = await authorizationRequest(await providerConfig(providerClient(sso, secret)), email);
  } catch (err) {
    return refuse(actor, 'sso.unavailable', `descoberta do provedor falhou: ${(err as Error).message}`, {
      company,
      email,
      embedOrigin: origin,
    });
  }
  await SsoState.destroy({ where: { expires_at: { [Op.lt]: new Date() } } });
  await SsoState.create({
    state_hash: stateHash(request.state),
    company_id: company.id,
    nonce: request.nonce,
    code_verifier: request.codeVerifier,
    embed_origin: origin,
    expires_at: new Date(Date.now() + SSO_LIMITS.stateMinutes * 60_000),
  });
  return request.url;
}

function normalizedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** What the callback hands on: the portal's sign-in step, or an embed token for the widget's opener. */
export type SsoOutcome =
  | { kind: 'portal'; signIn: SignIn }
  | { kind: 'embed'; origin: string; token: string; expiresIn: number; expiresAt: string };

/**
 * The identity provider's redirect back. The state is consumed first (deleted: a replay, or a
 * second node, finds nothing), then the code is exchanged and the id_token verified, then the
 * e-mail must be verified, of one of that company's domains, and of a worker of that company.
 */
export async function ssoCallback(
  query: { state?: string; code?: string; error?: string; error_description?: string },
  rawQuery: string,
  actor: Actor,
): Promise<SsoOutcome> {
  const row = query.state ? await SsoState.findOne({ where: { state_hash: stateHash(query.state) } }) : null;
  const claimed = row ? await SsoState.destroy({ where: { id: row.id } }) : 0;
  if (!row || claimed !== 1) {
    return refuse(actor, 'sso.invalid_state', query.state ? 'state desconhecido ou já utilizado' : 'state ausente');
  }
  const embedOrigin = row.embed_origin;
  const company = await Company.findByPk(row.company_id);
  const sso = await CompanySso.findOne({ where: { company_id: row.company_id } });
  const context = { company, embedOrigin };
  if (row.expires_at.getTime() < Date.now()) return refuse(actor, 'sso.expired_state', 'state expirado', context);
  if (!company?.is_active || !sso) return refuse(actor, 'sso.company_inactive', 'empresa inativa ou sem SSO', context);
  if (query.error) {
    return refuse(
      actor,
      'sso.idp_error',
      `${query.error}${query.error_description ? `: ${query.error_description}` : ''}`,
      context,
    );
  }
  const secret = open(sso.client_secret_sealed);
  if (!secret) return refuse(actor, 'sso.unavailable', 'segredo do cliente ilegível', context);
  let identity: Awaited<ReturnType<typeof verifiedIdentity>>;
  try {
    const config = await providerConfig(providerClient(sso, secret));
    identity = await verifiedIdentity(config, rawQuery, {
      state: query.state as string,
      nonce: row.nonce,
      codeVerifier: row.code_verifier,
    });
  } catch (err) {
    const e = err as Error & { code?: string; cause?: unknown };
    const network = e.name === 'TypeError' || e.name === 'TimeoutError' || e.name === 'AbortError';
    return refuse(
      actor,
      network ? 'sso.unavailable' : 'sso.invalid_token',
      `id_token recusado: ${failureDetail(e)}`,
      context,
    );
  }
  const email = identity.email;
  if (!email)
    return refuse(actor, 'sso.no_email', `o provedor não informou o e-mail (sub ${identity.subject})`, context);
  const withEmail = { ...context, email };
  if (identity.emailVerified === false)
    return refuse(actor, 'sso.email_unverified', `e-mail não verificado: ${email}`, withEmail);
  const domains = await companySsoDomains(company.id);
  if (!domains.includes(emailDomain(email))) {
    return refuse(
      actor,
      'sso.wrong_domain',
      `e-mail ${email} fora dos domínios da empresa (${domains.join(', ')})`,
      withEmail,
    );
  }
  let user = await User.findOne({ where: { email } });
  if (user && user.company_id !== company.id) {
    return refuse(actor, 'sso.other_company', `o usuário ${email} não pertence à empresa`, { ...withEmail, user });
  }
  if (user && !user.is_active)
    return refuse(actor, 'sso.inactive_user', `usuário inativo: ${email}`, { ...withEmail, user });
  if (!user) {
    if (!sso.create_users) {
      return refuse(
        actor,
        'sso.unknown_user',
        `e-mail ${email} sem cadastro e a empresa não permite cadastro automático`,
        withEmail,
      );
    }
    user = await provision(company, email, identity.name, actor);
  }
  if (embedOrigin) {
    if (!can(user, 'courses.study'))
      return refuse(actor, 'sso.not_student', `${email} não é aluno`, { ...withEmail, user });
    await audit(
      { ...actor, user: { id: user.id, name: user.name, email: user.email } },
      {
        action: 'EMBED_TOKEN_EMITIDO',
        description: `Token de integração emitido para ${user.email} (${company.name}, login com a conta da empresa em ${embedOrigin})`,
      },
    );
    return {
      kind: 'embed',
      origin: embedOrigin,
      token: signToken(user, 'embed', company.id),
      expiresIn: EMBED_TOKEN_SECONDS,
      expiresAt: new Date(Date.now() + EMBED_TOKEN_SECONDS * 1000).toISOString(),
    };
  }
  return {
    kind: 'portal',
    signIn: await identityProviderSignIn(user, actor, { twoFactorByProvider: sso.two_factor_by_idp }),
  };
}

/**
 * What openid-client says went wrong, for the admin reading the log: its code and message, and
 * the cause it names (the claim compared, a signature that did not verify), never the token itself.
 */
function failureDetail(err: Error & { code?: string; cause?: unknown }): string {
  const parts = [err.code, err.message];
  const cause = err.cause;
  if (cause instanceof Error) parts.push(`(${cause.name}: ${cause.message})`);
  else if (cause && typeof cause === 'object') {
    const { claim, expected, reason } = cause as Record<string, unknown>;
    if (claim)
      parts.push(
        `(claim ${String(claim)}${expected !== undefined ? `, esperado ${JSON.stringify(expected)}` : ''}${reason ? `, ${String(reason)}` : ''})`,
      );
  }
  return parts.filter(Boolean).join(' ').slice(0, 600);
}

/** A worker the company's provider vouches for, created as a student of it, with no usable password. */
async function provision(company: Company, email: string, name: string | null, actor: Actor): Promise<User> {
  // A password nobody knows: this person signs in through the company (or asks for a reset).
  const password_hash = await hashPassword(randomBytes(24).toString('base64url'));
  try {
    return await inTransaction(async (transaction) => {
      const created = await User.create(
        {
          name: (name ?? email.slice(0, email.indexOf('@'))).slice(0, 255),
          email,
          password_hash,
          role: 'student',
          company_id: company.id,
          must_change_password: false,
        },
        { transaction },
      );
      await audit(
        { ...actor, user: null },
        {
          action: 'USUARIO_CRIADO',
          description: `Aluno cadastrado no primeiro login com a conta da empresa (${company.name}): ${created.email}`,
          subject: created,
        },
        transaction,
      );
      await usersCreated([created], transaction);
      return created;
    });
  } catch (err) {
    // The same person finishing two sign-ins at once: the other one created the account.
    if (!(err instanceof UniqueConstraintError)) throw err;
    const existing = await User.findOne({ where: { email } });
    if (!existing) throw err;
    return existing;
  }
}
