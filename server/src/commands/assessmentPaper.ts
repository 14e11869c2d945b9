import { randomInt } from 'node:crypto';
import type { DrawRule, QuestionType } from '@trilha/sdk/contract';
import { type Assessment, BankOption, BankQuestion, type Question } from '../models';

/** An option as an attempt showed it, and whether it was right (never sent before the submit). */
export interface PaperOption {
  id: number;
  text: string;
  correct: boolean;
}

/** A question as an attempt showed it: texts, options in their order, points and explanation. */
export interface PaperQuestion {
  id: number;
  type: 'multiple_choice' | QuestionType;
  text: string;
  points: number;
  partial_credit: boolean;
  explanation: string | null;
  options: PaperOption[];
  items: { id: number; text: string; options: PaperOption[] }[];
}

/** Fisher–Yates with the system's randomness: every order equally likely, nothing to predict. */
export function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The assessment's own list, as it stands (ids as the spec's calls know them). */
export function fixedPaper(questions: Question[]): PaperQuestion[] {
  return questions.map((q) => ({
    id: q.id,
    type: 'multiple_choice',
    text: q.question_text,
    points: 1,
    partial_credit: false,
    explanation: null,
    options: (q.options ?? []).map((o) => ({ id: o.id, text: o.option_text, correct: Boolean(o.is_correct) })),
    items: [],
  }));
}

/**
 * Option ids of a drawn question are made for the attempt (six random digits, unique in it), so no
 * id pattern (the right option entered first, with the lowest id) says which is right.
 */
function opaqueIds(paper: PaperQuestion[]): PaperQuestion[] {
  const used = new Set<number>();
  const fresh = () => {
    let id = 0;
    while (id === 0 || used.has(id)) id = randomInt(100_000, 1_000_000);
    used.add(id);
    return id;
  };
  const remap = (options: PaperOption[]) => options.map((o) => ({ ...o, id: fresh() }));
  return paper.map((q) => ({
    ...q,
    options: remap(q.options),
    items: q.items.map((item) => ({ ...item, options: remap(item.options) })),
  }));
}

/**
 * Draws each rule's questions from its bank (and topic), never the same question twice, and
 * copies what they say now: later edits of the bank do not reach this paper. A rule asks no more
 * than its bank held when the assessment was saved; a bank that shrank since gives what it has.
 */
export async function drawnPaper(rules: DrawRule[]): Promise<PaperQuestion[]> {
  const picked: BankQuestion[] = [];
  for (const rule of rules) {
    const pool = await BankQuestion.findAll({
      where: { bank_id: rule.bank_id, parent_id: null, ...(rule.topic ? { topic: rule.topic } : {}) },
    });
    const fresh = pool.filter((q) => !picked.some((p) => p.id === q.id));
    picked.push(...shuffled(fresh).slice(0, rule.count));
  }
  if (!picked.length) return [];
  const items = await BankQuestion.findAll({
    where: { parent_id: picked.map((q) => q.id) },
    order: [['order_index', 'ASC']],
  });
  const options = await BankOption.findAll({
    where: { question_id: [...picked, ...items].map((q) => q.id) },
    order: [
      ['order_index', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const optionsOf = (id: number) =>
    options
      .filter((o) => o.question_id === id)
      .map((o) => ({ id: o.id, text: o.text, correct: Boolean(o.is_correct) }));
  return opaqueIds(
    picked.map((q) => ({
      id: q.id,
      type: q.type,
      text: q.text,
      points: q.points,
      partial_credit: Boolean(q.partial_credit),
      explanation: q.explanation ?? null,
      options: optionsOf(q.id),
      items: items
        .filter((i) => i.parent_id === q.id)
        .map((i) => ({ id: i.id, text: i.text, options: optionsOf(i.id) })),
    })),
  );
}

/** The paper an attempt opens with: drawn or fixed, then shuffled as the assessment asks. */
export async function paperFor(assessment: Assessment, questions: Question[]): Promise<PaperQuestion[]> {
  const rules = assessment.draw_rules ? (JSON.parse(assessment.draw_rules) as DrawRule[]) : null;
  const paper = rules?.length ? await drawnPaper(rules) : fixedPaper(questions);
  const ordered = assessment.shuffle_questions ? shuffled(paper) : paper;
  if (!assessment.shuffle_options) return ordered;
  return ordered.map((q) => ({
    ...q,
    // Verdadeiro/Falso keeps its natural order: shuffling two words helps nobody.
    options: q.type === 'true_false' ? q.options : shuffled(q.options),
    items: q.items.map((item) => ({ ...item, options: shuffled(item.options) })),
  }));
}

/** The paper an attempt showed; attempts opened before papers were stored showed the fixed list. */
export function paperOf(attempt: { paper?: string | null }, questions: Question[]): PaperQuestion[] {
  return attempt.paper ? (JSON.parse(attempt.paper) as PaperQuestion[]) : fixedPaper(questions);
}

export type Chosen = Record<string, number | number[]>;

/** What one question earned: the points and whether it was wholly right. */
export function gradeQuestion(q: PaperQuestion, chosen: Chosen): { earned: number; right: boolean } {
  if (q.items.length) {
    const rightItems = q.items.filter((item) => item.options.find((o) => o.correct)?.id === chosen[String(item.id)]);
    return { earned: (q.points * rightItems.length) / q.items.length, right: rightItems.length === q.items.length };
  }
  const answer = chosen[String(q.id)];
  const correct = q.options.filter((o) => o.correct).map((o) => o.id);
  if (q.type === 'multiple') {
    const picked = new Set(Array.isArray(answer) ? answer : answer === undefined ? [] : [answer]);
    const hits = correct.filter((id) => picked.has(id)).length;
    const misses = [...picked].filter((id) => !correct.includes(id)).length;
    const right = hits === correct.length && misses === 0;
    if (!q.partial_credit) return { earned: right ? q.points : 0, right };
    return { earned: Math.max(0, (hits - misses) / correct.length) * q.points, right };
  }
  const right = !Array.isArray(answer) && answer !== undefined && answer === correct[0];
  return { earned: right ? q.points : 0, right };
}

/**
 * Keeps only answers to this paper's questions with its options (a multiple-answer question takes a
 * list, the others one option); anything else is refused by the caller.
 */
export function answersFit(paper: PaperQuestion[], chosen: Chosen): boolean {
  const slots = new Map<string, { multiple: boolean; options: Set<number> }>();
  for (const q of paper) {
    if (q.items.length) {
      for (const item of q.items) {
        slots.set(String(item.id), { multiple: false, options: new Set(item.options.map((o) => o.id)) });
      }
    } else {
      slots.set(String(q.id), { multiple: q.type === 'multiple', options: new Set(q.options.map((o) => o.id)) });
    }
  }
  return Object.entries(chosen).every(([id, answer]) => {
    const slot = slots.get(id);
    if (!slot) return false;
    const ids = Array.isArray(answer) ? answer : [answer];
    if (Array.isArray(answer) && !slot.multiple) return false;
    return ids.every((o) => slot.options.has(o));
  });
}
