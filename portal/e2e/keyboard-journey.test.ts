/**
 * A course from the keyboard alone (issue 17, item 2), in Chromium against the built server: a
 * student signs in, reaches 'Cursos' through the side menu, opens the course, plays the lesson
 * until it completes, takes the timed assessment and downloads the temporary certificate, pressing
 * only Tab, Shift+Tab, Enter, Space and the arrow keys (the page is never clicked; typing goes into
 * the sign-in fields only). At every stop of the Tab key the focus must be visible; every dialog
 * takes the focus, keeps Tab inside and gives it back; the countdown's warning and the banners
 * arrive through live regions while the focus stays where it was.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_TEXT } from '../../sdk/src/widgets/Assessment/messages';
import { CERTIFICATE_TEXT } from '../../sdk/src/widgets/Certificates/messages';
import { PLAYER_MSG } from '../../sdk/src/widgets/CoursePlayer/messages';
import { T } from '../src/messages';
import {
  allowDownloads,
  repoRoot,
  screenshot,
  screenshotOnFailure,
  waitForPath,
  waitForScreen,
  waitForText,
} from './harness';
import { activateStudent, apiAs, type Portal, startPortal } from './people';

const STUDENT = { name: 'Joana Ribeiro', email: 'joana.ribeiro@metalurgica.com.br', password: 'SenhaJoana1' };
const COURSE = 'NR-06 Equipamentos de Proteção Individual';
const LESSON = 'Escolha e conservação do EPI';
const ASSESSMENT = 'Avaliação NR-06';
const QUESTIONS = [
  {
    text: 'Quem fornece o EPI ao trabalhador?',
    options: ['O próprio trabalhador', 'O empregador, gratuitamente'],
    right: 1,
  },
  { text: 'O EPI precisa de Certificado de Aprovação (CA)?', options: ['Sim, válido', 'Não'], right: 0 },
];

let portal: Portal;
let page: Page;
let baseUrl = '';
let courseId = 0;
let assessmentId = 0;
const downloads = path.join(repoRoot, 'test-output', 'keyboard-downloads');

/** What the keyboard focus is on: its accessible name (roughly), whether a person can see it, and where it is. */
interface FocusStop {
  tag: string;
  name: string;
  visible: boolean;
  inDialog: boolean;
  inSidebar: boolean;
}

const focusStop = (): Promise<FocusStop> =>
  page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
    if (!el || el === document.body)
      return { tag: 'body', name: '', visible: false, inDialog: false, inSidebar: false };
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    const name = (
      el.getAttribute('aria-label') ||
      label ||
      el.closest('label')?.textContent ||
      el.innerText ||
      el.getAttribute('title') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .replace('*', '')
      .trim();
    // The ring may sit on the element or, for a visually hidden radio, on the option that wraps it.
    const ringed = [el, el.closest('label')].filter((x): x is HTMLElement => x !== null);
    const ring = ringed.some((x) => {
      const style = getComputedStyle(x);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
      return outline || style.boxShadow !== 'none';
    });
    const box = (el.closest('label') ?? el).getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      name,
      visible: el.matches(':focus-visible') && ring && box.width > 0 && box.height > 0,
      inDialog: el.closest('[role="dialog"]') !== null,
      inSidebar: el.closest('.sidebar') !== null,
    };
  });

/** Every stop the Tab key made, for the messages of a failing test. */
const walked: string[] = [];

/** Presses Tab (or Shift+Tab) until the focus is on `name`; every stop on the way must show its focus. */
async function tabTo(name: string | RegExp, options: { back?: boolean; max?: number } = {}): Promise<FocusStop> {
  const matches = (stop: FocusStop) => (typeof name === 'string' ? stop.name === name : name.test(stop.name));
  const here = await focusStop();
  if (matches(here)) return here;
  for (let i = 0; i < (options.max ?? 60); i++) {
    if (options.back) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (options.back) await page.keyboard.up('Shift');
    const stop = await focusStop();
    walked.push(`${stop.tag}:${stop.name}`);
    // Past the last control the focus leaves the page for the browser's own, then comes back.
    if (stop.tag === 'body') continue;
    expect(stop.visible, `foco invisível em ${stop.tag} "${stop.name}"`).toBe(true);
    if (matches(stop)) return stop;
  }
  throw new Error(`Tab não chegou a "${name}"; paradas: ${walked.slice(-30).join(' | ')}`);
}

