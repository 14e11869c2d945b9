import { COURSE_MSG, E } from '@trilha/sdk/contract';
import { companyEnroller, enrollmentCreator, enrollmentRemover, selfEnroller } from '../commands/enrollments';
import { Routes } from '../http/routes';
import { presentCourse, presentEnrollment } from '../presenters/course';
import { listCourses } from '../queries/courses';
import { courseEnrollments } from '../queries/enrollments';

export const enrollmentRoutes = new Routes()
  /** The caller's own enrolments, each with its course nested (hidden courses left out). */
  .add(E.enrollments.my, async (_ctx, { user }) => {
    const { courses, totals, enrollments } = await listCourses(user.id, true);
    return {
      enrollments: courses.flatMap((c) => {
        const e = enrollments.get(c.id);
        if (!e) return [];
        const course = presentCourse(c, { totals: totals.get(c.id), enrollment: e, isEnrolled: true });
        return [presentEnrollment(e, user, course)];
      }),
    };
  })
  .add(E.enrollments.selfEnroll, async (ctx, { params, user }) => {
    const { enrollment } = await selfEnroller(user, params.id, ctx.state.actor);
    return { success: true, message: COURSE_MSG.selfEnrolled, enrollment: presentEnrollment(enrollment, user) };
  })
  .add(E.enrollments.list, async (_ctx, { params }) => {
    const rows = await courseEnrollments(params.id);
    return { enrollments: rows.map((e) => presentEnrollment(e, e.user)) };
  })
  .add(E.enrollments.enroll, async (ctx, { params, body }) => {
    const { enrollment, user } = await enrollmentCreator(params.id, body.userId, ctx.state.actor);
    return { success: true, message: COURSE_MSG.enrolled, enrollment: presentEnrollment(enrollment, user) };
  })
  .add(E.enrollments.enrollCompany, async (ctx, { params, body }) => {
    const summary = await companyEnroller(params.id, body.companyId, ctx.state.actor);
    return {
      success: true,
      message: `${summary.successful} de ${summary.total} funcionário(s) da empresa ${summary.company} matriculado(s) no curso ${summary.course}.`,
      summary,
    };
  })
  .add(E.enrollments.remove, async (ctx, { params }) => {
    await enrollmentRemover(params.id, params.enrollmentId, ctx.state.actor);
    return { success: true, message: COURSE_MSG.enrollmentRemoved };
  });
