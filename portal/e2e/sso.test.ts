/**
 * Sign-in through the company's identity provider (issue 23) in Chromium against the built server
 * and a real OpenID provider (`oidc-provider`) on loopback. The admin fills the SSO section of the
 * company's dialog (a bad issuer is refused under its field in pt-BR; once saved, the secret is not
 * shown again). Signed out, typing a worker's e-mail of the company's domain offers 'Entrar com a
 * conta da empresa'; clicking it goes through the provider and lands on the dashboard signed in as
 * the worker. A forged callback lands on the login screen with its pt-BR refusal. Each screen is
 * photographed (sso-*.png), audited with axe and checked at 320 px.
 */

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SSO_MSG, SSO_REFUSALS } from '@trilha/sdk/contract';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSsoIntranet } from '../../examples/intranet-sso/server.mjs';
import { type RealProvider, startOidcProvider } from '../../server/test/harness/identityProviders';
import { T } from '../src/messages';
import { SSO_TEXT } from '../src/scenes/Users/CompanySso';
import {
  atNarrowScreen,
  click,
  clickMenu,
  clickTab,
  fill,
  screenAuditor,
  screenshotOnFailure,
  visibleText,
  waitForPath,
  waitForText,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, publishedCourse, signIn, signOut, startPortal } from './people';

const COMPANY = 'Siderúrgica Vale Norte';
const DOMAIN = 'valenorte.test';
const WORKER = { name: 'Carla Forneira', email: `carla.forneira@${DOMAIN}`, password: 'CarlaForno12' };
const CLIENT = { client_id: 'trilha-valenorte', client_secret: 'segredo-valenorte-e2e' };

let portal: Portal;
let page: Page;
let baseUrl = '';
let idp: RealProvider;
let companyId = 0;
let courseId = 0;

const { shot, audit } = screenAuditor(() => page);
const fitsNarrowScreen = (name: string, prepare?: () => Promise<void>) =>
  atNarrowScreen(page, name, () => shot(name), prepare);

beforeAll(async () => {
  portal = await startPortal({ SSO_ALLOW_HTTP: 'true' });
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  idp = await startOidcProvider([{ ...CLIENT, redirect_uri: `${baseUrl}/api/auth/sso/callback` }]);
  idp.accounts.set(WORKER.email, { email: WORKER.email, name: WORKER.name });
  const api = apiAs(baseUrl, portal.adminToken);
  const { company } = await api.companies.create({ name: COMPANY });
  companyId = company.id;
  const worker = await activateStudent(baseUrl, portal.smtp, portal.adminToken, WORKER, { company_id: company.id });
  courseId = (await publishedCourse(baseUrl, portal.adminToken, 'NR-12 Segurança em Máquinas', 'Proteções fixas'))
    .courseId;
  await api.courses.enroll(courseId, worker.id);
}, 90_000);

afterAll(async () => {
  await idp?.close();
  await portal?.stop();
});

afterEach(screenshotOnFailure(() => page, 'sso'));