/** The focus is inside the open dialog and stays there for a whole round of Tab and of Shift+Tab. */
async function expectFocusTrapped() {
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
  const stops = await page.$$eval('[role="dialog"] :is(button, a[href], input, select, textarea)', (els) => els.length);
  for (const back of [false, true]) {
    for (let i = 0; i <= stops; i++) {
      if (back) await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      if (back) await page.keyboard.up('Shift');
      const stop = await focusStop();
      expect(stop.inDialog, `Tab saiu do diálogo para ${stop.tag} "${stop.name}"`).toBe(true);
      expect(stop.visible, `foco invisível em ${stop.tag} "${stop.name}"`).toBe(true);
    }
  }
}

beforeAll(async () => {
  portal = await startPortal();
  ({ page } = portal);
  baseUrl = portal.server.baseUrl;
  const admin = apiAs(baseUrl, portal.adminToken);
  const video = readFileSync(path.join(repoRoot, 'server', 'assets', 'demo', 'video-demonstracao.webm'));
  const { video_file } = await admin.courses.uploadVideo(
    new File([new Uint8Array(video)], 'aula.webm', { type: 'video/webm' }),
  );
  ({ courseId } = await admin.courses.create({ title: COURSE, description: 'Seleção, uso e guarda do EPI.' }));
  await admin.courses.saveContent(courseId, {
    modules: [
      { title: 'Proteção individual', lessons: [{ title: LESSON, video_type: 'local', video_file, duration: 1 }] },
    ],
  });
  await admin.courses.update(courseId, { title: COURSE, status: 'published' });
  // Five minutes: the countdown starts inside its warning, so the announcement can be heard at once.
  ({ assessmentId } = await admin.assessments.create({
    course_id: courseId,
    title: ASSESSMENT,
    description: 'Duas questões sobre o uso do EPI.',
    time_limit: 5,
    passing_score: 70,
    max_attempts: null,
    allow_retake: true,
    questions: QUESTIONS.map((q) => ({
      text: q.text,
      options: q.options.map((text, i) => ({ text, isCorrect: i === q.right })),
    })),
  }));
  const student = await activateStudent(baseUrl, portal.smtp, portal.adminToken, STUDENT);
  await admin.courses.enroll(courseId, student.id);
  rmSync(downloads, { recursive: true, force: true });
  mkdirSync(downloads, { recursive: true });
  await allowDownloads(page, downloads);
}, 120_000);

afterEach(screenshotOnFailure(() => page, 'falha-teclado'));

afterAll(() => portal?.stop());

