import { ApiError } from '../../../client/http';
import type { Course } from '../../../contract';
import { useTrilhaClient } from '../../../provider';
import { type LoaderState, useLoader } from '../../../ui/useLoader';
import { type CourseLoadErrorKind, courseLoadErrorKind } from '../course';

export type CourseState = LoaderState<Course, CourseLoadErrorKind>;

const errorKind = (error: unknown) =>
  error instanceof ApiError ? courseLoadErrorKind(error.status, error.id) : courseLoadErrorKind(undefined);

/**
 * Loads a course with its modules, lessons and enrolment. `reload` refreshes the data in place
 * (after a completion) without showing the loading state again; a failed refresh keeps what is shown.
 */
export function useCourse(courseId: number) {
  const client = useTrilhaClient();
  return useLoader(() => client.courses.get(courseId).then(({ course }) => course), [client, courseId], {
    toError: errorKind,
  });
}
