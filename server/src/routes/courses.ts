import Router from '@koa/router';
import {
  COURSE_MSG,
  CompleteLessonSchema,
  CourseContentSchema,
  CourseFieldsSchema,
  DetailedProgressSchema,
  EnrollCompanySchema,
  EnrollSchema,
  FILE_LIMITS,
  IdSchema,
  LessonFieldsSchema,
  LIMITS,
  ModuleCreateSchema,
  SaveCourseProgressSchema,
} from '@trilha/sdk/contract';
import { z } from 'zod';
import { contentSaver } from '../commands/courseContent';
import {
  courseCreator,
  courseDeleter,
  courseUpdater,
  lessonCreator,
  moduleCreator,
  thumbnailSetter,
} from '../commands/courses';
import { companyEnroller, enrollmentCreator, enrollmentRemover, selfEnroller } from '../commands/enrollments';
import {
  completionStatus,
  detailedProgress,
  lastLessonSaver,
  lessonCompleter,
  watchRecorder,
} from '../commands/progress';
import { ForbiddenError, NotFoundError } from '../errors';
import { auth, currentUser, requireAdmin, studentAuth } from '../middleware/auth';
import { singleFile } from '../middleware/upload';
import { Enrollment, User } from '../models';
import { isAdmin } from '../policies';
import { CourseUnavailableError, canViewCourse } from '../policies/courses';
import { lessonStates } from '../policies/study';
import { presentCourse, presentEnrollment } from '../presenters/course';
import { contentProgress } from '../queries/contentProgress';
import { dashboardStats, listCourses, popularCourses, recentActivity } from '../queries/courses';
import { loadStudyTree } from '../queries/courseTree';
import { VIDEO_RULE } from '../services/fileRules';
import { storeUploadedFile, uploadTempDir } from '../services/storage';
import { signedVideoUrl } from '../services/videoLinks';
import type { AppState } from '../state';
import { parse } from '../validation';

export const coursesRouter = new Router<AppState>({ prefix: '/api/courses' });

const CourseParams = z.object({ id: IdSchema });
const LessonParams = z.object({ lessonId: IdSchema });
const ListQuery = z.object({ my_courses: z.enum(['true', 'false', '1', '0']).optional() });

/** Two statements in all (the caller, then the study tree); admins get the progress counts of the editor too. */
async function presentTree(courseId: number, user: User) {
  const admin = isAdmin(user);
  const tree = await loadStudyTree({ courseId }, admin ? null : user.id);
  if (!tree) throw NotFoundError(COURSE_MSG.courseNotFound);
  const { enrollment } = tree;
  if (!canViewCourse(user, tree.course, enrollment)) {
    // A hidden course (draft or inactive) is "not found" to students who are not enrolled; its
    // enrolled students read that it is unavailable. An available course not enrolled in is 403.
    if (enrollment) throw CourseUnavailableError();
    if (!tree.course.isAvailable) throw NotFoundError(COURSE_MSG.courseNotFound);
    throw ForbiddenError(COURSE_MSG.notEnrolled);
  }
  return presentCourse(tree.course, {
    modules: tree.modules,
    states: lessonStates(tree.lessons, tree.completed, admin),
    enrollment,
    isEnrolled: Boolean(enrollment),
    ...(admin ? { progress: await contentProgress(courseId) } : {}),
  });
}

// ---- listing, dashboards -------------------------------------------------------------------

coursesRouter.get('/', studentAuth(), async (ctx) => {
  const { my_courses } = parse(ListQuery, ctx.query);
  const user = currentUser(ctx.state);
  const { courses, totals, enrollments, admin } = await listCourses(user, my_courses === 'true' || my_courses === '1');
  ctx.body = {
    courses: courses.map((c) =>
      presentCourse(c, {
        totals: totals.get(c.id) ?? { total_duration: 0, lesson_count: 0 },
        ...(admin ? {} : { enrollment: enrollments.get(c.id) ?? null, isEnrolled: enrollments.has(c.id) }),
      }),
    ),
  };
});

