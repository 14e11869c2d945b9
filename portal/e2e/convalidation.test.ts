/**
 * The admin's 'Registrar treinamento anterior' (NR-01 1.7.6, issue 19) in Chromium against the
 * built server: the dialog opens from Certificados; a future date and a missing evidence file are
 * refused in the form, tied to their fields; a text file named .png is refused by the server (by
 * content) with its message; two dates issue the official certificate, listed with its type and
 * dates, valid from the oldest date; a second record for the same worker and course shows the
 * server's 409; with complement hours the worker is enrolled and no certificate is issued yet.
 * Every state is photographed (conv-*.png) and checked with axe.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONVALIDATION_MODE_LABELS, type ConvalidationMode, NR_MSG, TRAINING_TYPE_LABELS } from '@trilha/sdk/contract';
import type { ElementHandle, HTTPResponse, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_TEXT } from '../../sdk/src/widgets/Certificates/messages';
import { T } from '../src/messages';
import {
  click,
  clickMenu,
  field,
  fill,
  pageScrollsSideways,
  screenAuditor,
  screenshotOnFailure,
  selectOption,
  setInputValue,
  visibleText,
  waitForPath,
  waitForText,
  writePng,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, signIn, startPortal } from './people';

const TX = T.convalidation;
const WORKER = { name: 'Joana Soldadora', email: 'joana.soldadora@caldeiraria.com.br', password: 'JoanaNR35ok1' };
const NEWCOMER = { name: 'Rui Montador', email: 'rui.montador@caldeiraria.com.br', password: 'RuiMontador35' };
const COURSE = { title: 'NR-35 Trabalho em Altura (Caldeiraria)', lesson: 'Análise de risco', validityMonths: 24 };
const SOURCE = 'Centro de Treinamento Vale do Aço';
const RESPONSIBLE = 'Eng. Marta Lins, engenheira de segurança do trabalho';

let portal: Portal;
let page: Page;
let baseUrl = '';
const ids = { worker: 0, newcomer: 0, course: 0 };
const files = { pdf: '', png: '', fakePng: '' };

/** A fresh admin token (a sign-out in the browser ends the admin's earlier tokens). */
async function admin() {
  const { token } = await apiAs(baseUrl).auth.login(ADMIN);
  return apiAs(baseUrl, token);
}

async function certificatesOf(userId: number) {
  const { permanent, temporary } = await (await admin()).certificates.list();
  return [...permanent, ...temporary].filter((c) => c.user_id === userId && c.course_id === ids.course);
}

async function invalid(label: string) {
  return (await field(page, label, true)).evaluate((el) => el.getAttribute('aria-invalid'));
}

/** Today in São Paulo, and the day `n` days from it (YYYY-MM-DD; negative: before). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const daysFrom = (n: number) =>
  new Date(Date.parse(`${today()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const shown = (day: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(`${day}T12:00:00Z`));

async function openDialog() {
  await click(page, TX.open);
  await waitForText(page, TX.title, { inDialog: true });
  await field(page, TX.worker, true);
}

async function closeDialog() {
  await click(page, T.common.close, true);
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
}

/** Everything but the evidence and the dates. */
async function fillRecord(who: string, mode: ConvalidationMode = 'convalidation') {
  await selectOption(page, TX.worker, who, true);
  await selectOption(page, TX.course, COURSE.title, true);
  await page.evaluate((label: string) => {
    const radio = [...document.querySelectorAll<HTMLLabelElement>('[role="dialog"] label')].find(
      (l) => l.textContent?.trim() === label,
    );
    radio?.click();
  }, CONVALIDATION_MODE_LABELS[mode]);
  await fill(page, TX.source, SOURCE, true);
  await fill(page, TX.responsible, RESPONSIBLE, true);
  await fill(page, TX.hours, '8', true);
}

/** Sends the dialog and answers the API's response to it. */
async function submit(): Promise<HTTPResponse> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/convalidations') && r.request().method() === 'POST',
  );
  await click(page, TX.submit, true);
  return answer;
}

const { shot, audit, audited } = screenAuditor(() => page);

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  const api = apiAs(baseUrl, portal.adminToken);
  ids.worker = (await activateStudent(baseUrl, portal.smtp, portal.adminToken, WORKER)).id;
  ids.newcomer = (await activateStudent(baseUrl, portal.smtp, portal.adminToken, NEWCOMER)).id;
  ids.course = (await api.courses.create({ title: COURSE.title, validity_months: COURSE.validityMonths })).courseId;
  await api.courses.saveContent(ids.course, {
    modules: [{ title: 'Módulo 1', lessons: [{ title: COURSE.lesson, video_type: 'youtube', duration: 20 }] }],
  });
  await api.courses.update(ids.course, { title: COURSE.title, status: 'published' });

  const dir = portal.server.dataDir;
  files.pdf = path.join(dir, 'certificado-anterior.pdf');
  writeFileSync(
    files.pdf,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  files.png = writePng(dir, 'lista-de-presenca.png', [240, 240, 240]);
  // A text file with an image's name: only its content gives it away.
  files.fakePng = path.join(dir, 'foto-do-certificado.png');
  writeFileSync(files.fakePng, 'Certificado de conclusão: NR-35, 8 horas.\n');
});

