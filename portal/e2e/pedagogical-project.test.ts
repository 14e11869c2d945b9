/**
 * The pedagogical project of a course and its versions (issue 19, NR-01 Annex II), in Chromium
 * against the built server: the admin opens 'Projeto pedagógico' from a course's card; a text
 * longer than the contract allows is refused under its field, the six fields are saved; a text
 * file named .pdf is refused with the server's message (it checks the content), a real PDF is
 * attached and downloads; the course's content changes through the API and the project changes
 * in the dialog, and 'Versões do curso' lists the new version as 'Atual' while the earlier one
 * still reads its lessons, its project and its PDF as they were. Every state is photographed
 * (projeto-*.png) and checked with axe; at 320 px the page never scrolls sideways.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E, PedagogicalProjectSchema, PROJECT_MSG } from '@trilha/sdk/contract';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../src/messages';
import {
  allowDownloads,
  atNarrowScreen,
  click,
  clickMenu,
  clickTab,
  field,
  fill,
  screenAuditor,
  screenshotOnFailure,
  visibleText,
  waitForDownload,
  waitForPath,
  waitForText,
} from './harness';
import { ADMIN, apiAs, type Portal, publishedCourse, signIn, startPortal } from './people';

const TX = T.pedagogicalProject;
const COURSE = {
  title: 'NR-35 Trabalho em Altura (Projeto Pedagógico)',
  lesson: 'Sistemas de ancoragem',
  newLesson: 'Resgate em altura',
};
const PROJECT = {
  objectives: 'Capacitar o trabalhador para executar atividades acima de 2 m com segurança.',
  strategy: 'EAD com videoaulas e material de apoio; prática presencial supervisionada.',
  theory_practice: '6 h teóricas a distância e 2 h práticas presenciais.',
  responsible: 'Eng. Carla Nunes, CREA-SP 5061234',
  tutoring_channel: 'Dúvidas pelo portal, respondidas em até 2 dias úteis.',
  assessment_method: 'Prova de 10 questões, nota mínima 70.',
};
const NEW_ASSESSMENT = 'Prova de 15 questões e avaliação prática, nota mínima 70.';
// Over the schema's limit for the responsible technician; the message is the contract's own.
const TOO_LONG = 'Eng. '.repeat(101);
const TOO_LONG_MESSAGE = PedagogicalProjectSchema.safeParse({ responsible: TOO_LONG }).error?.issues[0]?.message ?? '';

let portal: Portal;
let page: Page;
let baseUrl = '';
let courseId = 0;
const files = { pdf: '', fake: '', downloads: '' };

const { shot, audit, audited } = screenAuditor(() => page);

/** A fresh admin client (the browser's sign-in ends the admin's earlier tokens). */
async function admin() {
  const { token } = await apiAs(baseUrl).auth.login(ADMIN);
  return apiAs(baseUrl, token);
}

