import { ASSESSMENT_LIMITS, ASSESSMENT_MSG } from '@trilha/sdk/contract';
import { ConflictError, NotFoundError } from '../errors';
import type { Assessment, AssessmentAttempt, User } from '../models';

type Timed = Pick<AssessmentAttempt, 'started_at'>;
type TimeLimit = Pick<Assessment, 'time_limit'>;

/** When an attempt's time is up: its start plus the assessment's time limit (the browser's timer shows this). */
export const attemptDeadline = (attempt: Timed, assessment: TimeLimit): number =>
  new Date(attempt.started_at).getTime() + assessment.time_limit * 60_000;

/**
 * The server's timer, not the browser's: answers arriving after the deadline and the grace seconds
 * (network, clock drift) are too late and the attempt closes with 0.
 */
export const isLate = (attempt: Timed, assessment: TimeLimit, at: Date): boolean =>
  at.getTime() > attemptDeadline(attempt, assessment) + ASSESSMENT_LIMITS.graceSeconds * 1000;

/**
 * Why a learner may not open another attempt now, or null: max_attempts reached, or a retake of
 * an assessment that allows none. `finished` counts their closed attempts, `passed` whether one passed.
 */
export function attemptBlocker(
  assessment: Pick<Assessment, 'max_attempts' | 'allow_retake'>,
  finished: number,
  passed: boolean,
): string | null {
  if (assessment.max_attempts !== null && assessment.max_attempts !== undefined && finished >= assessment.max_attempts)
    return ASSESSMENT_MSG.maxAttemptsReached;
  if (finished > 0 && !assessment.allow_retake) return ASSESSMENT_MSG.retakeNotAllowed;
  if (passed && !assessment.allow_retake) return ASSESSMENT_MSG.retakeNotAllowed;
  return null;
}

/** An attempt is answered only by the learner who opened it; to anyone else it does not exist (404). */
export function authorizeAttemptSubmit<A extends Pick<AssessmentAttempt, 'user_id'>>(
  user: Pick<User, 'id'>,
  attempt: A | null,
): asserts attempt is A {
  if (!attempt || attempt.user_id !== user.id) throw NotFoundError(ASSESSMENT_MSG.attemptNotFound);
}

/**
 * A finished attempt is replayed to the learner who took it and to those who manage assessments;
 * to anyone else it does not exist (404). An open one shows no answers to anybody (409).
 */
export function authorizeAttemptReview<A extends Pick<AssessmentAttempt, 'user_id' | 'status'>>(
  user: Pick<User, 'id'>,
  manager: boolean,
  attempt: A | null,
): asserts attempt is A {
  if (!attempt || (!manager && attempt.user_id !== user.id)) throw NotFoundError(ASSESSMENT_MSG.attemptNotFound);
  if (attempt.status === 'in_progress') throw ConflictError(ASSESSMENT_MSG.attemptStillOpen);
}
