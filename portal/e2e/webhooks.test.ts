/**
 * Webhooks (issue 23) in Chromium against the built server and a real receiver on loopback: the
 * admin registers an endpoint in 'Webhooks' (no event chosen: the form says so before sending),
 * reads the secret once, sees a worker's creation arrive signed, opens the delivery log (Entregue,
 * HTTP 200) and replays it; a client company's manager registers one for their company only (no
 * company to choose) and never sees the admin's. Each screen and dialog is photographed (wh-*.png),
 * audited with axe and checked at 320 px.
 */
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MSG } from '@trilha/sdk/contract';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../../server/test/harness/webhookReceiver';
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
import { ADMIN, activateStudent, apiAs, type Portal, signIn, signOut, startPortal } from './people';

const TX = T.webhooks;
const COMPANY = 'Eletro Vale Montagens Ltda';
const MANAGER = { name: 'Rita Gestora', email: 'rita.gestora@eletrovale.com.br', password: 'RitaGestora12' };

let portal: Portal;
let page: Page;
let baseUrl = '';
let receiver: WebhookReceiver;
let companyId = 0;

const { shot, audit } = screenAuditor(() => page);

/** Ticks the dialog's checkbox whose label starts with `text`. */
async function checkBox(text: string) {
  const box = await page.waitForFunction(
    (t: string) =>
      [...document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label.checkbox')]
        .find((l) => l.innerText.trim().startsWith(t))
        ?.querySelector('input') ?? null,
    {},
    text,
  );
  await (box.asElement() as ElementHandle<HTMLInputElement> | null)?.click();
}

beforeAll(async () => {
  [portal, receiver] = await Promise.all([startPortal({ WEBHOOKS_ALLOW_PRIVATE: 'true' }), startWebhookReceiver()]);
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  const api = apiAs(baseUrl, portal.adminToken);
  companyId = (await api.companies.create({ name: COMPANY })).company.id;
  await activateStudent(baseUrl, portal.smtp, portal.adminToken, MANAGER, { role: 'manager', company_id: companyId });
}, 120_000);

afterEach(screenshotOnFailure(() => page, 'wh-falha'));

afterAll(async () => {
  await Promise.all([portal?.stop(), receiver?.stop()]);
});

describe('the admin', () => {
  it('registers an endpoint, reads its secret once, and sees the deliveries with a replay', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.adminNav.webhooks);
    await waitForPath(page, '/webhooks');
    await waitForText(page, TX.empty);
    await shot('wh-lista-vazia');
    await audit('admin: webhooks, nenhum cadastrado');

    await click(page, TX.newWebhook);
    await waitForText(page, TX.createTitle, { inDialog: true });
    await fill(page, TX.url, receiver.url, true);
    await click(page, TX.create, true);
    await waitForText(page, WEBHOOK_MSG.events, { inDialog: true });
    await shot('wh-novo-sem-eventos');
    await audit('admin: novo webhook, sem eventos');
    await atNarrowScreen(page, 'wh-novo-320', () => shot('wh-novo-320'));

    await checkBox(TX.selectAll);
    await click(page, TX.create, true);
    await waitForText(page, TX.secretTitle, { inDialog: true });
    const secret = await page.$eval('[data-testid="webhook-secret"]', (el) => el.textContent ?? '');
    expect(secret).toMatch(/^whsec_/);
    await shot('wh-segredo');
    await audit('admin: segredo do webhook');
    await click(page, TX.secretStored, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await visibleText(page)).not.toContain(secret);

    // A worker created now is an event the receiver gets.
    const api = apiAs(baseUrl, portal.adminToken);
    await api.users.create({
      name: 'Paulo Eletricista',
      email: 'paulo.eletricista@eletrovale.com.br',
      password: 'Provisoria123',
      role: 'student',
      company_id: companyId,
    });
    await receiver.waitFor((a) => a.some((r) => r.event.type === 'user.created'));

    await click(page, TX.deliveriesLabel(receiver.url));
    await waitForText(page, TX.deliveriesTitle, { inDialog: true });
    await waitForText(page, TX.status.delivered, { inDialog: true });
    expect(await visibleText(page, true)).toContain('HTTP 200');
    await shot('wh-entregas');
    await audit('admin: entregas do webhook');

    const before = receiver.accepted().length;
    const replay = await page.waitForSelector('[role="dialog"] button[aria-label^="Reenviar a entrega"]');
    await replay?.click();
    await waitForText(page, WEBHOOK_MSG.replayed);
    await waitForText(page, 'reenvio da entrega', { inDialog: true });
    await receiver.waitFor((a) => a.length > before);
    await shot('wh-entregas-reenvio');
    await atNarrowScreen(page, 'wh-entregas-320', () => shot('wh-entregas-320'));
    await click(page, T.common.close, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    await waitForText(page, TX.active);
    await shot('wh-lista');
    await audit('admin: webhooks cadastrados');
    await atNarrowScreen(page, 'wh-lista-320', () => shot('wh-lista-320'));
  }, 90_000);
});

describe('a client company manager', () => {
  it('registers one for their company only and never sees the admin’s', async () => {
    await signOut(page);
    await signIn(page, baseUrl, MANAGER.email, MANAGER.password);
    await clickMenu(page, T.adminNav.webhooks);
    await waitForPath(page, '/webhooks');
    await waitForText(page, TX.empty);
    expect(await visibleText(page)).not.toContain(receiver.url);

    await click(page, TX.newWebhook);
    await waitForText(page, TX.companyOwn, { inDialog: true });
    await fill(page, TX.url, `${receiver.url}?rh=1`, true);
    await checkBox(WEBHOOK_EVENT_LABELS['certificate.issued']);
    await shot('wh-gestor-novo');
    await audit('gestor: novo webhook');
    await click(page, TX.create, true);
    await waitForText(page, TX.secretTitle, { inDialog: true });
    await click(page, TX.secretStored, true);
    await waitForText(page, `${receiver.url}?rh=1`);
    // A fresh admin session: signing out in the browser ended the admin's earlier tokens.
    const { token } = await apiAs(baseUrl).auth.login(ADMIN);
    const { webhooks } = await apiAs(baseUrl, token).webhooks.list();
    expect(webhooks.find((w) => w.url.endsWith('?rh=1'))).toMatchObject({
      company_id: companyId,
      events: ['certificate.issued'],
    });
    await shot('wh-gestor-lista');
    await audit('gestor: webhooks da empresa');
  }, 60_000);
});
