/**
 * The tutoring channel end to end (issue 26), in Chromium against the built server. The admin
 * builds a two-lesson course, enrols two workers of different companies and makes an instructor
 * its tutor (API), then checks the tutoring dialog of the course grid. One worker's earlier
 * question is aged past its due time straight in the database (the server's clock cannot be moved
 * from the browser). Ana asks in the player's 'Dúvidas' panel; the instructor finds her question in
 * 'Dúvidas dos alunos' (numbers as the API says, the late one flagged, filters through the address),
 * answers it and marks it as FAQ, closes and reopens the late one. Ana reads the answer in the
 * player and by e-mail; Bruno reads the FAQ on the same lesson without Ana's name; the admin's
 * 'Tutoria' report shows the API's figures. Screenshots go to /tmp/shots (tutoria-*.png), each state
 * is checked with axe.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  QUESTION_STATUS_LABELS,
  TUTORING_MSG,
  type TutoringQuestion,
  type TutoringReportRow,
} from '@trilha/sdk/contract';
import type { ElementHandle, Page } from 'puppeteer-core';
import sqlite3 from 'sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_MSG } from '../../sdk/src/widgets/CoursePlayer/messages';
import { T } from '../src/messages';
import { durationWords, TUTORING_TEXT as TX } from '../src/scenes/Tutoring/tutoringMessages';
import {
  atNarrowScreen,
  click,
  clickMenu,
  clickTab,
  field,
  fill,
  screenAuditor,
  screenshotOnFailure,
  selectOption,
  settleAnimations,
  waitForText,
  writePng,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, publishedCourse, signIn, startPortal } from './people';

const TUTOR = { name: 'Renata Tutora', email: 'renata.tutora@trilha.test', password: 'RenataTutora123' };
const ANA = { name: 'Ana Souza', email: 'ana.souza@acoforte.com.br', password: 'AnaSouza123' };
const BRUNO = { name: 'Bruno Lima', email: 'bruno.lima@horizonte.com.br', password: 'BrunoLima123' };
const ACO_FORTE = 'Metalúrgica Aço Forte Ltda';
const HORIZONTE = 'Construtora Horizonte Ltda';
const COURSE = 'NR-35 Trabalho em Altura';
const LESSONS = ['Riscos da altura', 'Ancoragem e cintos'] as const;
const QUESTION = 'Posso usar o mesmo cinto paraquedista em dois turnos seguidos?\nO meu está com a costura gasta.';
const LATE_QUESTION = 'Qual é a altura mínima a partir da qual a linha de vida é obrigatória?';
const ANSWER =
  'Não. Cinto com costura gasta sai de uso na hora: avise o técnico de segurança e peça outro no almoxarifado.';
const SHOTS = '/tmp/shots';
const DAY_MS = 86_400_000;

let portal: Portal;
let page: Page;
let baseUrl = '';
const ids = { tutor: 0, ana: 0, bruno: 0, course: 0, lessons: [0, 0], lateQuestion: 0, otherCourse: 0 };
const tokens = { ana: '', bruno: '', tutor: '' };
const { audit, audited } = screenAuditor(() => page);
const admin = () => apiAs(baseUrl, portal.adminToken);
const tutorApi = () => apiAs(baseUrl, tokens.tutor);

/** `take(file)` at 1280 px, then at 320 px (which also proves the page scrolls only downwards). */
async function atBothWidths(name: string, take: (file: string) => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  const viewport = page.viewport() ?? { width: 1366, height: 860 };
  await page.setViewport({ width: 1280, height: 860 });
  try {
    await take(`${name}-1280`);
  } finally {
    await page.setViewport(viewport);
  }
  await atNarrowScreen(page, name, () => take(`${name}-320`));
}

/** The whole page (a dialog: the screen) at both widths. */
function shots(name: string, fullPage = true) {
  return atBothWidths(name, async (file) => {
    await settleAnimations(page);
    // From the top: a page scrolled down would draw its fixed bar and menu in the middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${file}.png`), fullPage });
  });
}

/**
 * Moves a question's asking and due times back (SQLite, the server's own file): a question days
 * old, past its due time, as the queue meets it after a long weekend.
 */
