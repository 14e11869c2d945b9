import type { QuestionBank as BankShape, BankQuestion as QuestionShape } from '@trilha/sdk/contract';
import { BANK_MSG } from '@trilha/sdk/contract';
import { col, fn } from 'sequelize';
import { NotFoundError } from '../errors';
import { BankOption, BankQuestion, Course, QuestionBank } from '../models';
import { questionImageUrl } from '../services/questionImages';

type TopicRow = { bank_id: number; topic: string | null; n: number | string };

/** Banks with their course, question count and topics: three statements for any number of banks. */
async function present(banks: QuestionBank[]): Promise<BankShape[]> {
  if (!banks.length) return [];
  const [courses, topics] = await Promise.all([
    Course.findAll({
      where: { id: [...new Set(banks.map((b) => b.course_id).filter((id): id is number => id !== null))] },
      attributes: ['id', 'title'],
    }),
    BankQuestion.findAll({
      where: { bank_id: banks.map((b) => b.id), parent_id: null },
      attributes: ['bank_id', 'topic', [fn('COUNT', col('id')), 'n']],
      group: ['bank_id', 'topic'],
      raw: true,
    }) as unknown as Promise<TopicRow[]>,
  ]);
  const title = new Map(courses.map((c) => [c.id, c.title]));
  return banks.map((b) => {
    const mine = topics.filter((t) => t.bank_id === b.id);
    return {
      id: b.id,
      title: b.title,
      course_id: b.course_id ?? null,
      course_title: b.course_id ? (title.get(b.course_id) ?? null) : null,
      question_count: mine.reduce((sum, t) => sum + Number(t.n), 0),
      topics: mine
        .filter((t) => t.topic)
        .map((t) => ({ topic: t.topic as string, count: Number(t.n) }))
        .sort((a, z) => a.topic.localeCompare(z.topic, 'pt-BR')),
    };
  });
}

export const presentBank = async (bank: QuestionBank) => (await present([bank]))[0] as BankShape;

export async function bankList(): Promise<BankShape[]> {
  return present(await QuestionBank.findAll({ order: [['title', 'ASC']] }));
}

export async function loadBank(id: number): Promise<QuestionBank> {
  const bank = await QuestionBank.findByPk(id);
  if (!bank) throw NotFoundError(BANK_MSG.notFound);
  return bank;
}

/** A bank's questions with options and a scenario's items, in their order: two statements. */
export async function bankQuestions(bankId: number, only?: number): Promise<QuestionShape[]> {
  const rows = await BankQuestion.findAll({
    where: only ? { bank_id: bankId, id: only } : { bank_id: bankId },
    order: [
      ['order_index', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const children = only
    ? await BankQuestion.findAll({ where: { parent_id: only }, order: [['order_index', 'ASC']] })
    : [];
  const all = [...rows, ...children];
  const options = all.length
    ? await BankOption.findAll({
        where: { question_id: all.map((q) => q.id) },
        order: [
          ['order_index', 'ASC'],
          ['id', 'ASC'],
        ],
      })
    : [];
  const optionsOf = (id: number) =>
    options
      .filter((o) => o.question_id === id)
      .map((o) => ({ id: o.id, text: o.text, isCorrect: Boolean(o.is_correct) }));
  return rows
    .filter((q) => q.parent_id === null)
    .map((q) => ({
      id: q.id,
      bank_id: q.bank_id,
      type: q.type,
      text: q.text,
      topic: q.topic ?? null,
      points: q.points,
      partial_credit: Boolean(q.partial_credit),
      explanation: q.explanation ?? null,
      image_url: questionImageUrl(q.image_file),
      options: optionsOf(q.id),
      items: all.filter((c) => c.parent_id === q.id).map((c) => ({ id: c.id, text: c.text, options: optionsOf(c.id) })),
    }));
}
