import { IdParamsSchema, IdSchema } from '../common';
import {
  CompleteLessonSchema,
  DetailedProgressSchema,
  LessonProgressSchema,
  SaveCourseProgressSchema,
} from '../courseSchemas';
import { endpoint, WIDGET } from '../endpoint';
import type { CompletionResponse, CompletionStatus, MessageResponse } from '../types';
import { z } from '../zod';

const LessonParams = z.object({ lessonId: IdSchema });

/**
 * A learner's progress in their own enrolments (policies/study: enrolled, the course available,
 * the lesson open to them); those who do not study get 403.
 */
type WatchSaved = MessageResponse & { daily_limit_reached: boolean };

export const PROGRESS = {
  /** Completes a lesson once the server saw 80 % of it watched. */
  complete: endpoint<CompletionResponse>()({
    method: 'POST',
    path: '/api/courses/lessons/:lessonId/complete',
    auth: WIDGET,
    params: LessonParams,
    body: CompleteLessonSchema,
  }),
  /** A save: `daily_limit_reached` when the course's NR daily cap is used up for today (issue 19). */
  saveDetailed: endpoint<WatchSaved>()({
    method: 'POST',
    path: '/api/courses/lessons/:lessonId/save-detailed-progress',
    auth: WIDGET,
    params: LessonParams,
    body: DetailedProgressSchema,
  }),
  /** Where the player resumes. */
  detailed: endpoint<{ current_time: number; watched_percentage: number; completed: boolean }>()({
    method: 'GET',
    path: '/api/courses/lessons/:lessonId/detailed-progress',
    auth: WIDGET,
    params: LessonParams,
  }),
  /** Remembers the lesson to resume the course from. */
  saveCourseProgress: endpoint()({
    method: 'POST',
    path: '/api/courses/:id/save-progress',
    auth: WIDGET,
    params: IdParamsSchema,
    body: SaveCourseProgressSchema,
  }),
  completionStatus: endpoint<CompletionStatus>()({
    method: 'GET',
    path: '/api/courses/:id/completion-status',
    auth: WIDGET,
    params: IdParamsSchema,
  }),
  save: endpoint<WatchSaved>()({
    method: 'POST',
    path: '/api/lessons/:lessonId/progress',
    auth: WIDGET,
    params: LessonParams,
    body: LessonProgressSchema,
  }),
  /** Back to the start of the video; a completed lesson stays completed. */
  restart: endpoint()({
    method: 'DELETE',
    path: '/api/lessons/:lessonId/progress',
    auth: WIDGET,
    params: LessonParams,
  }),
};
