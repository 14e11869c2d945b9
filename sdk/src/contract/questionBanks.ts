import { IdSchema, optionalText } from './common';
import { LIMITS } from './limits';
import { z } from './zod';

/** Question banks (issue 21): questions kept per course (or shared), drawn into assessments. */
export const QUESTION_TYPES = ['single', 'multiple', 'true_false', 'scenario'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single: 'Escolha única',
  multiple: 'Múltiplas respostas',
  true_false: 'Verdadeiro ou falso',
  scenario: 'Situação-problema',
};

export const BANK_LIMITS = { maxItems: 10, maxPoints: 100, maxTopicLength: 100 } as const;

export const BANK_MSG = {
  notFound: 'Banco de questões não encontrado.',
  questionNotFound: 'Questão não encontrada neste banco.',
  title: 'Informe o título do banco: de 3 a 200 caracteres.',
  text: 'Informe o enunciado da questão.',
  type: 'Tipo de questão inválido: escolha única, múltiplas respostas, verdadeiro ou falso, ou situação-problema.',
  points: `A pontuação da questão vai de 1 a ${BANK_LIMITS.maxPoints}.`,
  optionsCount: 'Informe de 2 a 6 alternativas, todas com texto.',
  oneCorrect: 'Marque exatamente uma alternativa correta.',
  someCorrect: 'Marque ao menos uma alternativa correta, e não todas (senão não há o que escolher).',
  trueFalse: 'Uma questão de verdadeiro ou falso tem as alternativas Verdadeiro e Falso, uma delas correta.',
  items: `Uma situação-problema tem de 1 a ${BANK_LIMITS.maxItems} itens, cada um com enunciado, 2 a 6 alternativas e exatamente uma correta.`,
  created: 'Banco de questões criado.',
  updated: 'Banco de questões atualizado.',
  deleted: 'Banco de questões excluído.',
  inUse: 'Este banco é usado por avaliações e não pode ser excluído.',
  questionSaved: 'Questão salva.',
  questionDeleted: 'Questão excluída.',
} as const;

export const QuestionBankSchema = z.object({
  title: z
    .string({ error: BANK_MSG.title })
    .trim()
    .min(3, { error: BANK_MSG.title })
    .max(200, { error: BANK_MSG.title }),
  /** The course the bank belongs to; empty: shared by every course. */
  course_id: IdSchema.nullish().transform((v) => v ?? null),
});
export type QuestionBankReq = z.input<typeof QuestionBankSchema>;

const OptionSchema = z.object({
  text: z.string({ error: BANK_MSG.optionsCount }).trim().max(1000),
  isCorrect: z.boolean().default(false),
});
const optionsOk = (options: { text: string }[]) =>
  options.length >= LIMITS.minOptions && options.length <= LIMITS.maxOptions && options.every((o) => o.text);
const exactlyOne = (options: { isCorrect: boolean }[]) => options.filter((o) => o.isCorrect).length === 1;

/** `POST /api/question-banks/{id}/questions`, `PUT .../questions/{qid}`: one question of a bank. */
export const BankQuestionSchema = z
  .object({
    type: z.enum(QUESTION_TYPES, { error: BANK_MSG.type }),
    text: z.string({ error: BANK_MSG.text }).trim().min(1, { error: BANK_MSG.text }).max(LIMITS.maxTextLength),
    topic: optionalText(BANK_LIMITS.maxTopicLength),
    points: z.coerce
      .number({ error: BANK_MSG.points })
      .int({ error: BANK_MSG.points })
      .min(1, { error: BANK_MSG.points })
      .max(BANK_LIMITS.maxPoints, { error: BANK_MSG.points })
      .default(1),
    /** Multiple answers: partial credit per right choice (wrong ones take it back), else all or nothing. */
    partial_credit: z.boolean().default(false),
    explanation: optionalText(LIMITS.maxTextLength),
    options: z.array(OptionSchema).max(LIMITS.maxOptions).default([]),
    /** A scenario's single-choice items under its situation text. */
    items: z
      .array(z.object({ text: z.string().trim().max(LIMITS.maxTextLength), options: z.array(OptionSchema).max(6) }))
      .max(BANK_LIMITS.maxItems)
      .default([]),
  })
  .superRefine((q, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (q.type === 'scenario') {
      const itemsOk =
        q.items.length > 0 && q.items.every((item) => item.text && optionsOk(item.options) && exactlyOne(item.options));
      if (!itemsOk) fail(BANK_MSG.items, 'items');
      return;
    }
    if (q.type === 'true_false') {
      const texts = q.options.map((o) => o.text.toLowerCase()).sort();
      if (texts.join('|') !== 'falso|verdadeiro' || !exactlyOne(q.options)) fail(BANK_MSG.trueFalse, 'options');
      return;
    }
    if (!optionsOk(q.options)) return fail(BANK_MSG.optionsCount, 'options');
    const right = q.options.filter((o) => o.isCorrect).length;
    if (q.type === 'single' && right !== 1) fail(BANK_MSG.oneCorrect, 'options');
    if (q.type === 'multiple' && (right === 0 || right === q.options.length)) fail(BANK_MSG.someCorrect, 'options');
  });
export type BankQuestionReq = z.input<typeof BankQuestionSchema>;

export const BankQuestionParamsSchema = z.object({ id: IdSchema, qid: IdSchema });

export interface BankOption {
  id: number;
  text: string;
  isCorrect: boolean;
}

export interface BankQuestion {
  id: number;
  bank_id: number;
  type: QuestionType;
  text: string;
  topic: string | null;
  points: number;
  partial_credit: boolean;
  explanation: string | null;
  options: BankOption[];
  items: { id: number; text: string; options: BankOption[] }[];
}

export interface QuestionBank {
  id: number;
  title: string;
  course_id: number | null;
  course_title: string | null;
  question_count: number;
  /** The bank's topics with how many questions each, for draw rules. */
  topics: { topic: string; count: number }[];
}
