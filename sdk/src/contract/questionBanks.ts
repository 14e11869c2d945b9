import { IdSchema, LooseBoolean, optionalText } from './common';
import { COVER_FILE_TYPES, type FileType, typeNames } from './fileTypes';
import { plural } from './format';
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

export const BANK_LIMITS = {
  maxItems: 10,
  maxPoints: 100,
  maxTopicLength: 100,
  /** A question's picture: a photo of a workplace or a sign, not a poster. */
  imageMaxBytes: 1024 * 1024,
  /** An import file (CSV or the platform's JSON, pictures included). */
  importMaxBytes: 20 * 1024 * 1024,
  importMaxQuestions: 2000,
} as const;

/** A question's picture, recognised by its content (what a data URL or a file name says is not trusted). */
export const QUESTION_IMAGE_TYPES: readonly FileType[] = COVER_FILE_TYPES.filter((t) =>
  ['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(t.mime),
);

/**
 * The CSV layout of a bank (export and import), one question per line: `tipo` is unica, multipla,
 * verdadeiro_falso, situacao or item (an item belongs to the situacao above it); `corretas` lists
 * the right options' letters (A;C); a situacao line carries only its text, points and explanation.
 */
export const BANK_CSV_COLUMNS = [
  'tipo',
  'tema',
  'enunciado',
  'pontos',
  'credito_parcial',
  'explicacao',
  'corretas',
  'alternativa_a',
  'alternativa_b',
  'alternativa_c',
  'alternativa_d',
  'alternativa_e',
  'alternativa_f',
] as const;
export const BANK_CSV_TYPES: Record<QuestionType | 'item', string> = {
  single: 'unica',
  multiple: 'multipla',
  true_false: 'verdadeiro_falso',
  scenario: 'situacao',
  item: 'item',
};

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
  image: `A imagem da questão deve ser ${typeNames(QUESTION_IMAGE_TYPES)} de até 1 MB.`,
  importFile: 'Envie o banco como CSV (colunas documentadas) ou como o JSON exportado pela plataforma, de até 20 MB.',
  importEmpty: 'O arquivo não tem questões.',
  importTooMany: `Importe no máximo ${BANK_LIMITS.importMaxQuestions} questões por vez.`,
  importIssues: (n: number) =>
    `O arquivo tem ${plural(n, 'problema', 'problemas')}: nenhuma questão foi importada. Corrija e envie de novo.`,
  importChecked: (n: number) =>
    `Simulação: ${plural(n, 'questão pode ser importada', 'questões podem ser importadas')}; nada foi gravado.`,
  imported: (n: number) => `${plural(n, 'questão importada', 'questões importadas')}.`,
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
    /**
     * A picture as a data URL (checked by its bytes on the server); null or '' removes it; left out,
     * or the question's own image_url, keeps the current one.
     */
    image: z
      .string({ error: BANK_MSG.image })
      .max(Math.ceil((BANK_LIMITS.imageMaxBytes * 4) / 3) + 100, { error: BANK_MSG.image })
      .nullish(),
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
  /** Where the question's picture is served, or null. */
  image_url: string | null;
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

/** `GET /api/question-banks/{id}/export?format=csv|json` */
export const BankExportQuerySchema = z.object({ format: z.enum(['csv', 'json']).default('json') });

/** `POST /api/question-banks/{id}/import`: the file (field `file`) and whether only to check it. */
export const BankImportSchema = z.object({ dry_run: LooseBoolean.default(false) });

/** One problem of an import file: its line (CSV) or question number (JSON), the field and what is wrong. */
export interface BankImportIssue {
  line: number;
  field: string;
  problem: string;
}

/** What an import read, found wrong and (unless a dry run) added to the bank. */
export interface BankImportReport {
  dry_run: boolean;
  format: 'csv' | 'json';
  /** Questions read (a scenario counts once, with its items). */
  total: number;
  by_type: Record<QuestionType, number>;
  topics: string[];
  issues: BankImportIssue[];
  /** Questions added: 0 on a dry run or when there were issues. */
  imported: number;
}

/** The platform's JSON of a bank: what an export writes and an import reads back. */
export interface BankExport {
  format: 'trilha-question-bank';
  version: 1;
  title: string;
  exported_at: string;
  questions: (Omit<BankQuestionReq, 'image' | 'options' | 'items'> & {
    /** The picture as a data URL, so the file carries it to another platform. */
    image?: string | null;
    options: { text: string; isCorrect: boolean }[];
    items: { text: string; options: { text: string; isCorrect: boolean }[] }[];
  })[];
}
