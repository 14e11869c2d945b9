/**
 * The lesson timer (spec §4 Lesson): it runs while the video plays and pauses on pause or end;
 * the lesson completes when it reaches duration x 60 s. Plain state so it can be tested with any clock.
 */
export interface TimerState {
  accumulatedMs: number;
  runningSince: number | null;
}

export const idleTimer: TimerState = { accumulatedMs: 0, runningSince: null };

export function startTimer(state: TimerState, now: number): TimerState {
  return state.runningSince === null ? { ...state, runningSince: now } : state;
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.runningSince === null) return state;
  return { accumulatedMs: state.accumulatedMs + Math.max(0, now - state.runningSince), runningSince: null };
}

export function timerElapsedMs(state: TimerState, now: number): number {
  return state.accumulatedMs + (state.runningSince === null ? 0 : Math.max(0, now - state.runningSince));
}

/** Seconds the timer must reach: duration in minutes x 60; 0 when the lesson has no duration. */
export function timerTargetSeconds(durationMinutes: number | null | undefined): number {
  return typeof durationMinutes === 'number' && Number.isFinite(durationMinutes) && durationMinutes > 0
    ? Math.round(durationMinutes * 60)
    : 0;
}

export function timerReached(state: TimerState, now: number, targetSeconds: number): boolean {
  return targetSeconds > 0 && timerElapsedMs(state, now) >= targetSeconds * 1000;
}
