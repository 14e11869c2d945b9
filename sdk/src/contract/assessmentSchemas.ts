/** The zod schemas of assessments and attempts (assessments.ts holds their texts, without zod). */
import { ASSESSMENT_MSG } from './assessments';
import { IdSchema, optionalText } from './common';
import { ASSESSMENT_LIMITS, LIMITS } from './limits';
import { z } from './zod';

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
