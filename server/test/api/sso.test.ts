/**
 * Sign-in through a client company's identity provider (issue 23) against real providers on
 * loopback: `oidc-provider` for the flows a person goes through (an existing worker, a new one
 * with and without automatic registration, another company's e-mail, a replayed or forged state),
 * and a hand-made provider whose id_tokens are crafted with `jose` (another audience, expired,
 * signed by a key outside its JWKS). Every refusal lands on the portal's login page with its id
 * (read there in pt-BR) and leaves a LOGIN_SSO_RECUSADO row in the system log. The admin's
 * configuration is validated (bad issuer, missing secret, a domain of another company: 409) and
 * its secret never comes back.
 */
import { SSO_MSG, SSO_REFUSALS, ssoRefusalMessage } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanySso, SystemLog, User } from '../../src/models';
import {
  type CraftedProvider,
  followProvider,
  type RealProvider,
  startCraftedProvider,
  startOidcProvider,
} from '../harness/identityProviders';
import { activeUser, codeTo, enableTwoFactor, startTestServer, type TestServer } from './support';

const CALLBACK = 'http://portal.test/api/auth/sso/callback';
const ALFA = { client_id: 'trilha-alfa', client_secret: 'segredo-alfa-123' };
const BETA = { client_id: 'trilha-beta', client_secret: 'segredo-beta-123' };
const GAMA = { client_id: 'trilha-gama', client_secret: 'segredo-gama-123' };

let server: TestServer;
let idp: RealProvider;
let crafted: CraftedProvider;
let admin: string;
const companies = { alfa: 0, beta: 0, gama: 0 };

async function createCompany(name: string): Promise<number> {
  const res = await server.req<{ company: { id: number } }>('POST', '/api/companies', { token: admin, body: { name } });
  expect(res.status).toBe(201);
  return res.body.company.id;
}

const putSso = (companyId: number, body: Record<string, unknown>) =>
  server.req('PUT', `/api/companies/${companyId}/sso`, { token: admin, body });

/** The browser's part: our start, the provider's pages, then our callback; answers where the callback sends it. */
async function signInThroughCompany(email: string): Promise<{ location: string; callback: URL }> {
  const start = await fetch(`${server.url}/api/auth/sso/start?email=${encodeURIComponent(email)}`, {
    redirect: 'manual',
  });
  expect(start.status).toBe(302);
  const callback = await followProvider(start.headers.get('location') ?? '', CALLBACK);
  return { location: await callbackAt(callback), callback };
}

