import { COURSE_MSG, ERROR_IDS } from '@trilha/sdk/contract';
import { ForbiddenError, HttpError, NotFoundError } from '../errors';
import type { Course, Enrollment, User } from '../models';
import type { StudyTree } from '../queries/courseTree';
import { can } from './grants';

/**
 * The one place that decides who may open a course and study in it. Those who manage courses open
 * every course and lesson. A learner opens a course, its assessments and its lessons' material,
 * and studies in it, only while enrolled and while the course is published and active:
 * - a hidden course (draft or inactive) they are not enrolled in is 404, as if it did not exist;
 * - enrolled in a course hidden since: 403 'Curso indisponível no momento' (course.unavailable);
 * - an available course they are not enrolled in: 403 'not enrolled';
 * - a lesson still locked by the lesson order: 403 'lesson locked'.
 */
export function authorizeCourseView(user: User, tree: StudyTree, lessonId?: number): void {
  if (can(user, 'courses.manage')) return;
  authorizeLearner(user, tree, lessonId);
}

/**
 * Progress, attempts and certificates: the caller studies the course (the rules above) and gets
 * their enrolment. Those who do not study (admins) are 403 'not enrolled'.
 */
export function authorizeStudy(user: User, tree: StudyTree, lessonId?: number): Enrollment {
  if (!can(user, 'courses.study')) throw ForbiddenError(COURSE_MSG.notEnrolled);
  return authorizeLearner(user, tree, lessonId);
}

function authorizeLearner(user: User, tree: StudyTree, lessonId: number | undefined): Enrollment {
  const { course, enrollment } = tree;
  if (!enrollment || enrollment.user_id !== user.id) {
    if (!course.isAvailable) throw NotFoundError(lessonId ? COURSE_MSG.lessonNotFound : COURSE_MSG.courseNotFound);
    throw ForbiddenError(COURSE_MSG.notEnrolled);
  }
  if (!course.isAvailable) throw CourseUnavailableError();
  if (lessonId !== undefined && !lessonStates(tree.lessons, tree.completed, false).get(lessonId)?.canAccess) {
    throw ForbiddenError(COURSE_MSG.lessonLocked);
  }
  return enrollment;
}

export const CourseUnavailableError = () =>
  new HttpError(403, ERROR_IDS.courseUnavailable, COURSE_MSG.courseUnavailable);

/** Learners enrol themselves in published active courses; the rest is "not found" to them. */
export function authorizeSelfEnrollment(user: User, course: Course): void {
  if (!can(user, 'courses.study')) throw ForbiddenError(COURSE_MSG.adminSelfEnroll);
  if (!course.isAvailable) throw NotFoundError(COURSE_MSG.courseNotFound);
}

/**
 * The lesson-order rules of ARCHITECTURE §5, as pure functions: modules by order_index, lessons by
 * order_index; the first lesson is open and each next one opens when the one before is completed.
 */
export interface OrderedLesson {
  id: number;
  module_id: number;
  duration: number;
}

export interface LessonState {
  completed: boolean;
  canAccess: boolean;
}

export function lessonStates(
  lessons: readonly OrderedLesson[],
  completed: ReadonlySet<number>,
  seeEverything: boolean,
): Map<number, LessonState> {
  const states = new Map<number, LessonState>();
  let previousDone = true;
  for (const lesson of lessons) {
    const done = completed.has(lesson.id);
    states.set(lesson.id, { completed: done, canAccess: seeEverything || previousDone });
    previousDone = done;
  }
  return states;
}

/** Whole percent of lessons completed; a course without lessons is at 0. */
export function progressPercent(total: number, completed: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}

/** Minimum server-seen watch time before a lesson may be completed: 80 % of its duration. */
export const MIN_WATCH_RATIO = 0.8;
export function requiredWatchSeconds(durationMinutes: number): number {
  return Math.max(0, durationMinutes) * 60 * MIN_WATCH_RATIO;
}

/** Longest stretch one progress save can credit, whatever the client claims. */
export const MAX_CREDIT_PER_SAVE_SECONDS = 60;

/**
 * Seconds to credit for one progress save: no more than the wall-clock time since the previous
 * save, no more than the position moved (plus a little slack for timer jitter), and capped.
 */
export function creditedSeconds(input: {
  elapsedSeconds: number;
  previousPosition: number;
  currentPosition: number;
}): number {
  const moved = Math.max(0, input.currentPosition - input.previousPosition) + 2;
  const credit = Math.min(input.elapsedSeconds, moved, MAX_CREDIT_PER_SAVE_SECONDS);
  return Math.max(0, credit);
}
