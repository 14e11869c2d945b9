import { IdParamsSchema, IdSchema } from '../common';
import { endpoint, needs, WIDGET } from '../endpoint';
import {
  type CourseTutoring,
  type LessonQuestion,
  type LessonQuestions,
  TUTORING_LIMITS,
  type TutoringQuestion,
  type TutoringQueue,
  type TutoringReportRow,
} from '../tutoring';
import {
  AnswerQuestionSchema,
  AskQuestionSchema,
  CourseTutoringSchema,
  TUTORING_MSG,
  TutoringQueueQuerySchema,
  UpdateQuestionSchema,
} from '../tutoringSchemas';
import type { MessageResponse } from '../types';
import { z } from '../zod';

const LessonParams = z.object({ lessonId: IdSchema });
const tutor = needs('tutoring.answer');

/**
 * The tutoring channel (issue 26). A worker asks on a lesson they may study (the player's
 * 'Dúvidas' panel, an embed token included: only its own worker's questions); the course's tutors
 * (admins, and the instructors assigned to the course) answer from their queue.
 */
export const TUTORING = {
  /** The caller's questions on the lesson with their answers, and the lesson's FAQ (no asker names). */
  lessonQuestions: endpoint<LessonQuestions>()({
    method: 'GET',
    path: '/api/lessons/:lessonId/questions',
    auth: WIDGET,
    params: LessonParams,
  }),
  ask: endpoint<MessageResponse & { question: LessonQuestion }>()({
    method: 'POST',
    path: '/api/lessons/:lessonId/questions',
    auth: WIDGET,
    params: LessonParams,
    body: AskQuestionSchema,
    upload: { field: 'image', maxBytes: TUTORING_LIMITS.imageMaxBytes, tooLarge: TUTORING_MSG.image, optional: true },
    status: 201,
  }),
  /** Oldest first; an instructor sees the courses they tutor, an admin every course. */
  queue: endpoint<TutoringQueue>()({
    method: 'GET',
    path: '/api/tutoring/questions',
    auth: tutor,
    query: TutoringQueueQuerySchema,
  }),
  /** The first answer sets the question answered, stamps its first-response time and e-mails the asker. */
  answer: endpoint<MessageResponse & { question: TutoringQuestion }>()({
    method: 'POST',
    path: '/api/tutoring/questions/:id/answers',
    auth: tutor,
    params: IdParamsSchema,
    body: AnswerQuestionSchema,
    status: 201,
  }),
  update: endpoint<MessageResponse & { question: TutoringQuestion }>()({
    method: 'PUT',
    path: '/api/tutoring/questions/:id',
    auth: tutor,
    params: IdParamsSchema,
    body: UpdateQuestionSchema,
  }),
  /** Who tutors the course and its response days. */
  courseTutoring: endpoint<{ tutoring: CourseTutoring }>()({
    method: 'GET',
    path: '/api/courses/:id/tutoring',
    auth: needs('courses.manage'),
    params: IdParamsSchema,
  }),
  setCourseTutoring: endpoint<MessageResponse & { tutoring: CourseTutoring }>()({
    method: 'PUT',
    path: '/api/courses/:id/tutoring',
    auth: needs('courses.manage'),
    params: IdParamsSchema,
    body: CourseTutoringSchema,
  }),
  /** Per course: questions, median first-response time, share answered within the due time. */
  report: endpoint<{ courses: TutoringReportRow[] }>()({
    method: 'GET',
    path: '/api/reports/tutoring',
    auth: needs('reports.read'),
  }),
};
