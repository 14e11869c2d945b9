import { COURSE_MSG, E, TUTORING_MSG } from '@trilha/sdk/contract';
import { answerPoster, courseTutoringSetter, questionAsker, questionUpdater } from '../commands/tutoring';
import { NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { Course, type User } from '../models';
import { authorizeStudy } from '../policies/study';
import { authorizeTutoredCourse, tutorReach } from '../policies/tutoring';
import { loadStudyTree } from '../queries/courseTree';
import {
  courseTutoring,
  lessonQuestionsOf,
  presentOwnQuestion,
  queueQuestion,
  tutoredCourseIds,
  tutoringQueue,
  tutoringReport,
} from '../queries/tutoring';

/** The caller's tutoring reach: every course (admin), or the courses they were assigned. */
const reachOf = async (user: User) => tutorReach(user, user.role === 'admin' ? [] : await tutoredCourseIds(user.id));

/** The tutoring channel (issue 26): workers ask on lessons, tutors answer from their queue. */
export const tutoringRoutes = new Routes()
  .add(E.tutoring.lessonQuestions, async (_ctx, { params, user }) => {
    const tree = await loadStudyTree({ lessonId: params.lessonId }, user.id);
    if (!tree) throw NotFoundError(COURSE_MSG.lessonNotFound);
    authorizeStudy(user, tree, params.lessonId);
    return lessonQuestionsOf(user.id, params.lessonId);
  })
  .add(E.tutoring.ask, async (ctx, { params, body, user }) => {
    const question = await questionAsker(params.lessonId, body, ctx.request.file?.buffer, user, ctx.state.actor);
    return { success: true, message: TUTORING_MSG.asked, question: await presentOwnQuestion(question) };
  })
  .add(E.tutoring.queue, async (_ctx, { query, user }) => {
    const reach = await reachOf(user);
    if (query.course_id) authorizeTutoredCourse(reach, query.course_id);
    return tutoringQueue(reach, query);
  })
  .add(E.tutoring.answer, async (ctx, { params, body, user }) => {
    await answerPoster(params.id, body.text, user, await reachOf(user), ctx.state.actor);
    return { success: true, message: TUTORING_MSG.answered, question: await queueQuestion(params.id) };
  })
  .add(E.tutoring.update, async (ctx, { params, body, user }) => {
    await questionUpdater(params.id, body, await reachOf(user), ctx.state.actor);
    return { success: true, message: TUTORING_MSG.updated, question: await queueQuestion(params.id) };
  })
  .add(E.tutoring.courseTutoring, async (_ctx, { params }) => {
    if (!(await Course.findByPk(params.id, { attributes: ['id'] }))) throw NotFoundError(COURSE_MSG.courseNotFound);
    return { tutoring: await courseTutoring(params.id) };
  })
  .add(E.tutoring.setCourseTutoring, async (ctx, { params, body }) => {
    await courseTutoringSetter(params.id, body, ctx.state.actor);
    return { success: true, message: TUTORING_MSG.tutoringSaved, tutoring: await courseTutoring(params.id) };
  })
  .add(E.tutoring.report, async () => ({ courses: await tutoringReport() }));
