import { ASSESSMENT_MSG, COURSE_MSG, E } from '@trilha/sdk/contract';
import {
  assessmentCreator,
  assessmentDeleter,
  assessmentUpdater,
  attemptStarter,
  attemptSubmitter,
} from '../commands/assessments';
import { NotFoundError } from '../errors';
import { Routes } from '../http/routes';
import { Assessment, AssessmentAttempt, Course, User } from '../models';
import { authorizeAttemptReview } from '../policies/assessments';
import { can } from '../policies/grants';
import { authorizeCourseView, authorizeStudy } from '../policies/study';
import {
  presentAssessment,
  presentAttempt,
  presentAttemptReview,
  presentAttemptStart,
  presentQuestions,
  presentResult,
} from '../presenters/assessment';
import {
  type AssessmentCounts,
  type AssessmentFull,
  assessmentAttempts,
  assessmentCounts,
  bestScores,
  learnerView,
  loadAssessment,
  type ScoreSummary,
  studentAssessmentInfo,
} from '../queries/assessments';
import { loadStudyTree } from '../queries/courseTree';
import { itemStats } from '../queries/itemStats';
import { now } from '../services/clock';

const NO_COUNTS: AssessmentCounts = { question_count: 0, attempt_count: 0 };

async function loadOr404(id: number): Promise<AssessmentFull> {
  const full = await loadAssessment(id);
  if (!full) throw NotFoundError(ASSESSMENT_MSG.notFound);
  return full;
}

/** A learner's view of an assessment (queries/assessments); 404 when there is no such assessment. */
async function learnerViewOr404(id: number, userId: number, count: boolean) {
  const found = await learnerView(id, userId, count);
  if (!found) throw NotFoundError(ASSESSMENT_MSG.notFound);
  return found;
}

const countsOf = async (id: number) => (await assessmentCounts([id])).get(id) ?? NO_COUNTS;

/**
 * Those who manage assessments see the questions with their answers and every attempt; learners see
 * an assessment of a course they study (policies/study), their own attempts and their info card.
 */
export const assessmentRoutes = new Routes()
  .add(E.assessments.ofCourse, async (_ctx, { params, user }) => {
    const manager = can(user, 'assessments.manage');
    const tree = await loadStudyTree({ courseId: params.courseId }, can(user, 'courses.manage') ? null : user.id);
    if (!tree) throw NotFoundError(COURSE_MSG.courseNotFound);
    authorizeCourseView(user, tree);
    const assessments = await Assessment.findAll({ where: { course_id: params.courseId }, order: [['id', 'ASC']] });
    const ids = assessments.map((a) => a.id);
    const counts = await assessmentCounts(ids);
    const best = manager ? new Map<number, ScoreSummary>() : await bestScores(user.id, ids);
    return {
      assessments: assessments.map((a) =>
        presentAssessment(a, counts.get(a.id) ?? NO_COUNTS, {
          course_title: tree.course.title,
          ...(manager ? {} : { best_score: best.get(a.id)?.best ?? null }),
        }),
      ),
    };
  })
  .add(E.assessments.preview, async (_ctx, { params }) => {
    const full = await loadOr404(params.id);
    return {
      assessment: presentAssessment(full.assessment, await countsOf(params.id), {
        questions: presentQuestions(full.questions, true),
      }),
    };
  })
  .add(E.assessments.itemStats, async (_ctx, { params }) => {
    const full = await loadOr404(params.id);
    return itemStats(params.id, full.questions);
  })
  .add(E.assessments.attempts, async (_ctx, { params, user }) => {
    if (can(user, 'assessments.manage')) {
      await loadOr404(params.id);
      return { attempts: (await assessmentAttempts(params.id, null)).map(presentAttempt) };
    }
    const { gate, attempts } = await learnerViewOr404(params.id, user.id, false);
    authorizeStudy(user, gate);
    return { attempts: attempts.map(presentAttempt) };
  })
  .add(E.assessments.review, async (_ctx, { params, user }) => {
    const full = await loadOr404(params.id);
    const attempt = await AssessmentAttempt.findOne({ where: { id: params.attemptId, assessment_id: params.id } });
    authorizeAttemptReview(user, can(user, 'assessments.manage'), attempt);
    const owner = await User.findByPk(attempt.user_id, { attributes: ['id', 'name'] });
    return presentAttemptReview(attempt, full, owner);
  })
  .add(E.assessments.start, async (ctx, { params, user }) => {
    const { attempt, full } = await attemptStarter(user, params.id, ctx.state.actor);
    return presentAttemptStart(attempt, full, now());
  })
  .add(E.assessments.submit, async (ctx, { params, body, user }) => {
    const { attempt, full } = await attemptSubmitter(user, params.id, body, ctx.state.actor);
    return presentResult(attempt, full.assessment, full.questions);
  })
  .add(E.assessments.get, async (_ctx, { params, user }) => {
    if (can(user, 'assessments.manage')) {
      const full = await loadOr404(params.id);
      const [counts, course] = await Promise.all([
        countsOf(params.id),
        Course.findByPk(full.assessment.course_id, { attributes: ['title'] }),
      ]);
      return {
        assessment: presentAssessment(full.assessment, counts, {
          course_title: course?.title,
          questions: presentQuestions(full.questions, true),
        }),
      };
    }
    // A learner's card: the assessment (cached per content version), the course and enrolment the
    // policy reads, their attempts and everyone's finished ones counted, in one statement.
    const { full, gate, attempts, finishedByAll } = await learnerViewOr404(params.id, user.id, true);
    authorizeStudy(user, gate);
    const counts = { question_count: full.questions.length, attempt_count: finishedByAll };
    return {
      assessment: presentAssessment(full.assessment, counts, {
        course_title: gate.course.title,
        ...studentAssessmentInfo(attempts, full),
      }),
    };
  })
  .add(E.assessments.create, async (ctx, { body }) => {
    const assessment = await assessmentCreator(body, ctx.state.actor);
    return { success: true, message: ASSESSMENT_MSG.created, assessmentId: assessment.id, id: assessment.id };
  })
  .add(E.assessments.update, async (ctx, { params, body }) => {
    await assessmentUpdater(params.id, body, ctx.state.actor);
    return { success: true, message: ASSESSMENT_MSG.updated, id: params.id };
  })
  .add(E.assessments.remove, async (ctx, { params }) => {
    await assessmentDeleter(params.id, ctx.state.actor);
    return { success: true, message: ASSESSMENT_MSG.deleted };
  });
