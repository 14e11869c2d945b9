/**
 * Assessments drawn from a question bank (issue 21), in Chromium against the built server. Through
 * the API: a course with one lesson of duration 0, two enrolled students who completed it, and a
 * bank of nine questions of every type (a multiple answer with partial credit and an explanation,
 * a scenario of two items with a picture, verdadeiro ou falso, single choices) in five topics. In
 * the browser: the admin composes the assessment with draw rules and both shuffles in the form (a
 * draw the bank cannot give is refused with the server's words) and reopens it with its rules; the
 * first student answers a checkbox group and a scenario's items (the progress counts a scenario
 * once both items are answered; a reload keeps the ticks), submits and reads the review with the
 * partial credit and the explanation; the second student gets another paper (set or order); the
 * first replays the attempt with 'Rever prova'; the admin reads the item statistics. Screenshots
 * (qd-*.png), axe audits and 320 px checks of every new state.
 */
import { readFileSync } from 'node:fs';
import { ASSESSMENT_MSG, type BankQuestionReq, QUESTION_TYPE_LABELS } from '@trilha/sdk/contract';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_TEXT } from '../../sdk/src/widgets/Assessment/messages';
import { T } from '../src/messages';
import {
  atNarrowScreen,
  click,
  fill,
  screenAuditor,
  screenshotOnFailure,
  visibleText,
  waitForText,
  writePng,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, signIn, startPortal } from './people';

const TX = T.assessmentForm;
const MX = T.assessmentManager;
const AX = ASSESSMENT_TEXT;
const COURSE = { title: 'NR-35 Trabalho em Altura (Sorteio)', lesson: 'Sistemas de proteção contra quedas' };
const BANK = 'Banco NR-35 Altura';
const ASSESSMENT = 'Avaliação sorteada NR-35';
const FIRST = { name: 'Joana Andaime', email: 'joana.andaime@obra.com.br', password: 'JoanaNR35ok' };
const SECOND = { name: 'Rui Escada', email: 'rui.escada@obra.com.br', password: 'RuiNR35okay' };

const TOPICS = {
  scenario: 'Situação de trabalho',
  multiple: 'Equipamentos',
  trueFalse: 'Permissão de Trabalho',
  single: 'Ancoragem',
  other: 'Resgate',
};
const opts = (right: string[], wrong: string[]) => [
  ...right.map((text) => ({ text, isCorrect: true })),
  ...wrong.map((text) => ({ text, isCorrect: false })),
];
const EXPLANATION =
  'O sistema reúne o cinturão tipo paraquedista e o talabarte ligado à ancoragem; o capacete protege a cabeça, mas não detém a queda.';
const SCENARIO = {
  text: 'Na montagem de um andaime a 6 m, o vento aumenta e você nota que o talabarte de um colega está desgastado.',
  items: [
    {
      text: 'O que fazer primeiro com o serviço?',
      right: 'Interromper a atividade e avaliar as condições',
      wrong: ['Acelerar para terminar antes do vento', 'Descer sem avisar a equipe'],
    },
    {
      text: 'E com o talabarte desgastado?',
      right: 'Retirar de uso e substituir',
      wrong: ['Usar só até o fim do turno', 'Reforçar com fita adesiva'],
    },
  ],
};
const MULTIPLE = {
  text: 'Quais itens compõem o sistema de proteção individual contra quedas?',
  right: ['Cinturão tipo paraquedista', 'Talabarte com absorvedor de energia'],
  wrong: ['Capacete sem jugular', 'Luva de vaqueta'],
};
const TRUE_FALSE = 'A Permissão de Trabalho é emitida antes de uma atividade não rotineira em altura.';
const SINGLES = [
  {
    text: 'A partir de qual altura a NR-35 considera trabalho em altura?',
    right: 'Acima de 2 metros',
    wrong: ['Acima de 1 metro', 'Acima de 5 metros'],
  },
  {
    text: 'Quem pode inspecionar o ponto de ancoragem antes do uso?',
    right: 'Um profissional qualificado',
    wrong: ['Qualquer colega da equipe', 'Ninguém, basta a etiqueta'],
  },
  {
    text: 'Qual a resistência mínima de um ponto de ancoragem para uma pessoa?',
    right: 'Conforme o projeto do sistema de ancoragem',
    wrong: ['Qualquer viga aparente', 'O corrimão da escada'],
  },
];

