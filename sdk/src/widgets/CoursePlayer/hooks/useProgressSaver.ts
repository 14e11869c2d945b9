import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTrilhaClient } from '../../../provider';

export interface ProgressSnapshot {
  /** Seconds into the video. */
  currentTime: number;
  /** Video length in seconds (the lesson's duration x 60 when the player does not know it). */
  totalDuration: number;
  watchedPercentage: number;
}

export interface ProgressSaver {
  /** Records the latest position; it is sent when `force` is set or the last save is `intervalMs` old. */
  report(snapshot: ProgressSnapshot, force?: boolean): void;
  /** Sends the latest position now. */
  flush(): Promise<void>;
  /** Forgets the position and ignores further reports (before a restart). */
  stop(): void;
  /** Accepts reports again (the restart failed). */
  resume(): void;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Saves watch progress for one lesson. The server measures watch time from these saves (it
 * credits at most the wall-clock time between two of them), so players report while playing and
 * this sends one every few seconds, on pause and end, before completion and when the lesson closes.
 * Failed saves are not retried: the next one carries the newer position. Disabled (`enabled`
 * false) when nobody is enrolled to record it, e.g. an admin previewing the course.
 */
export function useProgressSaver(
  lessonId: number,
  now: () => number,
  enabled: boolean,
  /** The course's NR daily cap is used up for today: the server's sentence to show (issue 19). */
  onDailyLimit?: (message: string) => void,
  intervalMs = 5_000,
): ProgressSaver {
  const client = useTrilhaClient();
  const latest = useRef<ProgressSnapshot | null>(null);
  const unsaved = useRef(false);
  const lastSaveAt = useRef<number | null>(null);
  const stopped = useRef(false);
  const limitRef = useRef(onDailyLimit);
  limitRef.current = onDailyLimit;

  const send = useCallback(async () => {
    const snap = latest.current;
    if (!snap || stopped.current || !enabled) return;
    unsaved.current = false;
    lastSaveAt.current = now();
    const body = {
      currentTime: round1(Math.max(0, snap.currentTime)),
      totalDuration: Math.max(0, Math.round(snap.totalDuration)),
      watchedPercentage: round1(Math.min(100, Math.max(0, snap.watchedPercentage))),
    };
    const answer = await client.lessons.saveDetailedProgress(lessonId, body).catch(() => null);
    if (answer?.daily_limit_reached) limitRef.current?.(answer.message ?? '');
  }, [client, lessonId, now, enabled]);

  const saver = useMemo<ProgressSaver>(
    () => ({
      report(snapshot, force = false) {
        if (stopped.current) return;
        latest.current = snapshot;
        unsaved.current = true;
        const last = lastSaveAt.current;
        if (force || last === null || now() - last >= intervalMs) void send();
      },
      flush: send,
      stop() {
        stopped.current = true;
        latest.current = null;
        unsaved.current = false;
      },
      resume() {
        stopped.current = false;
      },
    }),
    [send, now, intervalMs],
  );

  // The lesson closes (another lesson, unmount): send what the server has not seen yet.
  useEffect(
    () => () => {
      if (unsaved.current) void send();
    },
    [send],
  );

  return saver;
}
