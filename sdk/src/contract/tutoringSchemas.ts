import { IdSchema } from './common';
import { TUTORING_LEARNER_MSG } from './learnerMessages';
import { QUESTION_STATUSES, TUTORING_LIMITS } from './tutoring';
import { z } from './zod';

/** The tutoring channel's texts: the learner's panel's and the tutors'. */
export const TUTORING_MSG = {
  ...TUTORING_LEARNER_MSG,
  answerLength: `Escreva a resposta com 1 a ${TUTORING_LIMITS.answerMaxLength} caracteres.`,
  answered: 'Resposta enviada ao aluno.',
  updated: 'Dúvida atualizada.',
  notFound: 'Dúvida não encontrada.',
  notYourCourse: 'Você não é tutor deste curso.',
  closedNoAnswer: 'Esta dúvida está encerrada: reabra-a para responder.',
  statusOrFaq: 'Informe a nova situação ou se a dúvida é pergunta frequente.',
  faqNeedsAnswer: 'Só uma dúvida respondida pode virar pergunta frequente.',
  answeredNeedsAnswer: 'Responda a dúvida antes de marcá-la como respondida.',
  status: 'Situação inválida: aberta, respondida ou encerrada.',
  responseDays: `Informe o prazo de resposta: de 1 a ${TUTORING_LIMITS.maxResponseDays} dias úteis.`,
  tutors: `Escolha até ${TUTORING_LIMITS.maxTutors} tutores.`,
  tutorRole: 'Só administradores e instrutores ativos podem ser tutores.',
  tutoringSaved: 'Tutoria do curso salva.',
  queueEmpty: 'Nenhuma dúvida por aqui.',
  tooMany: `Você já enviou ${TUTORING_LIMITS.maxQuestionsPerDay} dúvidas nas últimas 24 horas. Aguarde as respostas ou tente mais tarde.`,
} as const;

/** `POST /api/lessons/{id}/questions`: JSON, or multipart with an optional `image` file. */
export const AskQuestionSchema = z.object({
  text: z
    .string({ error: TUTORING_MSG.questionLength })
    // A multipart form sends its line breaks as CRLF (HTML's rule): one kind of line break is stored.
    .transform((t) => t.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .trim()
        .min(TUTORING_LIMITS.questionMinLength, { error: TUTORING_MSG.questionLength })
        .max(TUTORING_LIMITS.questionMaxLength, { error: TUTORING_MSG.questionLength }),
    ),
});
export type AskQuestionReq = z.input<typeof AskQuestionSchema>;

/** `POST /api/tutoring/questions/{id}/answers`. */
export const AnswerQuestionSchema = z.object({
  text: z
    .string({ error: TUTORING_MSG.answerLength })
    .transform((t) => t.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: TUTORING_MSG.answerLength })
        .max(TUTORING_LIMITS.answerMaxLength, { error: TUTORING_MSG.answerLength }),
    ),
});
export type AnswerQuestionReq = z.input<typeof AnswerQuestionSchema>;

/** `PUT /api/tutoring/questions/{id}`: close, reopen, mark answered; FAQ on or off. */
export const UpdateQuestionSchema = z
  .object({
    status: z.enum(QUESTION_STATUSES, { error: TUTORING_MSG.status }).optional(),
    faq: z.boolean({ error: TUTORING_MSG.statusOrFaq }).optional(),
  })
  .refine((v) => v.status !== undefined || v.faq !== undefined, { error: TUTORING_MSG.statusOrFaq });
export type UpdateQuestionReq = z.input<typeof UpdateQuestionSchema>;

/** `GET /api/tutoring/questions?status=&course_id=&company_id=&page=`: oldest first. */
export const TutoringQueueQuerySchema = z.object({
  status: z.enum(QUESTION_STATUSES, { error: TUTORING_MSG.status }).optional(),
  course_id: IdSchema.optional(),
  company_id: IdSchema.optional(),
  /** Only the open questions past their due time. */
  overdue: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type TutoringQueueQuery = z.input<typeof TutoringQueueQuerySchema>;

/** `PUT /api/courses/{id}/tutoring`: the course's tutors (admins or instructors) and response days. */
export const CourseTutoringSchema = z.object({
  tutor_ids: z
    .array(IdSchema, { error: TUTORING_MSG.tutors })
    .max(TUTORING_LIMITS.maxTutors, { error: TUTORING_MSG.tutors })
    .transform((ids) => [...new Set(ids)]),
  response_days: z.coerce
    .number({ error: TUTORING_MSG.responseDays })
    .int({ error: TUTORING_MSG.responseDays })
    .min(1, { error: TUTORING_MSG.responseDays })
    .max(TUTORING_LIMITS.maxResponseDays, { error: TUTORING_MSG.responseDays }),
});
export type CourseTutoringReq = z.input<typeof CourseTutoringSchema>;
