/**
 * Assessments and certificates end to end, in Chromium against the built server. The course, the
 * students and the lesson completion are set up through the API; then the admin builds the final
 * assessment with the question editor, the student fails, resumes and passes on a retry, gets the
 * temporary certificate and downloads its PDF, the admin validates it (and uploads, revokes and
 * deletes another one), and the public verification page shows it official.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ASSESSMENT_MSG, CERTIFICATE_MSG } from '@trilha/sdk/contract';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_TEXT } from '../../sdk/src/widgets/Assessment/messages';
import { CERTIFICATE_TEXT } from '../../sdk/src/widgets/Certificates/messages';
import { pdfText } from '../../server/test/api/pdfText';
import { extractCode, hasCode, type SmtpSink, startSmtpSink } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import {
  allowDownloads,
  click,
  clickMenu,
  field,
  fill,
  findButton,
  launchBrowser,
  newPage,
  type RunningServer,
  screenshot,
  screenshotOnFailure,
  startServer,
  visibleText,
  waitForDownload,
  waitForPath,
  waitForText,
} from './harness';

const ADMIN = { email: 'admin@trilha.local', password: 'admin-e2e-123' };
const STUDENT = { name: 'Carlos Pereira', email: 'carlos.pereira@obra.com.br', password: 'CarlosNR35ok' };
const OTHER = { name: 'Ana Lima', email: 'ana.lima@obra.com.br' };
const COURSE = 'NR-35 Trabalho em Altura';
const ASSESSMENT = 'Avaliação Final NR-35';
const Q1 = {
  text: 'A partir de qual altura a NR-35 considera o trabalho em altura?',
  options: ['1 metro', '2 metros', '3 metros', '5 metros'],
  correct: '2 metros',
  wrong: '1 metro',
};
const Q2 = {
  text: 'Quem deve emitir a Permissão de Trabalho?',
  options: ['O responsável autorizado', 'O próprio trabalhador'],
  correct: 'O responsável autorizado',
  wrong: 'O próprio trabalhador',
};
const shot = (page: Page, name: string) => screenshot(page, `ac-${name}`);

let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
let page: Page;
let downloads: string;
let adminToken = '';
let studentToken = '';
let studentId = 0;
let otherId = 0;
let courseId = 0;
let assessmentId = 0;
let certificateCode = '';

async function api<T = Record<string, unknown>>(
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(server.baseUrl + url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

async function must<T = Record<string, unknown>>(
  expected: number,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await api<T>(method, url, options);
  if (res.status !== expected) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An admin-created student who has done the first login (e-mailed code + new password). */
async function createStudent(name: string, email: string, password: string) {
  const created = await must<{ user: { id: number } }>(201, 'POST', '/api/users', {
    token: adminToken,
    body: { name, email, password: 'provisoria1', role: 'student' },
  });
  const since = new Date();
  const login = await must<{ token: string }>(200, 'POST', '/api/auth/login', {
    body: { email, password: 'provisoria1' },
  });
  const code = extractCode(await smtp.waitFor((m) => m.to.includes(email) && m.receivedAt >= since && hasCode(m)));
  const changed = await must<{ token: string }>(200, 'POST', '/api/auth/first-login-password-change', {
    token: login.token,
    body: { newPassword: password, twoFactorCode: code },
  });
  return { id: created.user.id, token: changed.token };
}

async function signIn(email: string, password: string) {
  await page.goto(`${server.baseUrl}/login`);
  await waitForText(page, T.login.welcome);
  await fill(page, T.login.userLabel, email);
  await fill(page, T.login.passwordLabel, password);
  await click(page, T.login.submit);
  await waitForPath(page, '/dashboard');
}

/**
 * Logs out of the portal. A logout ends every token of that account (issue 15), so the API
 * tokens this file keeps for the admin and the student are taken again.
 */
