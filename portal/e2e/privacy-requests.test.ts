/**
 * LGPD requests (issue 24) in Chromium against the built server: a student files a correction
 * request in Perfil > 'Meus pedidos (LGPD)' and sees its deadline; the admin finds it in 'Pedidos
 * LGPD', reads what approving a deletion would anonymise and keep (another person's request), and
 * answers the student's, correcting the phone in the same dialog; the student reads the answer and
 * the corrected phone in Perfil. Each screen is photographed
 * (pl-*.png), audited with axe and checked at 320 px.
 */
import path from 'node:path';
import { PRIVACY_MSG, PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_STATUS_LABELS } from '@trilha/sdk/contract';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../src/messages';
import {
  atNarrowScreen,
  click,
  clickMenu,
  fill,
  screenAuditor,
  screenshotOnFailure,
  screenshotsDir,
  selectOption,
  visibleText,
  waitForPath,
  waitForText,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, signIn, signOut, startPortal } from './people';

const TX = T.privacyRequests;
const STUDENT = { name: 'Renata Pedido Lgpd', email: 'renata.lgpd@empresa.com.br', password: 'RenataLgpd123' };
const LEAVER = { name: 'Caio Desligado', email: 'caio.desligado@empresa.com.br', password: 'CaioDesligado123' };
const DETAILS = 'Meu telefone mudou para (11) 97777-1234.';
const ANSWER = 'Telefone corrigido no seu cadastro. Obrigado pelo aviso.';

let portal: Portal;
let page: Page;
let baseUrl = '';

const { shot, audit } = screenAuditor(() => page);

/** The Perfil section alone, photographed after scrolling it into view. */
async function sectionShot(name: string) {
  const section = (await page.waitForSelector('section.privacy-requests-card')) as ElementHandle<HTMLElement>;
  await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await new Promise((resolve) => setTimeout(resolve, 400));
  await section.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  await activateStudent(baseUrl, portal.smtp, portal.adminToken, STUDENT);
  const leaver = await activateStudent(baseUrl, portal.smtp, portal.adminToken, LEAVER);
  await apiAs(baseUrl, leaver.token).privacy.createRequest({
    kind: 'eliminacao',
    details: 'Saí da empresa: peço a eliminação dos meus dados.',
  });
}, 120_000);

afterEach(screenshotOnFailure(() => page, 'pl-falha'));

afterAll(async () => {
  await portal?.stop();
});

describe('Meus pedidos (LGPD)', () => {
  it('a student files a request in Perfil and sees its deadline', async () => {
    await signIn(page, baseUrl, STUDENT.email, STUDENT.password);
    await clickMenu(page, T.nav.profile);
    await waitForPath(page, '/profile');
    await waitForText(page, TX.mineTitle);
    await waitForText(page, TX.mineEmpty);

    await click(page, TX.submit);
    await waitForText(page, PRIVACY_MSG.kind);
    await selectOption(page, TX.kind, PRIVACY_REQUEST_KIND_LABELS.correcao);
    await fill(page, TX.details, DETAILS);
    await click(page, TX.submit);
    await waitForText(page, PRIVACY_MSG.created);
    await waitForText(page, DETAILS);
    const text = await visibleText(page);
    expect(text).toContain(PRIVACY_REQUEST_STATUS_LABELS.aberta);
    expect(text).toMatch(/Prazo: \d{2}\/\d{2}\/\d{4}/);
    await sectionShot('pl-perfil-pedido');
    await audit('aluno: Perfil com Meus pedidos (LGPD)');
    await atNarrowScreen(page, 'Meus pedidos a 320 px', () => sectionShot('pl-perfil-pedido-320'));
  }, 60_000);
});

describe('Pedidos LGPD', () => {
  it('the admin reads the queue, the deletion warning, and answers the student', async () => {
    await signOut(page);
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.adminNav.privacyRequests);
    await waitForPath(page, '/privacy-requests');
    await waitForText(page, STUDENT.name);
    await waitForText(page, LEAVER.name);
    expect(await visibleText(page)).toContain(TX.openCount(2, 0));
    await shot('pl-fila');
    await audit('admin: fila de pedidos LGPD');
    await atNarrowScreen(page, 'fila a 320 px', () => shot('pl-fila-320'));

    await click(page, TX.openLabel(LEAVER.name));
    await waitForText(page, TX.deletionTitle, { inDialog: true });
    const dialog = await visibleText(page, true);
    expect(dialog).toContain(TX.deletionRetained);
    expect(dialog).toContain(TX.deletionRemoved);
    await shot('pl-eliminacao');
    await audit('admin: aprovar eliminação');
    await atNarrowScreen(page, 'eliminação a 320 px', () => shot('pl-eliminacao-320'));
    await click(page, T.common.cancel, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    await click(page, TX.openLabel(STUDENT.name));
    await waitForText(page, DETAILS, { inDialog: true });
    await click(page, TX.send, true);
    await waitForText(page, PRIVACY_MSG.answer, { inDialog: true });
    await fill(page, TX.answer, ANSWER, true);
    // A correction applies its fields through the usual user update.
    await waitForText(page, TX.correctionTitle, { inDialog: true });
    await fill(page, TX.correctionFields.phone, '(11) 97777-1234', true);
    await shot('pl-responder');
    await audit('admin: responder pedido');
    await click(page, TX.send, true);
    await waitForText(page, PRIVACY_MSG.answered);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await waitForText(page, TX.openCount(1, 0));
    await shot('pl-fila-respondida');
    const mail = await portal.smtp.waitFor((m) => m.to.includes(STUDENT.email) && m.text.includes(ANSWER));
    expect(mail.subject).toBe(PRIVACY_MSG.answeredSubject);
  }, 60_000);

  it('the student reads the answer in Perfil', async () => {
    await signOut(page);
    await signIn(page, baseUrl, STUDENT.email, STUDENT.password);
    await clickMenu(page, T.nav.profile);
    await waitForText(page, ANSWER);
    const profile = await visibleText(page);
    expect(profile).toContain(PRIVACY_REQUEST_STATUS_LABELS.atendida);
    expect(profile).toContain(PRIVACY_MSG.corrected(['telefone']));
    expect(profile).toContain('(11) 97777-1234');
    await sectionShot('pl-perfil-resposta');
    await audit('aluno: resposta do pedido');
  }, 60_000);
});
