import { describe, expect, it } from 'vitest';
import { creditedSeconds, lessonStates, progressPercent, requiredWatchSeconds } from './study';

const lessons = [
  { id: 10, module_id: 1, duration: 5 },
  { id: 11, module_id: 1, duration: 5 },
  { id: 20, module_id: 2, duration: 0 },
];

describe('lesson order', () => {
  it('opens only the first lesson, then each one after a completed lesson', () => {
    const s = lessonStates(lessons, new Set(), false);
    expect([...s.values()].map((x) => x.canAccess)).toEqual([true, false, false]);
    const after = lessonStates(lessons, new Set([10]), false);
    expect([...after.values()].map((x) => x.canAccess)).toEqual([true, true, false]);
  });

  it('admins see every lesson', () => {
    expect([...lessonStates(lessons, new Set(), true).values()].every((x) => x.canAccess)).toBe(true);
  });

  it('a completed lesson later in the order does not open the one before it', () => {
    const s = lessonStates(lessons, new Set([20]), false);
    expect(s.get(11)?.canAccess).toBe(false);
  });
});

describe('progress and watch time', () => {
  it('rounds progress to whole percent', () => {
    expect(progressPercent(3, 1)).toBe(33);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it('needs 80 % of the duration', () => {
    expect(requiredWatchSeconds(10)).toBe(480);
    expect(requiredWatchSeconds(0)).toBe(0);
  });

  it('never credits more than the wall clock or the position moved', () => {
    expect(creditedSeconds({ elapsedSeconds: 10, previousPosition: 0, currentPosition: 3600 })).toBe(10);
    expect(creditedSeconds({ elapsedSeconds: 3600, previousPosition: 100, currentPosition: 100 })).toBe(2);
    expect(creditedSeconds({ elapsedSeconds: 3600, previousPosition: 0, currentPosition: 3600 })).toBe(60);
    expect(creditedSeconds({ elapsedSeconds: 5, previousPosition: 50, currentPosition: 10 })).toBe(2);
    expect(creditedSeconds({ elapsedSeconds: -3, previousPosition: 0, currentPosition: 10 })).toBe(0);
  });
});
