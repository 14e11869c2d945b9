import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../client';
import type { Course } from '../../../contract';
import { useTrilhaClient } from '../../../provider';
import { type CourseLoadErrorKind, courseLoadErrorKind } from '../course';

export type CourseState =
  | { status: 'loading' }
  | { status: 'error'; kind: CourseLoadErrorKind }
  | { status: 'ready'; course: Course };

/**
 * Loads a course with its modules, lessons and enrolment. `reload` refreshes the data in place
 * (after a completion) without showing the loading state again; a failed refresh keeps what is shown.
 */
export function useCourse(courseId: number) {
  const client = useTrilhaClient();
  const [state, setState] = useState<CourseState>({ status: 'loading' });
  const request = useRef(0);

  const load = useCallback(
    async (silent: boolean): Promise<Course | null> => {
      const id = ++request.current;
      if (!silent) setState({ status: 'loading' });
      try {
        const { course } = await client.courses.get(courseId);
        if (id === request.current) setState({ status: 'ready', course });
        return course;
      } catch (error) {
        if (id === request.current) {
          const kind =
            error instanceof ApiError ? courseLoadErrorKind(error.status, error.id) : courseLoadErrorKind(undefined);
          setState((prev) => (silent && prev.status === 'ready' ? prev : { status: 'error', kind }));
        }
        return null;
      }
    },
    [client, courseId],
  );

  useEffect(() => {
    void load(false);
    return () => {
      request.current++;
    };
  }, [load]);

  const reload = useCallback(() => load(true), [load]);
  const retry = useCallback(() => load(false), [load]);
  return { state, reload, retry };
}