describe('portal: a whole course with the keyboard only', () => {
  it('signs in from the login screen with Tab, typing and Enter', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.waitForSelector('input[type="password"]');
    await tabTo(T.login.userLabel);
    await page.keyboard.type(STUDENT.email);
    await tabTo(T.login.passwordLabel);
    await page.keyboard.type(STUDENT.password);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/dashboard');
    await waitForText(page, T.dashboard.greeting(STUDENT.name));
  });

  it("skips to the content, and reaches 'Cursos' in the side menu", async () => {
    const skip = await tabTo(T.layout.skipToContent, { max: 1 });
    expect(skip.visible).toBe(true);
    const stop = await tabTo(T.nav.courses);
    expect(stop.inSidebar).toBe(true);
    await screenshot(page, 'teclado-01-menu-lateral');
    await page.keyboard.press('Enter');
    await waitForScreen(page, '/courses', T.studentCourses.title);
    await waitForText(page, COURSE);
  });

  it('opens the course, its focus on the new screen, and plays the lesson from its labelled controls to the end', async () => {
    await tabTo(T.courses.actionLabel(T.studentCourses.start, COURSE));
    await page.keyboard.press('Enter');
    await waitForPath(page, `/courses/${courseId}`);
    await waitForText(page, LESSON);
    // The button that navigated is gone: the focus waits on the main region, not at the top of the page.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The tab's title follows the screen's first heading: here the lesson's.
    await page.waitForFunction((title: string) => document.title === title, {}, `${LESSON} · Trilha Segura`);

    await tabTo(PLAYER_MSG.play);
    await screenshot(page, 'teclado-02-player-play');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (pause: string) => document.activeElement?.getAttribute('aria-label') === pause,
      {},
      PLAYER_MSG.pause,
    );
    // The lesson completes when its timer reaches one minute; the course then leads to its assessment.
    await waitForPath(page, `/assessment/${assessmentId}`, 100_000);
    await waitForText(page, ASSESSMENT_TEXT.start);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it("back in the course, the 'Avaliação' dialog takes the focus, keeps it, and gives it back", async () => {
    await tabTo(ASSESSMENT_TEXT.backToCourse);
    await page.keyboard.press('Enter');
    await waitForPath(page, `/courses/${courseId}`);
    await waitForText(page, PLAYER_MSG.lessonCompleted);
    const opener = await tabTo(PLAYER_MSG.assessment);
    await page.keyboard.press('Enter');
    await waitForText(page, PLAYER_MSG.startAssessment, { inDialog: true });
    await expectFocusTrapped();
    await screenshot(page, 'teclado-03-dialogo-avaliacao');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect((await focusStop()).name).toBe(opener.name);

    await page.keyboard.press('Enter');
    await waitForText(page, PLAYER_MSG.startAssessment, { inDialog: true });
    await tabTo(PLAYER_MSG.startAssessment);
    await page.keyboard.press('Enter');
    await waitForPath(page, `/assessment/${assessmentId}`);
    await waitForText(page, ASSESSMENT_TEXT.start);
  });

  it('takes the timed assessment with Tab, the arrow keys and Space; the warning does not move the focus', async () => {
    await tabTo(ASSESSMENT_TEXT.start);
    await page.keyboard.press('Enter');
    await waitForText(page, QUESTIONS[0]!.text);
    // The countdown starts under five minutes: its warning is in a polite live region, the focus on the question.
    const politeness = await page.waitForFunction(
      (text: string) =>
        [...document.querySelectorAll('[aria-live]')]
          .find((el) => el.textContent === text && !el.contains(document.activeElement))
          ?.getAttribute('aria-live'),
      {},
      ASSESSMENT_TEXT.timerWarning,
    );
    expect(await politeness.jsonValue()).toBe('polite');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H3');

    for (const [n, question] of QUESTIONS.entries()) {
      await waitForText(page, question.text);
      // Tab enters the radio group on its first option; the arrows move and choose.
      await tabTo(new RegExp(`${question.options[0]}$`));
      await page.keyboard.press('Space');
      for (let i = 0; i < question.right; i++) await page.keyboard.press('ArrowDown');
      const chosen = await page.evaluate(() => (document.activeElement as HTMLInputElement).checked);
      expect(chosen).toBe(true);
      expect((await focusStop()).name.endsWith(question.options[question.right]!)).toBe(true);
      if (n === 0) await screenshot(page, 'teclado-04-avaliacao');
      if (n < QUESTIONS.length - 1) {
        await tabTo(ASSESSMENT_TEXT.next);
        await page.keyboard.press('Enter');
      }
    }
    await tabTo(ASSESSMENT_TEXT.finish);
    await page.keyboard.press('Enter');
    await waitForText(page, ASSESSMENT_TEXT.approved);
  });

  it('announces the temporary certificate in a live region and offers the certificates in a dialog', async () => {
    await page.waitForFunction(
      (text: string) =>
        [...document.querySelectorAll('[aria-live], [role="status"]')].some((el) => el.textContent?.includes(text)),
      {},
      ASSESSMENT_TEXT.certificateGenerated,
    );
    await waitForText(page, ASSESSMENT_TEXT.goToCertificates, { inDialog: true, timeout: 10_000 });
    await expectFocusTrapped();
    await screenshot(page, 'teclado-05-oferta-certificados');
    await tabTo(ASSESSMENT_TEXT.goToCertificatesYes);
    await page.keyboard.press('Enter');
    await waitForScreen(page, '/certificates', T.certificates.title);
  });

  it('downloads the certificate with Enter', async () => {
    await waitForText(page, COURSE);
    await tabTo(CERTIFICATE_TEXT.downloadLabel(COURSE));
    await screenshot(page, 'teclado-06-certificados');
    await page.keyboard.press('Enter');
    const deadline = Date.now() + 30_000;
    let pdf = '';
    while (!pdf) {
      pdf = readdirSync(downloads).find((f) => f.endsWith('.pdf')) ?? '';
      if (!pdf && Date.now() > deadline) throw new Error('o certificado não foi baixado');
      if (!pdf) await new Promise((r) => setTimeout(r, 300));
    }
    expect(readFileSync(path.join(downloads, pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
