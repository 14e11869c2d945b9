import { IdSchema, optionalText } from './common';
import { LIMITS } from './limits';
import { z } from './zod';

export const ASSESSMENT_LIMITS = {
  defaultTimeLimit: 30,
  minTimeLimit: 1,
  maxTimeLimit: 300,
  defaultPassingScore: 70,
  defaultMaxAttempts: 3,
  minMaxAttempts: 1,
  maxMaxAttempts: 10,
  /** Seconds a late submit is still accepted after the time limit (network, clock drift). */
  graceSeconds: 30,
  timerWarningSeconds: 300,
  autoCertificateScore: 70,
  manualCertificateScore: 60,
  certificatePromptDelayMs: 2000,
} as const;

export const ASSESSMENT_MSG = {
  titleRequired: 'Título da avaliação é obrigatório',
  timeLimit: 'Tempo limite deve estar entre 1 e 300 minutos',
  passingScore: 'Nota mínima deve estar entre 0 e 100',
  maxAttempts: 'Número de tentativas deve estar entre 1 e 10',
  questionText: (n: number) => `Questão ${n}: o enunciado é obrigatório`,
  optionsCount: (n: number) => `Questão ${n}: informe de 2 a 6 alternativas`,
  optionText: (n: number) => `Questão ${n}: todas as alternativas precisam de texto`,
  oneCorrect: (n: number) => `Questão ${n}: marque exatamente uma alternativa correta`,
  notFound: 'Avaliação não encontrada.',
  noQuestions: 'Esta avaliação não possui questões cadastradas.',
  lessonsPending: 'Conclua todas as aulas do curso antes de iniciar a avaliação.',
  maxAttemptsReached: 'Você atingiu o número máximo de tentativas desta avaliação.',
  retakeNotAllowed: 'Esta avaliação não permite nova tentativa.',
  attemptNotFound: 'Tentativa não encontrada.',
  attemptStillOpen: 'Esta tentativa ainda está em andamento: a revisão fica disponível depois do envio.',
  unknownAnswer: 'Resposta inválida: questão ou alternativa não pertence a esta avaliação.',
  timeExpired: 'O tempo da avaliação esgotou. A tentativa foi encerrada.',
  drawRule: 'Cada regra de sorteio escolhe um banco e de 1 a 100 questões.',
  drawTooMany: (bank: string, topic: string | null, has: number, wants: number) =>
    `O banco "${bank}"${topic ? ` (tema ${topic})` : ''} tem ${has} ${has === 1 ? 'questão' : 'questões'}: não dá para sortear ${wants}.`,
  drawBankNotFound: 'Banco de questões da regra de sorteio não encontrado.',
  created: 'Avaliação criada com sucesso!',
  updated: 'Avaliação atualizada com sucesso!',
  deleted: 'Avaliação excluída com sucesso!',
} as const;

const intInRange = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : v),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** N questions from a bank (or one topic of it), drawn on the server when an attempt opens. */
export const DrawRuleSchema = z.object({
  bank_id: IdSchema,
  topic: optionalText(100),
  count: z.coerce
    .number({ error: ASSESSMENT_MSG.drawRule })
    .int({ error: ASSESSMENT_MSG.drawRule })
    .min(1, { error: ASSESSMENT_MSG.drawRule })
    .max(100, { error: ASSESSMENT_MSG.drawRule }),
});
export type DrawRule = z.output<typeof DrawRuleSchema>;

/** Questions as the editor sends them: text, type, points (1) and options with text and isCorrect. */
const QuestionInput = z.object({
  text: z.string().trim().max(LIMITS.maxTextLength),
  type: z.literal('multiple_choice').default('multiple_choice'),
  points: z.literal(1).default(1),
  options: z.array(z.object({ text: z.string().trim().max(1000), isCorrect: z.boolean().default(false) })),
});

/** The whole assessment with its questions, checked question by question with pt-BR messages. */
export const AssessmentSaveSchema = z
  .object({
    course_id: IdSchema,
    title: z
      .string({ error: ASSESSMENT_MSG.titleRequired })
      .trim()
      .min(1, { error: ASSESSMENT_MSG.titleRequired })
      .max(255),
    description: optionalText(LIMITS.maxTextLength),
    time_limit: intInRange(1, 300, ASSESSMENT_LIMITS.defaultTimeLimit, ASSESSMENT_MSG.timeLimit),
    passing_score: intInRange(0, 100, ASSESSMENT_LIMITS.defaultPassingScore, ASSESSMENT_MSG.passingScore),
    /** Empty means unlimited attempts. */
    max_attempts: z.preprocess(
      (v) => (v === '' ? null : v),
      z.coerce
        .number({ error: ASSESSMENT_MSG.maxAttempts })
        .int()
        .min(1, { error: ASSESSMENT_MSG.maxAttempts })
        .max(10, { error: ASSESSMENT_MSG.maxAttempts })
        .nullable()
        .default(ASSESSMENT_LIMITS.defaultMaxAttempts),
    ),
    allow_retake: z.boolean().default(true),
    questions: z.array(QuestionInput).max(200).default([]),
    /** Questions drawn from banks for each attempt (issue 21); absent or null: the fixed list above. */
    draw_rules: z.array(DrawRuleSchema).max(20).nullish(),
    shuffle_questions: z.boolean().default(false),
    shuffle_options: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    value.questions.forEach((q, i) => {
      const n = i + 1;
      const path = ['questions', i];
      if (!q.text) ctx.addIssue({ code: 'custom', message: ASSESSMENT_MSG.questionText(n), path });
      if (q.options.length < LIMITS.minOptions || q.options.length > LIMITS.maxOptions) {
        ctx.addIssue({ code: 'custom', message: ASSESSMENT_MSG.optionsCount(n), path });
      }
      if (q.options.some((o) => !o.text)) ctx.addIssue({ code: 'custom', message: ASSESSMENT_MSG.optionText(n), path });
      if (q.options.filter((o) => o.isCorrect).length !== 1) {
        ctx.addIssue({ code: 'custom', message: ASSESSMENT_MSG.oneCorrect(n), path });
      }
    });
  });
export type AssessmentSaveReq = z.input<typeof AssessmentSaveSchema>;

export const SubmitSchema = z.object({
  attemptId: IdSchema,
  /** question id (a scenario's item id) -> chosen option id, or the chosen option ids of a multiple-answer question */
  answers: z
    .record(
      z.string().regex(/^\d{1,12}$/),
      z.union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive()).max(6)]),
    )
    .default({}),
  timeTaken: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type SubmitReq = z.input<typeof SubmitSchema>;