/** Calls our callback with the provider's answer (its registered address is PUBLIC_URL's). */
async function callbackAt(callback: URL): Promise<string> {
  const res = await fetch(`${server.url}${callback.pathname}${callback.search}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.headers.get('location') ?? '';
}

const tokenOf = (location: string) => new URLSearchParams(location.split('#')[1] ?? '').get('sso_token');
const refusalOf = (location: string) => new URL(location, 'http://x').searchParams.get('sso_erro');

/** The newest refusal row since `since`: the id the portal shows and the reason kept for the admin. */
async function refusalLogged(since: number) {
  const row = await SystemLog.findOne({ where: { action: 'LOGIN_SSO_RECUSADO' }, order: [['id', 'DESC']] });
  expect(row?.id ?? 0).toBeGreaterThan(since);
  expect(row?.level).toBe('warn');
  return row as SystemLog;
}
const lastLogId = async () => (await SystemLog.max<number, SystemLog>('id')) ?? 0;

async function expectRefused(location: string, id: keyof typeof SSO_REFUSALS, since: number, reason: RegExp) {
  expect(location).toBe(`/login?sso_erro=${id}`);
  expect(ssoRefusalMessage(refusalOf(location))).toBe(SSO_REFUSALS[id]);
  const row = await refusalLogged(since);
  expect(row.message).toBe(SSO_REFUSALS[id]);
  expect(row.description).toMatch(reason);
}

beforeAll(async () => {
  server = await startTestServer('sso', { SSO_ALLOW_HTTP: 'true' });
  admin = await server.adminToken();
  idp = await startOidcProvider([
    { ...ALFA, redirect_uri: CALLBACK },
    { ...BETA, redirect_uri: CALLBACK },
  ]);
  crafted = await startCraftedProvider(GAMA.client_id);
  companies.alfa = await createCompany('Metalúrgica Alfa');
  companies.beta = await createCompany('Construtora Beta');
  companies.gama = await createCompany('Indústria Gama');
  const base = { create_users: false };
  expect(
    (await putSso(companies.alfa, { ...base, issuer: idp.issuer, ...ALFA, email_domains: ['alfa.test'] })).status,
  ).toBe(200);
  expect(
    (await putSso(companies.beta, { ...base, issuer: idp.issuer, ...BETA, email_domains: ['beta.test'] })).status,
  ).toBe(200);
  expect(
    (
      await putSso(companies.gama, {
        ...base,
        issuer: crafted.issuer,
        ...GAMA,
        email_domains: ['gama.test'],
        create_users: true,
      })
    ).status,
  ).toBe(200);
}, 60_000);

afterAll(async () => {
  await idp?.close();
  await crafted?.close();
  await server?.close();
});

describe('company SSO configuration', () => {
  it('answers the settings without the secret, saying one is stored', async () => {
    const res = await server.req('GET', `/api/companies/${companies.alfa}/sso`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.sso).toMatchObject({
      configured: true,
      issuer: idp.issuer,
      client_id: ALFA.client_id,
      client_secret_set: true,
      email_domains: ['alfa.test'],
      create_users: false,
      two_factor_by_idp: false,
      redirect_uri: CALLBACK,
    });
    expect(JSON.stringify(res.body)).not.toContain(ALFA.client_secret);
    // Sealed at rest too.
    const stored = await CompanySso.findAll({ raw: true });
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(ALFA.client_secret);
  });

  it('refuses a bad issuer URL, a missing secret and an unreachable issuer in pt-BR', async () => {
    const fresh = await createCompany('Empresa Sem SSO');
    const base = { client_id: 'x', client_secret: 'y', email_domains: ['semsso.test'] };
    for (const issuer of ['não é url', 'ftp://login.empresa.test', 'https://user:pw@login.empresa.test']) {
      const res = await putSso(fresh, { ...base, issuer });
      expect(res.status, issuer).toBe(400);
      expect(res.body.message).toBe(SSO_MSG.issuerInvalid);
    }
    const noSecret = await putSso(fresh, { ...base, issuer: idp.issuer, client_secret: '' });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.message).toBe(SSO_MSG.secretRequired);
    const badDomain = await putSso(fresh, { ...base, issuer: idp.issuer, email_domains: ['não domínio'] });
    expect(badDomain.status).toBe(400);
    const noDomain = await putSso(fresh, { ...base, issuer: idp.issuer, email_domains: [] });
    expect(noDomain.status).toBe(400);
    expect(noDomain.body.message).toBe(SSO_MSG.domainsRequired);
    const unreachable = await putSso(fresh, { ...base, issuer: 'http://127.0.0.1:9' });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.message).toBe(SSO_MSG.discoveryFailed);
    const res = await server.req('GET', `/api/companies/${fresh}/sso`, { token: admin });
    expect(res.body.sso).toMatchObject({ configured: false, client_secret_set: false, email_domains: [] });
  });

  it('refuses a domain already configured for another company (409) and keeps the secret when it is left out', async () => {
    const taken = await putSso(companies.beta, {
      issuer: idp.issuer,
      client_id: BETA.client_id,
      email_domains: ['beta.test', 'ALFA.test'],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SSO_MSG.domainTaken('alfa.test'));
    const kept = await putSso(companies.beta, {
      issuer: idp.issuer,
      client_id: BETA.client_id,
      email_domains: ['@Beta.test'],
      create_users: false,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.sso).toMatchObject({ client_secret_set: true, email_domains: ['beta.test'] });
  });

  it('is the provider admin’s: a manager, even of the company, is refused', async () => {
    const manager = await activeUser(server, { role: 'manager', company_id: companies.alfa });
    expect((await server.req('GET', `/api/companies/${companies.alfa}/sso`, { token: manager.token })).status).toBe(
      403,
    );
    expect((await server.req('GET', `/api/companies/${companies.beta}/sso`, { token: manager.token })).status).toBe(
      403,
    );
    const put = await server.req('PUT', `/api/companies/${companies.beta}/sso`, { token: manager.token, body: {} });
    expect(put.status).toBe(403);
  });
});

describe('discover', () => {
  it('says whether the domain signs in through its company, and nothing more', async () => {
    const yes = await server.req('GET', '/api/auth/sso/discover?email=Qualquer@Alfa.test');
    expect(yes.status).toBe(200);
    expect(Object.keys(yes.body).sort()).toEqual(['sso', 'url']);
    expect(yes.body.sso).toBe(true);
    expect(yes.body.url).toBe('http://portal.test/api/auth/sso/start?email=qualquer%40alfa.test');
    const no = await server.req('GET', '/api/auth/sso/discover?email=pessoa@outra.test');
    expect(no.body).toEqual({ sso: false });
    expect((await server.req('GET', '/api/auth/sso/discover?email=nao-email')).status).toBe(400);
    expect((await server.req('GET', '/api/auth/sso/discover')).status).toBe(400);
  });
});

describe('sign-in through the company identity provider', () => {
  it('signs an existing worker in with our usual token, and refuses the same state replayed', async () => {
    const worker = await activeUser(server, { email: 'ana.souza@alfa.test', company_id: companies.alfa });
    idp.accounts.set(worker.email, { email: worker.email, name: 'Ana Souza' });
    const { location, callback } = await signInThroughCompany(worker.email);
    expect(location).toMatch(/^\/login#sso_token=/);
    const token = tokenOf(location);
    const me = await server.req('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: worker.id, email: worker.email });
    const ok = await SystemLog.findOne({
      where: { action: 'LOGIN_SUCESSO', user_id: worker.id },
      order: [['id', 'DESC']],
    });
    expect(ok?.description).toContain('conta da empresa');
    // The provider's answer again (a replay of the state): refused, nothing issued.
    const since = await lastLogId();
    await expectRefused(await callbackAt(callback), 'sso.invalid_state', since, /state desconhecido ou já utilizado/);
  });

  it('refuses a forged state', async () => {
    const since = await lastLogId();
    const forged = new URL(`${CALLBACK}?code=abc&state=forjado-${Date.now()}&iss=${encodeURIComponent(idp.issuer)}`);
    await expectRefused(await callbackAt(forged), 'sso.invalid_state', since, /state/);
    const missing = new URL(`${CALLBACK}?code=abc`);
    await expectRefused(await callbackAt(missing), 'sso.invalid_state', since, /state ausente/);
  });

  it('refuses an unknown worker when the company does not register them, and registers them when it does', async () => {
    const email = 'novo.colaborador@alfa.test';
    idp.accounts.set(email, { email, name: 'Novo Colaborador' });
    const since = await lastLogId();
    await expectRefused((await signInThroughCompany(email)).location, 'sso.unknown_user', since, /sem cadastro/);
    expect(await User.findOne({ where: { email } })).toBeNull();

    const on = await putSso(companies.alfa, {
      issuer: idp.issuer,
      client_id: ALFA.client_id,
      email_domains: ['alfa.test'],
      create_users: true,
    });
    expect(on.status).toBe(200);
    const { location } = await signInThroughCompany(email);
    const me = await server.req('GET', '/api/auth/me', { token: tokenOf(location) });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email,
      name: 'Novo Colaborador',
      role: 'student',
      company_id: companies.alfa,
    });
    expect(me.body.user.must_change_password).toBe(false);
    const created = await SystemLog.findOne({ where: { action: 'USUARIO_CRIADO' }, order: [['id', 'DESC']] });
    expect(created?.description).toContain(email);
  });

  it("refuses an e-mail of another company's domain, even from the same provider", async () => {
    idp.accounts.set('joao@beta.test', { email: 'joao@beta.test', name: 'João Beta' });
    await activeUser(server, { email: 'joao@beta.test', company_id: companies.beta });
    idp.nextAccount = 'joao@beta.test';
    const since = await lastLogId();
    await expectRefused(
      (await signInThroughCompany('alguem@alfa.test')).location,
      'sso.wrong_domain',
      since,
      /joao@beta\.test/,
    );
  });

  it('refuses an inactive worker and an e-mail the provider has not verified', async () => {
    const worker = await activeUser(server, { email: 'inativo@alfa.test', company_id: companies.alfa });
    idp.accounts.set(worker.email, { email: worker.email, name: 'Inativo' });
    await server.req('PUT', `/api/users/${worker.id}/status`, { token: admin, body: { is_active: false } });
    let since = await lastLogId();
    await expectRefused((await signInThroughCompany(worker.email)).location, 'sso.inactive_user', since, /inativo/);
    idp.accounts.set('naoverificado@alfa.test', { email: 'naoverificado@alfa.test', name: 'X', email_verified: false });
    since = await lastLogId();
    await expectRefused(
      (await signInThroughCompany('naoverificado@alfa.test')).location,
      'sso.email_unverified',
      since,
      /não verificado/,
    );
  });
});

describe('the first-login rule', () => {
  it("hands an admin-created account's first login back to the portal: the e-mailed code and a new password first", async () => {
    const email = 'primeiro.acesso@alfa.test';
    const created = await server.req('POST', '/api/users', {
      token: admin,
      body: { name: 'Primeiro Acesso', email, password: 'provisoria1', company_id: companies.alfa },
    });
    expect(created.status).toBe(201);
    idp.accounts.set(email, { email, name: 'Primeiro Acesso' });
    const { location } = await signInThroughCompany(email);
    expect(location).toMatch(/^\/login#sso_first_login=/);
    const restricted = new URLSearchParams(location.split('#')[1]).get('sso_first_login');
    expect((await server.req('GET', '/api/auth/me', { token: restricted })).status).toBe(200);
    expect((await server.req('GET', '/api/courses', { token: restricted })).status).toBe(403);
  });
});

describe("the company's 2FA policy", () => {
  it('asks our e-mailed code after the provider unless the company delegates 2FA to it', async () => {
    const worker = await activeUser(server, { email: 'dois.fatores@alfa.test', company_id: companies.alfa });
    await enableTwoFactor(server, worker);
    idp.accounts.set(worker.email, { email: worker.email, name: 'Dois Fatores' });
    const since = new Date();
    const asked = await signInThroughCompany(worker.email);
    expect(asked.location).toBe(`/login#sso_2fa=${worker.id}`);
    const code = await codeTo(server, worker.email, since);
    const verified = await server.req('POST', '/api/auth/verify-2fa', { body: { userId: worker.id, code } });
    expect(verified.status).toBe(200);
    expect(verified.body.token).toEqual(expect.any(String));

    const delegated = await putSso(companies.alfa, {
      issuer: idp.issuer,
      client_id: ALFA.client_id,
      email_domains: ['alfa.test'],
      create_users: true,
      two_factor_by_idp: true,
    });
    expect(delegated.status).toBe(200);
    const { location } = await signInThroughCompany(worker.email);
    expect((await server.req('GET', '/api/auth/me', { token: tokenOf(location) })).status).toBe(200);
  });
});