/** The bank: nine questions, one topic per kind that the rules draw, and a topic no rule draws. */
function bankQuestions(picture: string): BankQuestionReq[] {
  return [
    {
      type: 'scenario',
      topic: TOPICS.scenario,
      text: SCENARIO.text,
      points: 2,
      image: picture,
      explanation: 'Com vento forte e equipamento danificado, o trabalho para até a condição segura voltar.',
      items: SCENARIO.items.map((i) => ({ text: i.text, options: opts([i.right], i.wrong) })),
    },
    {
      type: 'multiple',
      topic: TOPICS.multiple,
      text: MULTIPLE.text,
      points: 1,
      partial_credit: true,
      explanation: EXPLANATION,
      options: opts(MULTIPLE.right, MULTIPLE.wrong),
    },
    { type: 'true_false', topic: TOPICS.trueFalse, text: TRUE_FALSE, options: opts(['Verdadeiro'], ['Falso']) },
    ...SINGLES.map((s) => ({
      type: 'single' as const,
      topic: TOPICS.single,
      text: s.text,
      options: opts([s.right], s.wrong),
    })),
    {
      type: 'multiple',
      topic: TOPICS.other,
      text: 'Quais cuidados valem para o plano de resgate?',
      options: opts(['Equipe treinada', 'Equipamento no local'], ['Chamar só no fim do turno']),
    },
    {
      type: 'true_false',
      topic: TOPICS.other,
      text: 'O resgate pode esperar a próxima semana.',
      options: opts(['Falso'], ['Verdadeiro']),
    },
    {
      type: 'single',
      topic: TOPICS.other,
      text: 'Quem aciona o resgate?',
      options: opts(['Quem presencia a queda'], ['Só o gerente']),
    },
  ];
}

/** The draw rules the admin enters: one question of each kind, then one of the single choices. */
const RULES = [TOPICS.scenario, TOPICS.multiple, TOPICS.trueFalse, TOPICS.single];

let portal: Portal;
let page: Page;
let baseUrl = '';
const ids = { course: 0, lesson: 0, bank: 0, assessment: 0 };
const { shot, audit, audited } = screenAuditor(() => page);

/** One question as the widget shows it: the statement and options in order, or a scenario's items. */
interface Shown {
  text: string;
  options: string[];
  items: { text: string; options: string[] }[];
  checkboxes: boolean;
}

function shown(): Promise<Shown> {
  return page.evaluate(() => {
    const card = document.querySelector('.trilha-question') as HTMLElement;
    const texts = (root: Element) => [...root.querySelectorAll('.trilha-option__text')].map((o) => o.textContent ?? '');
    const items = [...card.querySelectorAll('.trilha-question__item')].map((f) => ({
      text: f.querySelector('legend')?.textContent ?? '',
      options: texts(f),
    }));
    return {
      text: card.querySelector('.trilha-question__text')?.textContent ?? '',
      options: items.length ? [] : texts(card),
      items,
      checkboxes: Boolean(card.querySelector('input[type="checkbox"]')),
    };
  });
}

const kindOf = (q: Shown) =>
  q.items.length ? 'situacao' : q.checkboxes ? 'multipla' : q.options.includes('Verdadeiro') ? 'vf' : 'unica';

/** Clicks the option (radio or checkbox label) with this text, as a person does. */
async function choose(text: string) {
  const handle = await page.waitForFunction(
    (t: string) =>
      [...document.querySelectorAll<HTMLElement>('.trilha-option')].find(
        (l) => l.querySelector('.trilha-option__text')?.textContent === t,
      ) ?? null,
    {},
    text,
  );
  await (handle.asElement() as ElementHandle<Element>).click();
}

/** Waits for the question after `previous` and reads it. */
async function next(previous: string): Promise<Shown> {
  await click(page, AX.next);
  await page.waitForFunction(
    (p: string) => document.querySelector('.trilha-question__text')?.textContent !== p,
    {},
    previous,
  );
  return shown();
}