coursesRouter.get('/stats/overview', studentAuth(), async (ctx) => {
  const user = currentUser(ctx.state);
  ctx.body = await dashboardStats(isAdmin(user) ? null : user.id);
});

coursesRouter.get('/reports/overview', auth(), requireAdmin(), async (ctx) => {
  const [popular, recent] = await Promise.all([
    popularCourses(LIMITS.dashboardPopularCourses),
    recentActivity(LIMITS.recentActivityLimit),
  ]);
  ctx.body = { popular_courses: popular, recent_activity: recent };
});

// ---- authoring (admin) ---------------------------------------------------------------------

const thumbnailUpload = singleFile('thumbnail', FILE_LIMITS.thumbnailMaxBytes, COURSE_MSG.thumbnailTooLarge, {
  optional: true,
});

coursesRouter.post('/', auth(), requireAdmin(), thumbnailUpload, async (ctx) => {
  const fields = parse(CourseFieldsSchema, ctx.request.body);
  const course = await courseCreator(fields, ctx.request.file?.buffer, ctx.state.actor);
  ctx.status = 201;
  ctx.body = {
    success: true,
    message: COURSE_MSG.courseCreated(course.status),
    courseId: course.id,
    course: presentCourse(course),
  };
});

coursesRouter.post(
  '/videos',
  auth(),
  requireAdmin(),
  singleFile('video', FILE_LIMITS.videoMaxBytes, COURSE_MSG.videoTooLarge, { toDisk: uploadTempDir }),
  async (ctx) => {
    const file = ctx.request.file;
    if (!file?.path) throw NotFoundError('Selecione um arquivo de vídeo.');
    const stored = await storeUploadedFile('videos', file.path, file.size, VIDEO_RULE, file.originalname);
    ctx.status = 201;
    ctx.body = { video_file: stored.relativePath, url: signedVideoUrl(stored.relativePath) };
  },
);

coursesRouter.post('/modules/:moduleId/lessons', auth(), requireAdmin(), async (ctx) => {
  const { moduleId } = parse(z.object({ moduleId: IdSchema }), ctx.params);
  const lesson = await lessonCreator(moduleId, parse(LessonFieldsSchema, ctx.request.body), ctx.state.actor);
  ctx.status = 201;
  ctx.body = { success: true, message: 'Aula criada com sucesso!', lessonId: lesson.id };
});

// ---- progress (students) -------------------------------------------------------------------

coursesRouter.post('/lessons/:lessonId/complete', studentAuth(), async (ctx) => {
  const { lessonId } = parse(LessonParams, ctx.params);
  parse(CompleteLessonSchema, ctx.request.body);
  ctx.body = await lessonCompleter(currentUser(ctx.state), lessonId, ctx.state.actor);
});

coursesRouter.post('/lessons/:lessonId/save-detailed-progress', studentAuth(), async (ctx) => {
  const { lessonId } = parse(LessonParams, ctx.params);
  const input = parse(DetailedProgressSchema, ctx.request.body);
  await watchRecorder(currentUser(ctx.state), lessonId, input);
  ctx.body = { success: true, message: COURSE_MSG.progressSaved };
});

coursesRouter.get('/lessons/:lessonId/detailed-progress', studentAuth(), async (ctx) => {
  const { lessonId } = parse(LessonParams, ctx.params);
  ctx.body = await detailedProgress(currentUser(ctx.state), lessonId);
});

// ---- one course ----------------------------------------------------------------------------

coursesRouter.get('/:id', studentAuth(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  ctx.body = { course: await presentTree(id, currentUser(ctx.state)) };
});

coursesRouter.put('/:id', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  const body = ctx.request.body as Record<string, unknown> | undefined;
  const sent = new Set(Object.keys(body && typeof body === 'object' ? body : {}));
  const course = await courseUpdater(id, parse(CourseFieldsSchema, body), ctx.state.actor, sent);
  ctx.body = { success: true, message: COURSE_MSG.courseUpdated, course: presentCourse(course) };
});

