import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../ui/useLatest';
import { idleTimer, pauseTimer, startTimer, type TimerState, timerElapsedMs, timerReached } from '../timer';

export interface LessonTimer {
  elapsedSeconds: number;
  targetSeconds: number;
  running: boolean;
  start(): void;
  pause(): void;
  /** Seconds counted so far, read at call time. */
  read(): number;
}

/**
 * The on-screen lesson timer: starts on play, pauses on pause or end, ticks every second, and
 * calls `onReach` once when it reaches `targetSeconds` (the lesson's duration x 60 s).
 */
export function useLessonTimer(
  targetSeconds: number,
  now: () => number,
  onReach: (seconds: number) => void,
): LessonTimer {
  const state = useRef<TimerState>(idleTimer);
  const reached = useRef(false);
  const onReachRef = useLatest(onReach);
  const [, setTick] = useState(0);
  const [running, setRunning] = useState(false);

  const read = useCallback(() => timerElapsedMs(state.current, now()) / 1000, [now]);

  const check = useCallback(() => {
    if (reached.current || !timerReached(state.current, now(), targetSeconds)) return;
    reached.current = true;
    onReachRef.current(read());
  }, [now, targetSeconds, read, onReachRef]);

  const start = useCallback(() => {
    state.current = startTimer(state.current, now());
    setRunning(true);
  }, [now]);

  const pause = useCallback(() => {
    state.current = pauseTimer(state.current, now());
    setRunning(false);
    setTick((t) => t + 1);
    check();
  }, [now, check]);

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      setTick((t) => t + 1);
      check();
    }, 1_000);
    return () => clearInterval(id);
  }, [running, check]);

  return { elapsedSeconds: Math.floor(read()), targetSeconds, running, start, pause, read };
}
