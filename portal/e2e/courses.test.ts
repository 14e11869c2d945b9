/**
 * Courses end to end, in Chromium against the built server: the admin builds and publishes a
 * two-module course (local video, PDF material), saves and deletes a draft, enrols a company; a
 * student of that company finds the course, cannot open lesson 2 first, downloads the material,
 * watches lesson 1 (real playback: the server credits only watch time it saw), finishes lesson 2
 * and lands on the certificate route; then the Concluídos tab, the certificate PDF, self-enrolment
 * and both dashboards with the new numbers. Assertions read the pt-BR texts a person sees.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@trilha/sdk/client';
import { COURSE_MSG } from '@trilha/sdk/contract';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_MSG } from '../../sdk/src/widgets/CoursePlayer/messages';
import { latestCodeTo, type SmtpSink, startSmtpSink } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import {
  allowDownloads,
  click,
  clickMenu,
  clickTab,
  field,
  fill,
  findButton,
  launchBrowser,
  newPage,
  type RunningServer,
  repoRoot,
  screenshot,
  screenshotOnFailure,
  selectOption,
  settleAnimations,
  startServer,
  visibleText,
  waitForDownload,
  waitForPath,
  waitForText,
  writePng,
} from './harness';

const ADMIN = { email: 'admin@trilha.local', password: 'admin-e2e-123' };
const COMPANY = 'Montadora Andaimes Sul Ltda';
const STUDENTS = [
  { name: 'Carlos Pereira', email: 'carlos.pereira@andaimes.com.br', password: 'SenhaCarlos1' },
  { name: 'Beatriz Lima', email: 'beatriz.lima@andaimes.com.br', password: 'SenhaBeatriz1' },
];
const COURSE = {
  title: 'NR-35 Trabalho em Altura',
  description:
    'Capacitação para trabalho em altura conforme a NR-35: análise de risco, sistemas de proteção contra quedas, resgate e primeiros socorros.',
  module1: 'Fundamentos da NR-35',
  lesson1: 'Introdução ao trabalho em altura',
  module2: 'Encerramento',
  lesson2: 'Revisão e próximos passos',
  material: 'Checklist de segurança',
};
const OTHER_COURSE = 'NR-06 Equipamentos de Proteção Individual';
const DRAFT_COURSE = 'Rascunho para excluir';
const DEMO = path.join(repoRoot, 'server', 'assets', 'demo');

let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
let page: Page;
let downloads: string;
let courseId = 0;

const api = (token?: string) => createClient({ baseUrl: server.baseUrl, getToken: () => token ?? null });

/** A student created by the admin, through the forced first-login change, ready to sign in. */
async function activateStudent(student: (typeof STUDENTS)[number], companyId: number, adminToken: string) {
  await api(adminToken).users.create({
    name: student.name,
    email: student.email,
    password: 'Provisoria123',
    role: 'student',
    company_id: companyId,
  });
  smtp.clear();
  const first = await api().auth.login({ email: student.email, password: 'Provisoria123' });
  const code = await latestCodeTo(smtp, student.email);
  await api(first.token).auth.firstLoginPasswordChange({ newPassword: student.password, twoFactorCode: code });
}

async function signIn(email: string, password: string) {
  await page.goto(`${server.baseUrl}/login`);
  await fill(page, T.login.userLabel, email);
  await fill(page, T.login.passwordLabel, password);
  await click(page, T.login.submit);
  await waitForPath(page, '/dashboard');
}

async function signOut() {
  await click(page, T.layout.logout);
  await waitForPath(page, '/login');
}

async function upload(label: string, file: string) {
  const input = await field(page, label);
  await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
}

const select = (label: string, optionText: string, inDialog = false) => selectOption(page, label, optionText, inDialog);

/**
 * A screenshot of the viewport, or of the whole page through a viewport as tall as the page (a
 * full-page capture would paint the sticky menu and the form's action bar mid-page).
 */
async function shot(name: string, wholePage = false) {
  if (!wholePage) return screenshot(page, name);
  const viewport = page.viewport() ?? { width: 1366, height: 860 };
  const height = await page.evaluate(() =>
    Math.max(
      document.documentElement.scrollHeight,
      ...[...document.querySelectorAll('.modal-backdrop')].map((m) => m.scrollHeight),
    ),
  );
  await page.setViewport({ ...viewport, height: Math.min(Math.max(height, viewport.height), 4000) });
  await screenshot(page, name);
  await page.setViewport(viewport);
}

