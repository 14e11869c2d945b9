import { ASSESSMENT_LIMITS, ASSESSMENT_MSG } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { attemptBlocker, attemptDeadline, authorizeAttemptSubmit, isLate } from './assessments';
import { outcome } from './outcome';

const ana = { id: 2 };
const started = new Date('2026-03-02T12:00:00Z');
const attempt = { started_at: started };
const tenMinutes = { time_limit: 10 };
const after = (seconds: number) => new Date(started.getTime() + seconds * 1000);

describe('attempt time', () => {
  it('ends at the start plus the time limit', () => {
    expect(attemptDeadline(attempt, tenMinutes)).toBe(after(600).getTime());
  });

  it('accepts answers until the grace seconds after the deadline have passed', () => {
    expect(isLate(attempt, tenMinutes, after(600))).toBe(false);
    expect(isLate(attempt, tenMinutes, after(600 + ASSESSMENT_LIMITS.graceSeconds))).toBe(false);
    expect(isLate(attempt, tenMinutes, after(600 + ASSESSMENT_LIMITS.graceSeconds + 1))).toBe(true);
  });
});

describe('opening another attempt', () => {
  it('is open until max_attempts closed attempts; no limit when max_attempts is empty', () => {
    expect(attemptBlocker({ max_attempts: 3, allow_retake: true }, 2, false)).toBeNull();
    expect(attemptBlocker({ max_attempts: 3, allow_retake: true }, 3, false)).toBe(ASSESSMENT_MSG.maxAttemptsReached);
    expect(attemptBlocker({ max_attempts: null, allow_retake: true }, 50, true)).toBeNull();
  });

  it('allows one attempt only when the assessment allows no retake', () => {
    expect(attemptBlocker({ max_attempts: null, allow_retake: false }, 0, false)).toBeNull();
    expect(attemptBlocker({ max_attempts: null, allow_retake: false }, 1, false)).toBe(ASSESSMENT_MSG.retakeNotAllowed);
    expect(attemptBlocker({ max_attempts: 3, allow_retake: false }, 0, true)).toBe(ASSESSMENT_MSG.retakeNotAllowed);
  });

  it('names the attempts limit before the retake rule', () => {
    expect(attemptBlocker({ max_attempts: 1, allow_retake: false }, 1, true)).toBe(ASSESSMENT_MSG.maxAttemptsReached);
  });
});

describe('answering an attempt', () => {
  it('is for the learner who opened it', () => {
    expect(outcome(() => authorizeAttemptSubmit(ana, { user_id: 2 }))).toBe('allowed');
  });

  it("answers 404 for someone else's attempt, as for an unknown one", () => {
    const notFound = `404 not_found ${ASSESSMENT_MSG.attemptNotFound}`;
    expect(outcome(() => authorizeAttemptSubmit(ana, { user_id: 3 }))).toBe(notFound);
    expect(outcome(() => authorizeAttemptSubmit(ana, null))).toBe(notFound);
  });
});
