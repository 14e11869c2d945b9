import Router from '@koa/router';
import { currentUser, studentAuth } from '../middleware/auth';
import { presentCourse, presentEnrollment } from '../presenters/course';
import { listCourses } from '../queries/courses';
import type { AppState } from '../state';

export const enrollmentsRouter = new Router<AppState>({ prefix: '/api/enrollments' });

/** The student's own enrolments, each with its course nested (hidden courses left out). */
enrollmentsRouter.get('/my', studentAuth(), async (ctx) => {
  const user = currentUser(ctx.state);
  const { courses, totals, enrollments } = await listCourses({ id: user.id, role: 'student' }, true);
  ctx.body = {
    enrollments: courses.flatMap((c) => {
      const e = enrollments.get(c.id);
      if (!e) return [];
      const course = presentCourse(c, { totals: totals.get(c.id), enrollment: e, isEnrolled: true });
      return [presentEnrollment(e, user, course)];
    }),
  };
});
