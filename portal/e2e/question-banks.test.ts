/**
 * The question bank editor (issue 21), in Chromium against the built server: the admin opens
 * Bancos de Questões from the side menu, creates a bank for a course and adds one question of each
 * type through the question dialog (the form says what is missing in the contract's words; a text
 * file renamed .png is refused as a picture, by the form and by the server; a real PNG goes with
 * the first question), edits one (its picture stays), reads them listed with their types and the
 * right alternatives marked in words, filters by topic, exports CSV (header and rows checked) and
 * JSON (the picture inside), imports a CSV with a bad line (the simulation names it, nothing is
 * written) and a good one (simulated clean, then imported), deletes a question, lists the banks
 * (course or shared, counts, topics), deletes a shared one, cannot delete one an assessment draws
 * from (the server's 409 message shows); a student has no menu entry and reads the access-denied
 * text. Every screen and dialog is photographed (banco-*.png), checked with axe and at 320 px.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  BANK_CSV_COLUMNS,
  BANK_MSG,
  type BankExport,
  type BankQuestion,
  QUESTION_TYPE_LABELS,
} from '@trilha/sdk/contract';
import { fileSlug } from '@trilha/sdk/ui';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../src/messages';
import {
  allowDownloads,
  atNarrowScreen,
  click,
  field,
  fill,
  screenAuditor,
  screenshot,
  screenshotOnFailure,
  selectOption,
  visibleText,
  waitForDownload,
  waitForScreen,
  waitForText,
  writePng,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, publishedCourse, signIn, signOut, startPortal } from './people';
import {
  addQuestion,
  createBank,
  fillQuestion,
  openQuestionBanks,
  type QuestionSpec,
  saveQuestion,
} from './questionBankSteps';

const TX = T.questionBanks;
const COURSE = { title: 'NR-35 Trabalho em Altura', lesson: 'Sistemas de ancoragem' };
const BANK = 'Banco NR-35: conceitos e ancoragem';
const SHARED_BANK = 'Banco compartilhado de sinalização';
const STUDENT = { name: 'Paulo Andaime', email: 'paulo.andaime@trilha.local', password: 'PauloAltura35' };

const SINGLE: QuestionSpec = {
  type: 'single',
  text: 'A partir de que altura a NR-35 considera o trabalho como trabalho em altura?',
  topic: 'Conceitos',
  points: 2,
  options: [{ text: '1,50 m' }, { text: '2,00 m', correct: true }, { text: '3,00 m' }],
  explanation: 'Toda atividade executada acima de 2,00 m do nível inferior, onde haja risco de queda.',
};
const MULTIPLE: QuestionSpec = {
  type: 'multiple',
  text: 'Quais itens fazem parte de um sistema de proteção individual contra quedas?',
  topic: 'Equipamentos',
  points: 3,
  partialCredit: true,
  options: [
    { text: 'Cinturão tipo paraquedista', correct: true },
    { text: 'Talabarte com absorvedor de energia', correct: true },
    { text: 'Capacete sem jugular' },
    { text: 'Ponto de ancoragem', correct: true },
  ],
};
const TRUE_FALSE: QuestionSpec = {
  type: 'true_false',
  text: 'A permissão de trabalho pode ser dispensada em atividades rotineiras de curta duração.',
  topic: 'Conceitos',
  answer: false,
  explanation: 'Atividades rotineiras seguem procedimento operacional; as não rotineiras exigem permissão de trabalho.',
};
const SCENARIO: QuestionSpec = {
  type: 'scenario',
  text: 'Na montagem de um andaime, o trabalhador percebe que o ponto de ancoragem previsto está com corrosão.',
  topic: 'Ancoragem',
  points: 4,
  items: [
    {
      text: 'Qual deve ser a primeira ação?',
      options: [
        { text: 'Interromper a atividade e comunicar o responsável', correct: true },
        { text: 'Continuar com cuidado redobrado' },
        { text: 'Prender o talabarte na estrutura do andaime' },
      ],
    },
    {
      text: 'Quem pode liberar um novo ponto de ancoragem?',
      options: [{ text: 'Profissional legalmente habilitado', correct: true }, { text: 'Um colega experiente' }],
    },
  ],
};

const HEADER = BANK_CSV_COLUMNS.join(';');
/** Line 3 marks no right alternative. */
const BAD_CSV = [
  HEADER,
  'unica;Sinalização;Qual cor indica a obrigação de usar EPI?;1;;;B;Vermelho;Azul;Verde;;;',
  'unica;Sinalização;Qual placa indica risco de queda?;1;;;;Placa A;Placa B;;;;',
].join('\r\n');
const GOOD_CSV = [
  HEADER,
  'unica;Sinalização;Qual cor indica a obrigação de usar EPI?;1;;O azul indica obrigação.;B;Vermelho;Azul;Verde;;;',
  'multipla;Sinalização;Quais placas são de advertência?;2;sim;;"A;C";Risco elétrico;Saída de emergência;Piso escorregadio;;;',
  'verdadeiro_falso;Sinalização;Toda placa de proibição tem borda vermelha.;1;;;V;;;;;;',
  'situacao;Sinalização;Uma área de carga não tem sinalização do tráfego de empilhadeiras.;2;;;;;;;;;',
  'item;;O que fazer primeiro?;;;;A;Isolar e sinalizar a área;Seguir o trabalho;;;;',
].join('\r\n');

