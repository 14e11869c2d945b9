/**
 * LGPD settings and the public privacy page (issue 24) in Chromium against the built server: the
 * admin names the encarregado and shortens a retention period in Configurações > Privacidade (a
 * period below its minimum is refused with the reason); signed out, the login screen's link opens
 * /privacidade, which shows the encarregado, the legal bases and the periods. Photographed
 * (lgpd-*.png), audited with axe and checked at 320 px.
 */
import { PRIVACY_MSG, RETENTION_RULES } from '@trilha/sdk/contract';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../src/messages';
import {
  atNarrowScreen,
  click,
  clickMenu,
  fill,
  screenAuditor,
  screenshotOnFailure,
  visibleText,
  waitForPath,
  waitForText,
} from './harness';
import { ADMIN, type Portal, signIn, signOut, startPortal } from './people';

const TX = T.privacySettings;
let portal: Portal;
let page: Page;
let baseUrl = '';
const { shot, audit } = screenAuditor(() => page);

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
}, 120_000);

afterEach(screenshotOnFailure(() => page, 'lgpd-falha'));

afterAll(async () => {
  await portal?.stop();
});

const scrollToSection = () =>
  page.$eval('[aria-labelledby="settings-privacy"]', (el) => el.scrollIntoView({ block: 'start' }));

describe('Configurações > Privacidade', () => {
  it('saves the encarregado and the periods, refusing one below its minimum', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.adminNav.settings);
    await waitForPath(page, '/settings');
    await waitForText(page, TX.retentionTitle);
    await fill(page, TX.encarregadoName, 'Marina Encarregada');
    await fill(page, TX.encarregadoEmail, 'dpo@segura.com.br');
    const backups = await page.waitForSelector('#retention-backups');
    await backups?.click({ count: 3 });
    await page.keyboard.type('3');
    await click(page, TX.save);
    await waitForText(page, PRIVACY_MSG.retention(RETENTION_RULES.backups.label, RETENTION_RULES.backups.minDays));
    await scrollToSection();
    await shot('lgpd-configuracoes-erro');

    await backups?.click({ count: 3 });
    await page.keyboard.type('30');
    await click(page, TX.save);
    await waitForText(page, PRIVACY_MSG.settingsSaved);
    await scrollToSection();
    await shot('lgpd-configuracoes');
    await audit('admin: configurações de privacidade');
    await atNarrowScreen(page, 'lgpd-configuracoes-320', () => shot('lgpd-configuracoes-320'), scrollToSection);
  }, 60_000);
});

describe('the public privacy page', () => {
  it('opens from the login screen and shows the encarregado, bases and periods', async () => {
    await signOut(page);
    await waitForText(page, T.layout.privacy);
    await click(page, T.layout.privacy);
    await waitForPath(page, '/privacidade');
    await waitForText(page, 'Privacidade e proteção de dados');
    const text = await visibleText(page);
    for (const expected of [
      'Marina Encarregada',
      'dpo@segura.com.br',
      'Obrigação legal',
      '30 dias',
      'Transferência internacional',
    ]) {
      expect(text, expected).toContain(expected);
    }
    await shot('lgpd-pagina-publica');
    await audit('página pública de privacidade');
    await atNarrowScreen(page, 'lgpd-pagina-publica-320', () => shot('lgpd-pagina-publica-320'));
  }, 60_000);
});
