/**
 * The question bank editor's steps in the browser, as an admin does them (issue 21): open
 * 'Bancos de Questões', create a bank, add a question of any type through the question dialog.
 * Other browser tests build their banks with these, through the UI.
 */
import { BANK_MSG, QUESTION_TYPE_LABELS, type QuestionType } from '@trilha/sdk/contract';
import type { ElementHandle, Page } from 'puppeteer-core';
import { T } from '../src/messages';
import { click, clickMenu, field, fill, selectOption, waitForScreen, waitForText } from './harness';

const TX = T.questionBanks;

export interface OptionSpec {
  text: string;
  correct?: boolean;
}

/** A question as the dialog takes it; what is left out keeps the dialog's default. */
export interface QuestionSpec {
  type: QuestionType;
  /** The statement (a scenario's situation). */
  text: string;
  topic?: string;
  points?: number;
  explanation?: string;
  /** A picture file on disk. */
  image?: string;
  /** Single and multiple: the alternatives, in order. */
  options?: OptionSpec[];
  partialCredit?: boolean;
  /** True or false: whether 'Verdadeiro' is the right one. */
  answer?: boolean;
  /** A scenario's items. */
  items?: { text: string; options: OptionSpec[] }[];
}

/** The open dialog's control whose accessible label (aria-label) is `label`. */
async function labelled(page: Page, label: string): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.waitForFunction(
    (l: string) => {
      const dialogs = document.querySelectorAll('[role="dialog"]');
      const dialog = dialogs[dialogs.length - 1];
      return [...(dialog?.querySelectorAll('[aria-label]') ?? [])].find((el) => el.getAttribute('aria-label') === l);
    },
    {},
    label,
  );
  return handle.asElement() as ElementHandle<HTMLInputElement>;
}

async function typeInto(input: ElementHandle<HTMLInputElement>, text: string) {
  await input.click({ count: 3 });
  await input.evaluate((el) => el.select?.());
  await input.press('Backspace');
  if (text) await input.type(text);
}

async function setChecked(page: Page, label: string, checked: boolean) {
  const box = await labelled(page, label);
  if ((await box.evaluate((el) => el.checked)) !== checked) await box.click();
}

/** How many alternatives the dialog shows (of the question, or of scenario item `item`). */
async function optionCount(page: Page, item?: number): Promise<number> {
  return page.evaluate(
    (prefix: string) => {
      const dialogs = document.querySelectorAll('[role="dialog"]');
      const dialog = dialogs[dialogs.length - 1];
      return [...(dialog?.querySelectorAll('input[aria-label]') ?? [])].filter((el) =>
        new RegExp(`^${prefix}[A-F]$`).test(el.getAttribute('aria-label') ?? ''),
      ).length;
    },
    item ? TX.itemOptionText(item, '') : TX.optionText(''),
  );
}

const letter = (i: number) => String.fromCharCode(65 + i);

/** Fills the alternatives: as many rows as given, each text, and which are right. */
async function fillOptions(page: Page, options: OptionSpec[], item?: number) {
  let count = await optionCount(page, item);
  while (count > options.length) {
    await click(page, item ? TX.itemRemoveOption(item, letter(count - 1)) : TX.removeOption(letter(count - 1)), true);
    count -= 1;
  }
  while (count < options.length) {
    if (item) {
      // Each item has its own 'Adicionar alternativa': the one inside this item's block.
      const items = await page.$$('[role="dialog"] .qb-item');
      const add = await items[item - 1]?.$('.qb-options > button');
      await add?.click();
    } else {
      await click(page, TX.addOption, true);
    }
    count += 1;
    await labelled(page, item ? TX.itemOptionText(item, letter(count - 1)) : TX.optionText(letter(count - 1)));
  }
  for (const [i, option] of options.entries()) {
    await typeInto(
      await labelled(page, item ? TX.itemOptionText(item, letter(i)) : TX.optionText(letter(i))),
      option.text,
    );
  }
  // Right ones first, then the wrong ones cleared: a radio group always keeps one marked.
  const mark = (i: number) => (item ? TX.itemMarkCorrect(item, letter(i)) : TX.markCorrect(letter(i)));
  for (const [i, option] of options.entries()) if (option.correct) await setChecked(page, mark(i), true);
  for (const [i, option] of options.entries()) if (!option.correct) await setChecked(page, mark(i), false);
}