/** Lets a notice or dialog finish its entrance animation before a screenshot. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

async function fieldValue(label: string, inDialog = false): Promise<string> {
  return (await field(page, label, inDialog)).evaluate((el) => el.value);
}

async function search(text: string) {
  const input = (await page.waitForSelector('input[type="search"]')) as ElementHandle<HTMLInputElement>;
  await input.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await input.type(text);
}

/** Clicks a button of the course player's side list whose text contains `text`. */
async function clickInPlayerSidebar(text: string) {
  const button = await page.waitForFunction(
    (t: string) =>
      [...document.querySelectorAll<HTMLElement>('.trilha-sidebar button')].find((b) => b.textContent?.includes(t)) ??
      null,
    {},
    text,
  );
  await (button.asElement() as ElementHandle<Element>).click();
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'NONE',
  });

  // The people come from the API: the users screens have their own test.
  const { token } = await api().auth.login({ email: ADMIN.email, password: ADMIN.password });
  const admin = api(token);
  const { company } = await admin.companies.create({ name: COMPANY });
  for (const student of STUDENTS) await activateStudent(student, company.id, token as string);
  // A published course the student can enrol in on their own.
  const other = await admin.courses.create({ title: OTHER_COURSE, description: 'Seleção, uso e guarda de EPIs.' });
  await admin.courses.saveContent(other.courseId, {
    modules: [{ title: 'Uso de EPI', lessons: [{ title: 'Tipos de EPI', video_type: 'youtube', duration: 15 }] }],
  });
  await admin.courses.update(other.courseId, { title: OTHER_COURSE, status: 'published' });

  browser = await launchBrowser();
  page = await newPage(browser);
  downloads = path.join(server.dataDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  await allowDownloads(page, downloads);
});

