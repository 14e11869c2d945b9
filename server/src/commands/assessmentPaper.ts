import { randomInt } from 'node:crypto';
import type { DrawRule } from '@trilha/sdk/contract';
import { QueryTypes } from 'sequelize';
import { type Assessment, BankOption, BankQuestion, type Question } from '../models';
import type { AssessmentFull } from '../queries/assessments';
import { hydrate, prefixedColumns, STAMPS } from '../queries/hydrate';
import { fixedPaper, type PaperOption, type PaperQuestion } from '../queries/paper';
import { runtime } from '../runtime';

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

/** The candidates of every rule of an assessment, with what each question says now. */
interface BankPool {
  /** Question ids each rule may draw from, by rule index. */
  members: number[][];
  /** The questions as a paper shows them (options in order, items), before ids are made opaque. */
  questions: Map<number, PaperQuestion>;
}

/** Every rule's candidate ids: one statement (a UNION ALL, each rule with its own WHERE). */
async function poolMembers(rules: DrawRule[]): Promise<number[][]> {
  const replacements: Record<string, unknown> = {};
  const pools = rules.map((rule, i) => {
    replacements[`bank${i}`] = rule.bank_id;
    if (rule.topic) replacements[`topic${i}`] = rule.topic;
    return `SELECT ${i} AS rule_index, id FROM bank_questions
             WHERE bank_id = :bank${i} AND parent_id IS NULL${rule.topic ? ` AND topic = :topic${i}` : ''}`;
  });
  const rows = await runtime().sequelize.query<{ rule_index: number; id: number }>(pools.join(' UNION ALL '), {
    replacements,
    type: QueryTypes.SELECT,
  });
  const members = rules.map((): number[] => []);
  for (const row of rows) members[Number(row.rule_index)]?.push(Number(row.id));
  return members;
}

/** These questions with their items and options, as a paper shows them: one statement, sorted here. */
async function paperQuestions(ids: number[]): Promise<Map<number, PaperQuestion>> {
  const out = new Map<number, PaperQuestion>();
  if (!ids.length) return out;
  const rows = await runtime().sequelize.query<Record<string, unknown>>(
    `SELECT ${prefixedColumns(BankQuestion, 'q', STAMPS)}, ${prefixedColumns(BankOption, 'o')}
       FROM bank_questions q
       LEFT JOIN bank_options o ON o.question_id = q.id
      WHERE q.id IN (:ids) OR q.parent_id IN (:ids)`,
    { replacements: { ids }, type: QueryTypes.SELECT },
  );
  const byId = new Map<number, BankQuestion>();
  const options: BankOption[] = [];
  for (const row of rows) {
    const id = Number(row.q__id);
    if (!byId.has(id)) byId.set(id, hydrate(BankQuestion, row, 'q') as BankQuestion);
    const option = hydrate(BankOption, row, 'o');
    if (option) options.push(option);
  }
  const wanted = new Set(ids);
  const items = [...byId.values()]
    .filter((q) => q.parent_id !== null && wanted.has(q.parent_id))
    .sort((a, b) => a.order_index - b.order_index || a.id - b.id);
  options.sort((a, b) => a.order_index - b.order_index || a.id - b.id);
  const optionsOf = (id: number) =>
    options
      .filter((o) => o.question_id === id)
      .map((o) => ({ id: o.id, text: o.text, correct: Boolean(o.is_correct) }));
  for (const id of ids) {
    const q = byId.get(id);
    if (!q) continue;
    out.set(id, {
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
    });
  }
  return out;
}

/** Each rule's questions, never the same question twice: shuffled candidates, the first `count` of each. */
function pick(rules: DrawRule[], members: number[][]): number[] {
  const picked: number[] = [];
  rules.forEach((rule, i) => {
    const fresh = (members[i] ?? []).filter((id) => !picked.includes(id));
    picked.push(...shuffled(fresh).slice(0, rule.count));
  });
  return picked;
}

/**
 * Draws each rule's questions from its bank (and topic), never the same question twice, and
 * copies what they say now: later edits of the bank do not reach this paper. A rule asks no more
 * than its bank held when the assessment was saved; a bank that shrank since gives what it has.
 * Two statements whatever the rules: every pool's ids, then the drawn questions with their items
 * and options.
 */
export async function drawnPaper(rules: DrawRule[]): Promise<PaperQuestion[]> {
  if (!rules.length) return [];
  const picked = pick(rules, await poolMembers(rules));
  const questions = await paperQuestions(picked);
  return opaqueIds(picked.map((id) => questions.get(id)).filter((q): q is PaperQuestion => q !== undefined));
}

/**
 * The candidates of the assessments being taken, kept with the cached assessment they were read
 * for (queries/assessments: an entry is served only while its course's content version holds, and
 * every change of a bank renews the versions of the courses drawing from it, services/courseContent).
 * A storm of starts then draws without a statement. Small pools only, and a few assessments.
 */
const pools = new Map<AssessmentFull, Promise<BankPool | null>>();
const MAX_POOLS = 50;
const MAX_POOL_QUESTIONS = 500;

async function readPool(rules: DrawRule[]): Promise<BankPool | null> {
  const members = await poolMembers(rules);
  const ids = [...new Set(members.flat())];
  if (ids.length > MAX_POOL_QUESTIONS) return null;
  return { members, questions: await paperQuestions(ids) };
}

/**
 * A drawn paper from the candidates kept for `cachedFor` (the cached assessment the rules come
 * from), read once per version of it; big pools are drawn from the database each time.
 */
async function drawnPaperFor(rules: DrawRule[], cachedFor: AssessmentFull): Promise<PaperQuestion[]> {
  if (!rules.length) return [];
  let pool = pools.get(cachedFor);
  if (!pool) {
    pool = readPool(rules);
    if (pools.size >= MAX_POOLS) pools.delete(pools.keys().next().value as AssessmentFull);
    pools.set(cachedFor, pool);
    // A failed read is not kept.
    pool.catch(() => pools.delete(cachedFor));
  }
  const read = await pool;
  if (!read) return drawnPaper(rules);
  const picked = pick(rules, read.members);
  return opaqueIds(picked.map((id) => read.questions.get(id)).filter((q): q is PaperQuestion => q !== undefined));
}

/**
 * The paper an attempt opens with: drawn or fixed, then shuffled as the assessment asks. With
 * `cachedFor` (the assessment as queries/assessments gives it, the same object while cached at its
 * version) a drawn paper comes from the candidates kept for it.
 */
export async function paperFor(
  assessment: Assessment,
  questions: Question[],
  cachedFor?: AssessmentFull,
): Promise<PaperQuestion[]> {
  const rules = assessment.draw_rules ? (JSON.parse(assessment.draw_rules) as DrawRule[]) : null;
  const paper = rules?.length
    ? await (cachedFor ? drawnPaperFor(rules, cachedFor) : drawnPaper(rules))
    : fixedPaper(questions);
  const ordered = assessment.shuffle_questions ? shuffled(paper) : paper;
  if (!assessment.shuffle_options) return ordered;
  return ordered.map((q) => ({
    ...q,
    // Verdadeiro/Falso keeps its natural order: shuffling two words helps nobody.
    options: q.type === 'true_false' ? q.options : shuffled(q.options),
    items: q.items.map((item) => ({ ...item, options: shuffled(item.options) })),
  }));
}
