/**
 * Support material end to end (issue 14 items 4 and 8), in Chromium against the built server: the
 * admin manages a lesson's 'Material de Apoio' in the course player's edit mode (validation on
 * screen, upload, refused types, failures, delete with a confirm), the course form reports the
 * material it could not upload, the form's validation alert is headed 'Erro ao criar curso:' also
 * on edit, and an enrolled student sees the same panel without upload or delete.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COURSE_MSG } from '@trilha/sdk/contract';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_ATTACHMENT_ACCEPT } from '../../sdk/src/widgets/CoursePlayer/attachmentForm';
import { PLAYER_MSG } from '../../sdk/src/widgets/CoursePlayer/messages';
import { EXE, PDF } from '../../server/test/api/fixtures';
import { T } from '../src/messages';
import {
  click,
  field,
  fill,
  screenshot,
  screenshotOnFailure,
  screenshotsDir,
  visibleText,
  waitForPath,
  waitForText,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, publishedCourse, signIn, startPortal } from './people';

const STUDENT = { name: 'Joana Ribeiro', email: 'joana.ribeiro@metalurgica.com.br', password: 'SenhaJoana1' };
const COURSE = 'NR-12 Segurança em Máquinas';
const LESSON = 'Proteções fixas e móveis';
const MATERIAL = { title: 'Checklist de inspeção', description: 'Use antes de liberar a máquina.' };

let portal: Portal;
let page: Page;
let server: Portal['server'];
let adminToken: string;
let courseId = 0;
let lessonId = 0;
let files: { pdf: string; exe: string; fakePdf: string };

/** Writes the upload fixtures to the server's temporary folder. */
function writeFiles(dir: string) {
  const write = (name: string, content: Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  return {
    pdf: write('checklist-inspecao.pdf', PDF),
    exe: write('instalador.exe', EXE),
    // A program renamed to look like a PDF: only the server, reading the content, can refuse it.
    fakePdf: write('roteiro.pdf', EXE),
  };
}

const panel = async () => (await page.waitForSelector('.trilha-attachments')) as ElementHandle<HTMLElement>;

/** A screenshot of the panel alone, once its entrance animation is over. */
async function panelShot(name: string) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  mkdirSync(screenshotsDir, { recursive: true });
  await (await panel()).screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

async function chooseFile(label: string, file: string) {
  await (await field(page, label)).uploadFile(file);
}

/** Text of the upload form's message line (the server's refusal, or the fallback). */
const uploadMessage = () =>
  page.$eval('.trilha-upload__message', (el) => ({ text: el.textContent, role: el.getAttribute('role') }));

/** Answers the matching request with a bare 500 (no message), to reach the spec's fallback texts. */
async function failing<T>(method: string, urlPart: string, action: () => Promise<T>): Promise<T> {
  const handler = (request: HTTPRequest) => {
    if (request.method() === method && request.url().includes(urlPart))
      void request.respond({ status: 500, contentType: 'application/json', body: '{}' });
    else void request.continue();
  };
  await page.setRequestInterception(true);
  page.on('request', handler);
  try {
    return await action();
  } finally {
    page.off('request', handler);
    await page.setRequestInterception(false);
  }
}

async function openPanel(count: number) {
  await page.goto(`${server.baseUrl}/courses/${courseId}`);
  await waitForText(page, LESSON);
  await click(page, PLAYER_MSG.attachmentsCount(count));
  await panel();
}

beforeAll(async () => {
  portal = await startPortal();
  ({ page, server, adminToken } = portal);
  ({ courseId, lessonId } = await publishedCourse(server.baseUrl, portal.adminToken, COURSE, LESSON));
  const student = await activateStudent(server.baseUrl, portal.smtp, portal.adminToken, STUDENT);
  await apiAs(server.baseUrl, adminToken).courses.enroll(courseId, student.id);
  files = writeFiles(server.dataDir);
});

afterEach(screenshotOnFailure(() => page, 'falha-material'));

afterAll(() => portal?.stop());

describe("portal: the lesson's 'Material de Apoio' panel in edit mode", () => {
  it('validates on screen: a file and a title are required, the title needs 3 characters', async () => {
    await signIn(page, server.baseUrl, ADMIN.email, ADMIN.password);
    await openPanel(0);
    await waitForText(page, PLAYER_MSG.uploadHeading);
    expect(await (await field(page, PLAYER_MSG.uploadFile)).evaluate((el) => el.accept)).toBe(PANEL_ATTACHMENT_ACCEPT);

    await click(page, PLAYER_MSG.uploadSubmit);
    await waitForText(page, COURSE_MSG.attachmentRequired);
    await waitForText(page, COURSE_MSG.attachmentTitleRequired);
    // Each error is announced and tied to its field; focus goes to the first field in error.
    const links = await page.$$eval('.trilha-upload [aria-invalid="true"]', (inputs) =>
      inputs.map((input) => ({
        error: document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent,
        role: document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.role,
        focused: document.activeElement === input,
      })),
    );
    expect(links).toEqual([
      { error: COURSE_MSG.attachmentTitleRequired, role: 'alert', focused: true },
      { error: COURSE_MSG.attachmentRequired, role: 'alert', focused: false },
    ]);
    await panelShot('material-01-edit-mode-validation');

    await fill(page, PLAYER_MSG.uploadTitle, 'ab');
    await click(page, PLAYER_MSG.uploadSubmit);
    await waitForText(page, COURSE_MSG.attachmentTitleMin);
  });

  it('uploads a PDF and lists it', async () => {
    await fill(page, PLAYER_MSG.uploadTitle, MATERIAL.title);
    await fill(page, PLAYER_MSG.uploadDescription, MATERIAL.description);
    await chooseFile(PLAYER_MSG.uploadFile, files.pdf);
    await click(page, PLAYER_MSG.uploadSubmit);
    await waitForText(page, PLAYER_MSG.uploaded);
    await waitForText(page, PLAYER_MSG.attachmentsCount(1));
    const text = await visibleText(page);
    expect(text).toContain(MATERIAL.title);
    expect(text).toContain(MATERIAL.description);
    expect(text).toContain('checklist-inspecao.pdf');
    expect(text).not.toContain(COURSE_MSG.attachmentRequired);
    // The form is empty again for the next file.
    expect(await (await field(page, PLAYER_MSG.uploadTitle)).evaluate((el) => el.value)).toBe('');
    const stored = await apiAs(server.baseUrl, adminToken).lessons.attachments(lessonId);
    expect(stored.attachments.map((a) => [a.title, a.description])).toEqual([[MATERIAL.title, MATERIAL.description]]);
    await panelShot('material-02-edit-mode-with-item');
  });

  it('refuses other file types, in the browser and on the server, and shows a failed upload', async () => {
    await fill(page, PLAYER_MSG.uploadTitle, 'Instalador do software');
    await chooseFile(PLAYER_MSG.uploadFile, files.exe);
    await click(page, PLAYER_MSG.uploadSubmit);
    await waitForText(page, COURSE_MSG.attachmentType);

    // A program named .pdf passes the browser's check; the server reads the content (415).
    await chooseFile(PLAYER_MSG.uploadFile, files.fakePdf);
    await click(page, PLAYER_MSG.uploadSubmit);
    await page.waitForSelector('.trilha-upload__message');
    expect(await uploadMessage()).toEqual({ text: COURSE_MSG.attachmentType, role: 'alert' });
    await panelShot('material-03-edit-mode-refused-type');

    // No server text: the spec's fallback.
    await chooseFile(PLAYER_MSG.uploadFile, files.pdf);
    await failing('POST', '/api/lessons/attachments/upload', async () => {
      await click(page, PLAYER_MSG.uploadSubmit);
      await waitForText(page, PLAYER_MSG.uploadFailed);
    });
    expect(await uploadMessage()).toEqual({ text: PLAYER_MSG.uploadFailed, role: 'alert' });
    const stored = await apiAs(server.baseUrl, adminToken).lessons.attachments(lessonId);
    expect(stored.attachments).toHaveLength(1);
  });

  it('deletes the material after a confirm that keeps the focus', async () => {
    await click(page, PLAYER_MSG.removeLabel(MATERIAL.title));
    await waitForText(page, PLAYER_MSG.removeText(MATERIAL.title), { inDialog: true });
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    expect(await focusInDialog()).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    await screenshot(page, 'material-04-delete-confirm');

    // A refused delete keeps the item and says so.
    await failing('DELETE', '/api/lessons/attachments/', async () => {
      await click(page, PLAYER_MSG.remove, true);
      await waitForText(page, PLAYER_MSG.removeFailed);
    });
    expect(await visibleText(page)).toContain(MATERIAL.title);

    await click(page, PLAYER_MSG.removeLabel(MATERIAL.title));
    await click(page, PLAYER_MSG.remove, true);
    await waitForText(page, PLAYER_MSG.removed);
    await waitForText(page, PLAYER_MSG.attachmentsEmpty);
    await waitForText(page, PLAYER_MSG.attachmentsCount(0));
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('trilha-attachments__title');
    const stored = await apiAs(server.baseUrl, adminToken).lessons.attachments(lessonId);
    expect(stored.attachments).toEqual([]);
  });
});

describe('portal: the course form and its support material', () => {
  const FORM_COURSE = 'NR-10 Segurança em Eletricidade';

  it('reports a material the save could not upload, and still saves the course', async () => {
    await signIn(page, server.baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${server.baseUrl}/courses`);
    await click(page, T.courses.create);
    await waitForText(page, T.courseForm.modulesSection);
    await fill(page, T.courseForm.title, FORM_COURSE);
    const lesson = T.courseForm.lessonContext(1, 1);
    await chooseFile(`${lesson}${T.courseForm.materialFile}`, files.fakePdf);
    await fill(page, `${lesson}${T.courseForm.materialTitle}`, 'Roteiro da aula');
    await click(page, T.courseForm.publish);
    await waitForText(page, T.courseForm.savedPublished, { timeout: 30_000 });
    await waitForText(
      page,
      T.courseForm.materialUploadFailed('Roteiro da aula', T.courseForm.newLesson(1), COURSE_MSG.attachmentType),
    );
    const banner = await page.$eval('.banner-error', (el) => ({ text: el.textContent, role: el.getAttribute('role') }));
    expect(banner.role).toBe('alert');
    expect(banner.text).toContain('Erro ao fazer upload do arquivo');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await screenshot(page, 'material-05-course-form-failed-material');
    const { courses } = await apiAs(server.baseUrl, adminToken).courses.list();
    expect(courses.map((c) => c.title)).toContain(FORM_COURSE);
  });

  it("heads the validation alert 'Erro ao criar curso:' also when editing", async () => {
    await waitForText(page, FORM_COURSE);
    await click(page, T.courses.actionLabel(T.courses.edit, FORM_COURSE));
    await waitForText(page, T.courseForm.modulesSection, { inDialog: true });
    await fill(page, T.courseForm.title, 'NR', true);
    await click(page, T.courseForm.publish, true);
    await waitForText(page, COURSE_MSG.titleMin, { inDialog: true });
    const alert = await page.$eval('[role="dialog"] .form-alert strong', (el) => el.textContent);
    expect(alert).toBe(T.courseForm.createError);
    await click(page, T.common.cancel, true);
  });

  it("heads a server failure while updating 'Erro ao atualizar curso:'", async () => {
    const gone = await publishedCourse(
      server.baseUrl,
      portal.adminToken,
      'Curso excluído durante a edição',
      'Aula única',
    );
    await page.goto(`${server.baseUrl}/courses`);
    await click(page, T.courses.actionLabel(T.courses.edit, 'Curso excluído durante a edição'));
    await waitForText(page, T.courseForm.modulesSection, { inDialog: true });
    await apiAs(server.baseUrl, adminToken).courses.remove(gone.courseId);
    await click(page, T.courseForm.publish, true);
    await waitForText(page, T.courseForm.updateError, { inDialog: true });
    expect(await visibleText(page, true)).toContain(COURSE_MSG.courseNotFound);
    await click(page, T.common.cancel, true);
  });
});

describe("portal: a student's 'Material de Apoio'", () => {
  it('lists the material with view and download, without upload or delete', async () => {
    const pdf = new File([new Uint8Array(PDF)], 'procedimento.pdf', { type: 'application/pdf' });
    await apiAs(server.baseUrl, adminToken).lessons.uploadAttachment(lessonId, pdf, 'Procedimento de bloqueio');
    await signIn(page, server.baseUrl, STUDENT.email, STUDENT.password);
    await openPanel(1);
    await waitForText(page, 'Procedimento de bloqueio');
    const text = await visibleText(page);
    expect(text).toContain(PLAYER_MSG.view);
    expect(text).toContain(PLAYER_MSG.download);
    expect(text).not.toContain(PLAYER_MSG.uploadHeading);
    expect(text).not.toContain(PLAYER_MSG.remove);
    expect(await page.$('.trilha-attachments input[type="file"]')).toBeNull();
    expect(await page.$(`button[aria-label="${PLAYER_MSG.removeLabel('Procedimento de bloqueio')}"]`)).toBeNull();
    await waitForPath(page, `/courses/${courseId}`);
  });
});
