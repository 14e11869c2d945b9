import Router from '@koa/router';
import { ASSESSMENT_MSG, AssessmentSaveSchema, COURSE_MSG, IdSchema, SubmitSchema } from '@trilha/sdk/contract';
import { z } from 'zod';
import {
  assessmentCreator,
  assessmentDeleter,
  assessmentUpdater,
  attemptStarter,
  attemptSubmitter,
  studentAssessmentInfo,
} from '../commands/assessments';
import { NotFoundError } from '../errors';
import { auth, currentUser, requireAdmin, studentAuth } from '../middleware/auth';
import { Assessment, AssessmentAttempt, Course, Enrollment } from '../models';
import { isAdmin } from '../policies';
import { assertCanStudyCourse } from '../policies/courses';
import { presentAssessment, presentAttempt, presentQuestions } from '../presenters/assessment';
import { assessmentCounts, bestScores, loadAssessment, userAttempts } from '../queries/assessments';
import type { AppState } from '../state';
import { parse } from '../validation';

export const assessmentsRouter = new Router<AppState>({ prefix: '/api/assessments' });

const Params = z.object({ id: IdSchema });

async function loadOr404(id: number) {
  const full = await loadAssessment(id);
  if (!full) throw NotFoundError(ASSESSMENT_MSG.notFound);
  return full;
}

assessmentsRouter.get('/course/:courseId', studentAuth(), async (ctx) => {
  const { courseId } = parse(z.object({ courseId: IdSchema }), ctx.params);
  const user = currentUser(ctx.state);
  const course = await Course.findByPk(courseId);
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  if (!isAdmin(user)) {
    const enrollment = await Enrollment.findOne({ where: { user_id: user.id, course_id: courseId } });
    assertCanStudyCourse(user, course, enrollment);
  }
  const assessments = await Assessment.findAll({ where: { course_id: courseId }, order: [['id', 'ASC']] });
  const ids = assessments.map((a) => a.id);
  const counts = await assessmentCounts(ids);
  const best = isAdmin(user) ? new Map() : await bestScores(user.id, ids);
  ctx.body = {
    assessments: assessments.map((a) =>
      presentAssessment(a, counts.get(a.id) ?? { question_count: 0, attempt_count: 0 }, {
        course_title: course.title,
        ...(isAdmin(user) ? {} : { best_score: best.get(a.id)?.best ?? null }),
      }),
    ),
  };
});

assessmentsRouter.get('/:id/preview', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  const full = await loadOr404(id);
  const counts = (await assessmentCounts([id])).get(id) ?? { question_count: 0, attempt_count: 0 };
  ctx.body = {
    assessment: presentAssessment(full.assessment, counts, { questions: presentQuestions(full.questions, true) }),
  };
});

assessmentsRouter.get('/:id/attempts', studentAuth(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  const user = currentUser(ctx.state);
  const full = await loadOr404(id);
  if (!isAdmin(user)) await studentAssessmentInfo(user, full);
  const attempts = isAdmin(user)
    ? await AssessmentAttempt.findAll({ where: { assessment_id: id }, order: [['id', 'ASC']] })
    : await userAttempts(user.id, [id]);
  ctx.body = { attempts: attempts.map(presentAttempt) };
});

assessmentsRouter.post('/:id/start', studentAuth(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  ctx.body = await attemptStarter(currentUser(ctx.state), id, ctx.state.actor);
});

assessmentsRouter.post('/:id/submit', studentAuth(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  const input = parse(SubmitSchema, ctx.request.body);
  ctx.body = await attemptSubmitter(currentUser(ctx.state), id, input, ctx.state.actor);
});

/** Admins get the questions with answers (editor); students get the info card, never the questions. */
assessmentsRouter.get('/:id', studentAuth(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  const user = currentUser(ctx.state);
  const full = await loadOr404(id);
  const counts = (await assessmentCounts([id])).get(id) ?? { question_count: 0, attempt_count: 0 };
  const course = await Course.findByPk(full.assessment.course_id, { attributes: ['title'] });
  ctx.body = {
    assessment: presentAssessment(full.assessment, counts, {
      course_title: course?.title,
      ...(isAdmin(user)
        ? { questions: presentQuestions(full.questions, true) }
        : await studentAssessmentInfo(user, full)),
    }),
  };
});

assessmentsRouter.post('/', auth(), requireAdmin(), async (ctx) => {
  const assessment = await assessmentCreator(parse(AssessmentSaveSchema, ctx.request.body), ctx.state.actor);
  ctx.status = 201;
  ctx.body = { success: true, message: ASSESSMENT_MSG.created, assessmentId: assessment.id, id: assessment.id };
});

assessmentsRouter.put('/:id', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  await assessmentUpdater(id, parse(AssessmentSaveSchema, ctx.request.body), ctx.state.actor);
  ctx.body = { success: true, message: ASSESSMENT_MSG.updated, id };
});

assessmentsRouter.delete('/:id', auth(), requireAdmin(), async (ctx) => {
  const { id } = parse(Params, ctx.params);
  await assessmentDeleter(id, ctx.state.actor);
  ctx.body = { success: true, message: ASSESSMENT_MSG.deleted };
});