/** The radio or checkbox inside the open dialog's label that reads `text` ('Falso', 'Crédito parcial'). */
async function inputLabelled(page: Page, text: string): Promise<ElementHandle<HTMLInputElement>> {
  const handle = await page.waitForFunction(
    (t: string) => {
      const dialogs = document.querySelectorAll('[role="dialog"]');
      const dialog = dialogs[dialogs.length - 1];
      const label = [...(dialog?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim() === t);
      return label?.querySelector('input') ?? null;
    },
    {},
    text,
  );
  return handle.asElement() as ElementHandle<HTMLInputElement>;
}

/** Opens 'Bancos de Questões' from the side menu. */
export async function openQuestionBanks(page: Page): Promise<void> {
  await clickMenu(page, TX.title);
  await waitForScreen(page, '/question-banks', TX.title);
}

/**
 * Creates a bank in 'Novo banco' (on the banks' list) for a course, or shared when `course` is
 * left out, and lands on its page; answers the bank's id.
 */
export async function createBank(page: Page, bank: { title: string; course?: string }): Promise<number> {
  await click(page, TX.newBank);
  await waitForText(page, TX.createTitle, { inDialog: true });
  await fill(page, TX.titleField, bank.title, true);
  // The courses arrive after the dialog opens: the select is off until then.
  await page.waitForFunction(() => {
    const select = document.querySelector<HTMLSelectElement>('[role="dialog"] select');
    return select && !select.disabled;
  });
  await selectOption(page, TX.course, bank.course ?? TX.sharedOption, true);
  await click(page, TX.create, true);
  await page.waitForFunction(() => /^\/question-banks\/\d+$/.test(window.location.pathname));
  const id = Number((await page.evaluate(() => window.location.pathname)).split('/').pop());
  await waitForScreen(page, `/question-banks/${id}`, bank.title);
  return id;
}

/** Fills the open question dialog with `spec` (its type first: the parts shown depend on it). */
export async function fillQuestion(page: Page, spec: QuestionSpec): Promise<void> {
  await selectOption(page, TX.type, QUESTION_TYPE_LABELS[spec.type], true);
  await fill(page, spec.type === 'scenario' ? TX.scenarioText : TX.text, spec.text, true);
  if (spec.topic !== undefined) await fill(page, TX.topic, spec.topic, true);
  if (spec.points !== undefined) await fill(page, TX.pointsField, String(spec.points), true);
  if (spec.explanation !== undefined) await fill(page, TX.explanation, spec.explanation, true);
  if (spec.image) {
    await (await field(page, TX.image, true)).uploadFile(spec.image);
    await page.waitForSelector(`[role="dialog"] img[alt="${TX.imagePreview}"]`);
  }
  if ((spec.type === 'single' || spec.type === 'multiple') && spec.options) await fillOptions(page, spec.options);
  if (spec.type === 'multiple' && spec.partialCredit !== undefined) {
    const box = await inputLabelled(page, TX.partialCreditField);
    if ((await box.evaluate((el) => el.checked)) !== spec.partialCredit) await box.click();
  }
  if (spec.type === 'true_false' && spec.answer !== undefined) {
    await (await inputLabelled(page, spec.answer ? TX.trueText : TX.falseText)).click();
  }
  if (spec.type === 'scenario' && spec.items) {
    for (const [i, item] of spec.items.entries()) {
      if (i > 0) {
        await click(page, TX.addItem, true);
        await field(page, TX.itemText(i + 1), true);
      }
      await fill(page, TX.itemText(i + 1), item.text, true);
      await fillOptions(page, item.options, i + 1);
    }
  }
}

/** Saves the open question dialog and waits until it closed with the server's 'Questão salva.'. */
export async function saveQuestion(page: Page, submitLabel: string = TX.createQuestion): Promise<void> {
  await click(page, submitLabel, true);
  await waitForText(page, BANK_MSG.questionSaved);
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
}

/** On a bank's page: 'Nova questão', the dialog filled with `spec`, saved. */
export async function addQuestion(page: Page, spec: QuestionSpec): Promise<void> {
  await click(page, TX.newQuestion);
  await waitForText(page, TX.questionCreateTitle, { inDialog: true });
  await fillQuestion(page, spec);
  await saveQuestion(page);
}
