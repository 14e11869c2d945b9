/**
 * The lesson-order rules of ARCHITECTURE §5, as pure functions: modules by order_index, lessons by
 * order_index; the first lesson is open and each next one opens when the one before is completed.
 */
export interface OrderedLesson {
  id: number;
  module_id: number;
  duration: number;
}

export interface LessonState {
  completed: boolean;
  canAccess: boolean;
}

export function lessonStates(
  lessons: readonly OrderedLesson[],
  completed: ReadonlySet<number>,
  seeEverything: boolean,
): Map<number, LessonState> {
  const states = new Map<number, LessonState>();
  let previousDone = true;
  for (const lesson of lessons) {
    const done = completed.has(lesson.id);
    states.set(lesson.id, { completed: done, canAccess: seeEverything || previousDone });
    previousDone = done;
  }
  return states;
}

/** Whole percent of lessons completed; a course without lessons is at 0. */
export function progressPercent(total: number, completed: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((completed / total) * 100));
}

/** Minimum server-seen watch time before a lesson may be completed: 80 % of its duration. */
export const MIN_WATCH_RATIO = 0.8;
export function requiredWatchSeconds(durationMinutes: number): number {
  return Math.max(0, durationMinutes) * 60 * MIN_WATCH_RATIO;
}

/** Longest stretch one progress save can credit, whatever the client claims. */
export const MAX_CREDIT_PER_SAVE_SECONDS = 60;

/**
 * Seconds to credit for one progress save: no more than the wall-clock time since the previous
 * save, no more than the position moved (plus a little slack for timer jitter), and capped.
 */
export function creditedSeconds(input: {
  elapsedSeconds: number;
  previousPosition: number;
  currentPosition: number;
}): number {
  const moved = Math.max(0, input.currentPosition - input.previousPosition) + 2;
  const credit = Math.min(input.elapsedSeconds, moved, MAX_CREDIT_PER_SAVE_SECONDS);
  return Math.max(0, credit);
}