/** Every question of the open attempt, in the order shown, without answering. */
async function readPaper(): Promise<Shown[]> {
  const paper = [await shown()];
  const count = await page.$$eval('.trilha-qnav__item', (items) => items.length);
  while (paper.length < count) paper.push(await next(paper[paper.length - 1]?.text ?? ''));
  return paper;
}

/** The control labelled `label` in the n-th draw rule of the open form. */
async function ruleField(n: number, label: string): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.waitForFunction(
    (n: number, l: string) => {
      const rule = document.querySelectorAll('[role="dialog"] .draw-rule')[n - 1];
      const found = [...(rule?.querySelectorAll('label') ?? [])].find(
        (el) => el.textContent?.replace('*', '').trim() === l,
      );
      return found?.htmlFor ? document.getElementById(found.htmlFor) : null;
    },
    {},
    n,
    label,
  );
  return handle.asElement() as ElementHandle<HTMLInputElement>;
}

async function selectInRule(n: number, label: string, optionText: string) {
  const control = await ruleField(n, label);
  await page.waitForFunction(
    (el: HTMLInputElement, t: string) => {
      const select = el as unknown as HTMLSelectElement;
      return !select.disabled && [...select.options].some((o) => o.text.includes(t));
    },
    {},
    control,
    optionText,
  );
  const value = await control.evaluate(
    (el, t) => [...(el as unknown as HTMLSelectElement).options].find((o) => o.text.includes(t))?.value,
    optionText,
  );
  await control.select(value as string);
}

async function typeInRule(n: number, label: string, value: string) {
  const input = await ruleField(n, label);
  await input.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await input.type(value);
}

/** Ticks the radio or checkbox whose label reads `text` in the open dialog. */
async function tick(text: string) {
  const handle = await page.waitForFunction(
    (t: string) =>
      [...document.querySelectorAll('[role="dialog"] label')].find((l) => l.textContent?.trim() === t) ?? null,
    {},
    text,
  );
  await (handle.asElement() as ElementHandle<Element>).click();
}

/** At 320 px the page (and a dialog) scrolls only vertically; a photograph of it. */
const fits320 = (name: string, reopen: () => Promise<void>) => atNarrowScreen(page, name, () => shot(name), reopen);

/** The cells of the statistics row whose question reads `text`. */
function statsRow(text: string): Promise<string[] | null> {
  return page.evaluate(
    (caption: string, text: string) => {
      const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
      const row = [...(table?.querySelectorAll('tbody tr') ?? [])].find(
        (tr) => tr.querySelector('td')?.textContent === text,
      );
      return row ? [...row.querySelectorAll<HTMLElement>('td')].map((td) => td.innerText.trim()) : null;
    },
    MX.statsCaption(ASSESSMENT),
    text,
  );
}

let firstPaper: Shown[] = [];

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  const admin = apiAs(baseUrl, portal.adminToken);
  ids.course = (
    await admin.courses.create({ title: COURSE.title, description: 'Treinamento com prova sorteada.' })
  ).courseId;
  const { course } = await admin.courses.saveContent(ids.course, {
    modules: [{ title: 'Módulo 1', lessons: [{ title: COURSE.lesson, video_type: 'youtube', duration: 0 }] }],
  });
  ids.lesson = course.modules?.[0]?.lessons[0]?.id ?? 0;
  await admin.courses.update(ids.course, { title: COURSE.title, status: 'published' });
  for (const student of [FIRST, SECOND]) {
    const { id, token } = await activateStudent(baseUrl, portal.smtp, portal.adminToken, student);
    await admin.courses.enroll(ids.course, id);
    const own = apiAs(baseUrl, token);
    await own.lessons.saveDetailedProgress(ids.lesson, { currentTime: 0 });
    await own.lessons.complete(ids.lesson);
  }
  ids.bank = (await admin.questionBanks.create({ title: BANK, course_id: ids.course })).bank.id;
  const png = writePng(portal.server.dataDir, 'andaime.png', [37, 99, 235]);
  const picture = `data:image/png;base64,${readFileSync(png).toString('base64')}`;
  for (const q of bankQuestions(picture)) await admin.questionBanks.addQuestion(ids.bank, q);
});

