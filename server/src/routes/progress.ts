import { COURSE_MSG, E, NR_MSG } from '@trilha/sdk/contract';
import { lastLessonSaver, lessonCompleter, lessonRestarter, watchRecorder } from '../commands/progress';
import { Routes } from '../http/routes';
import { completionStatus, detailedProgress } from '../queries/progress';

const saved = () => ({ success: true, message: COURSE_MSG.progressSaved });

/** A save's answer: with an NR daily cap reached, the player is told to stop for the day. */
const watched = (result: { dailyLimitReached: boolean; dailyLimitHours: number | null }) =>
  result.dailyLimitReached
    ? {
        ...saved(),
        daily_limit_reached: true,
        message: NR_MSG.dailyLimitReached(result.dailyLimitHours ?? 0),
      }
    : { ...saved(), daily_limit_reached: false };

/** A learner's own progress; the study rules are applied by the commands and queries (policies/study). */
export const progressRoutes = new Routes()
  .add(E.progress.complete, async (ctx, { params, user }) => {
    const { progress, courseCompleted, assessmentId } = await lessonCompleter(user, params.lessonId, ctx.state.actor);
    return {
      success: true,
      progress,
      courseCompleted,
      needsAssessment: assessmentId !== null,
      assessmentId,
      message: courseCompleted ? COURSE_MSG.courseCompleted : COURSE_MSG.lessonCompleted,
    };
  })
  .add(E.progress.saveDetailed, async (_ctx, { params, body, user }) =>
    watched(await watchRecorder(user, params.lessonId, body)),
  )
  .add(E.progress.detailed, (_ctx, { params, user }) => detailedProgress(user, params.lessonId))
  .add(E.progress.saveCourseProgress, async (_ctx, { params, body, user }) => {
    await lastLessonSaver(user, params.id, body.lessonId);
    return saved();
  })
  .add(E.progress.completionStatus, (_ctx, { params, user }) => completionStatus(user, params.id))
  .add(E.progress.save, async (_ctx, { params, body, user }) =>
    watched(await watchRecorder(user, params.lessonId, body)),
  )
  .add(E.progress.restart, async (_ctx, { params, user }) => {
    await lessonRestarter(user, params.lessonId);
    return { success: true, message: 'Aula reiniciada.' };
  });
