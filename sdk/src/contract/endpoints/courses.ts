import { IdParamsSchema, IdSchema } from '../common';
import { CourseContentSchema, CourseFieldsSchema, LessonFieldsSchema, ModuleCreateSchema } from '../courseSchemas';
import { COURSE_MSG } from '../courses';
import { endpoint, needs, WIDGET } from '../endpoint';
import { FILE_LIMITS } from '../limits';
import type { Course, DashboardStats, Lesson, MessageResponse, PopularCourse, RecentActivity } from '../types';
import { z } from '../zod';

const manage = needs('courses.manage');

/** Courses: listed and opened by learners (policies/study decides which), written by course managers. */
export const COURSES = {
  /** Every course for course managers; a learner's available and enrolled courses (only the enrolled with my_courses). */
  list: endpoint<{ courses: Course[] }>()({
    method: 'GET',
    path: '/api/courses',
    auth: WIDGET,
    query: z.object({ my_courses: z.enum(['true', 'false', '1', '0']).optional() }),
  }),
  /** The dashboard's numbers: the whole platform for course managers, one's own enrolments otherwise. */
  stats: endpoint<DashboardStats>()({
    method: 'GET',
    path: '/api/courses/stats/overview',
    auth: WIDGET,
  }),
  reportsOverview: endpoint<{ popular_courses: PopularCourse[]; recent_activity: RecentActivity[] }>()({
    method: 'GET',
    path: '/api/courses/reports/overview',
    auth: needs('reports.read'),
  }),
  /** Multipart (fields and an optional cover) or plain JSON. */
  create: endpoint<MessageResponse & { courseId: number; course: Course }>()({
    method: 'POST',
    path: '/api/courses',
    auth: manage,
    body: CourseFieldsSchema,
    upload: {
      field: 'thumbnail',
      maxBytes: FILE_LIMITS.thumbnailMaxBytes,
      tooLarge: COURSE_MSG.thumbnailTooLarge,
      optional: true,
    },
    status: 201,
  }),
  /** A lesson video, stored before the content save names it. */
  uploadVideo: endpoint<{ video_file: string; url: string }>()({
    method: 'POST',
    path: '/api/courses/videos',
    auth: manage,
    upload: { field: 'video', maxBytes: FILE_LIMITS.videoMaxBytes, tooLarge: COURSE_MSG.videoTooLarge },
    status: 201,
  }),
  createLesson: endpoint<MessageResponse & { lessonId: number }>()({
    method: 'POST',
    path: '/api/courses/modules/:moduleId/lessons',
    auth: manage,
    params: z.object({ moduleId: IdSchema }),
    body: LessonFieldsSchema,
    status: 201,
  }),
  /** The course with its modules and lessons (lesson states for the caller), as policies/study allows. */
  get: endpoint<{ course: Course }>()({
    method: 'GET',
    path: '/api/courses/:id',
    auth: WIDGET,
    params: IdParamsSchema,
  }),
  /** Changes only the fields sent. */
  update: endpoint<MessageResponse & { course: Course }>()({
    method: 'PUT',
    path: '/api/courses/:id',
    auth: manage,
    params: IdParamsSchema,
    body: CourseFieldsSchema,
  }),
  /** Saves the whole module/lesson tree; answers the ids given to new items. */
  saveContent: endpoint<
    MessageResponse & { course: Course; lessonIds: Record<string, number>; moduleIds: Record<string, number> }
  >()({
    method: 'PUT',
    path: '/api/courses/:id/content',
    auth: manage,
    params: IdParamsSchema,
    body: CourseContentSchema,
  }),
  uploadThumbnail: endpoint<MessageResponse & { course: Course }>()({
    method: 'POST',
    path: '/api/courses/:id/thumbnail',
    auth: manage,
    params: IdParamsSchema,
    upload: { field: 'thumbnail', maxBytes: FILE_LIMITS.thumbnailMaxBytes, tooLarge: COURSE_MSG.thumbnailTooLarge },
  }),
  remove: endpoint()({
    method: 'DELETE',
    path: '/api/courses/:id',
    auth: manage,
    params: IdParamsSchema,
  }),
  createModule: endpoint<MessageResponse & { moduleId: number }>()({
    method: 'POST',
    path: '/api/courses/:id/modules',
    auth: manage,
    params: IdParamsSchema,
    body: ModuleCreateSchema,
    status: 201,
  }),
  /** One lesson's fields (its place in the course belongs to the content save). */
  updateLesson: endpoint<MessageResponse & { lesson: Pick<Lesson, 'id' | 'title'> }>()({
    method: 'PUT',
    path: '/api/lessons/:lessonId',
    auth: manage,
    params: z.object({ lessonId: IdSchema }),
    body: LessonFieldsSchema,
  }),
  /** WebVTT captions (pt-BR) of a lesson's uploaded video: checked by content, replacing any earlier file. */
  uploadCaptions: endpoint<MessageResponse & { caption_url: string }>()({
    method: 'POST',
    path: '/api/lessons/:lessonId/captions',
    auth: manage,
    params: z.object({ lessonId: IdSchema }),
    upload: { field: 'captions', maxBytes: FILE_LIMITS.captionMaxBytes, tooLarge: COURSE_MSG.captionTooLarge },
  }),
  removeCaptions: endpoint()({
    method: 'DELETE',
    path: '/api/lessons/:lessonId/captions',
    auth: manage,
    params: z.object({ lessonId: IdSchema }),
  }),
};
