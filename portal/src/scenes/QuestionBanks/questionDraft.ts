/**
 * The question dialog's draft: one shape for the four types, kept while the admin switches type
 * (the alternatives typed for one type are still there when they come back to it), and the body
 * the API takes, made from it.
 */
import { type BankQuestion, type BankQuestionReq, LIMITS, type QuestionType } from '@trilha/sdk/contract';
import { T } from '../../messages';

export interface OptionDraft {
  key: string;
  text: string;
  isCorrect: boolean;
}

export interface ItemDraft {
  key: string;
  text: string;
  options: OptionDraft[];
}

/** The picture: the one saved (or none), a new one read from a file, or the saved one to be removed. */
export type ImageDraft = { kind: 'saved'; url: string | null } | { kind: 'new'; dataUrl: string } | { kind: 'removed' };

export interface QuestionDraft {
  type: QuestionType;
  text: string;
  topic: string;
  /** As typed; the schema says what is wrong with it. */
  points: string;
  explanation: string;
  partialCredit: boolean;
  /** The alternatives of a single or multiple answer question. */
  options: OptionDraft[];
  /** A true-or-false question: whether 'Verdadeiro' is the right one. */
  trueIsCorrect: boolean;
  /** A scenario's items. */
  items: ItemDraft[];
  image: ImageDraft;
}

let seq = 0;
/** React keys for what has no id yet. */
const newKey = () => `n${++seq}`;

export const letter = (i: number) => String.fromCharCode(65 + i);

const blankOptions = (): OptionDraft[] =>
  Array.from({ length: LIMITS.defaultOptions }, (_, i) => ({ key: newKey(), text: '', isCorrect: i === 0 }));

export const newItem = (): ItemDraft => ({ key: newKey(), text: '', options: blankOptions() });

/** A new question: single choice, 4 alternatives with the first correct, 1 point. */
export function newDraft(): QuestionDraft {
  return {
    type: 'single',
    text: '',
    topic: '',
    points: '1',
    explanation: '',
    partialCredit: false,
    options: blankOptions(),
    trueIsCorrect: true,
    items: [newItem()],
    image: { kind: 'saved', url: null },
  };
}

const optionDrafts = (options: BankQuestion['options']): OptionDraft[] =>
  options.map((o) => ({ key: `o${o.id}`, text: o.text, isCorrect: o.isCorrect }));

/** The draft of a saved question; the other types' parts start as a new question's. */
export function draftOf(q: BankQuestion): QuestionDraft {
  const blank = newDraft();
  const isTrue = (o: { text: string }) => o.text.trim().toLowerCase() === T.questionBanks.trueText.toLowerCase();
  return {
    ...blank,
    type: q.type,
    text: q.text,
    topic: q.topic ?? '',
    points: String(q.points),
    explanation: q.explanation ?? '',
    partialCredit: q.partial_credit,
    options: q.type === 'single' || q.type === 'multiple' ? optionDrafts(q.options) : blank.options,
    trueIsCorrect: q.type === 'true_false' ? Boolean(q.options.find(isTrue)?.isCorrect) : true,
    items:
      q.type === 'scenario'
        ? q.items.map((i) => ({ key: `i${i.id}`, text: i.text, options: optionDrafts(i.options) }))
        : blank.items,
    image: { kind: 'saved', url: q.image_url },
  };
}

/** Another type; single choice keeps one right alternative (the first one marked). */
export function withType(d: QuestionDraft, type: QuestionType): QuestionDraft {
  if (type !== 'single') return { ...d, type };
  const first = d.options.find((o) => o.isCorrect) ?? d.options[0];
  return { ...d, type, options: d.options.map((o) => ({ ...o, isCorrect: o.key === first?.key })) };
}

/** Marks one alternative right: the only one (single choice, a scenario's item) or one more (multiple). */
export function markCorrect(options: OptionDraft[], key: string, only: boolean): OptionDraft[] {
  return options.map((o) =>
    o.key === key ? { ...o, isCorrect: only || !o.isCorrect } : only ? { ...o, isCorrect: false } : o,
  );
}

export const canAddOption = (options: OptionDraft[]) => options.length < LIMITS.maxOptions;
export const canRemoveOption = (options: OptionDraft[]) => options.length > LIMITS.minOptions;

export function addOption(options: OptionDraft[]): OptionDraft[] {
  return canAddOption(options) ? [...options, { key: newKey(), text: '', isCorrect: false }] : options;
}

/** Without the alternative; with one right answer expected, removing it makes the first one right. */
export function removeOption(options: OptionDraft[], key: string, keepOneCorrect: boolean): OptionDraft[] {
  if (!canRemoveOption(options)) return options;
  const rest = options.filter((o) => o.key !== key);
  if (keepOneCorrect && !rest.some((o) => o.isCorrect) && rest[0]) rest[0] = { ...rest[0], isCorrect: true };
  return rest;
}

const optionBodies = (options: OptionDraft[]) => options.map((o) => ({ text: o.text.trim(), isCorrect: o.isCorrect }));

/** The number as typed: empty is "not informed" (the schema's message). */
const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/**
 * The body of POST/PUT .../questions: only the chosen type's parts. The picture goes as a data URL
 * when new, null when removed, and is left out to keep the saved one.
 */
export function toBody(d: QuestionDraft): BankQuestionReq {
  const TX = T.questionBanks;
  const options =
    d.type === 'true_false'
      ? [
          { text: TX.trueText, isCorrect: d.trueIsCorrect },
          { text: TX.falseText, isCorrect: !d.trueIsCorrect },
        ]
      : d.type === 'scenario'
        ? []
        : optionBodies(d.options);
  return {
    type: d.type,
    text: d.text.trim(),
    topic: d.topic.trim() || null,
    points: number(d.points),
    partial_credit: d.type === 'multiple' && d.partialCredit,
    explanation: d.explanation.trim() || null,
    ...(d.image.kind === 'new' ? { image: d.image.dataUrl } : d.image.kind === 'removed' ? { image: null } : {}),
    options,
    items: d.type === 'scenario' ? d.items.map((i) => ({ text: i.text.trim(), options: optionBodies(i.options) })) : [],
  };
}
