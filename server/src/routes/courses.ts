import { COURSE_MSG, type Course, E, LIMITS } from '@trilha/sdk/contract';
import { captionRemover, captionSetter } from '../commands/captions';
import { contentSaver } from '../commands/courseContent';
import {
  courseCreator,
  courseDeleter,
  courseUpdater,
  lessonCreator,
  lessonUpdater,
  moduleCreator,
  thumbnailSetter,
} from '../commands/courses';
import { NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import type { User } from '../models';
import { can } from '../policies/grants';
import { authorizeCourseView, lessonStates } from '../policies/study';
import { presentCourse } from '../presenters/course';
import { contentProgress } from '../queries/contentProgress';
import { dashboardStats, listCourses, popularCourses, recentActivity } from '../queries/courses';
import { loadStudyTree } from '../queries/courseTree';
import { VIDEO_RULE } from '../services/fileRules';
import { storeUploadedFile, uploadTempDir } from '../services/storage';
import { signedVideoUrl } from '../services/videoLinks';

/**
 * Two statements in all (the caller, then the study tree), opened as policies/study allows; those
 * who manage courses get every lesson open and the progress counts of the editor too.
 */
async function presentTree(courseId: number, user: User): Promise<Course> {
  const manager = can(user, 'courses.manage');
  const tree = await loadStudyTree({ courseId }, manager ? null : user.id);
  if (!tree) throw NotFoundError(COURSE_MSG.courseNotFound);
  authorizeCourseView(user, tree);
  return presentCourse(tree.course, {
    modules: tree.modules,
    states: lessonStates(tree.lessons, tree.completed, manager),
    enrollment: tree.enrollment,
    isEnrolled: Boolean(tree.enrollment),
    ...(manager ? { progress: await contentProgress(courseId) } : {}),
  });
}

/** The keys of the JSON body as sent: an update changes only these. */
function sentKeys(body: unknown): Set<string> {
  return new Set(Object.keys(body && typeof body === 'object' ? body : {}));
}

// The literal paths (stats, reports, videos) come before '/api/courses/:id' that would take them.
export const courseRoutes = new Routes()
  .add(E.courses.list, async (_ctx, { query, user }) => {
    const manager = can(user, 'courses.manage');
    const myCourses = query.my_courses === 'true' || query.my_courses === '1';
    const { courses, totals, enrollments } = await listCourses(manager ? null : user.id, myCourses);
    return {
      courses: courses.map((c) =>
        presentCourse(c, {
          totals: totals.get(c.id) ?? { total_duration: 0, lesson_count: 0 },
          ...(manager ? {} : { enrollment: enrollments.get(c.id) ?? null, isEnrolled: enrollments.has(c.id) }),
        }),
      ),
    };
  })
  .add(E.courses.stats, (_ctx, { user }) => dashboardStats(can(user, 'courses.manage') ? null : user.id))
  .add(E.courses.reportsOverview, async () => {
    const [popular, recent] = await Promise.all([
      popularCourses(LIMITS.dashboardPopularCourses),
      recentActivity(LIMITS.recentActivityLimit),
    ]);
    return { popular_courses: popular, recent_activity: recent };
  })
  .add(E.courses.create, async (ctx, { body }) => {
    const course = await courseCreator(body, ctx.request.file?.buffer, ctx.state.actor);
    return {
      success: true,
      message: COURSE_MSG.courseCreated(course.status),
      courseId: course.id,
      course: presentCourse(course),
    };
  })
  .add(
    E.courses.uploadVideo,
    async (ctx) => {
      const file = ctx.request.file;
      if (!file?.path) throw NotFoundError('Selecione um arquivo de vídeo.');
      const stored = await storeUploadedFile('videos', file.path, file.size, VIDEO_RULE, file.originalname);
      return { video_file: stored.relativePath, url: signedVideoUrl(stored.relativePath) };
    },
    { toDisk: uploadTempDir },
  )
  .add(E.courses.createLesson, async (ctx, { params, body }) => {
    const lesson = await lessonCreator(params.moduleId, body, ctx.state.actor);
    return { success: true, message: 'Aula criada com sucesso!', lessonId: lesson.id };
  })
  .add(E.courses.get, async (_ctx, { params, user }) => ({ course: await presentTree(params.id, user) }))
  .add(E.courses.update, async (ctx, { params, body }) => {
    const course = await courseUpdater(params.id, body, ctx.state.actor, sentKeys(ctx.request.body));
    return { success: true, message: COURSE_MSG.courseUpdated, course: presentCourse(course) };
  })
  .add(E.courses.saveContent, async (ctx, { params, body, user }) => {
    const ids = await contentSaver(params.id, body, ctx.state.actor);
    return {
      success: true,
      message: COURSE_MSG.courseUpdated,
      course: await presentTree(params.id, user),
      ...ids,
    };
  })
  .add(E.courses.uploadThumbnail, async (ctx, { params }) => {
    const course = await thumbnailSetter(params.id, ctx.request.file?.buffer, ctx.state.actor);
    return { success: true, message: COURSE_MSG.courseUpdated, course: presentCourse(course) };
  })
  .add(E.courses.remove, async (ctx, { params }) => {
    await courseDeleter(params.id, ctx.state.actor);
    return { success: true, message: COURSE_MSG.courseDeleted };
  })
  .add(E.courses.createModule, async (ctx, { params, body }) => {
    const module = await moduleCreator(params.id, body, ctx.state.actor);
    return { success: true, message: 'Módulo criado com sucesso!', moduleId: module.id };
  })
  .add(E.courses.updateLesson, async (ctx, { params, body }) => {
    const lesson = await lessonUpdater(params.lessonId, body, ctx.state.actor);
    return { success: true, message: 'Aula atualizada com sucesso!', lesson: { id: lesson.id, title: lesson.title } };
  })
  .add(E.courses.uploadCaptions, async (ctx, { params }) => {
    const stored = await captionSetter(params.lessonId, ctx.request.file, ctx.state.actor);
    return { success: true, message: COURSE_MSG.captionAttached, caption_url: signedVideoUrl(stored) };
  })
  .add(E.courses.removeCaptions, async (ctx, { params }) => {
    await captionRemover(params.lessonId, ctx.state.actor);
    return { success: true, message: COURSE_MSG.captionRemoved };
  });