async function age(questionId: number, askedDaysAgo: number, dueDaysAgo: number) {
  const stamp = (days: number) =>
    new Date(Date.now() - days * DAY_MS).toISOString().replace('T', ' ').replace('Z', ' +00:00');
  const db = new sqlite3.Database(path.join(portal.server.dataDir, 'trilha.sqlite'));
  try {
    await new Promise<void>((resolve, reject) =>
      db.run(
        'UPDATE lesson_questions SET created_at = ?, due_at = ? WHERE id = ?',
        [stamp(askedDaysAgo), stamp(dueDaysAgo), questionId],
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  } finally {
    await new Promise((resolve) => db.close(resolve));
  }
}

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;

  const acoForte = (await admin().companies.create({ name: ACO_FORTE, contact_email: 'rh@acoforte.com.br' })).company;
  const horizonte = (await admin().companies.create({ name: HORIZONTE, contact_email: 'rh@horizonte.com.br' })).company;
  const tutor = await activateStudent(baseUrl, portal.smtp, portal.adminToken, TUTOR, { role: 'instructor' });
  const ana = await activateStudent(baseUrl, portal.smtp, portal.adminToken, ANA, { company_id: acoForte.id });
  const bruno = await activateStudent(baseUrl, portal.smtp, portal.adminToken, BRUNO, { company_id: horizonte.id });
  Object.assign(ids, { tutor: tutor.id, ana: ana.id, bruno: bruno.id });
  Object.assign(tokens, { tutor: tutor.token, ana: ana.token, bruno: bruno.token });

  const { courseId } = await admin().courses.create({ title: COURSE, description: 'Treinamento NR-35.' });
  const { course } = await admin().courses.saveContent(courseId, {
    modules: [
      {
        title: 'Módulo 1',
        lessons: LESSONS.map((title) => ({ title, video_type: 'youtube', duration: 0, description: `Aula ${title}.` })),
      },
    ],
  });
  await admin().courses.update(courseId, { title: COURSE, status: 'published' });
  ids.course = courseId;
  ids.lessons = course.modules?.[0]?.lessons.map((l) => l.id) ?? [];
  for (const worker of [ana.id, bruno.id]) await admin().courses.enroll(courseId, worker);
  await admin().tutoring.setCourseTutoring(courseId, { tutor_ids: [tutor.id], response_days: 2 });
  // A course Renata does not tutor.
  ids.otherCourse = (
    await publishedCourse(baseUrl, portal.adminToken, 'NR-10 Eletricidade', 'Choque elétrico')
  ).courseId;

  // Bruno asked on the first lesson last week; nobody answered.
  const late = await apiAs(baseUrl, bruno.token).lessons.ask(ids.lessons[0] as number, LATE_QUESTION);
  ids.lateQuestion = late.question.id;
  await age(ids.lateQuestion, 6, 2);
}, 180_000);

afterEach(screenshotOnFailure(() => page, 'falha-tutoria'));
afterAll(() => portal?.stop());

/** The queue's card of the question asked by `asker` (its text, once `text` shows in it). */
async function card(asker: string, text = asker): Promise<ElementHandle<HTMLElement>> {
  const handle = await page.waitForFunction(
    (asker: string, text: string) =>
      [...document.querySelectorAll<HTMLElement>('li.tq-card')].find(
        (li) => li.querySelector('.tq-asker')?.textContent?.includes(asker) && li.innerText.includes(text),
      ) ?? null,
    {},
    asker,
    text,
  );
  return handle.asElement() as ElementHandle<HTMLElement>;
}

