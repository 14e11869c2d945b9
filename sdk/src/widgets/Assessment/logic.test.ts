import { describe, expect, it } from 'vitest';
import {
  allAnswered,
  allowsManualCertificate,
  answeredCount,
  answeredPercent,
  answerIds,
  attemptsLimitLabel,
  clampIndex,
  formatDurationSeconds,
  formatPoints,
  formatScore,
  formatTimer,
  gradeStatus,
  isAnswered,
  isTimerWarning,
  loadErrorKind,
  markOf,
  requestsCertificateAutomatically,
  resumableAttempt,
  scoreTone,
  secondsLeft,
  sumMarks,
  timerAnnouncement,
  toggleOption,
} from './logic';

describe('countdown', () => {
  it('formats minutes and seconds, with hours for long limits', () => {
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(59)).toBe('00:59');
    expect(formatTimer(754)).toBe('12:34');
    expect(formatTimer(30 * 60)).toBe('30:00');
    expect(formatTimer(3725)).toBe('1:02:05');
    expect(formatTimer(300 * 60)).toBe('5:00:00');
  });

  it('never shows negative or broken values', () => {
    expect(formatTimer(-5)).toBe('00:00');
    expect(formatTimer(Number.NaN)).toBe('00:00');
    expect(formatTimer(undefined)).toBe('00:00');
    expect(formatTimer(12.9)).toBe('00:12');
  });

  it('warns under 300 seconds (spec §9)', () => {
    expect(isTimerWarning(301)).toBe(false);
    expect(isTimerWarning(300)).toBe(false);
    expect(isTimerWarning(299)).toBe(true);
    expect(isTimerWarning(0)).toBe(true);
  });

  it('announces the last five minutes and the last minute once each, and nothing once time is up', () => {
    expect(timerAnnouncement(300)).toBeNull();
    expect(timerAnnouncement(299)).toBe('fiveMinutes');
    expect(timerAnnouncement(60)).toBe('fiveMinutes');
    expect(timerAnnouncement(59)).toBe('lastMinute');
    expect(timerAnnouncement(1)).toBe('lastMinute');
    expect(timerAnnouncement(0)).toBeNull();
  });

  it('counts seconds left up to the deadline, rounding up', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it('formats the time used', () => {
    expect(formatDurationSeconds(45)).toBe('45s');
    expect(formatDurationSeconds(125)).toBe('2min 05s');
    expect(formatDurationSeconds(3725)).toBe('1h 02min 05s');
    expect(formatDurationSeconds(null)).toBe('0s');
  });
});

describe('scores', () => {
  it('colours 70+ success, 50+ warning, below danger (spec §9)', () => {
    expect(scoreTone(100)).toBe('success');
    expect(scoreTone(70)).toBe('success');
    expect(scoreTone(69.99)).toBe('warning');
    expect(scoreTone(50)).toBe('warning');
    expect(scoreTone(49.9)).toBe('danger');
    expect(scoreTone(0)).toBe('danger');
  });

  it('approves at the passing score', () => {
    expect(gradeStatus(70, 70)).toBe('approved');
    expect(gradeStatus(69.5, 70)).toBe('failed');
    expect(gradeStatus(0, 0)).toBe('approved');
  });

  it('formats scores in pt-BR with at most one decimal', () => {
    expect(formatScore(100)).toBe('100%');
    expect(formatScore(66.67)).toBe('66,7%');
    expect(formatScore(null)).toBe('0%');
  });

  it('requests the certificate automatically at 70, manually from a passing 60', () => {
    expect(requestsCertificateAutomatically(70)).toBe(true);
    expect(requestsCertificateAutomatically(69.9)).toBe(false);
    expect(allowsManualCertificate(60, true)).toBe(true);
    expect(allowsManualCertificate(59, true)).toBe(false);
    expect(allowsManualCertificate(80, false)).toBe(false);
  });
});