let portal: Portal;
let page: Page;
let baseUrl = '';
let downloads = '';
const files = { png: '', fakePng: '', badCsv: '', goodCsv: '' };
const ids = { course: 0, bank: 0 };

const { shot, audit, audited } = screenAuditor(() => page);

async function admin() {
  const { token } = await apiAs(baseUrl).auth.login(ADMIN);
  return apiAs(baseUrl, token);
}

async function bankQuestions(): Promise<BankQuestion[]> {
  return (await (await admin()).questionBanks.get(ids.bank)).questions;
}

/** The whole page in one picture: the viewport as tall as the page for the shot. */
async function fullShot(name: string) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const viewport = page.viewport() ?? { width: 1366, height: 860 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewport({ ...viewport, height: Math.min(Math.max(height, viewport.height), 4000) });
  await screenshot(page, name);
  await page.setViewport(viewport);
}

/** At 320 px the page (and the open dialog) must not scroll sideways; the whole dialog is photographed. */
const fitsNarrowScreen = (name: string) =>
  atNarrowScreen(page, name, async () => {
    const dialog = await page.$('[role="dialog"]');
    await (dialog ? fullDialogShot(name) : fullShot(name));
  });

/** Each question card as read on the page: its heading, type label and the alternatives marked right. */
function cards() {
  return page.$$eval('.qb-card', (items) =>
    items.map((card) => ({
      heading: card.querySelector('h2')?.textContent?.trim() ?? '',
      text: (card as HTMLElement).innerText,
      type: card.querySelector('.qb-card-head .badge')?.textContent?.trim() ?? '',
      correct: [...card.querySelectorAll('.qb-card-options li.is-correct .qb-card-option-text')].map((el) =>
        el.textContent?.trim(),
      ),
    })),
  );
}

/** Closes the notices still shown: they sit over the top of the page in its pictures. */
async function dismissBanners() {
  await page.$$eval(`button[aria-label="${T.common.dismiss}"]`, (buttons) => {
    for (const b of buttons) (b as HTMLButtonElement).click();
  });
  await page.waitForFunction(
    (label: string) => !document.querySelector(`button[aria-label="${label}"]`),
    {},
    T.common.dismiss,
  );
}

