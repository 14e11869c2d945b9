import { TUTORING_MSG } from '@trilha/sdk/contract';
import { ForbiddenError, NotFoundError } from '../errors';
import type { User } from '../models';
import { can, canEverywhere } from './grants';

type Holder = Pick<User, 'role'>;

/**
 * Who answers workers' questions (issue 26): an admin, on every course; an instructor, on the
 * courses an admin assigned them to tutor. `tutored` is that assignment (the courses the caller
 * tutors), read by queries/tutoring.tutoredCourseIds.
 */
export function tutorReach(user: Holder, tutored: readonly number[]): 'all' | readonly number[] {
  if (!can(user, 'tutoring.answer')) throw ForbiddenError();
  return canEverywhere(user, 'tutoring.answer') ? 'all' : tutored;
}

/** A filter on a course the caller does not tutor is refused, not answered with an empty list. */
export function authorizeTutoredCourse(reach: 'all' | readonly number[], courseId: number): void {
  if (reach !== 'all' && !reach.includes(courseId)) throw ForbiddenError(TUTORING_MSG.notYourCourse);
}

/** A question outside the caller's courses is "not found": its id tells nothing about other courses. */
export function authorizeTutoredQuestion(
  reach: 'all' | readonly number[],
  question: { course_id: number } | null,
): void {
  if (!question || (reach !== 'all' && !reach.includes(question.course_id))) throw NotFoundError(TUTORING_MSG.notFound);
}
