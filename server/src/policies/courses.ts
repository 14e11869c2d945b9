import { COURSE_MSG, ERROR_IDS } from '@trilha/sdk/contract';
import { ForbiddenError, HttpError } from '../errors';
import type { Course, Enrollment, User } from '../models';
import { isAdmin } from '.';

/**
 * Admins see every course. Students see a course's content only when enrolled, and only while it
 * is published and active (drafts and inactive courses are hidden from them).
 */
export function canViewCourse(user: User, course: Course, enrollment: Enrollment | null): boolean {
  if (isAdmin(user)) return true;
  return Boolean(enrollment) && course.isAvailable;
}

/** Progress, completion and attachments belong to enrolled students of an available course. */
export function canStudyCourse(user: User, course: Course, enrollment: Enrollment | null): boolean {
  return !isAdmin(user) && Boolean(enrollment) && course.isAvailable;
}

/**
 * Throws unless the user may study the course: 403 'not enrolled', or, for an enrolled student of
 * a course unpublished or deactivated since, 403 'Curso indisponível no momento'.
 */
export function assertCanStudyCourse(
  user: User,
  course: Course,
  enrollment: Enrollment | null,
): asserts enrollment is Enrollment {
  if (canStudyCourse(user, course, enrollment)) return;
  if (enrollment && !isAdmin(user)) throw CourseUnavailableError();
  throw ForbiddenError(COURSE_MSG.notEnrolled);
}

export const CourseUnavailableError = () =>
  new HttpError(403, ERROR_IDS.courseUnavailable, COURSE_MSG.courseUnavailable);

export const canManageCourses = isAdmin;
export const canManageEnrollments = isAdmin;

/** Self-enrolment is for students, on published active courses. */
export const canSelfEnroll = (user: User, course: Course): boolean => !isAdmin(user) && course.isAvailable;
