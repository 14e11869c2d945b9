import type { QuestionType } from '@trilha/sdk/contract';
import type { Question } from '../models';

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
  /** The picture shown, under uploads (absent on papers stored before pictures existed). */
  image?: string | null;
  options: PaperOption[];
  items: { id: number; text: string; options: PaperOption[] }[];
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
    image: null,
    options: (q.options ?? []).map((o) => ({ id: o.id, text: o.option_text, correct: Boolean(o.is_correct) })),
    items: [],
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