async function signOut() {
  await click(page, T.layout.logout);
  await waitForPath(page, '/login');
  adminToken = (await must<{ token: string }>(200, 'POST', '/api/auth/login', { body: ADMIN })).token;
  if (studentToken) {
    const body = { email: STUDENT.email, password: STUDENT.password };
    studentToken = (await must<{ token: string }>(200, 'POST', '/api/auth/login', { body })).token;
  }
}

/** Types into the input with this accessible name (inside the open dialog). */
async function typeInto(label: string, text: string) {
  const input = await page.waitForSelector(`[role="dialog"] [aria-label="${label}"]`);
  await input?.click({ count: 3 });
  await input?.type(text);
}

/** Picks an answer in the assessment widget by clicking the option's label, as a person does. */
async function chooseOption(text: string) {
  const handle = await page.waitForFunction(
    (t: string) => {
      const labels = [...document.querySelectorAll<HTMLLabelElement>('.trilha-option')];
      return labels.find((l) => l.querySelector('.trilha-option__text')?.textContent === t) ?? null;
    },
    {},
    text,
  );
  await (handle.asElement() as ElementHandle<Element> | null)?.click();
}

/** Whether the visible button with exactly this text is disabled. */
async function buttonDisabled(text: string): Promise<boolean | null> {
  return page.$$eval(
    'button',
    (buttons, t) => {
      const b = buttons.find((el) => el.innerText.trim() === t && el.offsetParent !== null);
      return b ? b.disabled : null;
    },
    text,
  );
}

/** Lets entrance animations and transitions finish before a screenshot. */
const settle = () => new Promise((r) => setTimeout(r, 400));

async function timerSeconds(): Promise<number> {
  const value = await page.$eval('.trilha-timer__value', (el) => el.textContent ?? '');
  const [m, s] = value.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
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
  browser = await launchBrowser();
  page = await newPage(browser);
  downloads = mkdtempSync(path.join(server.dataDir, 'downloads-'));
  await allowDownloads(page, downloads);

  // The course: published, one lesson of duration 0, a 1-month validity (so it shows under 'A vencer').
  adminToken = (await must<{ token: string }>(200, 'POST', '/api/auth/login', { body: ADMIN })).token;
  courseId = (
    await must<{ courseId: number }>(201, 'POST', '/api/courses', {
      token: adminToken,
      body: {
        title: COURSE,
        description: 'Capacitação para trabalho em altura.',
        status: 'published',
        validity_months: 1,
        workload_hours: 8,
      },
    })
  ).courseId;
  const content = await must<{ course: { modules: { lessons: { id: number }[] }[] } }>(
    200,
    'PUT',
    `/api/courses/${courseId}/content`,
    {
      token: adminToken,
      body: {
        modules: [
          {
            title: 'Fundamentos',
            lessons: [
              { title: 'Introdução à NR-35', video_type: 'youtube', video_url: 'https://youtu.be/abc', duration: 0 },
            ],
          },
        ],
      },
    },
  );
  const lessonId = content.course.modules[0]?.lessons[0]?.id as number;

  // The student, enrolled, who completes the lesson through the API.
  const student = await createStudent(STUDENT.name, STUDENT.email, STUDENT.password);
  studentId = student.id;
  studentToken = student.token;
  await must(201, 'POST', `/api/courses/${courseId}/enroll`, { token: adminToken, body: { userId: studentId } });
  await must(200, 'POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, {
    token: studentToken,
    body: { currentTime: 0 },
  });
  await must(200, 'POST', `/api/courses/lessons/${lessonId}/complete`, { token: studentToken, body: {} });

  // A second student, only for the admin's upload / revoke / delete.
  otherId = (
    await must<{ user: { id: number } }>(201, 'POST', '/api/users', {
      token: adminToken,
      body: { name: OTHER.name, email: OTHER.email, password: 'provisoria1', role: 'student' },
    })
  ).user.id;
});

afterEach(screenshotOnFailure(() => page, 'ac-falha'));

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