coursesRouter.put('/:id/content', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  const ids = await contentSaver(id, parse(CourseContentSchema, ctx.request.body), ctx.state.actor);
  ctx.body = {
    success: true,
    message: COURSE_MSG.courseUpdated,
    course: await presentTree(id, currentUser(ctx.state)),
    ...ids,
  };
});

coursesRouter.post(
  '/:id/thumbnail',
  auth(),
  requireAdmin(),
  singleFile('thumbnail', FILE_LIMITS.thumbnailMaxBytes, COURSE_MSG.thumbnailTooLarge),
  async (ctx) => {
    const { id } = parse(CourseParams, ctx.params);
    const course = await thumbnailSetter(id, ctx.request.file?.buffer, ctx.state.actor);
    ctx.body = { success: true, message: COURSE_MSG.courseUpdated, course: presentCourse(course) };
  },
);

coursesRouter.delete('/:id', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  await courseDeleter(id, ctx.state.actor);
  ctx.body = { success: true, message: COURSE_MSG.courseDeleted };
});

coursesRouter.post('/:id/modules', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  const module = await moduleCreator(id, parse(ModuleCreateSchema, ctx.request.body), ctx.state.actor);
  ctx.status = 201;
  ctx.body = { success: true, message: 'Módulo criado com sucesso!', moduleId: module.id };
});

// ---- enrolments ----------------------------------------------------------------------------

coursesRouter.post('/:id/self-enroll', auth(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  const user = currentUser(ctx.state);
  const { enrollment } = await selfEnroller(user, id, ctx.state.actor);
  ctx.status = 201;
  ctx.body = { success: true, message: COURSE_MSG.selfEnrolled, enrollment: presentEnrollment(enrollment, user) };
});

coursesRouter.get('/:id/enrollments', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  const rows = await Enrollment.findAll({
    where: { course_id: id },
    include: [{ model: User, as: 'user', attributes: ['id', 'name', 'email'] }],
    order: [
      ['enrolled_at', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  ctx.body = {
    enrollments: rows.map((e) => presentEnrollment(e, (e as Enrollment & { user: User }).user)),
  };
});

coursesRouter.post('/:id/enroll', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  const { userId } = parse(EnrollSchema, ctx.request.body);
  const { enrollment, user } = await enrollmentCreator(id, userId, ctx.state.actor);
  ctx.status = 201;
  ctx.body = { success: true, message: COURSE_MSG.enrolled, enrollment: presentEnrollment(enrollment, user) };
});

coursesRouter.post('/:id/enroll-company', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  const { companyId } = parse(EnrollCompanySchema, ctx.request.body);
  const summary = await companyEnroller(id, companyId, ctx.state.actor);
  ctx.body = {
    success: true,
    message: `${summary.successful} de ${summary.total} funcionário(s) da empresa ${summary.company} matriculado(s) no curso ${summary.course}.`,
    summary,
  };
});

coursesRouter.delete('/:id/enrollments/:enrollmentId', auth(), requireAdmin(), async (ctx) => {
  const { id, enrollmentId } = parse(z.object({ id: IdSchema, enrollmentId: IdSchema }), ctx.params);
  await enrollmentRemover(id, enrollmentId, ctx.state.actor);
  ctx.body = { success: true, message: COURSE_MSG.enrollmentRemoved };
});

coursesRouter.post('/:id/save-progress', studentAuth(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  const { lessonId } = parse(SaveCourseProgressSchema, ctx.request.body);
  await lastLessonSaver(currentUser(ctx.state), id, lessonId);
  ctx.body = { success: true, message: COURSE_MSG.progressSaved };
});

coursesRouter.get('/:id/completion-status', studentAuth(), async (ctx) => {
  const { id } = parse(CourseParams, ctx.params);
  ctx.body = await completionStatus(currentUser(ctx.state), id);
});
