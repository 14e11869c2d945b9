import { describe, expect, it } from 'vitest';
import { idleTimer, pauseTimer, startTimer, timerElapsedMs, timerReached, timerTargetSeconds } from './timer';

describe('lesson timer', () => {
  it('counts only while running', () => {
    let t = startTimer(idleTimer, 1_000);
    expect(timerElapsedMs(t, 4_000)).toBe(3_000);
    t = pauseTimer(t, 4_000);
    expect(timerElapsedMs(t, 60_000)).toBe(3_000);
    t = startTimer(t, 70_000);
    expect(timerElapsedMs(t, 72_000)).toBe(5_000);
  });
  it('ignores a second start and a pause while paused', () => {
    const t = startTimer(idleTimer, 1_000);
    expect(startTimer(t, 5_000)).toBe(t);
    expect(pauseTimer(idleTimer, 5_000)).toBe(idleTimer);
  });
  it('never goes backwards with a clock that does', () => {
    const t = startTimer(idleTimer, 5_000);
    expect(timerElapsedMs(t, 4_000)).toBe(0);
    expect(pauseTimer(t, 4_000).accumulatedMs).toBe(0);
  });
  it('targets duration x 60 s and reaches it', () => {
    expect(timerTargetSeconds(10)).toBe(600);
    expect(timerTargetSeconds(0)).toBe(0);
    expect(timerTargetSeconds(undefined)).toBe(0);
    const t = startTimer(idleTimer, 0);
    expect(timerReached(t, 599_999, 600)).toBe(false);
    expect(timerReached(t, 600_000, 600)).toBe(true);
    expect(timerReached(t, 10_000_000, 0)).toBe(false);
  });
});