describe('portal: assessments and certificates', () => {
  it('lets the admin build the assessment with the question editor', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    await page.goto(`${server.baseUrl}/assessment-manager/${courseId}`);
    await waitForText(page, T.assessmentManager.subtitle(COURSE));
    await waitForText(page, T.assessmentManager.empty);
    await shot(page, '01-manager-empty');

    await click(page, T.assessmentManager.newAssessment);
    await waitForText(page, T.assessmentForm.createTitle, { inDialog: true });
    // A new assessment starts with one question of 4 options, the first one correct.
    expect(await page.$$eval('[role="dialog"] .q-option', (els) => els.length)).toBe(4);
    expect(
      await page.$eval('[role="dialog"] .q-option input[type="radio"]', (el) => (el as HTMLInputElement).checked),
    ).toBe(true);
    await click(page, T.assessmentForm.create, true);
    await waitForText(page, ASSESSMENT_MSG.titleRequired, { inDialog: true });
    expect(await visibleText(page, true)).toContain(ASSESSMENT_MSG.questionText(1));

    await fill(page, T.assessmentForm.title, ASSESSMENT, true);
    await fill(page, T.assessmentForm.description, 'Responda às questões sobre trabalho em altura.', true);
    // Out-of-range settings fall back into their bounds when the field is left.
    await fill(page, T.assessmentForm.timeLimit, '500', true);
    await fill(page, T.assessmentForm.maxAttempts, '', true);
    await fill(page, T.assessmentForm.questionText(1), Q1.text, true);
    for (const [i, text] of Q1.options.entries()) {
      await typeInto(T.assessmentForm.optionText(1, String.fromCharCode(65 + i)), text);
    }
    expect(await (await page.$(`[role="dialog"] input[type="number"]`))?.evaluate((el) => el.value)).toBe('300');
    await fill(page, T.assessmentForm.timeLimit, '30', true);
    await page.click(`[role="dialog"] [aria-label="${T.assessmentForm.markCorrect(1, 'B')}"]`);

    await click(page, T.assessmentForm.addQuestion, true);
    await waitForText(page, T.assessmentForm.question(2), { inDialog: true });
    await fill(page, T.assessmentForm.questionText(2), Q2.text, true);
    // Options 2-6: remove two, then the remove buttons are disabled at 2.
    await page.click(`[role="dialog"] [aria-label="${T.assessmentForm.removeOption(2, 'D')}"]`);
    await page.click(`[role="dialog"] [aria-label="${T.assessmentForm.removeOption(2, 'C')}"]`);
    expect(
      await page.$eval(
        `[role="dialog"] [aria-label="${T.assessmentForm.removeOption(2, 'B')}"]`,
        (el) => (el as HTMLButtonElement).disabled,
      ),
    ).toBe(true);
    await typeInto(T.assessmentForm.optionText(2, 'A'), Q2.options[0] as string);
    await typeInto(T.assessmentForm.optionText(2, 'B'), Q2.options[1] as string);
    await fill(page, T.assessmentForm.maxAttempts, '3', true);
    await shot(page, '02-assessment-editor');
    await page.$eval('[role="dialog"] .q-editor:last-child', (el) => el.scrollIntoView({ block: 'end' }));
    await shot(page, '02b-assessment-editor-question-2');

    await click(page, T.assessmentForm.create, true);
    await waitForText(page, ASSESSMENT_MSG.created);
    await waitForText(page, ASSESSMENT);
    const text = await visibleText(page);
    expect(text).toContain(T.assessmentManager.minutes(30));
    expect(text).toContain('70%');
    expect(text).toContain(T.assessmentManager.retakeAllowed);
    await shot(page, '03-manager-card');

    const list = await must<{ assessments: { id: number; question_count: number; max_attempts: number }[] }>(
      200,
      'GET',
      `/api/assessments/course/${courseId}`,
      { token: adminToken },
    );
    expect(list.assessments).toHaveLength(1);
    expect(list.assessments[0]?.question_count).toBe(2);
    expect(list.assessments[0]?.max_attempts).toBe(3);
    assessmentId = list.assessments[0]?.id as number;
  });

  it('opens the preview in a new tab with the options lettered and the correct ones marked', async () => {
    const opened = browser.waitForTarget((t) => t.url().endsWith(`/assessments/${assessmentId}/preview`));
    await click(page, T.assessmentManager.preview);
    const preview = (await (await opened).page()) as Page;
    await preview.setViewport({ width: 1366, height: 860 });
    await waitForText(preview, Q2.text);
    const lettered = await preview.$$eval('.preview-option', (els) =>
      els.map(
        (el) =>
          `${el.querySelector('.preview-option-letter')?.textContent} ${el.querySelector('.preview-option-text')?.textContent}`,
      ),
    );
    expect(lettered).toEqual([
      ...Q1.options.map((o, i) => `${String.fromCharCode(65 + i)}) ${o}`),
      ...Q2.options.map((o, i) => `${String.fromCharCode(65 + i)}) ${o}`),
    ]);
    const correct = await preview.$$eval('.preview-option.is-correct .preview-option-text', (els) =>
      els.map((el) => el.textContent),
    );
    expect(correct).toEqual([Q1.correct, Q2.correct]);
    await screenshot(preview, 'ac-04-preview');
    await preview.close();

    // Editing loads the questions back into the editor.
    await click(page, T.assessmentManager.editLabel(ASSESSMENT));
    await waitForText(page, T.assessmentForm.editTitle, { inDialog: true });
    expect(
      await page.$eval(
        `[role="dialog"] [aria-label="${T.assessmentForm.optionText(1, 'B')}"]`,
        (el) => (el as HTMLInputElement).value,
      ),
    ).toBe(Q1.options[1]);
    await click(page, T.common.cancel, true);
    await signOut();
  });

  it('shows the student the info card, then fails the first attempt with the review', async () => {
    await signIn(STUDENT.email, STUDENT.password);
    await page.goto(`${server.baseUrl}/assessment/${assessmentId}`);
    await waitForText(page, ASSESSMENT_TEXT.start);
    let text = await visibleText(page);
    expect(text).toContain(ASSESSMENT);
    expect(text).toContain(ASSESSMENT_TEXT.minutes(30));
    expect(text).toContain(ASSESSMENT_TEXT.attemptsUsedValue(0, 3));
    await shot(page, '05-assessment-info');

    await click(page, ASSESSMENT_TEXT.start);
    await waitForText(page, Q1.text);
    // The countdown comes from the server's remaining time.
    expect(await timerSeconds()).toBeGreaterThan(29 * 60);
    expect(await visibleText(page)).toContain(ASSESSMENT_TEXT.answered(0, 2));
    expect(await buttonDisabled(ASSESSMENT_TEXT.previous)).toBe(true);
    expect(await buttonDisabled(ASSESSMENT_TEXT.finish)).toBe(true);
    await chooseOption(Q1.wrong);
    await click(page, ASSESSMENT_TEXT.next);
    await waitForText(page, Q2.text);
    await chooseOption(Q2.wrong);
    await waitForText(page, ASSESSMENT_TEXT.answered(2, 2));
    expect(await buttonDisabled(ASSESSMENT_TEXT.finish)).toBe(false);
    await settle();
    await shot(page, '06-assessment-taking');

    await click(page, ASSESSMENT_TEXT.finish);
    await waitForText(page, ASSESSMENT_TEXT.resultTitle);
    text = await visibleText(page);
    expect(text).toContain(ASSESSMENT_TEXT.failed);
    expect(text).toContain('0%');
    expect(text).toContain(ASSESSMENT_TEXT.correctOf(0, 2));
    expect(text).not.toContain(ASSESSMENT_TEXT.generateCertificate);
    await click(page, ASSESSMENT_TEXT.showReview);
    await waitForText(page, ASSESSMENT_TEXT.correctOption);
    const chosenWrong = await page.$$eval('.trilha-review__option.is-chosen-wrong .trilha-review__text', (els) =>
      els.map((el) => el.textContent),
    );
    expect(chosenWrong).toEqual([Q1.wrong, Q2.wrong]);
    await shot(page, '07-assessment-failed-review');
  });

  it('starts the retry, refuses the certificate with the best score so far, and resumes the attempt', async () => {
    await click(page, ASSESSMENT_TEXT.retake);
    await waitForText(page, Q1.text);
    await chooseOption(Q1.correct);
    await waitForText(page, ASSESSMENT_TEXT.answered(1, 2));
    const before = await timerSeconds();

    // Leaving the attempt open: the course's certificate page cannot issue one yet (best score 0).
    await page.goto(`${server.baseUrl}/certificate/${courseId}`);
    await waitForText(page, CERTIFICATE_MSG.notFoundForCourse);
    await click(page, T.courseCertificate.generate);
    await waitForText(page, CERTIFICATE_MSG.insufficientScore(0));
    expect(await visibleText(page)).toContain(T.courseCertificate.insufficientTitle);
    await shot(page, '08a-course-certificate-insufficient');

    // Back to the assessment: the open attempt resumes with the server's time and the answer kept.
    await page.goto(`${server.baseUrl}/assessment/${assessmentId}`);
    await waitForText(page, ASSESSMENT_TEXT.resume);
    expect(await visibleText(page)).toContain(ASSESSMENT_TEXT.attemptsUsedValue(1, 3));
    await click(page, ASSESSMENT_TEXT.resume);
    await waitForText(page, ASSESSMENT_TEXT.answered(1, 2));
    expect(await timerSeconds()).toBeLessThanOrEqual(before);
    expect(await page.$eval('.trilha-option.is-checked .trilha-option__text', (el) => el.textContent)).toBe(Q1.correct);
  });

  it('passes on the retry with the keyboard, gets the certificate and the offer of the certificates page', async () => {
    // Keyboard only for the second question: Next, Tab into the radio group, Space.
    await page.evaluate(() => {
      const w = window as unknown as { completed: unknown[] };
      w.completed = [];
      window.addEventListener('assessmentCompleted', (e) => w.completed.push((e as CustomEvent).detail));
    });
    const next = await findButton(page, ASSESSMENT_TEXT.next);
    await next.focus();
    await page.keyboard.press('Enter');
    await waitForText(page, Q2.text);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(Q2.text);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await waitForText(page, ASSESSMENT_TEXT.answered(2, 2));

    await click(page, ASSESSMENT_TEXT.finish);
    await waitForText(page, ASSESSMENT_TEXT.approved);
    await waitForText(page, CERTIFICATE_MSG.generated);
    const text = await visibleText(page);
    expect(text).toContain('100%');
    expect(text).toContain(ASSESSMENT_TEXT.correctOf(2, 2));
    expect(text).toContain(ASSESSMENT_TEXT.viewCertificate);
    expect(await page.evaluate(() => (window as unknown as { completed: unknown[] }).completed)).toEqual([
      { assessmentId, score: 100, passed: true },
    ]);

    // After 2 s the widget offers the certificates page.
    await waitForText(page, ASSESSMENT_TEXT.goToCertificates, { inDialog: true });
    await settle();
    await shot(page, '08-assessment-passed-offer');
    await click(page, ASSESSMENT_TEXT.goToCertificatesYes, true);
    await waitForPath(page, '/certificates');
  });

  it('lists the temporary certificate and downloads its PDF with the name and the code', async () => {
    await waitForText(page, CERTIFICATE_TEXT.temporary);
    const my = await must<{ temporary: { certificate_code: string; course_id: number }[] }>(
      200,
      'GET',
      '/api/certificates/my',
      { token: studentToken },
    );
    expect(my.temporary).toHaveLength(1);
    certificateCode = my.temporary[0]?.certificate_code as string;
    const text = await visibleText(page);
    expect(text).toContain(COURSE);
    expect(text).toContain(certificateCode);
    expect(text).toContain(CERTIFICATE_TEXT.temporaryBadge);
    expect(text).toContain(CERTIFICATE_TEXT.pendingValidation);
    await shot(page, '09-student-certificates');

    const viewer = browser.waitForTarget((t) => t.url().startsWith('blob:'));
    await click(page, CERTIFICATE_TEXT.viewLabel(COURSE));
    const tab = await (await viewer).page();
    await tab?.close();

    await click(page, CERTIFICATE_TEXT.downloadLabel(COURSE));
    const file = await waitForDownload(downloads, new RegExp(`^certificado-${certificateCode}\\.pdf$`));
    const pdf = await pdfText(readFileSync(file));
    expect(pdf).toContain(STUDENT.name);
    expect(pdf).toContain(certificateCode);
  });

  it('shows the course certificate page and the grades report', async () => {
    // A second assessment the student never took shows as 'Não realizada'.
    await must(201, 'POST', '/api/assessments', {
      token: adminToken,
      body: {
        course_id: courseId,
        title: 'Avaliação Complementar',
        questions: [{ text: 'Pergunta', options: [{ text: 'Sim', isCorrect: true }, { text: 'Não' }] }],
      },
    });
    await page.goto(`${server.baseUrl}/certificate/${courseId}`);
    await waitForText(page, certificateCode);
    expect(await visibleText(page)).not.toContain(T.courseCertificate.generate);
    await shot(page, '10-course-certificate');

    await clickMenu(page, T.nav.gradesReport);
    await waitForPath(page, '/grades-report');
    // The screen loads on demand: the course title is on the page we came from, so wait for the
    // report's own texts before reading it.
    await waitForText(page, T.grades.title);
    await waitForText(page, T.grades.notTaken);
    const text = await visibleText(page);
    expect(text).toContain(T.grades.title);
    expect(text).toContain(ASSESSMENT);
    expect(text).toContain('100%');
    expect(text).toContain(T.grades.approved);
    expect(text).toContain(T.grades.notTaken);
    await shot(page, '11-grades-report');
  });

  it('warns under 5 minutes and submits the answers by itself when the time runs out', async () => {
    await page.goto(`${server.baseUrl}/assessment/${assessmentId}`);
    await waitForText(page, ASSESSMENT_TEXT.attemptsUsedValue(2, 3));
    await click(page, ASSESSMENT_TEXT.start);
    await waitForText(page, Q1.text);
    await chooseOption(Q1.correct);
    expect(await page.$('.trilha-timer.is-warning')).toBeNull();
    // The countdown reads the browser clock against the deadline fixed when the attempt arrived:
    // moving the clock 29 min 48 s ahead leaves 12 s on it (the server's own clock is untouched).
    await page.evaluate(() => {
      const real = Date.now.bind(Date);
      Date.now = () => real() + (30 * 60 - 12) * 1000;
    });
    await page.waitForSelector('.trilha-timer.is-warning');
    await settle();
    await shot(page, '11b-timer-warning');

    await waitForText(page, ASSESSMENT_TEXT.resultTitle, { timeout: 30_000 });
    const text = await visibleText(page);
    expect(text).toContain(ASSESSMENT_TEXT.failed);
    expect(text).toContain('50%');
    expect(text).toContain(ASSESSMENT_TEXT.correctOf(1, 2));
    expect(text).toContain(ASSESSMENT_TEXT.autoSubmitted);
    expect(await page.$('.trilha-score--warning')).not.toBeNull();
    // Three attempts used: no retry.
    expect(await visibleText(page)).not.toContain(ASSESSMENT_TEXT.retake);
    await shot(page, '11c-auto-submitted');
    await signOut();
  });

  it('lets the admin validate, upload, revoke and delete certificates and export what expires', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    await clickMenu(page, T.nav.certificates);
    await waitForPath(page, '/certificates');
    await waitForText(page, STUDENT.name);
    expect(await visibleText(page)).toContain(T.certificates.uploadTitle);
    await shot(page, '12-admin-certificates');

    await click(page, CERTIFICATE_TEXT.validateLabel(STUDENT.name, COURSE));
    await waitForText(page, CERTIFICATE_MSG.validated);
    await page.waitForFunction(
      (code: string) => [...document.querySelectorAll('.trilha-certs__group')][0]?.textContent?.includes(code) ?? false,
      {},
      certificateCode,
    );

    // Upload: the three fields are required, then an official PDF for the second student.
    await click(page, T.certificates.upload);
    await waitForText(page, CERTIFICATE_MSG.uploadRequired);
    await shot(page, '13-upload-required');
    await (await field(page, T.certificates.course)).select(String(courseId));
    await (await field(page, T.certificates.student)).select(String(otherId));
    const pdfPath = path.join(downloads, 'oficial.pdf');
    writeFileSync(
      pdfPath,
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await (await field(page, T.certificates.file)).uploadFile(pdfPath);
    await click(page, T.certificates.upload);
    await waitForText(page, CERTIFICATE_MSG.uploaded);
    await waitForText(page, OTHER.name);

    await click(page, CERTIFICATE_TEXT.revokeLabel(OTHER.name, COURSE));
    await waitForText(page, CERTIFICATE_TEXT.revokeTitle, { inDialog: true });
    await click(page, CERTIFICATE_TEXT.revokeConfirm, true);
    await waitForText(page, CERTIFICATE_MSG.revokeReason, { inDialog: true });
    await page.type('[role="dialog"] textarea', 'Documento enviado por engano.');
    await shot(page, '14-revoke-dialog');
    await click(page, CERTIFICATE_TEXT.revokeConfirm, true);
    await waitForText(page, CERTIFICATE_MSG.revoked);
    await waitForText(page, CERTIFICATE_TEXT.revokedReason('Documento enviado por engano.'));

    await click(page, CERTIFICATE_TEXT.removeLabel(OTHER.name, COURSE));
    await waitForText(page, CERTIFICATE_TEXT.removeTitle, { inDialog: true });
    await click(page, CERTIFICATE_TEXT.remove, true);
    await waitForText(page, CERTIFICATE_MSG.deleted);
    await page.waitForFunction((name: string) => !document.body.innerText.includes(`${name} ·`), {}, OTHER.name);

    // Statistics and 'A vencer': the 1-month validity puts the certificate in the list.
    await page.waitForFunction(
      () => document.querySelector('.cert-stat-primary .cert-stat-value')?.textContent === '1',
    );
    const expiring = await page.$eval('.cert-expiring', (el) => (el as HTMLElement).innerText);
    expect(expiring).toContain(STUDENT.name);
    expect(expiring).toContain(certificateCode);
    await page.$eval('.cert-expiring', (el) => el.scrollIntoView());
    await shot(page, '15-admin-validated-expiring');
    await click(page, T.certificates.exportCsv);
    const csv = readFileSync(
      await waitForDownload(downloads, /^certificados-a-vencer-\d{4}-\d{2}-\d{2}\.csv$/),
      'utf8',
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(STUDENT.name);
    expect(csv).toContain(certificateCode);
  });

  it('shows the certificate as official on the public verification page', async () => {
    await page.goto(`${server.baseUrl}/verificar/${certificateCode}`);
    await waitForText(page, 'Verificação de certificado');
    const text = await visibleText(page);
    expect(text).toContain('oficial');
    expect(text).toContain(STUDENT.name);
    expect(text).toContain(COURSE);
    await shot(page, '16-public-verification');
  });
});
