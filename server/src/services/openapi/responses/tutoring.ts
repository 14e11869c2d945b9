import { QUESTION_STATUSES } from '@trilha/sdk/contract';
import { z } from 'zod';
import type { ResponseSchemas } from './check';
import { withMessage } from './shapes';

/** The tutoring channel (issue 26): questions on lessons, the tutors' queue, each course's tutors, the report. */
const AnswerSchema = z
  .object({ id: z.number().int(), text: z.string(), author_name: z.string(), created_at: z.string() })
  .meta({ id: 'RespostaDoTutor' });

const questionFields = {
  id: z.number().int(),
  lesson_id: z.number().int(),
  text: z.string(),
  image_url: z.string().nullable(),
  status: z.enum(QUESTION_STATUSES),
  faq: z.boolean(),
  created_at: z.string(),
  answers: z.array(AnswerSchema),
};

const LessonQuestionSchema = z
  .object({ ...questionFields, mine: z.boolean() })
  .meta({ id: 'DuvidaNaAula', description: 'Sem o nome de quem perguntou: só o próprio aluno vê as suas.' });

const QueueQuestionSchema = z
  .object({
    ...questionFields,
    course_id: z.number().int(),
    course_title: z.string(),
    lesson_title: z.string(),
    asker: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    due_at: z.string(),
    first_response_at: z.string().nullable(),
    first_response_seconds: z.number().nullable(),
    overdue: z.boolean(),
    closed_at: z.string().nullable(),
  })
  .meta({ id: 'DuvidaNaFila' });

const CourseTutoringSchema = z
  .object({
    course_id: z.number().int(),
    response_days: z.number().int(),
    tutors: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string() })),
  })
  .meta({ id: 'TutoriaDoCurso' });

export const TUTORING_RESPONSES: ResponseSchemas = {
  'tutoring.lessonQuestions': z.object({
    questions: z.array(LessonQuestionSchema),
    faq: z.array(LessonQuestionSchema),
  }),
  'tutoring.ask': withMessage({ question: LessonQuestionSchema }),
  'tutoring.queue': z.object({
    questions: z.array(QueueQuestionSchema),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    overdue: z.number().int(),
    courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  }),
  'tutoring.answer': withMessage({ question: QueueQuestionSchema }),
  'tutoring.update': withMessage({ question: QueueQuestionSchema }),
  'tutoring.courseTutoring': z.object({ tutoring: CourseTutoringSchema }),
  'tutoring.setCourseTutoring': withMessage({ tutoring: CourseTutoringSchema }),
  'tutoring.report': z.object({
    courses: z.array(
      z.object({
        course_id: z.number().int(),
        course_title: z.string(),
        questions: z.number().int(),
        answered: z.number().int(),
        open: z.number().int(),
        overdue_open: z.number().int(),
        median_first_response_seconds: z.number().nullable(),
        within_target_percent: z.number().nullable(),
      }),
    ),
  }),
};
