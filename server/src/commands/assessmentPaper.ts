import { randomInt } from 'node:crypto';
import type { DrawRule } from '@trilha/sdk/contract';
import { type Assessment, BankOption, BankQuestion, type Question } from '../models';
import { fixedPaper, type PaperOption, type PaperQuestion } from '../queries/paper';

/** Fisher–Yates with the system's randomness: every order equally likely, nothing to predict. */
export function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
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
      image: q.image_file ?? null,
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