describe('company sign-in (SSO)', () => {
  it('lets the admin configure it in the company dialog, with pt-BR checks and a write-only secret', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.nav.users);
    await waitForPath(page, '/users');
    await clickTab(page, T.users.tabCompanies);
    await waitForText(page, COMPANY);
    await click(page, `${T.common.edit} ${COMPANY}`);
    await waitForText(page, SSO_TEXT.title, { inDialog: true });
    await waitForText(page, `${baseUrl}/api/auth/sso/callback`, { inDialog: true });

    await fill(page, SSO_TEXT.issuer, 'login-da-empresa', true);
    await fill(page, SSO_TEXT.clientId, CLIENT.client_id, true);
    await fill(page, SSO_TEXT.domains, DOMAIN, true);
    await click(page, T.companies.saveChanges, true);
    await waitForText(page, SSO_MSG.issuerInvalid, { inDialog: true });
    expect(await visibleText(page, true)).toContain(SSO_MSG.secretRequired);

    await fill(page, SSO_TEXT.issuer, idp.issuer, true);
    await fill(page, SSO_TEXT.clientSecret, CLIENT.client_secret, true);
    await page.$$eval(
      '[role="dialog"] .company-sso label.checkbox',
      (labels, text) =>
        labels
          .find((l) => l.textContent?.includes(text))
          ?.querySelector('input')
          ?.click(),
      SSO_TEXT.createUsers,
    );
    await click(page, T.companies.saveChanges, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 15_000 });

    // Reopened: the settings are there, the secret is not.
    await click(page, `${T.common.edit} ${COMPANY}`);
    await waitForText(page, SSO_TEXT.secretKept, { inDialog: true });
    const values = await page.$$eval('[role="dialog"] .company-sso input', (inputs) =>
      inputs.map((i) =>
        (i as HTMLInputElement).type === 'checkbox'
          ? String((i as HTMLInputElement).checked)
          : (i as HTMLInputElement).value,
      ),
    );
    expect(values).toContain(idp.issuer);
    expect(values).toContain(DOMAIN);
    expect(values).not.toContain(CLIENT.client_secret);
    await page.$eval('[role="dialog"] .company-sso', (el) => el.scrollIntoView({ block: 'start' }));
    await shot('sso-01-admin-secao-sso');
    await audit('admin: seção SSO da empresa');
    await fitsNarrowScreen('sso-02-admin-secao-sso-320', async () => {
      await page.$eval('[role="dialog"] .company-sso', (el) => el.scrollIntoView({ block: 'start' }));
    });
    await click(page, T.common.cancel, true);
    await signOut(page);
  });

  it("offers 'Entrar com a conta da empresa' for the domain and signs the worker in through the provider", async () => {
    await page.goto(`${baseUrl}/login`);
    await waitForText(page, T.login.welcome);
    await fill(page, T.login.userLabel, 'alguem@outra-empresa.test');
    await new Promise((r) => setTimeout(r, 800));
    expect(await visibleText(page)).not.toContain(SSO_MSG.button);

    await fill(page, T.login.userLabel, WORKER.email);
    await waitForText(page, SSO_MSG.button);
    await shot('sso-03-login-oferta');
    await audit('login: oferta de login com a conta da empresa');
    await fitsNarrowScreen('sso-04-login-oferta-320');

    await click(page, SSO_MSG.button);
    await waitForPath(page, '/dashboard', 30_000);
    await waitForText(page, WORKER.name);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await apiAs(baseUrl, token).auth.me();
    expect(me.user.email).toBe(WORKER.email);
    await shot('sso-05-dashboard-apos-sso');
    await signOut(page);
  });

  it('shows a refused sign-in on the login screen in pt-BR', async () => {
    await page.goto(`${baseUrl}/api/auth/sso/callback?code=x&state=forjado`);
    await waitForPath(page, '/login');
    await waitForText(page, SSO_REFUSALS['sso.invalid_state']);
    await shot('sso-06-login-recusado');
    await audit('login: recusa do login com a conta da empresa');
  });

  it('gives an embedded widget its token through the same sign-in in a popup (an intranet without a back end)', async () => {
    const intranet: Server = createSsoIntranet({ trilhaUrl: baseUrl, courseId });
    await new Promise<void>((resolve) => intranet.listen(0, '127.0.0.1', () => resolve()));
    const intranetUrl = `http://127.0.0.1:${(intranet.address() as AddressInfo).port}`;
    try {
      // A fresh admin token: signing out in the browser ended the earlier ones.
      const { token } = await apiAs(baseUrl).auth.login(ADMIN);
      await apiAs(baseUrl, token).embed.setOrigins(companyId, [intranetUrl]);
      await page.goto(intranetUrl);
      await page.type('#sso-email', WORKER.email);
      const popup = new Promise((resolve) => page.browser().once('targetcreated', resolve));
      await page.click('#sso-entrar');
      await popup;
      await page.waitForFunction(
        (email: string) => document.getElementById('sso-status')?.textContent === `Conectado como ${email}.`,
        { timeout: 30_000 },
        WORKER.email,
      );
      // The certificates widget reads the worker's data with the popup's embed token.
      await page.waitForFunction(
        () => {
          const text = (
            document
              .getElementById('trilha-certificados')
              ?.shadowRoot?.querySelector('.trilha-embed') as HTMLElement | null
          )?.innerText;
          return Boolean(text && !/Carregando/.test(text));
        },
        { timeout: 20_000 },
      );
      await page.waitForFunction(
        () =>
          (
            document.getElementById('trilha-curso')?.shadowRoot?.querySelector('.trilha-embed') as HTMLElement | null
          )?.innerText.includes('Proteções fixas'),
        { timeout: 20_000 },
      );
      await shot('sso-07-intranet-popup-conectado');
    } finally {
      intranet.closeAllConnections();
      await new Promise((resolve) => intranet.close(resolve));
    }
  });
});