async function dialogClosed() {
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
}

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  ids.course = (await publishedCourse(baseUrl, portal.adminToken, COURSE.title, COURSE.lesson)).courseId;
  await activateStudent(baseUrl, portal.smtp, portal.adminToken, STUDENT);
  const dir = portal.server.dataDir;
  files.png = writePng(dir, 'placa-ancoragem.png', [230, 120, 20]);
  files.fakePng = path.join(dir, 'nao-e-imagem.png');
  writeFileSync(files.fakePng, 'Isto é um texto com nome de imagem, não uma imagem.\n');
  files.badCsv = path.join(dir, 'questoes-com-erro.csv');
  writeFileSync(files.badCsv, BAD_CSV);
  files.goodCsv = path.join(dir, 'questoes-sinalizacao.csv');
  writeFileSync(files.goodCsv, GOOD_CSV);
  downloads = path.join(dir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  await allowDownloads(page, downloads);
});

afterEach(screenshotOnFailure(() => page, 'falha-banco'));

afterAll(async () => {
  await portal?.stop();
});

describe('the admin: Bancos de Questões', () => {
  it('opens the banks from the side menu: none yet', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await openQuestionBanks(page);
    await waitForText(page, TX.empty);
    await shot('banco-lista-vazia');
    await audit('admin: bancos de questões, vazio');
  });

  it('creates a bank for a course and lands on its empty page', async () => {
    await click(page, TX.newBank);
    await waitForText(page, TX.createTitle, { inDialog: true });
    // Too short a title: the contract's words, nothing sent.
    await fill(page, TX.titleField, 'NR', true);
    await click(page, TX.create, true);
    await waitForText(page, BANK_MSG.title, { inDialog: true });
    expect(await (await field(page, TX.titleField, true)).evaluate((el) => el.getAttribute('aria-invalid'))).toBe(
      'true',
    );
    expect(await visibleText(page, true)).toContain(TX.sharedOption);
    await shot('banco-novo-erro');
    await audit('admin: novo banco, título curto');
    await click(page, T.common.cancel, true);
    await dialogClosed();
    expect((await (await admin()).questionBanks.list()).banks).toHaveLength(0);

    ids.bank = await createBank(page, { title: BANK, course: COURSE.title });
    await waitForText(page, TX.questionsEmpty);
    expect(await visibleText(page)).toContain(`${COURSE.title} · ${TX.questionCount(0)}`);
    const saved = (await (await admin()).questionBanks.get(ids.bank)).bank;
    expect(saved).toMatchObject({ title: BANK, course_id: ids.course });
    await shot('banco-vazio');
    await audit('admin: banco vazio');
  });

  it('adds a single choice question with a picture; the form says what is missing, a fake picture is refused', async () => {
    await click(page, TX.newQuestion);
    await waitForText(page, TX.questionCreateTitle, { inDialog: true });
    // Nothing typed: the statement and the alternatives are named, in the contract's words.
    await click(page, TX.createQuestion, true);
    await waitForText(page, BANK_MSG.text, { inDialog: true });
    await waitForText(page, BANK_MSG.optionsCount, { inDialog: true });
    expect(await (await field(page, TX.text, true)).evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
    await fullDialogShot('banco-questao-erros');
    await audit('admin: nova questão, campos em falta');

    await fillQuestion(page, SINGLE);
    // A text file named .png: refused by the form, in the server's words, and never previewed.
    await (await field(page, TX.image, true)).uploadFile(files.fakePng);
    await waitForText(page, BANK_MSG.image, { inDialog: true });
    expect(await page.$(`[role="dialog"] img[alt="${TX.imagePreview}"]`)).toBeNull();
    // The server judges the bytes too, whatever the data URL claims.
    const fake = `data:image/png;base64,${readFileSync(files.fakePng).toString('base64')}`;
    const refused = await (await admin()).questionBanks
      .addQuestion(ids.bank, {
        type: 'single',
        text: 'Recusada',
        image: fake,
        options: [
          { text: 'Sim', isCorrect: true },
          { text: 'Não', isCorrect: false },
        ],
      })
      .catch((e: Error) => e.message);
    expect(refused).toBe(BANK_MSG.image);
    await fullDialogShot('banco-questao-imagem-recusada');

    await (await field(page, TX.image, true)).uploadFile(files.png);
    await page.waitForSelector(`[role="dialog"] img[alt="${TX.imagePreview}"]`);
    expect(await visibleText(page, true)).not.toContain(BANK_MSG.image);
    await fullDialogShot('banco-questao-unica');
    await audit('admin: nova questão, escolha única com imagem');
    await saveQuestion(page);

    const [single] = await bankQuestions();
    expect(single).toMatchObject({ type: 'single', topic: 'Conceitos', points: 2, explanation: SINGLE.explanation });
    expect(single?.options.filter((o) => o.isCorrect).map((o) => o.text)).toEqual(['2,00 m']);
    expect(single?.image_url).toBeTruthy();
    // The thumbnail on the page is the stored picture, drawn.
    const thumb = await page.waitForSelector(`img[alt="${TX.imageAlt(1)}"]`);
    await page.waitForFunction((img) => Boolean(img?.complete && img.naturalWidth > 0), {}, thumb);
  });

  it('adds a multiple answer, a true or false and a scenario question', async () => {
    await click(page, TX.newQuestion);
    await waitForText(page, TX.questionCreateTitle, { inDialog: true });
    await fillQuestion(page, MULTIPLE);
    expect(await visibleText(page, true)).toContain(TX.partialCreditHint);
    await fullDialogShot('banco-questao-multipla');
    await audit('admin: nova questão, múltiplas respostas');
    await saveQuestion(page);

    await click(page, TX.newQuestion);
    await waitForText(page, TX.questionCreateTitle, { inDialog: true });
    await fillQuestion(page, TRUE_FALSE);
    await fullDialogShot('banco-questao-verdadeiro-falso');
    await audit('admin: nova questão, verdadeiro ou falso');
    await saveQuestion(page);

    await click(page, TX.newQuestion);
    await waitForText(page, TX.questionCreateTitle, { inDialog: true });
    await fillQuestion(page, SCENARIO);
    // The topic field offers the bank's topics.
    const offered = await page.$$eval('[role="dialog"] datalist option', (o) =>
      o.map((x) => (x as HTMLOptionElement).value),
    );
    expect(offered).toEqual(expect.arrayContaining(['Conceitos', 'Equipamentos']));
    await fullDialogShot('banco-questao-situacao');
    await audit('admin: nova questão, situação-problema');
    await fitsNarrowScreen('banco-questao-situacao-320');
    await saveQuestion(page);

    const questions = await bankQuestions();
    expect(questions.map((q) => q.type)).toEqual(['single', 'multiple', 'true_false', 'scenario']);
    expect(questions[1]).toMatchObject({ partial_credit: true, points: 3 });
    expect(questions[1]?.options.filter((o) => o.isCorrect)).toHaveLength(3);
    expect(questions[2]?.options).toEqual([
      expect.objectContaining({ text: 'Verdadeiro', isCorrect: false }),
      expect.objectContaining({ text: 'Falso', isCorrect: true }),
    ]);
    expect(questions[3]?.items.map((i) => [i.text, i.options.length])).toEqual([
      ['Qual deve ser a primeira ação?', 3],
      ['Quem pode liberar um novo ponto de ancoragem?', 2],
    ]);
  });

  it('lists them in order with their types, topics, points and the right alternatives in words', async () => {
    await waitForText(page, TX.questionNumber(4));
    const listed = await cards();
    expect(listed.map((c) => c.heading)).toEqual([1, 2, 3, 4].map(TX.questionNumber));
    expect(listed.map((c) => c.type)).toEqual([
      QUESTION_TYPE_LABELS.single,
      QUESTION_TYPE_LABELS.multiple,
      QUESTION_TYPE_LABELS.true_false,
      QUESTION_TYPE_LABELS.scenario,
    ]);
    expect(listed[0]?.correct).toEqual(['2,00 m']);
    expect(listed[1]?.correct).toEqual([
      'Cinturão tipo paraquedista',
      'Talabarte com absorvedor de energia',
      'Ponto de ancoragem',
    ]);
    expect(listed[1]?.text).toContain(TX.partialCredit);
    expect(listed[2]?.correct).toEqual(['Falso']);
    expect(listed[3]?.correct).toEqual([
      'Interromper a atividade e comunicar o responsável',
      'Profissional legalmente habilitado',
    ]);
    expect(listed[0]?.text).toContain(TX.points(2));
    expect(listed[0]?.text).toContain(SINGLE.explanation);
    // The right ones say so in words, not only in colour.
    expect(listed[0]?.text).toContain(TX.correct);
    expect(await visibleText(page)).toContain(`${COURSE.title} · ${TX.questionCount(4)}`);
    await dismissBanners();
    await fullShot('banco-questoes');
    await audit('admin: banco com as quatro questões');
    await fitsNarrowScreen('banco-questoes-320');
  });

  it('filters by topic', async () => {
    await selectOption(page, TX.topicFilter, 'Conceitos');
    await waitForText(page, TX.shownCount(2, 4));
    expect((await cards()).map((c) => c.heading)).toEqual([TX.questionNumber(1), TX.questionNumber(3)]);
    await selectOption(page, TX.topicFilter, TX.allTopics);
    await waitForText(page, TX.shownCount(4, 4));
  });

  it('edits a question: the dialog holds what was saved, and the picture stays', async () => {
    const before = (await bankQuestions())[0];
    await click(page, TX.editQuestionLabel(1));
    await waitForText(page, TX.questionEditTitle(1), { inDialog: true });
    expect(await (await field(page, TX.text, true)).evaluate((el) => el.value)).toBe(SINGLE.text);
    const marked = await page.$eval(
      `[role="dialog"] input[aria-label="${TX.markCorrect('B')}"]`,
      (el) => (el as HTMLInputElement).checked,
    );
    expect(marked).toBe(true);
    await page.waitForSelector(`[role="dialog"] img[alt="${TX.imagePreview}"]`);
    await fill(page, TX.pointsField, '5', true);
    await fill(page, TX.text, 'Acima de que altura a NR-35 considera o trabalho como trabalho em altura?', true);
    await saveQuestion(page, T.common.save);
    await waitForText(page, 'Acima de que altura');
    const after = (await bankQuestions())[0];
    expect(after).toMatchObject({ points: 5, image_url: before?.image_url });
    expect((await cards())[0]?.text).toContain(TX.points(5));
  });

  it('exports the bank as CSV (the documented columns) and as JSON (pictures inside)', async () => {
    await click(page, TX.exportCsv);
    const prefix = TX.exportName(fileSlug(BANK));
    const csv = readFileSync(
      await waitForDownload(downloads, new RegExp(`^${prefix}-\\d{4}-\\d{2}-\\d{2}\\.csv$`)),
      'utf8',
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines[0]).toBe(HEADER);
    // Four questions and the scenario's two items, a line each.
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^unica;Conceitos;Acima de que altura.*;5;;.*;B;1,50 m;2,00 m;3,00 m;;;$/);
    expect(lines[2]).toMatch(/^multipla;Equipamentos;.*;3;sim;;"?A;B;D"?;Cinturão tipo paraquedista;/);
    expect(lines[3]).toMatch(/^verdadeiro_falso;Conceitos;.*;B;Verdadeiro;Falso;/);
    expect(lines[4]).toMatch(/^situacao;Ancoragem;Na montagem de um andaime/);
    expect(lines[5]).toMatch(/^item;;Qual deve ser a primeira ação\?;.*;A;Interromper a atividade/);
    expect(lines[6]).toMatch(/^item;;Quem pode liberar/);

    await click(page, TX.exportJson);
    const json = JSON.parse(
      readFileSync(await waitForDownload(downloads, new RegExp(`^${prefix}-\\d{4}-\\d{2}-\\d{2}\\.json$`)), 'utf8'),
    ) as BankExport;
    expect(json).toMatchObject({ format: 'trilha-question-bank', version: 1, title: BANK });
    expect(json.questions.map((q) => q.type)).toEqual(['single', 'multiple', 'true_false', 'scenario']);
    expect(json.questions[0]?.image).toMatch(/^data:image\/png;base64,/);
  });

  it('imports a CSV with a bad line: the simulation names it and nothing is written', async () => {
    await click(page, TX.importButton);
    await waitForText(page, TX.importTitle, { inDialog: true });
    // The layout is explained: the columns, the type words, ';' between the right letters, the JSON.
    await page.click('[role="dialog"] .qb-import-help summary');
    const help = await visibleText(page, true);
    for (const column of BANK_CSV_COLUMNS) expect(help).toContain(column);
    expect(help).toContain('verdadeiro_falso');
    expect(help).toContain(TX.jsonNote);
    expect(await importEnabled()).toBe(false);

    await (await field(page, TX.importFile, true)).uploadFile(files.badCsv);
    await click(page, TX.simulate, true);
    const issue = TX.issue('csv', 3, 'alternativas', BANK_MSG.oneCorrect);
    await waitForText(page, issue, { inDialog: true });
    await waitForText(page, BANK_MSG.importIssues(1), { inDialog: true });
    expect(await visibleText(page, true)).toContain(TX.reportIssues(1));
    expect(await importEnabled()).toBe(false);
    await fullDialogShot('banco-importar-problemas');
    await audit('admin: importar questões, simulação com problema');
    expect(await bankQuestions()).toHaveLength(4);
  });

  it('imports a good CSV: a clean simulation, then Importar adds its questions', async () => {
    await (await field(page, TX.importFile, true)).uploadFile(files.goodCsv);
    // Another file: the earlier report is gone, and Importar waits for its own simulation.
    expect(await visibleText(page, true)).not.toContain(TX.reportIssues(1));
    await click(page, TX.simulate, true);
    await waitForText(page, BANK_MSG.importChecked(4), { inDialog: true });
    const report = await visibleText(page, true);
    expect(report).toContain(TX.reportNoIssues);
    expect(report).toContain(`${QUESTION_TYPE_LABELS.scenario}: 1`);
    expect(report).toContain('Sinalização');
    expect(await bankQuestions()).toHaveLength(4);
    expect(await importEnabled()).toBe(true);
    await fullDialogShot('banco-importar-simulacao');
    await audit('admin: importar questões, simulação sem problemas');
    await fitsNarrowScreen('banco-importar-320');

    await click(page, TX.importSubmit, true);
    await waitForText(page, BANK_MSG.imported(4));
    await dialogClosed();
    await waitForText(page, TX.questionNumber(8));
    const questions = await bankQuestions();
    expect(questions.slice(4).map((q) => q.type)).toEqual(['single', 'multiple', 'true_false', 'scenario']);
    expect(questions[5]?.options.filter((o) => o.isCorrect).map((o) => o.text)).toEqual([
      'Risco elétrico',
      'Piso escorregadio',
    ]);
  });

  it('deletes a question after asking', async () => {
    await click(page, TX.deleteQuestionLabel(3));
    await waitForText(page, TX.confirmDeleteQuestion(3), { inDialog: true });
    await shot('banco-questao-excluir');
    await audit('admin: excluir questão');
    await click(page, T.common.delete, true);
    await waitForText(page, BANK_MSG.questionDeleted);
    await waitForText(page, TX.questionCount(7));
    const questions = await bankQuestions();
    expect(questions.map((q) => q.text)).not.toContain(TRUE_FALSE.text);
  });

  it('lists the banks: the course or shared, how many questions, the topics with their counts', async () => {
    await click(page, TX.back);
    await waitForScreen(page, '/question-banks', TX.title);
    await createBank(page, { title: SHARED_BANK });
    await addQuestion(page, { type: 'true_false', text: 'A cor amarela indica advertência.', answer: true });
    await click(page, TX.back);
    await waitForScreen(page, '/question-banks', TX.title);
    await waitForText(page, SHARED_BANK);
    const rows = await page.$$eval('.qb-page tbody tr', (trs) => trs.map((tr) => (tr as HTMLElement).innerText));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.includes(BANK))).toMatch(new RegExp(`${COURSE.title}\\s+7`));
    expect(rows.find((r) => r.includes(BANK))).toContain(TX.topicCount('Sinalização', 4));
    expect(rows.find((r) => r.includes(SHARED_BANK))).toContain(TX.shared);
    expect(rows.find((r) => r.includes(SHARED_BANK))).toContain(TX.noTopics);
    await dismissBanners();
    await shot('banco-lista');
    await audit('admin: bancos de questões');
    await fitsNarrowScreen('banco-lista-320');
  });

  it('deletes a bank after asking', async () => {
    await click(page, TX.deleteLabel(SHARED_BANK));
    await waitForText(page, TX.confirmDelete(SHARED_BANK, 1), { inDialog: true });
    await shot('banco-excluir');
    await audit('admin: excluir banco');
    await click(page, T.common.delete, true);
    await waitForText(page, BANK_MSG.deleted);
    await page.waitForFunction(
      (title: string) => !document.querySelector('.qb-page tbody')?.textContent?.includes(title),
      {},
      SHARED_BANK,
    );
    expect((await (await admin()).questionBanks.list()).banks.map((b) => b.title)).toEqual([BANK]);
  });

  it('keeps a bank an assessment draws from: the server refuses, and its message shows', async () => {
    await (await admin()).assessments.create({
      course_id: ids.course,
      title: 'Avaliação sorteada NR-35',
      time_limit: 30,
      passing_score: 70,
      draw_rules: [{ bank_id: ids.bank, count: 3 }],
    });
    await click(page, TX.deleteLabel(BANK));
    await waitForText(page, TX.confirmDelete(BANK, 7), { inDialog: true });
    await click(page, T.common.delete, true);
    await waitForText(page, BANK_MSG.inUse);
    await shot('banco-excluir-em-uso');
    expect((await (await admin()).questionBanks.list()).banks.map((b) => b.title)).toEqual([BANK]);
    expect(await visibleText(page)).toContain(BANK);
  });

  it('is the admins’ only: a student has no menu entry and reads the access-denied text', async () => {
    await signOut(page);
    await signIn(page, baseUrl, STUDENT.email, STUDENT.password);
    const menu = await page.$$eval('.sidebar a', (links) => links.map((a) => (a as HTMLElement).innerText.trim()));
    expect(menu).not.toContain(TX.title);
    for (const path of ['/question-banks', `/question-banks/${ids.bank}`]) {
      await page.goto(`${baseUrl}${path}`);
      await waitForText(page, TX.accessDenied);
    }
  });

  it('audited every new screen and dialog', () => {
    expect(audited).toHaveLength(14);
  });
});

/** Whether 'Importar' can be pressed in the open dialog. */
function importEnabled(): Promise<boolean> {
  return page.$$eval(
    '[role="dialog"] button[type="submit"]',
    (buttons, label) => buttons.some((b) => b.textContent?.trim() === label && !(b as HTMLButtonElement).disabled),
    TX.importSubmit,
  );
}

/** A tall dialog in one picture: the viewport as tall as the dialog (its backdrop scrolls) for the shot. */
async function fullDialogShot(name: string) {
  const height = await page.evaluate(() => document.querySelector('.modal-backdrop')?.scrollHeight ?? 0);
  const viewport = page.viewport() ?? { width: 1366, height: 860 };
  await page.setViewport({ ...viewport, height: Math.min(Math.max(height, viewport.height), 4000) });
  try {
    await shot(name);
  } finally {
    await page.setViewport(viewport);
  }
}
