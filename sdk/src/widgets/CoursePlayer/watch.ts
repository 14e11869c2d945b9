/**
 * Sequential-watch rule and watched-time bookkeeping, shared by every player (spec §4 Player, §9).
 *
 * Positions are sampled while the video plays (timeupdate, seeking, a poll). A sample may lie at
 * most `tolerance` seconds beyond the furthest position reached by watching, plus what playback
 * could have covered since the previous sample taken while playing (so a throttled background tab
 * is not mistaken for a jump). Anything further is a skip: the player goes back to the last
 * accepted position. Watched time is the union of the stretches covered by normal playback, so
 * rewatching a part does not count twice.
 */

export const MIN_WATCH_PERCENT = 80;
/** Jumps of up to 2 s beyond the last valid time are tolerated; 10 s for local videos. */
export const SEEK_TOLERANCE_S = 2;
export const LOCAL_SEEK_TOLERANCE_S = 10;
/** Fastest playback a player offers (YouTube's 2x): the most a second of playing can advance. */
export const MAX_PLAYBACK_RATE = 2;
/** Slack for timer jitter when deciding that a step was normal playback. */
const PLAYBACK_SLACK_S = 1;

export type Range = readonly [start: number, end: number];

/** Adds [start, end] to sorted, disjoint ranges, merging what overlaps or touches. */
export function addRange(ranges: readonly Range[], start: number, end: number): Range[] {
  if (!(end > start)) return [...ranges];
  const out: Range[] = [];
  let s = start;
  let e = end;
  let placed = false;
  for (const [a, b] of ranges) {
    if (b < s) out.push([a, b]);
    else if (a > e) {
      if (!placed) {
        out.push([s, e]);
        placed = true;
      }
      out.push([a, b]);
    } else {
      s = Math.min(s, a);
      e = Math.max(e, b);
    }
  }
  if (!placed) out.push([s, e]);
  return out;
}

export function coveredSeconds(ranges: readonly Range[]): number {
  return ranges.reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** Share of the video watched, 0 to 100 (unrounded). */
export function watchedPercent(ranges: readonly Range[], duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.min(100, (coveredSeconds(ranges) / duration) * 100);
}

export function canProceed(percent: number): boolean {
  return percent >= MIN_WATCH_PERCENT;
}

export interface WatchState {
  /** Furthest position reached by watching: the last valid time. */
  furthest: number;
  /** Last accepted position. */
  position: number;
  /** Wall-clock ms of the last sample taken while playing; null after a pause. */
  sampledAt: number | null;
  ranges: Range[];
}

/** The state when a lesson opens, resuming at `resumeAt` with the first `watchedUntil` seconds already seen. */
export function createWatchState(resumeAt = 0, watchedUntil = 0): WatchState {
  const start = Math.max(0, resumeAt || 0);
  const seen = Math.max(0, watchedUntil || 0);
  return { furthest: Math.max(start, seen), position: start, sampledAt: null, ranges: seen > 0 ? [[0, seen]] : [] };
}

export interface PositionSample {
  position: number;
  /** Wall-clock ms. */
  at: number;
  playing: boolean;
}

export type Observation = { ok: true; state: WatchState } | { ok: false; revertTo: number; state: WatchState };

export function observePosition(state: WatchState, sample: PositionSample, tolerance: number): Observation {
  const elapsed = sample.playing && state.sampledAt !== null ? Math.max(0, (sample.at - state.sampledAt) / 1000) : 0;
  const reach = elapsed * MAX_PLAYBACK_RATE;
  const sampledAt = sample.playing ? sample.at : null;
  if (sample.position > state.furthest + reach + tolerance) {
    return { ok: false, revertTo: state.position, state: { ...state, sampledAt } };
  }
  const step = sample.position - state.position;
  const watched = sample.playing && state.sampledAt !== null && step > 0 && step <= reach + PLAYBACK_SLACK_S;
  return {
    ok: true,
    state: {
      furthest: watched ? Math.max(state.furthest, sample.position) : state.furthest,
      position: sample.position,
      sampledAt,
      ranges: watched ? addRange(state.ranges, state.position, sample.position) : state.ranges,
    },
  };
}

/** After a pause the next sample cannot claim the paused time as playback. */
export function pauseWatch(state: WatchState): WatchState {
  return state.sampledAt === null ? state : { ...state, sampledAt: null };
}

/**
 * YouTube saves at multiples of 10 s (spec §9): the mark a position falls in, when it differs from
 * the last saved mark; null when nothing is due.
 */
export function dueSaveMark(lastMark: number | null, position: number, step = 10): number | null {
  if (!(position >= 0)) return null;
  const mark = Math.floor(position / step) * step;
  return mark === lastMark ? null : mark;
}