afterEach(screenshotOnFailure(() => page, 'falha-convalidacao'));

afterAll(async () => {
  await portal?.stop();
});

describe('the admin: Registrar treinamento anterior', () => {
  it('refuses a future date and a missing evidence file in the form, each tied to its field', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.nav.certificates);
    await waitForPath(page, '/certificates');
    await waitForText(page, T.certificates.uploadTitle);
    await openDialog();
    await shot('conv-dialogo');
    await audit('admin: registrar treinamento anterior (vazio)');

    // Nothing filled: every required field says what it needs, in the contract's words.
    await click(page, TX.submit, true);
    await waitForText(page, TX.workerRequired, { inDialog: true });
    const text = await visibleText(page, true);
    for (const message of [
      TX.courseRequired,
      TX.modeRequired,
      NR_MSG.convalidationSource,
      NR_MSG.convalidationResponsible,
      NR_MSG.convalidationDates,
      NR_MSG.convalidationHours,
      NR_MSG.convalidationFile,
    ]) {
      expect(text).toContain(message);
    }

    await fillRecord(WORKER.name);
    await setInputValue(page, TX.date(1), daysFrom(-30), true);
    await click(page, TX.addDate, true);
    await setInputValue(page, TX.date(2), daysFrom(1), true);
    await click(page, TX.submit, true);
    await waitForText(page, NR_MSG.convalidationDates, { inDialog: true });
    await waitForText(page, NR_MSG.convalidationFile, { inDialog: true });
    expect(await invalid(TX.date(2))).toBe('true');
    expect(await invalid(TX.date(1))).toBeNull();
    expect(await invalid(TX.file)).toBe('true');
    expect(await invalid(TX.source)).toBeNull();
    const describedBy = await (await field(page, TX.date(2), true)).evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(describedBy).toContain(NR_MSG.convalidationDates);
    await shot('conv-dialogo-erros');
    await audit('admin: treinamento anterior, data futura e sem evidência');
    expect(await certificatesOf(ids.worker)).toHaveLength(0);
  });

  it("sends a text file named .png: the server refuses it by its content, with the server's message", async () => {
    await click(page, TX.removeDate(2), true);
    await page.waitForFunction((label: string) => !document.body.innerText.includes(label), {}, TX.date(2));
    await (await field(page, TX.file, true)).uploadFile(files.fakePng);
    const answer = await submit();
    expect(answer.status()).toBe(415);
    await waitForText(page, NR_MSG.convalidationFileType, { inDialog: true });
    await shot('conv-evidencia-recusada');
    await audit('admin: treinamento anterior, evidência recusada pelo servidor');
    expect(await certificatesOf(ids.worker)).toHaveLength(0);
  });

  it('issues the official certificate from two dates: listed with its type and dates, valid from the oldest', async () => {
    const recent = daysFrom(-30);
    const oldest = daysFrom(-400);
    await click(page, TX.addDate, true);
    await setInputValue(page, TX.date(2), oldest, true);
    await (await field(page, TX.file, true)).uploadFile(files.pdf);
    await fill(page, TX.note, 'Certificado original conferido pela equipe de SST.', true);
    await shot('conv-dialogo-preenchido');
    await audit('admin: treinamento anterior preenchido');

    const answer = await submit();
    expect(answer.status()).toBe(201);
    await waitForText(page, NR_MSG.convalidated, { inDialog: true });
    await shot('conv-registrado');
    await closeDialog();

    const [certificate, ...others] = await certificatesOf(ids.worker);
    expect(others).toHaveLength(0);
    expect(certificate).toMatchObject({
      is_temporary: 0,
      status: 'active',
      training_type: 'inicial',
      convalidated_dates: [oldest, recent],
    });
    const expires = new Date(`${oldest}T12:00:00Z`);
    expires.setUTCMonth(expires.getUTCMonth() + COURSE.validityMonths);
    expect(certificate?.expires_at?.slice(0, 10)).toBe(expires.toISOString().slice(0, 10));

    // The list (refreshed behind the dialog) shows it as official, with the type and the dates.
    const found = await page.waitForFunction(
      (name: string, title: string) =>
        [...document.querySelectorAll<HTMLElement>('.trilha-cert')].find(
          (li) => li.innerText.includes(name) && li.innerText.includes(title),
        ) ?? false,
      {},
      WORKER.name,
      COURSE.title,
    );
    const item = found.asElement() as ElementHandle<HTMLElement>;
    const itemText = await item.evaluate((li) => li.innerText);
    expect(itemText).toContain(CERTIFICATE_TEXT.officialBadge);
    expect(itemText).toContain(`${CERTIFICATE_TEXT.trainingType}\n${TRAINING_TYPE_LABELS.inicial}`);
    expect(itemText).toContain(`${CERTIFICATE_TEXT.convalidated}\n${shown(oldest)}, ${shown(recent)}`);
    expect(itemText).toContain(shown(expires.toISOString().slice(0, 10)));
    await item.evaluate((li) => li.scrollIntoView({ block: 'center' }));
    await shot('conv-certificado-na-lista');
    await audit('admin: certificados com o certificado convalidado');
  });

  it("refuses a second record for the same worker and course with the server's 409 message", async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await openDialog();
    await fillRecord(WORKER.name, 'reuse');
    await setInputValue(page, TX.date(1), daysFrom(-10), true);
    await (await field(page, TX.file, true)).uploadFile(files.png);
    const answer = await submit();
    expect(answer.status()).toBe(409);
    await waitForText(page, NR_MSG.convalidationExists, { inDialog: true });
    await shot('conv-ja-existe');
    await audit('admin: treinamento anterior, certificado já existe');
    await click(page, T.common.cancel, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await certificatesOf(ids.worker)).toHaveLength(1);
  });

  it('with complement hours enrols the worker to finish the course and issues no certificate yet', async () => {
    await openDialog();
    await fillRecord(NEWCOMER.name);
    await setInputValue(page, TX.date(1), daysFrom(-200), true);
    await (await field(page, TX.file, true)).uploadFile(files.pdf);
    await page.click('[role="dialog"] .conv-complement input[type="checkbox"]');
    await fill(page, TX.complementHours, '4', true);
    await shot('conv-complemento-preenchido');
    await audit('admin: treinamento anterior com complemento');

    const answer = await submit();
    expect(answer.status()).toBe(201);
    const body = (await answer.json()) as { certificate: unknown; enrollment_id: number | null };
    expect(body.certificate).toBeNull();
    expect(body.enrollment_id).toEqual(expect.any(Number));
    await waitForText(page, NR_MSG.convalidatedWithComplement(4), { inDialog: true });
    await shot('conv-complemento-registrado');
    await closeDialog();

    const { enrollments } = await (await admin()).courses.enrollments(ids.course);
    expect(enrollments.find((e) => e.user_id === ids.newcomer)?.id).toBe(body.enrollment_id);
    expect(await certificatesOf(ids.newcomer)).toHaveLength(0);
  });

  it('with a complement by modules credits the unticked module and leaves the ticked one to do', async () => {
    const { token } = await apiAs(baseUrl).auth.login(ADMIN);
    const api = apiAs(baseUrl, token);
    const title = 'NR-35 em dois módulos (Caldeiraria)';
    const { courseId } = await api.courses.create({ title, description: 'Teoria e resgate.' });
    await api.courses.saveContent(courseId, {
      modules: [
        { title: 'Teoria da altura', lessons: [{ title: 'Riscos', video_type: 'youtube', duration: 0 }] },
        { title: 'Resgate em altura', lessons: [{ title: 'Plano de resgate', video_type: 'youtube', duration: 0 }] },
      ],
    });
    await api.courses.update(courseId, { title, status: 'published' });
    const learner = { name: 'Lia Modular', email: 'lia.modular@caldeiraria.com.br', password: 'LiaModular35' };
    const { id: learnerId } = await activateStudent(baseUrl, portal.smtp, token as string, learner);

    await page.goto(`${baseUrl}/certificates`);
    await waitForText(page, TX.open);
    await openDialog();
    await fillRecord(learner.name, 'reuse');
    await selectOption(page, TX.course, title, true);
    await setInputValue(page, TX.date(1), daysFrom(-90), true);
    await (await field(page, TX.file, true)).uploadFile(files.pdf);
    await page.click('[role="dialog"] .conv-complement input[type="checkbox"]');
    await fill(page, TX.complementHours, '2', true);
    await waitForText(page, 'Teoria da altura', { inDialog: true });
    await page.evaluate(() => {
      const label = [...document.querySelectorAll<HTMLLabelElement>('[role="dialog"] .conv-modules label')].find((l) =>
        l.textContent?.includes('Teoria da altura'),
      );
      label?.click();
    });
    await shot('conv-complemento-modulos');
    await audit('admin: treinamento anterior com complemento por módulos');

    const answer = await submit();
    expect(answer.status()).toBe(201);
    await waitForText(page, NR_MSG.convalidatedWithModules(1), { inDialog: true });
    await closeDialog();
    const { enrollments } = await api.courses.enrollments(courseId);
    expect(enrollments.find((e) => e.user_id === learnerId)?.progress).toBe(50);
  });

  it('fits a 320 px screen: the page and the dialog scroll only vertically', async () => {
    const viewport = page.viewport() ?? { width: 1366, height: 860 };
    await page.setViewport({ width: 320, height: 720 });
    try {
      await page.goto(`${baseUrl}/certificates`);
      await waitForText(page, TX.open);
      const { scrollWidth, innerWidth } = await pageScrollsSideways(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await openDialog();
      await click(page, TX.addDate, true);
      const dialog = await page.$eval('[role="dialog"]', (el) => ({ scroll: el.scrollWidth, width: el.clientWidth }));
      expect(dialog.scroll).toBeLessThanOrEqual(dialog.width);
      await shot('conv-dialogo-320');
      await click(page, T.common.cancel, true);
    } finally {
      await page.setViewport(viewport);
    }
  });

  it('the audited states', () => {
    expect(audited).toHaveLength(8);
  });
});
