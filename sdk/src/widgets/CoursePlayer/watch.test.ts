import { describe, expect, it } from 'vitest';
import {
  addRange,
  canProceed,
  coveredSeconds,
  createWatchState,
  dueSaveMark,
  LOCAL_SEEK_TOLERANCE_S,
  observePosition,
  pauseWatch,
  SEEK_TOLERANCE_S,
  type WatchState,
  watchedPercent,
} from './watch';

describe('ranges', () => {
  it('merges overlapping and touching ranges and keeps them sorted', () => {
    let r = addRange([], 10, 20);
    r = addRange(r, 0, 5);
    r = addRange(r, 30, 40);
    expect(r).toEqual([
      [0, 5],
      [10, 20],
      [30, 40],
    ]);
    r = addRange(r, 4, 12);
    expect(r).toEqual([
      [0, 20],
      [30, 40],
    ]);
    r = addRange(r, 20, 30);
    expect(r).toEqual([[0, 40]]);
  });
  it('ignores empty or reversed ranges', () => {
    expect(addRange([[0, 1]], 5, 5)).toEqual([[0, 1]]);
    expect(addRange([], 5, 2)).toEqual([]);
  });
  it('counts covered seconds and the watched share', () => {
    const r = addRange(addRange([], 0, 30), 50, 80);
    expect(coveredSeconds(r)).toBe(60);
    expect(watchedPercent(r, 100)).toBe(60);
    expect(watchedPercent(r, 0)).toBe(0);
    expect(watchedPercent([[0, 200]], 100)).toBe(100);
  });
  it('allows proceeding from 80 %', () => {
    expect(canProceed(79.9)).toBe(false);
    expect(canProceed(80)).toBe(true);
  });
});

/** Plays from the state's position for `seconds`, sampling every 250 ms as timeupdate does. */
function play(state: WatchState, seconds: number, startAt: number, tolerance = SEEK_TOLERANCE_S) {
  let s = state;
  let at = startAt;
  for (let i = 0; i < seconds * 4; i++) {
    at += 250;
    const obs = observePosition(s, { position: s.position + 0.25, at, playing: true }, tolerance);
    if (!obs.ok) throw new Error('normal playback was refused');
    s = obs.state;
  }
  return { state: s, at };
}

describe('observePosition', () => {
  it('accepts normal playback and records it as watched', () => {
    const first = observePosition(createWatchState(), { position: 0, at: 0, playing: true }, SEEK_TOLERANCE_S);
    expect(first.ok).toBe(true);
    const { state } = play(first.state, 20, 0);
    expect(state.position).toBeCloseTo(20);
    expect(state.furthest).toBeCloseTo(20);
    expect(coveredSeconds(state.ranges)).toBeCloseTo(20);
  });

  it('reverts a jump of more than 2 s beyond the last valid time', () => {
    const start = observePosition(createWatchState(), { position: 0, at: 0, playing: true }, 2);
    const { state, at } = play(start.state, 10, 0);
    const jump = observePosition(state, { position: 30, at: at + 250, playing: true }, SEEK_TOLERANCE_S);
    expect(jump.ok).toBe(false);
    if (!jump.ok) expect(jump.revertTo).toBeCloseTo(10);
    const small = observePosition(state, { position: 11.9, at: at + 100, playing: true }, SEEK_TOLERANCE_S);
    expect(small.ok).toBe(true);
  });

  it('lets local videos go up to 10 s beyond the furthest position', () => {
    const s = createWatchState(0, 0);
    expect(observePosition(s, { position: 9.5, at: 0, playing: false }, LOCAL_SEEK_TOLERANCE_S).ok).toBe(true);
    expect(observePosition(s, { position: 10.5, at: 0, playing: false }, LOCAL_SEEK_TOLERANCE_S).ok).toBe(false);
  });

  it('does not count a tolerated jump as watched time nor as the new furthest point', () => {
    const s = createWatchState(0, 0);
    const obs = observePosition(s, { position: 1.9, at: 0, playing: false }, SEEK_TOLERANCE_S);
    expect(obs.ok && obs.state.furthest).toBe(0);
    expect(obs.ok && obs.state.ranges).toEqual([]);
  });

  it('allows going back and moving freely inside what was already watched', () => {
    const s0 = observePosition(createWatchState(), { position: 0, at: 0, playing: true }, 2).state;
    const { state, at } = play(s0, 60, 0);
    const back = observePosition(state, { position: 5, at: at + 250, playing: true }, SEEK_TOLERANCE_S);
    expect(back.ok).toBe(true);
    const forward = observePosition(back.state, { position: 55, at: at + 500, playing: true }, SEEK_TOLERANCE_S);
    expect(forward.ok).toBe(true);
    expect(forward.state.furthest).toBeCloseTo(60);
  });

  it('accepts a long gap between samples while playing (a throttled background tab)', () => {
    const s0 = observePosition(createWatchState(), { position: 0, at: 0, playing: true }, 2).state;
    const later = observePosition(s0, { position: 60, at: 60_000, playing: true }, SEEK_TOLERANCE_S);
    expect(later.ok).toBe(true);
    expect(coveredSeconds(later.state.ranges)).toBe(60);
  });

  it('does not let paused time count: a seek while paused is caught on the next sample', () => {
    const s0 = observePosition(createWatchState(), { position: 0, at: 0, playing: true }, 2).state;
    const { state, at } = play(s0, 10, 0);
    const paused = pauseWatch(state);
    const resumed = observePosition(paused, { position: 100, at: at + 300_000, playing: true }, SEEK_TOLERANCE_S);
    expect(resumed.ok).toBe(false);
    if (!resumed.ok) expect(resumed.revertTo).toBeCloseTo(10);
  });

  it('resumes where the learner stopped, with that part counted as watched', () => {
    const s = createWatchState(40, 50);
    expect(s).toEqual({ furthest: 50, position: 40, sampledAt: null, ranges: [[0, 50]] });
    expect(observePosition(s, { position: 51, at: 0, playing: true }, SEEK_TOLERANCE_S).ok).toBe(true);
    expect(observePosition(s, { position: 53, at: 0, playing: true }, SEEK_TOLERANCE_S).ok).toBe(false);
  });

  it('never restricts with an infinite tolerance (a lesson already completed)', () => {
    const obs = observePosition(createWatchState(), { position: 500, at: 0, playing: true }, Number.POSITIVE_INFINITY);
    expect(obs.ok).toBe(true);
  });
});

describe('dueSaveMark', () => {
  it('saves once per 10 s mark', () => {
    expect(dueSaveMark(null, 3)).toBe(0);
    expect(dueSaveMark(0, 9.9)).toBeNull();
    expect(dueSaveMark(0, 10.2)).toBe(10);
    expect(dueSaveMark(10, 15)).toBeNull();
    expect(dueSaveMark(10, 25)).toBe(20);
    expect(dueSaveMark(20, 4)).toBe(0);
    expect(dueSaveMark(null, Number.NaN)).toBeNull();
  });
});
