import type { ItemStat } from '@trilha/sdk/contract';
import { AssessmentAttempt, type Question } from '../models';
import { type Chosen, gradeQuestion, paperOf } from './paper';

/** Below this many attempts showing a question, no flag: a small class says little. */
const MIN_FOR_FLAG = 5;
/** The classic groups of the discrimination index: the best and the worst 27 % of attempts. */
const GROUP_SHARE = 0.27;

const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Item statistics of an assessment from its finished attempts, each graded against the paper it
 * showed (one statement for the attempts; the rest is arithmetic on them).
 */
export async function itemStats(
  assessmentId: number,
  questions: Question[],
): Promise<{ attempts: number; items: ItemStat[] }> {
  const attempts = await AssessmentAttempt.findAll({
    where: { assessment_id: assessmentId, status: 'completed' },
    attributes: ['id', 'score', 'paper', 'answers'],
    order: [
      ['score', 'DESC'],
      ['id', 'ASC'],
    ],
  });
  const size = attempts.length >= 2 ? Math.max(1, Math.round(attempts.length * GROUP_SHARE)) : 0;
  const upper = new Set(attempts.slice(0, size).map((a) => a.id));
  const lower = new Set(attempts.slice(attempts.length - size).map((a) => a.id));
  const tally = new Map<
    number,
    { text: string; type: string; drawn: number; right: number; up: [number, number]; low: [number, number] }
  >();
  for (const attempt of attempts) {
    const chosen = JSON.parse(attempt.answers ?? '{}') as Chosen;
    for (const q of paperOf(attempt, questions)) {
      const row = tally.get(q.id) ?? { text: q.text, type: q.type, drawn: 0, right: 0, up: [0, 0], low: [0, 0] };
      const right = gradeQuestion(q, chosen).right ? 1 : 0;
      row.drawn += 1;
      row.right += right;
      if (upper.has(attempt.id)) row.up = [row.up[0] + right, row.up[1] + 1];
      if (lower.has(attempt.id)) row.low = [row.low[0] + right, row.low[1] + 1];
      tally.set(q.id, row);
    }
  }
  const items = [...tally.entries()].map(([question_id, t]): ItemStat => {
    const rate = t.drawn ? t.right / t.drawn : null;
    const discrimination = t.up[1] && t.low[1] ? round(t.up[0] / t.up[1] - t.low[0] / t.low[1]) : null;
    const flag =
      t.drawn >= MIN_FOR_FLAG
        ? t.right === t.drawn
          ? 'todos_acertam'
          : t.right === 0
            ? 'ninguem_acerta'
            : null
        : null;
    return {
      question_id,
      text: t.text,
      type: t.type,
      drawn: t.drawn,
      correct_rate: rate === null ? null : round(rate),
      discrimination,
      flag,
    };
  });
  return { attempts: attempts.length, items };
}