/** Puts a long text in a field at once, as a paste would (typing it key by key proves nothing more). */
async function paste(label: string, text: string) {
  const box = await field(page, label, true);
  await box.evaluate((el, v) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** The field's aria-invalid and the texts that describe it (hint and error). */
async function described(label: string) {
  return (await field(page, label, true)).evaluate((el) => ({
    invalid: el.getAttribute('aria-invalid'),
    text: (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  }));
}

/**
 * The page at 320 px: it may scroll down, never sideways. Each part named by a selector is
 * scrolled into view and photographed.
 */
const fitsNarrowScreen = (parts: Record<string, string>) =>
  atNarrowScreen(page, Object.keys(parts).join(', '), async () => {
    for (const [name, selector] of Object.entries(parts)) {
      await page.$eval(selector, (el) => el.scrollIntoView({ block: 'start' }));
      await shot(name);
    }
  });

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  courseId = (await publishedCourse(baseUrl, portal.adminToken, COURSE.title, COURSE.lesson)).courseId;

  const dir = portal.server.dataDir;
  files.pdf = path.join(dir, 'projeto-pedagogico.pdf');
  writeFileSync(
    files.pdf,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  // A text file with a PDF's name: only its content gives it away.
  files.fake = path.join(dir, 'projeto-falso.pdf');
  writeFileSync(files.fake, 'Projeto pedagógico: objetivos, estratégia, avaliação.\n');
  files.downloads = path.join(dir, 'downloads');
  mkdirSync(files.downloads, { recursive: true });
  await allowDownloads(page, files.downloads);
});

afterEach(screenshotOnFailure(() => page, 'falha-projeto'));

afterAll(async () => {
  await portal?.stop();
});

describe('the admin: Projeto pedagógico of a course', () => {
  it('opens the dialog from the course card: the six fields with their hints, no PDF yet', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.nav.courses);
    await waitForPath(page, '/courses');
    await waitForText(page, COURSE.title);
    await shot('projeto-cartao');
    await fitsNarrowScreen({ 'projeto-cartao-320': '.course-card-actions' });
    await click(page, T.courses.actionLabel(TX.action, COURSE.title));
    await waitForText(page, TX.fields.objectives.label, { inDialog: true });
    const text = await visibleText(page, true);
    expect(text).toContain(TX.title(COURSE.title));
    for (const { label, hint } of Object.values(TX.fields)) {
      expect(text).toContain(label);
      expect(text).toContain(hint);
    }
    expect(text).toContain(TX.noFile);
    expect((await described(TX.fields.responsible.label)).text).toContain(TX.fields.responsible.hint);
    await shot('projeto-dialogo');
    await audit('admin: projeto pedagógico (vazio)');
  });

  it('refuses a text over the limit under its field, then saves the six fields', async () => {
    expect(TOO_LONG_MESSAGE).not.toBe('');
    await paste(TX.fields.responsible.label, TOO_LONG);
    await click(page, T.common.save, true);
    await waitForText(page, TOO_LONG_MESSAGE, { inDialog: true });
    const flagged = await described(TX.fields.responsible.label);
    expect(flagged.invalid).toBe('true');
    expect(flagged.text).toContain(TOO_LONG_MESSAGE);
    expect((await described(TX.fields.objectives.label)).invalid).toBeNull();
    await shot('projeto-erro');
    await audit('admin: projeto pedagógico, texto longo demais');

    for (const [key, value] of Object.entries(PROJECT)) {
      await fill(page, TX.fields[key as keyof typeof PROJECT].label, value, true);
    }
    await click(page, T.common.save, true);
    await waitForText(page, PROJECT_MSG.saved, { inDialog: true });
    expect(await visibleText(page, true)).not.toContain(TOO_LONG_MESSAGE);
    const api = await admin();
    const { current } = await api.call(E.courseVersions.list, { params: { id: courseId } });
    const { version } = await api.call(E.courseVersions.get, { params: { id: courseId, version: current } });
    expect(version.project).toEqual(PROJECT);
    await shot('projeto-salvo');
    await audit('admin: projeto pedagógico salvo');
  });

  it('refuses a text file named .pdf with the server message, then attaches the PDF', async () => {
    await (await field(page, TX.fileField, true)).uploadFile(files.fake);
    await click(page, TX.upload, true);
    await waitForText(page, PROJECT_MSG.fileType, { inDialog: true });
    const refused = await described(TX.fileField);
    expect(refused.invalid).toBe('true');
    expect(refused.text).toContain(PROJECT_MSG.fileType);
    expect(await visibleText(page, true)).toContain(TX.noFile);
    await shot('projeto-pdf-recusado');
    await audit('admin: projeto pedagógico, arquivo que não é PDF');

    await (await field(page, TX.fileField, true)).uploadFile(files.pdf);
    await click(page, TX.upload, true);
    await waitForText(page, PROJECT_MSG.fileSaved, { inDialog: true });
    await waitForText(page, TX.fileAttached(2), { inDialog: true });
    expect(await visibleText(page, true)).not.toContain(PROJECT_MSG.fileType);
    await shot('projeto-pdf-anexado');
    await audit('admin: projeto pedagógico com PDF');

    await click(page, TX.downloadLabel(2), true);
    const pdf = await waitForDownload(files.downloads, /-versao-2\.pdf$/);
    expect(path.basename(pdf)).toBe('projeto-pedagogico-nr-35-trabalho-em-altura-projeto-pedagogico-versao-2.pdf');
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('fits a 320 px screen: the dialog scrolls down, never sideways', async () => {
    await fitsNarrowScreen({
      'projeto-320': '[role="dialog"]',
      'projeto-320-pdf': '[role="dialog"] .project-file',
    });
  });
});

describe("the admin: 'Versões do curso'", () => {
  it('lists the version the content change made, marked Atual, after the project changes on it', async () => {
    const api = await admin();
    const { course } = await api.courses.get(courseId);
    const module = course.modules?.[0];
    const lesson = module?.lessons[0];
    if (!module || !lesson) throw new Error('curso sem conteúdo');
    await api.courses.saveContent(courseId, {
      modules: [
        {
          id: module.id,
          title: module.title,
          lessons: [
            { id: lesson.id, title: lesson.title, video_type: 'youtube', duration: lesson.duration },
            { title: COURSE.newLesson, video_type: 'youtube', duration: 15 },
          ],
        },
      ],
    });

    // The project now changes on version 3; version 2 keeps the one it had.
    await fill(page, TX.fields.assessment_method.label, NEW_ASSESSMENT, true);
    await click(page, T.common.save, true);
    await waitForText(page, PROJECT_MSG.saved, { inDialog: true });

    await clickTab(page, TX.tabVersions);
    await waitForText(page, TX.version(3), { inDialog: true });
    const items = await page.$$eval('[role="dialog"] .version-item', (rows) =>
      rows.map((row) => (row as HTMLElement).innerText),
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toContain(TX.version(3));
    expect(items[0]).toContain(TX.current);
    expect(items[0]).toContain(TX.counts(1, 2));
    expect(items[0]).toContain(TX.withProject);
    expect(items[1]).toContain(TX.version(2));
    expect(items[1]).not.toContain(TX.current);
    expect(items[1]).toContain(TX.counts(1, 1));
    expect(items[1]).toContain(TX.withProject);
    const tab = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    expect(tab).toBe('tab');
    await shot('projeto-versoes');
    await audit('admin: versões do curso');
  });

  it('opens the earlier version read-only: its lessons, its project and its PDF as they were', async () => {
    await click(page, TX.openLabel(2), true);
    await waitForText(page, TX.readOnly, { inDialog: true });
    await waitForText(page, PROJECT.assessment_method, { inDialog: true });
    const text = await visibleText(page, true);
    expect(text).toContain(COURSE.lesson);
    expect(text).not.toContain(COURSE.newLesson);
    for (const value of Object.values(PROJECT)) expect(text).toContain(value);
    expect(text).not.toContain(NEW_ASSESSMENT);
    expect(text).toContain(TX.fileAttached(2));
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toContain(TX.version(2));
    await shot('projeto-versao-anterior');
    await page.$eval('[role="dialog"] .project-file-item', (el) => el.scrollIntoView({ block: 'center' }));
    await shot('projeto-versao-anterior-pdf');
    await audit('admin: versão anterior do curso');
    await fitsNarrowScreen({
      'projeto-versao-anterior-320': '[role="dialog"]',
      'projeto-versao-anterior-320-projeto': '[role="dialog"] .version-project',
    });

    await click(page, TX.back, true);
    await waitForText(page, TX.versionsIntro, { inDialog: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(TX.openLabel(2));
  });

  it('opens the current version with the new lesson and the project in force now', async () => {
    await click(page, TX.openLabel(3), true);
    await waitForText(page, NEW_ASSESSMENT, { inDialog: true });
    const text = await visibleText(page, true);
    expect(text).toContain(TX.current);
    expect(text).toContain(COURSE.lesson);
    expect(text).toContain(COURSE.newLesson);
    expect(text).not.toContain(PROJECT.assessment_method);
    await shot('projeto-versao-atual');
    await audit('admin: versão atual do curso');
  });

  it('the audited states', () => {
    expect(audited).toEqual([
      'admin: projeto pedagógico (vazio)',
      'admin: projeto pedagógico, texto longo demais',
      'admin: projeto pedagógico salvo',
      'admin: projeto pedagógico, arquivo que não é PDF',
      'admin: projeto pedagógico com PDF',
      'admin: versões do curso',
      'admin: versão anterior do curso',
      'admin: versão atual do curso',
    ]);
  });
});