/** Clicks the enabled button of the card whose text is `label`. */
async function clickInCard(asker: string, label: string) {
  const handle = await page.waitForFunction(
    (asker: string, label: string) => {
      const li = [...document.querySelectorAll<HTMLElement>('li.tq-card')].find((l) =>
        l.querySelector('.tq-asker')?.textContent?.includes(asker),
      );
      return (
        [...(li?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
          (b) => b.innerText.trim() === label && !b.disabled,
        ) ?? null
      );
    },
    {},
    asker,
    label,
  );
  await (handle.asElement() as ElementHandle<HTMLElement>).click();
}

const cardTexts = () => page.$$eval('li.tq-card', (cards) => cards.map((c) => (c as HTMLElement).innerText));

/** The student's 'Dúvidas' panel in the player. */
async function panelText(text: string): Promise<string> {
  await page.waitForFunction(
    (t: string) => (document.querySelector<HTMLElement>('.trilha-questions')?.innerText ?? '').includes(t),
    {},
    text,
  );
  return page.$eval('.trilha-questions', (el) => (el as HTMLElement).innerText);
}

/** The panel alone, scrolled into view, at both widths. */
function panelShots(name: string) {
  return atBothWidths(name, async (file) => {
    const panel = (await page.waitForSelector('.trilha-questions')) as ElementHandle<HTMLElement>;
    // Just below the fixed top bar, which would otherwise cover the panel's title.
    await panel.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await settleAnimations(page);
    await panel.screenshot({ path: path.join(SHOTS, `${file}.png`) });
  });
}

async function queue(query: Parameters<ReturnType<typeof tutorApi>['tutoring']['queue']>[0] = {}) {
  return tutorApi().tutoring.queue(query);
}

describe('portal: the tutoring channel', () => {
  it("admin: the course's tutoring dialog shows the tutor and saves new response days", async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${baseUrl}/courses`);
    await click(page, T.courses.actionLabel(TX.settings.action, COURSE));
    await waitForText(page, TX.settings.intro(COURSE), { inDialog: true });
    await waitForText(page, TUTOR.email, { inDialog: true });
    const ticked = await page.$$eval('[role="dialog"] .people-checklist__item', (labels) =>
      labels.filter((l) => l.querySelector('input')?.checked).map((l) => (l as HTMLElement).innerText),
    );
    expect(ticked).toHaveLength(1);
    expect(ticked[0]).toContain(TUTOR.name);
    expect(await (await field(page, TX.settings.responseDays, true)).evaluate((el) => el.value)).toBe('2');

    await fill(page, TX.settings.responseDays, '45', true);
    await click(page, TX.settings.save, true);
    await waitForText(page, TUTORING_MSG.responseDays, { inDialog: true });
    await fill(page, TX.settings.responseDays, '3', true);
    await audit('admin: diálogo Tutoria do curso');
    await shots('tutoria-configuracao', false);
    await click(page, TX.settings.save, true);
    await waitForText(page, TUTORING_MSG.tutoringSaved);
    const { tutoring } = await admin().tutoring.courseTutoring(ids.course);
    expect(tutoring).toMatchObject({ response_days: 3, tutors: [{ id: ids.tutor, role: 'instructor' }] });
  });

  it("student 1 asks in the player's 'Dúvidas' panel", async () => {
    await signIn(page, baseUrl, ANA.email, ANA.password);
    await page.goto(`${baseUrl}/courses/${ids.course}`);
    await waitForText(page, LESSONS[0]);
    await panelText(TUTORING_MSG.panelTitle);
    const input = await field(page, PLAYER_MSG.questionLabel);
    await input.type(QUESTION);
    const picture = writePng(portal.server.dataDir, 'cinto-gasto.png', [190, 120, 40]);
    await (await field(page, PLAYER_MSG.questionImage)).uploadFile(picture);
    await waitForText(page, PLAYER_MSG.questionImageChosen('cinto-gasto.png'));
    await click(page, PLAYER_MSG.askSubmit);
    await waitForText(page, TUTORING_MSG.asked);
    const text = await panelText(TUTORING_MSG.waiting);
    expect(text).toContain(QUESTION.split('\n')[0]);
    expect(text).toContain(QUESTION_STATUS_LABELS.open);
    await audit('aluno: painel Dúvidas com a pergunta enviada');
    await panelShots('tutoria-painel-enviada');
  });

  it('the tutor finds both questions in the queue, oldest first, with the figures of the API', async () => {
    await signIn(page, baseUrl, TUTOR.email, TUTOR.password, '/practical-sessions');
    await clickMenu(page, TX.nav);
    await waitForText(page, TX.subtitle);
    const api = await queue();
    expect(api).toMatchObject({ total: 2, overdue: 1, page: 1, pages: 1 });
    expect(api.questions.map((q) => q.asker.name)).toEqual([BRUNO.name, ANA.name]);
    await waitForText(page, TX.summary(api.total));
    await waitForText(page, TX.overdueSummary(api.overdue));
    await card(ANA.name, QUESTION.split('\n')[1] as string);

    const [late, mine] = await cardTexts();
    const ana = api.questions[1] as TutoringQuestion;
    expect(late).toContain(TX.lessonPath(COURSE, LESSONS[0]));
    expect(late).toContain(HORIZONTE);
    expect(late).toContain(TX.overdue);
    expect(late).toContain(LATE_QUESTION);
    expect(mine).toContain(TX.lessonPath(COURSE, LESSONS[0]));
    expect(mine).toContain(ANA.name);
    expect(mine).toContain(ACO_FORTE);
    expect(mine).toContain(QUESTION_STATUS_LABELS.open);
    expect(mine).not.toContain(TX.overdue);
    expect(ana.overdue).toBe(false);
    // The text as sent: its line break kept, as text (a multipart form sends it as CRLF).
    const shown = await (await card(ANA.name)).$eval('.tq-text', (p) => p.textContent);
    expect(shown?.replace(/\r\n/g, '\n')).toBe(QUESTION);
    // The picture opens from its signed link.
    const picture = await (await card(ANA.name)).waitForSelector('img');
    await picture?.evaluate((img) => img.scrollIntoView({ block: 'center' }));
    await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth === 96, {}, picture);
    expect(await picture?.evaluate((img) => img.alt)).toBe(TX.picture(ANA.name));
    expect(ana.image_url).toBeTruthy();
    await audit('tutor: fila de dúvidas');
    await shots('tutoria-fila');
  });

  it('filters by late questions, company and status, through the address too', async () => {
    await page.goto(`${baseUrl}/tutoring?overdue=true`);
    await waitForText(page, LATE_QUESTION);
    expect(await (await field(page, TX.onlyOverdue)).evaluate((el) => el.checked)).toBe(true);
    const late = await queue({ overdue: 'true' });
    expect(late.questions.map((q) => q.id)).toEqual([ids.lateQuestion]);
    await waitForText(page, TX.summary(late.total));
    expect(await cardTexts()).toHaveLength(1);

    await (await field(page, TX.onlyOverdue)).click();
    await card(ANA.name);
    expect(new URL(page.url()).search).toBe('');
    await selectOption(page, TX.company, ACO_FORTE);
    await page.waitForFunction(() => document.querySelectorAll('li.tq-card').length === 1);
    expect((await cardTexts())[0]).toContain(ANA.name);
    await selectOption(page, TX.status, QUESTION_STATUS_LABELS.closed);
    await waitForText(page, TX.empty);
    expect(new URL(page.url()).searchParams.get('status')).toBe('closed');
    await audit('tutor: fila vazia com filtros');
    await click(page, TX.clear);
    await page.waitForFunction(() => document.querySelectorAll('li.tq-card').length === 2);

    // An address naming a course she does not tutor gets the server's reason.
    await page.goto(`${baseUrl}/tutoring?course_id=${ids.otherCourse}`);
    await waitForText(page, TUTORING_MSG.notYourCourse);
    await page.goto(`${baseUrl}/tutoring`);
    await page.waitForFunction(() => document.querySelectorAll('li.tq-card').length === 2);
  });

  it('the tutor answers (the e-mail goes to the worker) and marks it as FAQ', async () => {
    portal.smtp.clear();
    const form = await card(ANA.name);
    await (await form.$('textarea'))?.type(ANSWER);
    await clickInCard(ANA.name, TX.sendAnswer);
    await waitForText(page, TUTORING_MSG.answered);
    await card(ANA.name, ANSWER);
    await card(ANA.name, QUESTION_STATUS_LABELS.answered);
    await clickInCard(ANA.name, TX.markFaq);
    await card(ANA.name, TX.faq);
    await card(ANA.name, TX.unmarkFaq);

    const [, answered] = (await queue()).questions;
    expect(answered).toMatchObject({ id: expect.any(Number), status: 'answered', faq: true });
    expect(answered?.answers.map((a) => [a.author_name, a.text])).toEqual([[TUTOR.name, ANSWER]]);
    await card(ANA.name, `${TX.firstResponse}\n${durationWords(answered?.first_response_seconds ?? 0)}`);

    const mail = await portal.smtp.waitFor(
      (m) => m.to.includes(ANA.email) && m.subject.startsWith('Sua dúvida foi respondida'),
      30_000,
    );
    expect(mail.subject).toContain(LESSONS[0]);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(ANSWER);
    await audit('tutor: dúvida respondida e frequente');
    await shots('tutoria-respondida');
  });

  it('the tutor closes the late question (no answer form then) and reopens it', async () => {
    await clickInCard(BRUNO.name, TX.close);
    await card(BRUNO.name, TX.closedHint);
    await card(BRUNO.name, QUESTION_STATUS_LABELS.closed);
    expect(await (await card(BRUNO.name)).$('textarea')).toBeNull();
    await clickInCard(BRUNO.name, TX.reopen);
    await card(BRUNO.name, TX.sendAnswer);
    const late = (await queue()).questions.find((q) => q.id === ids.lateQuestion);
    expect(late).toMatchObject({ status: 'open', closed_at: null, overdue: true });
  });

  it('student 1 reads the answer in the player', async () => {
    await signIn(page, baseUrl, ANA.email, ANA.password);
    await page.goto(`${baseUrl}/courses/${ids.course}`);
    await waitForText(page, LESSONS[0]);
    const text = await panelText(ANSWER);
    expect(text).toContain(QUESTION_STATUS_LABELS.answered);
    expect(text).toContain(TUTOR.name);
    expect(text).not.toContain(TUTORING_MSG.faqTitle);
    await audit('aluno: painel Dúvidas com a resposta');
    await panelShots('tutoria-painel-resposta');
  });

  it("student 2 sees the FAQ on the same lesson, without student 1's name", async () => {
    await signIn(page, baseUrl, BRUNO.email, BRUNO.password);
    await page.goto(`${baseUrl}/courses/${ids.course}`);
    await waitForText(page, LESSONS[0]);
    const text = await panelText(ANSWER);
    expect(text).toContain(TUTORING_MSG.faqTitle);
    expect(text).toContain(TUTORING_MSG.mineTitle);
    expect(text).toContain(LATE_QUESTION);
    expect(text).toContain(QUESTION.split('\n')[0]);
    expect(text).not.toContain(ANA.name);
    expect(text).not.toContain(ANA.email);
    const { faq } = await apiAs(baseUrl, tokens.bruno).lessons.questions(ids.lessons[0] as number);
    expect(faq).toHaveLength(1);
    expect(JSON.stringify(faq)).not.toContain(ANA.name);
    await audit('aluno 2: painel Dúvidas com a pergunta frequente');
    await panelShots('tutoria-painel-frequente');
  });

  it("the admin's 'Tutoria' report shows the API's figures", async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${baseUrl}/reports`);
    await clickTab(page, TX.report.tab);
    const { courses } = await admin().tutoring.report();
    expect(courses).toHaveLength(1);
    const row = courses[0] as TutoringReportRow;
    expect(row).toMatchObject({ course_id: ids.course, questions: 2, answered: 1, open: 1, overdue_open: 1 });
    expect(row.within_target_percent).toBe(100);
    const rows = `[aria-label="${TX.report.caption}"] tbody tr`;
    await page.waitForFunction(
      (s: string, c: string) => document.querySelector(s)?.textContent?.includes(c),
      {},
      rows,
      COURSE,
    );
    const cells = await page.$$eval(`${rows} td`, (tds) => tds.map((td) => (td as HTMLElement).innerText.trim()));
    expect(cells).toEqual([COURSE, '2', '1', '1', '1', durationWords(row.median_first_response_seconds ?? 0), '100%']);
    await audit('admin: relatório Tutoria');
    await shots('tutoria-relatorio');

    // The admin tutors every course: the same queue as the instructor's.
    await page.goto(`${baseUrl}/tutoring`);
    await waitForText(page, TX.summary(2));
    expect(await cardTexts()).toHaveLength(2);
  });

  it('a student opening the queue reads that it is not theirs, and has no menu entry for it', async () => {
    await signIn(page, baseUrl, BRUNO.email, BRUNO.password);
    await page.goto(`${baseUrl}/tutoring`);
    await waitForText(page, TX.accessDenied);
    const menu = await page.$$eval('.sidebar a', (links) => links.map((a) => (a as HTMLElement).innerText.trim()));
    expect(menu).toContain(T.nav.courses);
    expect(menu).not.toContain(TX.nav);
  });

  it('the audited states', () => {
    expect(audited).toHaveLength(8);
  });
});