describe('answers', () => {
  const questions = [{ id: 11 }, { id: 12 }, { id: 13 }];

  it('counts answered questions and ignores answers to other questions', () => {
    expect(answeredCount(questions, {})).toBe(0);
    expect(answeredCount(questions, { 11: 1, 13: 7, 99: 5 })).toBe(2);
    expect(answeredPercent(questions, { 11: 1 })).toBe(33);
    expect(answeredPercent([], {})).toBe(0);
  });

  it('enables Finish only when every question is answered', () => {
    expect(allAnswered(questions, { 11: 1, 12: 2 })).toBe(false);
    expect(allAnswered(questions, { 11: 1, 12: 2, 13: 3 })).toBe(true);
    expect(allAnswered([], {})).toBe(false);
  });

  it('counts a multiple-answer question answered once something is ticked, and a scenario once all its items are', () => {
    const drawn = [{ id: 11 }, { id: 12 }, { id: 13, items: [{ id: 31 }, { id: 32 }] }];
    expect(answerIds(drawn[2] as (typeof drawn)[number])).toEqual([31, 32]);
    expect(answerIds({ id: 11, items: [] })).toEqual([11]);
    expect(isAnswered({ id: 12 }, { 12: [] })).toBe(false);
    expect(isAnswered({ id: 12 }, { 12: [4] })).toBe(true);
    expect(answeredCount(drawn, { 11: 1, 12: [4, 5], 31: 7 })).toBe(2);
    // the scenario's own id answers nothing: its items do
    expect(answeredCount(drawn, { 13: 7 })).toBe(0);
    expect(allAnswered(drawn, { 11: 1, 12: [4], 31: 7, 32: 8 })).toBe(true);
  });

  it('ticks and unticks options; nothing ticked is no answer', () => {
    expect(toggleOption(undefined, 4)).toEqual([4]);
    expect(toggleOption([4], 6)).toEqual([4, 6]);
    expect(toggleOption([4, 6], 4)).toEqual([6]);
    expect(toggleOption([6], 6)).toBeUndefined();
    expect(toggleOption(5, 6)).toEqual([5, 6]);
  });

  it('keeps the question index in range', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(2, 0)).toBe(0);
  });
});

describe('info card', () => {
  it('maps load failures to the spec §8 texts', () => {
    expect(loadErrorKind(404)).toBe('notFound');
    expect(loadErrorKind(401)).toBe('session');
    expect(loadErrorKind(403)).toBe('forbidden');
    expect(loadErrorKind(500)).toBe('failed');
    expect(loadErrorKind(undefined)).toBe('failed');
  });

  it('shows unlimited attempts when there is no limit', () => {
    expect(attemptsLimitLabel(null, 'Ilimitadas')).toBe('Ilimitadas');
    expect(attemptsLimitLabel(3, 'Ilimitadas')).toBe('3');
  });

  it('offers to resume an open attempt still within its time', () => {
    const startedAt = '2025-01-01T12:00:00.000Z';
    const t0 = Date.parse(startedAt);
    const attempts = [
      { status: 'completed', started_at: '2025-01-01T11:00:00.000Z' },
      { status: 'in_progress', started_at: startedAt },
    ];
    expect(resumableAttempt(attempts, { time_limit: 30 }, t0 + 10 * 60_000)).toBe(attempts[1]);
    expect(resumableAttempt(attempts, { time_limit: 30 }, t0 + 31 * 60_000)).toBeNull();
    expect(resumableAttempt([attempts[0] as (typeof attempts)[number]], { time_limit: 30 }, t0)).toBeNull();
  });
});

describe('review', () => {
  it('says points in pt-BR, singular below two', () => {
    expect(formatPoints(0.5, 1)).toBe('0,5 de 1 ponto');
    expect(formatPoints(1, 1)).toBe('1 de 1 ponto');
    expect(formatPoints(0, 2)).toBe('0 de 2 pontos');
    expect(formatPoints(1 / 3, 1 / 3)).toBe('0,33 de 0,33 ponto');
  });

  it("reads a single answer, a multiple answer's ticks with partial credit, and an unanswered one", () => {
    const single = {
      question_id: 1,
      selected_option_id: 5,
      correct_option_id: 5,
      is_correct: true,
      points: 1,
      points_earned: 1,
    };
    expect(markOf(single, 1)).toEqual({ chosen: [5], correct: [5], earned: 1, total: 1, verdict: 'right' });
    const multiple = {
      question_id: 2,
      selected_option_id: null,
      correct_option_id: 7,
      is_correct: false,
      selected_option_ids: [7, 9],
      correct_option_ids: [7, 8],
      points: 2,
      points_earned: 0.5,
    };
    expect(markOf(multiple, 2)).toEqual({ chosen: [7, 9], correct: [7, 8], earned: 0.5, total: 2, verdict: 'partial' });
    const none = { question_id: 3, selected_option_id: null, correct_option_id: 4, is_correct: false };
    expect(markOf(none, 1)).toEqual({ chosen: [], correct: [4], earned: 0, total: 1, verdict: 'wrong' });
  });

  it('reads a missing result as unanswered, worth nothing', () => {
    expect(markOf(undefined, 1)).toEqual({ chosen: [], correct: [], earned: 0, total: 1, verdict: 'wrong' });
  });

  it("sums a scenario's items: right only when every item is", () => {
    const right = { chosen: [1], correct: [1], earned: 0.5, total: 0.5, verdict: 'right' as const };
    const wrong = { chosen: [2], correct: [3], earned: 0, total: 0.5, verdict: 'wrong' as const };
    expect(sumMarks([right, right])).toEqual({ earned: 1, total: 1, verdict: 'right' });
    expect(sumMarks([right, wrong])).toEqual({ earned: 0.5, total: 1, verdict: 'partial' });
    expect(sumMarks([wrong, wrong])).toEqual({ earned: 0, total: 1, verdict: 'wrong' });
  });
});
