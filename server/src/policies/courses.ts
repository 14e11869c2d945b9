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

export const canManageCourses = isAdmin;
export const canManageEnrollments = isAdmin;

/** Self-enrolment is for students, on published active courses. */
export const canSelfEnroll = (user: User, course: Course): boolean => !isAdmin(user) && course.isAvailable;