afterEach(screenshotOnFailure(() => page, 'falha-cursos'));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe('portal: courses, enrolments, course player and dashboards', () => {
  it('shows the admin course grid and validates the course form', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    await clickMenu(page, T.nav.courses);
    await waitForPath(page, '/courses');
    await waitForText(page, T.courses.adminTitle);
    await waitForText(page, OTHER_COURSE);

    await click(page, T.courses.create);
    await waitForText(page, T.courseForm.modulesSection);
    expect(await fieldValue(`${T.courseForm.module(1)}: ${T.courseForm.moduleTitle}`)).toBe(T.courseForm.newModule(1));
    expect(await fieldValue(`${T.courseForm.lessonContext(1, 1)}${T.courseForm.lessonTitle}`)).toBe(
      T.courseForm.newLesson(1),
    );
    // One module with one lesson: neither can be deleted.
    const removeModule = await page.$(
      `button[aria-label="${T.courseForm.itemLabel(T.courseForm.removeModule, 'Módulo 1')}"]`,
    );
    expect(await removeModule?.evaluate((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    const removeLesson = await page.$(
      `button[aria-label="${T.courseForm.itemLabel(T.courseForm.removeLesson, 'Módulo 1, Aula 1')}"]`,
    );
    expect(await removeLesson?.evaluate((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(await fieldValue(`${T.courseForm.lessonContext(1, 1)}${T.courseForm.videoType}`)).toBe('youtube');

    await fill(page, T.courseForm.title, 'NR');
    await fill(page, `${T.courseForm.module(1)}: ${T.courseForm.moduleTitle}`, 'M1');
    await click(page, T.courseForm.publish);
    await waitForText(page, T.courseForm.createError);
    const alert = await visibleText(page);
    expect(alert).toContain(COURSE_MSG.titleMin);
    expect(alert).toContain(COURSE_MSG.moduleTitleMin(1));
    await screenshot(page, 'cursos-01-form-validation');
  });

  it('creates a two-module course with a local video and a PDF, and publishes it', async () => {
    await fill(page, T.courseForm.title, COURSE.title);
    await fill(page, T.courseForm.description, COURSE.description);
    await upload(T.courseForm.cover, writePng(server.dataDir, 'capa.png', [0, 90, 60]));
    await page.waitForSelector('.cover-preview img');

    await fill(page, `${T.courseForm.module(1)}: ${T.courseForm.moduleTitle}`, COURSE.module1);
    const l11 = T.courseForm.lessonContext(1, 1);
    await fill(page, `${l11}${T.courseForm.lessonTitle}`, COURSE.lesson1);
    await select(`${l11}${T.courseForm.videoType}`, T.courseForm.videoTypes.local);
    await upload(`${l11}${T.courseForm.videoFile}`, path.join(DEMO, 'video-demonstracao.webm'));
    await fill(page, `${l11}${T.courseForm.duration}`, '1');
    await upload(`${l11}${T.courseForm.materialFile}`, path.join(DEMO, 'checklist-seguranca.pdf'));
    await fill(page, `${l11}${T.courseForm.materialTitle}`, COURSE.material);
    await waitForText(page, 'checklist-seguranca.pdf (26,8 KB)');

    await click(page, T.courseForm.addModule);
    await waitForText(page, T.courseForm.module(2));
    expect(await fieldValue(`${T.courseForm.module(2)}: ${T.courseForm.moduleTitle}`)).toBe(T.courseForm.newModule(2));
    await fill(page, `${T.courseForm.module(2)}: ${T.courseForm.moduleTitle}`, COURSE.module2);
    const l21 = T.courseForm.lessonContext(2, 1);
    expect(await fieldValue(`${l21}${T.courseForm.lessonTitle}`)).toBe(T.courseForm.newLesson(1));
    await fill(page, `${l21}${T.courseForm.lessonTitle}`, COURSE.lesson2);

    // Module 1 can now be deleted and moved down; the certificate section opens.
    const removeModule = await findButton(page, T.courseForm.itemLabel(T.courseForm.removeModule, 'Módulo 1'));
    expect(removeModule).toBeTruthy();
    await page.click('.form-collapsible summary');
    await fill(page, T.courseForm.workloadHours, '8');
    await fill(page, T.courseForm.instructorName, 'Eng. Paulo Rocha');
    await shot('cursos-02-form-filled', true);

    await click(page, T.courseForm.publish);
    await waitForText(page, T.courseForm.savedPublished, { timeout: 30_000 });
    await waitForText(page, COURSE.title);
    const text = await visibleText(page);
    expect(text).toContain(T.courses.published);
    expect(text).toContain(T.courses.active);
    expect(text).toContain(`${COURSE.description.slice(0, 60)}`);
    expect(text).not.toContain(COURSE.description);
    expect(text).toContain(
      T.courses.createdAt(new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })),
    );
    const created = await api(
      (await api().auth.login({ email: ADMIN.email, password: ADMIN.password })).token,
    ).courses.list();
    const course = created.courses.find((c) => c.title === COURSE.title);
    expect(course?.lesson_count).toBe(2);
    expect(course?.workload_hours).toBe(8);
    courseId = course?.id ?? 0;
    await page.waitForSelector(`img[src="${course?.thumbnail_url}"]`);
    await screenshot(page, 'cursos-03-admin-grid');
  });

  it('edits the course: the saved structure and the uploaded material', async () => {
    await click(page, T.courses.actionLabel(T.courses.edit, COURSE.title));
    await waitForText(page, COURSE.material, { inDialog: true });
    const text = await visibleText(page, true);
    expect(await fieldValue(`${T.courseForm.module(1)}: ${T.courseForm.moduleTitle}`, true)).toBe(COURSE.module1);
    expect(await fieldValue(`${T.courseForm.lessonContext(2, 1)}${T.courseForm.lessonTitle}`, true)).toBe(
      COURSE.lesson2,
    );
    expect(await fieldValue(`${T.courseForm.lessonContext(1, 1)}${T.courseForm.duration}`, true)).toBe('1');
    expect(text).toContain('checklist-seguranca.pdf · 26,8 KB');
    expect(text).toContain(T.courseForm.currentVideo);
    await shot('cursos-04-edit-modal', true);

    // Saving again keeps the tree (existing ids are updated, nothing is duplicated).
    await fill(page, `${T.courseForm.module(2)}: ${T.courseForm.moduleDescription}`, 'Revisão final', true);
    await click(page, T.courseForm.publish, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 30_000 });
    await waitForText(page, T.courseForm.savedPublished);
    const { token } = await api().auth.login({ email: ADMIN.email, password: ADMIN.password });
    const { course } = await api(token).courses.get(courseId);
    expect(course.modules?.map((m) => [m.title, m.description, m.lessons.length])).toEqual([
      [COURSE.module1, null, 1],
      [COURSE.module2, 'Revisão final', 1],
    ]);
    const lesson1 = course.modules?.[0]?.lessons[0];
    expect(lesson1?.video_file).toMatch(/^\/api\/uploads\/videos\/.+\.webm\?exp=\d+&sig=[\w-]+$/);
    expect((await api(token).lessons.attachments(lesson1?.id ?? 0)).attachments).toHaveLength(1);
  });

  it("opens the admin's preview of the course with every lesson open", async () => {
    await click(page, T.courses.actionLabel(T.courses.view, COURSE.title));
    await waitForPath(page, `/courses/${courseId}`);
    await waitForText(page, COURSE.lesson1);
    await clickInPlayerSidebar(COURSE.module2);
    await clickInPlayerSidebar(COURSE.lesson2);
    await page.waitForFunction(
      (title: string) => document.querySelector('.trilha-lesson-head__title')?.textContent === title,
      {},
      COURSE.lesson2,
    );
    expect(await visibleText(page)).not.toContain(COURSE_MSG.lessonLocked);
    await settle();
    await screenshot(page, 'cursos-05-admin-preview');
    await click(page, PLAYER_MSG.backToCourses);
    await waitForPath(page, '/courses');
  });

  it('saves a draft and deletes it after a confirmation', async () => {
    await click(page, T.courses.create);
    await fill(page, T.courseForm.title, DRAFT_COURSE);
    await click(page, T.courseForm.saveDraft);
    await waitForText(page, T.courseForm.savedDraft);
    await waitForText(page, T.courses.draft);

    await click(page, T.courses.actionLabel(T.courses.delete, DRAFT_COURSE));
    await waitForText(page, T.courses.confirmDelete(DRAFT_COURSE), { inDialog: true });
    await screenshot(page, 'cursos-06-delete-confirm');
    await click(page, T.courses.delete, true);
    await waitForText(page, COURSE_MSG.courseDeleted);
    await page.waitForFunction(
      (title: string) => ![...document.querySelectorAll('.course-card-title')].some((h) => h.textContent === title),
      {},
      DRAFT_COURSE,
    );
  });

  it('enrols the whole company from the enrolments modal', async () => {
    await click(page, T.courses.actionLabel(T.courses.enrollments, COURSE.title));
    await waitForText(page, T.enrollments.empty, { inDialog: true });
    await click(page, T.enrollments.add, true);
    await waitForText(page, T.enrollments.modeIndividual, { inDialog: true });
    await click(page, T.enrollments.enroll, true);
    await waitForText(page, COURSE_MSG.selectStudent, { inDialog: true });

    await page.click(`input[name="enroll-mode"][value="company"]`);
    await click(page, T.enrollments.enroll, true);
    await waitForText(page, COURSE_MSG.selectCompany, { inDialog: true });
    await select(T.enrollments.company, COMPANY, true);
    expect(await visibleText(page, true)).toContain(T.enrollments.companyOption(COMPANY, 2));
    await screenshot(page, 'cursos-07-add-enrolment');
    await click(page, T.enrollments.enroll, true);
    await waitForText(page, `2 de 2 funcionário(s) da empresa ${COMPANY}`);
    await waitForText(page, STUDENTS[1]!.email, { inDialog: true });
    const text = await visibleText(page, true);
    expect(text).toContain(STUDENTS[0]!.name);
    expect(text).toContain(T.enrollments.count(2));
    await screenshot(page, 'cursos-08-enrolments');

    // Every active student of the company is enrolled now: nothing left to offer.
    await click(page, T.enrollments.add, true);
    await waitForText(page, T.enrollments.noStudents, { inDialog: true });
    await click(page, T.common.cancel, true);
    await click(page, T.common.close, true);
  });

  it('shows the new numbers on the admin dashboard', async () => {
    await clickMenu(page, T.nav.dashboard);
    await waitForText(page, T.dashboard.popularTitle);
    const text = await visibleText(page);
    expect(text).toMatch(new RegExp(`2\\s+${T.dashboard.totalCourses}`));
    expect(text).toMatch(new RegExp(`2\\s+${T.dashboard.activeEnrollments}`));
    expect(text).toContain(COURSE.title);
    expect(text).toContain(STUDENTS[0]!.name);
    expect(text).toContain(T.dashboard.activityEnrollment);
    await shot('cursos-09-dashboard-admin', true);
    await signOut();
  });

  it("lists the student's course with 'Iniciar', the search and the empty 'Concluídos' tab", async () => {
    await signIn(STUDENTS[0]!.email, STUDENTS[0]!.password);
    await clickMenu(page, T.nav.courses);
    await waitForText(page, T.studentCourses.found(1));
    let text = await visibleText(page);
    expect(text).toContain(T.studentCourses.found(1));
    expect(text).toContain('0h 1min');
    expect(text).toContain(T.studentCourses.defaultLevel);
    expect(text).toContain('0%');
    expect(text).not.toContain(OTHER_COURSE);
    await screenshot(page, 'cursos-10-student-courses');

    await search('sem resultado');
    await waitForText(page, T.studentCourses.found(0));
    await search('proteção contra quedas');
    await waitForText(page, T.studentCourses.found(1));

    await clickTab(page, T.studentCourses.tabCompleted);
    await waitForText(page, T.studentCourses.emptyCompleted);
    await clickTab(page, T.studentCourses.tabInProgress);
    text = await visibleText(page);
    expect(text).toContain(T.studentCourses.start);
  });

  it('opens the course: lesson 2 is blocked and the material downloads', async () => {
    await click(page, T.courses.actionLabel(T.studentCourses.start, COURSE.title));
    await waitForPath(page, `/courses/${courseId}`);
    await waitForText(page, COURSE.lesson1);
    await clickInPlayerSidebar(COURSE.module2);
    await clickInPlayerSidebar(COURSE.lesson2);
    await waitForText(page, COURSE_MSG.lessonLocked);
    await settle();
    await screenshot(page, 'cursos-11-player-locked');

    await click(page, PLAYER_MSG.attachmentsCount(1));
    await waitForText(page, COURSE.material);
    await click(page, PLAYER_MSG.downloadLabel(COURSE.material));
    const file = await waitForDownload(downloads, /\.pdf$/);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('watches lesson 1, completes lesson 2 and lands on the certificate route', async () => {
    await click(page, PLAYER_MSG.play);
    await waitForText(page, PLAYER_MSG.nextText(COURSE.lesson2), { inDialog: true, timeout: 100_000 });
    await settle();
    await screenshot(page, 'cursos-12-player-next-lesson');
    await click(page, PLAYER_MSG.goNext, true);
    await waitForText(page, PLAYER_MSG.markDone);
    // The closed dialog hands the focus back (the page may scroll): a click aimed before that lands
    // beside the button on a loaded machine.
    await settleAnimations(page);
    await click(page, PLAYER_MSG.markDone);
    await waitForPath(page, `/certificate/${courseId}`);
    await screenshot(page, 'cursos-13-after-last-lesson');
  });

  it("moves the course to 'Concluídos' once the certificate exists, and downloads its PDF", async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await api(token ?? undefined).certificates.generateTemporary(courseId);

    await clickMenu(page, T.nav.courses);
    await waitForText(page, T.studentCourses.emptyInProgress);
    await clickTab(page, T.studentCourses.tabCompleted);
    await waitForText(page, COURSE.title);
    const text = await visibleText(page);
    expect(text).toContain('100%');
    expect(text).toContain(T.studentCourses.review);
    await screenshot(page, 'cursos-14-student-completed');
    await click(page, T.studentCourses.download);
    const pdf = await waitForDownload(downloads, /nr-35-trabalho-em-altura\.pdf$/, 30_000);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('enrols the student in an available course on their own', async () => {
    await clickTab(page, T.studentCourses.tabAvailable);
    await waitForText(page, OTHER_COURSE);
    await screenshot(page, 'cursos-15-student-available');
    await click(page, T.studentCourses.enroll);
    await waitForText(page, COURSE_MSG.selfEnrolled);
    await waitForText(page, T.studentCourses.emptyAvailable);
    await clickTab(page, T.studentCourses.tabInProgress);
    await waitForText(page, OTHER_COURSE);
  });

  it("shows the student's numbers on the dashboard", async () => {
    await clickMenu(page, T.nav.dashboard);
    await waitForText(page, T.dashboard.enrolledCourses);
    const text = await visibleText(page);
    expect(text).toMatch(new RegExp(`2\\s+${T.dashboard.enrolledCourses}`));
    expect(text).toMatch(new RegExp(`1\\s+${T.dashboard.completedCourses}`));
    expect(text).toMatch(new RegExp(`1\\s+${T.dashboard.certificates}`));
    await findButton(page, T.courses.actionLabel(T.dashboard.review, COURSE.title));
    await findButton(page, T.courses.actionLabel(T.dashboard.continue, OTHER_COURSE));
    await shot('cursos-16-dashboard-student', true);
    await signOut();
  });

  it('shows the completion on the admin dashboard', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    await waitForText(page, T.dashboard.popularTitle);
    const text = await visibleText(page);
    expect(text).toMatch(new RegExp(`3\\s+${T.dashboard.activeEnrollments}`));
    expect(text).toMatch(new RegExp(`1\\s+${T.dashboard.certificatesIssued}`));
    expect(text).toContain(T.dashboard.activityCompletion);
    await shot('cursos-17-dashboard-admin-after', true);
  });
});
