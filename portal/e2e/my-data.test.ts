/**
 * 'Meus dados' in Perfil (LGPD, issue 24) in Chromium against the built server: a student
 * downloads everything the platform holds about them (a ZIP with dados.json naming them and
 * dados.pdf), gives a consent (the date shows) and revokes it with one click. The section is
 * photographed (md-*.png), audited with axe and checked at 320 px.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_TEXTS, PRIVACY_MSG } from '@trilha/sdk/contract';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../server/test/api/zipBytes';
import { T } from '../src/messages';
import {
  allowDownloads,
  atNarrowScreen,
  click,
  clickMenu,
  screenAuditor,
  screenshotOnFailure,
  screenshotsDir,
  visibleText,
  waitForDownload,
  waitForPath,
  waitForText,
} from './harness';
import { activateStudent, type Portal, signIn, startPortal } from './people';

const M = T.myData;
const STUDENT = { name: 'Lúcia Meus Dados', email: 'lucia.dados@empresa.com.br', password: 'LuciaDados123' };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

let portal: Portal;
let page: Page;
let downloads = '';

const { shot, audit } = screenAuditor(() => page);

/** The section alone, the banners closed, photographed below the fixed top bar. */
async function sectionShot(name: string) {
  for (const close of await page.$$('.banner-close')) await close.click().catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.banner-close'));
  const section = (await page.waitForSelector('section.my-data')) as ElementHandle<HTMLElement>;
  await section.evaluate((el) => {
    el.style.scrollMarginTop = '72px';
    el.scrollIntoView({ block: 'start' });
  });
  await new Promise((resolve) => setTimeout(resolve, 400));
  await section.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

const consentBox = () => page.waitForSelector('#consent-marketing_email') as Promise<ElementHandle<HTMLInputElement>>;
const isChecked = async () => (await consentBox()).evaluate((el) => el.checked);
/** Clicks the box once, centred first so the fixed top bar never takes the click. */
async function toggleConsent() {
  const box = await consentBox();
  await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await box.click();
}

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  await activateStudent(portal.server.baseUrl, portal.smtp, portal.adminToken, STUDENT);
  downloads = path.join(portal.server.dataDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  mkdirSync(screenshotsDir, { recursive: true });
  await allowDownloads(page, downloads);
}, 120_000);

afterEach(screenshotOnFailure(() => page, 'md-falha'));

afterAll(async () => {
  await portal?.stop();
});

describe('Meus dados', () => {
  it('downloads the ZIP with dados.json and dados.pdf', async () => {
    await signIn(page, portal.server.baseUrl, STUDENT.email, STUDENT.password);
    await clickMenu(page, T.nav.profile);
    await waitForPath(page, '/profile');
    await waitForText(page, M.title);
    await waitForText(page, CONSENT_TEXTS.marketing_email.title);
    const text = await visibleText(page);
    expect(text).toContain(M.exportText);
    expect(text).toContain(CONSENT_TEXTS.identity_check.text);
    expect(text).toContain(M.notGranted);
    await sectionShot('md-meus-dados');
    await shot('md-perfil');
    await audit('aluno: Perfil com Meus dados');

    await click(page, M.download);
    await waitForText(page, M.downloaded);
    const zip = await waitForDownload(downloads, new RegExp(`^meus-dados-${today()}\\.zip$`), 30_000);
    const files = await zipEntries(zip);
    expect([...files.keys()].sort()).toEqual(['dados.json', 'dados.pdf']);
    const data = JSON.parse((files.get('dados.json') as Buffer).toString('utf8'));
    expect(data.perfil).toMatchObject({ nome: STUDENT.name, email: STUDENT.email, tipo: 'Aluno' });
    expect((files.get('dados.pdf') as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readFileSync(zip).length).toBeGreaterThan(1000);
  });

  it('gives a consent, shows its date, and revokes it with one click', async () => {
    expect(await isChecked()).toBe(false);
    await toggleConsent();
    await waitForText(page, PRIVACY_MSG.consentGiven);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#consent-marketing_email')?.checked);
    await waitForText(page, 'Consentimento dado em');
    expect(await visibleText(page)).toContain(`(texto versão ${CONSENT_TEXTS.marketing_email.version})`);
    await sectionShot('md-consentimento-dado');
    await audit('aluno: consentimento dado');
    await atNarrowScreen(page, 'Meus dados a 320 px', () => sectionShot('md-meus-dados-320'));

    await toggleConsent();
    await waitForText(page, PRIVACY_MSG.consentRevoked);
    await page.waitForFunction(() => !document.querySelector<HTMLInputElement>('#consent-marketing_email')?.checked);
    expect(await isChecked()).toBe(false);
    await sectionShot('md-consentimento-revogado');
  });
});