afterEach(screenshotOnFailure(() => page, 'falha-qd'));

afterAll(async () => {
  await portal?.stop();
});

describe('the admin composes a drawn assessment', () => {
  it('enters draw rules and both shuffles; a draw the bank cannot give is refused in the server’s words', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${baseUrl}/assessment-manager/${ids.course}`);
    await waitForText(page, MX.empty);
    await click(page, MX.newAssessment);
    await waitForText(page, TX.createTitle, { inDialog: true });
    await fill(page, TX.title, ASSESSMENT, true);
    await fill(page, TX.passingScore, '80', true);
    await tick(TX.drawFromBanks);
    await waitForText(page, TX.drawRules, { inDialog: true });

    // The bank names its course; the topics their counts; the count its ceiling.
    await selectInRule(1, TX.bank, TX.bankOption(BANK, COURSE.title));
    expect(await visibleText(page, true)).toContain(TX.available(9));
    await selectInRule(1, TX.topic, TX.topicOption(TOPICS.scenario, 1));
    await waitForText(page, TX.available(1), { inDialog: true });
    await typeInRule(1, TX.count, '3');
    for (const [i, topic] of RULES.entries()) {
      if (i === 0) continue;
      await click(page, TX.addRule, true);
      await selectInRule(i + 1, TX.bank, BANK);
      await selectInRule(i + 1, TX.topic, topic);
    }
    await tick(TX.shuffleQuestions);
    await tick(TX.shuffleOptions);
    await waitForText(page, TX.drawTotal(6), { inDialog: true });
    await shot('qd-formulario-sorteio');
    await audit('admin: formulário com regras de sorteio');

    await click(page, TX.create, true);
    await waitForText(page, ASSESSMENT_MSG.drawTooMany(BANK, TOPICS.scenario, 1, 3), { inDialog: true });
    await shot('qd-formulario-recusa');
    await audit('admin: sorteio recusado pelo servidor');

    await typeInRule(1, TX.count, '1');
    await waitForText(page, TX.drawTotal(4), { inDialog: true });
    await click(page, TX.create, true);
    await waitForText(page, ASSESSMENT_MSG.created);
    await waitForText(page, ASSESSMENT);
    const { assessments } = await apiAs(baseUrl, portal.adminToken).assessments.ofCourse(ids.course);
    const saved = assessments[0];
    ids.assessment = saved?.id ?? 0;
    expect(saved?.draw_rules).toEqual(RULES.map((topic) => ({ bank_id: ids.bank, topic, count: 1 })));
    expect(saved).toMatchObject({
      shuffle_questions: true,
      shuffle_options: true,
      question_count: 4,
      passing_score: 80,
    });
    expect(await visibleText(page)).toContain(MX.drawnNote);
  });

  it('reopens the assessment with its rules and shuffles', async () => {
    await click(page, MX.edit);
    await waitForText(page, TX.editTitle, { inDialog: true });
    await waitForText(page, TX.drawRules, { inDialog: true });
    // The rules come in once the banks are listed: wait for the saved four, not just the heading
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] .draw-rule').length === 4);
    const form = await page.$eval('[role="dialog"]', (dialog) => ({
      draw: (dialog.querySelector('input[type="radio"]:checked')?.parentElement?.textContent ?? '').trim(),
      rules: [...dialog.querySelectorAll('.draw-rule')].map((rule) =>
        [...rule.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select, input')].map((c) =>
          c instanceof HTMLSelectElement ? (c.selectedOptions[0]?.text ?? '') : c.value,
        ),
      ),
      shuffles: [...dialog.querySelectorAll<HTMLInputElement>('.assessment-composition-shuffles input')].map(
        (c) => c.checked,
      ),
    }));
    expect(form.draw).toBe(TX.drawFromBanks);
    expect(form.rules).toHaveLength(4);
    expect(form.rules[0]).toEqual([TX.bankOption(BANK, COURSE.title), TX.topicOption(TOPICS.scenario, 1), '1']);
    expect(form.rules[3]?.[1]).toBe(TX.topicOption(TOPICS.single, 3));
    expect(form.shuffles).toEqual([true, true]);
    await fits320('qd-formulario-320', async () => {
      await page.$eval('[role="dialog"] .draw-rules', (el) => el.scrollIntoView());
    });
    await click(page, T.common.cancel, true);
  });

  it('shows the empty statistics before any finished attempt', async () => {
    await click(page, MX.statsButton);
    await waitForText(page, MX.statsEmpty);
    await shot('qd-estatisticas-vazias');
    await audit('admin: estatísticas sem tentativas');
  });
});

describe('the first student takes the drawn assessment', () => {
  it('answers checkboxes and a scenario’s items; a reload keeps them; each type is photographed', async () => {
    await signIn(page, baseUrl, FIRST.email, FIRST.password);
    await page.goto(`${baseUrl}/assessment/${ids.assessment}`);
    await click(page, AX.start);
    await page.waitForSelector('.trilha-question');
    firstPaper = [await shown()];
    for (;;) {
      const q = firstPaper[firstPaper.length - 1] as Shown;
      const kind = kindOf(q);
      await shot(`qd-prova-${kind}`);
      await audit(`aluno: prova, questão ${kind}`);
      const before = (await visibleText(page)).match(/(\d+) de 4 respondidas/)?.[1];
      if (kind === 'situacao') {
        expect(q.text).toBe(SCENARIO.text);
        expect(q.items.map((i) => i.text)).toEqual(SCENARIO.items.map((i) => i.text));
        // The picture comes from the API's address, loaded.
        const picture = await page.$eval('.trilha-question__image', (img) => ({
          src: (img as HTMLImageElement).src,
          loaded: (img as HTMLImageElement).naturalWidth > 0,
        }));
        expect(picture.src.startsWith(`${baseUrl}/api/uploads/`)).toBe(true);
        expect(picture.loaded).toBe(true);
        // One item answered is not the question answered.
        await choose(SCENARIO.items[0]?.right ?? '');
        expect(await visibleText(page)).toContain(AX.answered(Number(before), 4));
        await choose(SCENARIO.items[1]?.wrong[0] ?? '');
        await waitForText(page, AX.answered(Number(before) + 1, 4));
      } else if (kind === 'multipla') {
        expect(q.text).toBe(MULTIPLE.text);
        expect(await visibleText(page)).toContain(AX.markAll);
        // Two ticks, then one taken back: one right option of two, for partial credit.
        await choose(MULTIPLE.right[0] ?? '');
        await choose(MULTIPLE.wrong[0] ?? '');
        await choose(MULTIPLE.wrong[0] ?? '');
        await waitForText(page, AX.answered(Number(before) + 1, 4));
      } else if (kind === 'vf') {
        expect(q.options).toEqual(['Verdadeiro', 'Falso']);
        await choose('Verdadeiro');
      } else {
        await choose(SINGLES.find((s) => s.text === q.text)?.right ?? '');
      }
      if (firstPaper.length === 4) break;
      firstPaper.push(await next(q.text));
    }
    expect(firstPaper.map(kindOf).sort()).toEqual(['multipla', 'situacao', 'unica', 'vf']);

    // A reload resumes the attempt with every answer, the ticks and the items included.
    await page.reload();
    await click(page, AX.resume);
    await waitForText(page, AX.answered(4, 4));
  });

  it('fits a 320 px screen while taking it', async () => {
    // The scenario at 320 px: its picture and both items' options.
    const scenario = firstPaper.findIndex((q) => kindOf(q) === 'situacao');
    await fits320('qd-prova-320', async () => {
      await click(page, AX.navItem(scenario + 1, true, scenario === 0));
      await waitForText(page, SCENARIO.items[1]?.text ?? '');
      await page.$eval('.trilha-question__image', (el) => el.scrollIntoView());
    });
  });

  it('submits and reviews: the choices, the right options, the partial credit and the explanation', async () => {
    await click(page, AX.finish);
    await waitForText(page, AX.resultTitle);
    await waitForText(page, AX.failed);
    await click(page, AX.showReview);
    await waitForText(page, AX.explanation);
    const review = await visibleText(page);
    expect(review).toContain(EXPLANATION);
    expect(review).toContain(`${AX.verdict.partial} · 0,5 de 1 ponto`);
    // The scenario: one item right, one wrong, each with its point, 1 of 2 in all.
    expect(review).toContain(SCENARIO.items[1]?.text);
    expect(review).toContain(`${AX.verdict.right} · 1 de 1 ponto`);
    expect(review).toContain(`${AX.verdict.wrong} · 0 de 1 ponto`);
    expect(review).toContain(`${AX.verdict.partial} · 1 de 2 pontos`);
    // The multiple answer's explanation, under its partial credit.
    await page.$$eval(
      '.trilha-review__explanation',
      (boxes, text) => boxes.find((b) => b.textContent?.includes(text))?.scrollIntoView({ block: 'center' }),
      EXPLANATION,
    );
    await shot('qd-revisao');
    await audit('aluno: revisão com explicação');
    await fits320('qd-revisao-320', async () => {
      await page.$eval('.trilha-review__part', (el) => el.scrollIntoView());
    });
  });
});

describe('the second student gets another paper', () => {
  it('sees another set or order of questions and options', async () => {
    await signIn(page, baseUrl, SECOND.email, SECOND.password);
    await page.goto(`${baseUrl}/assessment/${ids.assessment}`);
    await click(page, AX.start);
    await page.waitForSelector('.trilha-question');
    const secondPaper = await readPaper();
    expect(secondPaper).toHaveLength(4);
    expect(secondPaper.map(kindOf).sort()).toEqual(['multipla', 'situacao', 'unica', 'vf']);
    expect(JSON.stringify(secondPaper)).not.toBe(JSON.stringify(firstPaper));
  });
});

describe('the first student replays the attempt', () => {
  it('opens ‘Rever prova’ from the attempts and reads the paper as it was shown', async () => {
    await signIn(page, baseUrl, FIRST.email, FIRST.password);
    await page.goto(`${baseUrl}/assessment/${ids.assessment}`);
    await waitForText(page, AX.attemptsTitle);
    await shot('qd-tentativas');
    await audit('aluno: tentativas com Rever prova');
    await click(page, AX.replay);
    await waitForText(page, AX.replayTitle);
    await waitForText(page, EXPLANATION);
    const order = await page.$$eval('.trilha-review__question', (hs) => hs.map((h) => h.textContent ?? ''));
    expect(order.map((text, i) => text.endsWith(firstPaper[i]?.text ?? '-'))).toEqual([true, true, true, true]);
    expect(await visibleText(page)).toContain(`${AX.verdict.partial} · 0,5 de 1 ponto`);
    await shot('qd-rever-prova');
    await audit('aluno: prova revista');
    await fits320('qd-rever-prova-320', async () => undefined);

    // Back on the card, the focus returns to the button the replay came from.
    await click(page, AX.backToInfo);
    await waitForText(page, AX.attemptsTitle);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(AX.replayLabel(1));
  });
});

describe('the admin reads the item statistics', () => {
  it('lists each question drawn with its type, times drawn, share right and discrimination', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${baseUrl}/assessment-manager/${ids.course}`);
    await waitForText(page, ASSESSMENT);
    await click(page, MX.statsButton);
    await waitForText(page, MX.statsAttempts(1));
    expect(await statsRow(MULTIPLE.text)).toEqual([
      MULTIPLE.text,
      QUESTION_TYPE_LABELS.multiple,
      '1',
      '0%',
      MX.noValue,
      '',
    ]);
    expect(await statsRow(TRUE_FALSE)).toEqual([
      TRUE_FALSE,
      QUESTION_TYPE_LABELS.true_false,
      '1',
      '100%',
      MX.noValue,
      '',
    ]);
    expect((await statsRow(SCENARIO.text))?.slice(1, 4)).toEqual([QUESTION_TYPE_LABELS.scenario, '1', '0%']);
    await page.$eval('.item-stats', (el) => el.scrollIntoView());
    await shot('qd-estatisticas');
    await audit('admin: estatísticas das questões');
    await fits320('qd-estatisticas-320', async () => {
      await page.$eval('.item-stats', (el) => el.scrollIntoView());
    });
  });

  it('the audited states', () => {
    expect(audited).toHaveLength(11);
  });
});
