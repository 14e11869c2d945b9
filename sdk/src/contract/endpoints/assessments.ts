import { AssessmentSaveSchema, SubmitSchema } from '../assessmentSchemas';
import { IdParamsSchema, IdSchema } from '../common';
import { endpoint, needs, WIDGET } from '../endpoint';
import type {
  AssessmentShape,
  AttemptReview,
  AttemptShape,
  AttemptStart,
  ItemStat,
  MessageResponse,
  SubmitResponse,
} from '../types';
import { z } from '../zod';

const manage = needs('assessments.manage');

/**
 * A course's assessments: edited by those who manage assessments, taken by its enrolled learners
 * (also from an intranet widget), who see their attempts and never the answers before a submit.
 */
export const ASSESSMENTS = {
  ofCourse: endpoint<{ assessments: AssessmentShape[] }>()({
    method: 'GET',
    path: '/api/assessments/course/:courseId',
    auth: WIDGET,
    params: z.object({ courseId: IdSchema }),
  }),
  /** The questions with their answers, as the editor shows them. */
  preview: endpoint<{ assessment: AssessmentShape }>()({
    method: 'GET',
    path: '/api/assessments/:id/preview',
    auth: manage,
    params: IdParamsSchema,
  }),
  /** Per question: how often drawn, how often right, and how well it tells strong from weak (issue 21). */
  itemStats: endpoint<{ attempts: number; items: ItemStat[] }>()({
    method: 'GET',
    path: '/api/assessments/:id/item-stats',
    auth: manage,
    params: IdParamsSchema,
  }),
  /** A learner's own attempts; every attempt for those who manage assessments. */
  attempts: endpoint<{ attempts: AttemptShape[] }>()({
    method: 'GET',
    path: '/api/assessments/:id/attempts',
    auth: WIDGET,
    params: IdParamsSchema,
  }),
  /**
   * A finished attempt replayed as it was shown: the questions and options of its paper with the
   * right ones marked, and the answers chosen. Its learner, or those who manage assessments.
   */
  review: endpoint<AttemptReview>()({
    method: 'GET',
    path: '/api/assessments/:id/attempts/:attemptId',
    auth: WIDGET,
    params: z.object({ id: IdSchema, attemptId: IdSchema }),
  }),
  /** Opens an attempt or resumes the open one: questions without answers and the server's deadline. */
  start: endpoint<AttemptStart>()({
    method: 'POST',
    path: '/api/assessments/:id/start',
    auth: WIDGET,
    params: IdParamsSchema,
  }),
  submit: endpoint<SubmitResponse>()({
    method: 'POST',
    path: '/api/assessments/:id/submit',
    auth: WIDGET,
    params: IdParamsSchema,
    body: SubmitSchema,
  }),
  /** With the questions and answers for those who manage assessments; the info card for learners. */
  get: endpoint<{ assessment: AssessmentShape }>()({
    method: 'GET',
    path: '/api/assessments/:id',
    auth: WIDGET,
    params: IdParamsSchema,
  }),
  create: endpoint<MessageResponse & { assessmentId: number; id: number }>()({
    method: 'POST',
    path: '/api/assessments',
    auth: manage,
    body: AssessmentSaveSchema,
    status: 201,
  }),
  update: endpoint<MessageResponse & { id: number }>()({
    method: 'PUT',
    path: '/api/assessments/:id',
    auth: manage,
    params: IdParamsSchema,
    body: AssessmentSaveSchema,
  }),
  remove: endpoint()({
    method: 'DELETE',
    path: '/api/assessments/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
};