describe('id_tokens the server must refuse (crafted with jose)', () => {
  it('accepts the crafted provider’s valid token (the control)', async () => {
    crafted.mode = 'valid';
    crafted.email = 'controle@gama.test';
    const { location } = await signInThroughCompany(crafted.email);
    expect((await server.req('GET', '/api/auth/me', { token: tokenOf(location) })).status).toBe(200);
  });

  for (const [mode, reason] of [
    ['wrongAudience', /"aud" \(audience\)/],
    ['expired', /"exp" \(expiration time\)/],
    ['otherKey', /JWT signature verification failed/],
  ] as const) {
    it(`refuses an id_token ${mode === 'wrongAudience' ? 'for another client' : mode === 'expired' ? 'already expired' : 'signed by another key'}`, async () => {
      crafted.mode = mode;
      crafted.email = `${mode.toLowerCase()}@gama.test`;
      const since = await lastLogId();
      await expectRefused((await signInThroughCompany(crafted.email)).location, 'sso.invalid_token', since, reason);
      expect(await User.findOne({ where: { email: crafted.email } })).toBeNull();
    });
  }
});

describe('embedded widgets: an embed token through the same flow, in a popup', () => {
  const INTRANET = 'https://intranet.alfa.test';

  it("posts an embed token to the company's allowed intranet origin, and only there", async () => {
    const origins = await server.req('PUT', `/api/companies/${companies.alfa}/embed-origins`, {
      token: admin,
      body: { origins: [INTRANET] },
    });
    expect(origins.status).toBe(200);
    const worker = await activeUser(server, { email: 'popup.worker@alfa.test', company_id: companies.alfa });
    idp.accounts.set(worker.email, { email: worker.email, name: 'Popup Worker' });
    const start = await fetch(
      `${server.url}/api/auth/sso/start?email=${encodeURIComponent(worker.email)}&embed_origin=${encodeURIComponent(INTRANET)}`,
      { redirect: 'manual' },
    );
    expect(start.status).toBe(302);
    const callback = await followProvider(start.headers.get('location') ?? '', CALLBACK);
    const page = await fetch(`${server.url}${callback.pathname}${callback.search}`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    // The popup keeps its opener (no same-origin opener policy) and runs only its own script.
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'nonce-/);
    const html = await page.text();
    const posted = /postMessage\((\{.*?\}), ("[^"]+")\)/.exec(html);
    expect(posted?.[2]).toBe(JSON.stringify(INTRANET));
    const message = JSON.parse(posted?.[1] ?? '{}');
    expect(message).toMatchObject({ type: 'trilha:sso', expires_in: 900 });
    const me = await server.req('GET', '/api/auth/me', { token: message.token });
    expect(me.body.user.email).toBe(worker.email);
    // An embed token: student routes only.
    expect((await server.req('GET', '/api/users', { token: message.token })).status).toBe(403);
  });

  it('refuses an intranet origin the company did not list, without posting anything to it', async () => {
    const since = await lastLogId();
    const start = await fetch(
      `${server.url}/api/auth/sso/start?email=ana.souza%40alfa.test&embed_origin=${encodeURIComponent('https://malicioso.test')}`,
      { redirect: 'manual' },
    );
    expect(start.status).toBe(302);
    await expectRefused(start.headers.get('location') ?? '', 'sso.origin_not_allowed', since, /malicioso\.test/);
  });
});
