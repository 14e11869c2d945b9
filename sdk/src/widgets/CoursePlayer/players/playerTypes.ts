import type { ProgressSnapshot } from '../hooks/useProgressSaver';

export type VideoLoadError = 'network' | 'unavailable';

/** What a player tells the lesson: playback for the timer, positions for the saver, problems for the stage. */
export interface PlayerEvents {
  onPlay(): void;
  onPause(): void;
  /** `canProceed`: whether the end counts toward completion (80 % watched in the restricted player). */
  onEnded(canProceed: boolean): void;
  onProgress(snapshot: ProgressSnapshot, force?: boolean): void;
  onSeekBlocked(message: string): void;
  onLoadError(kind: VideoLoadError): void;
}

export interface PlayerProps {
  title: string;
  /** Where the learner stopped last time, in seconds. */
  initialTime: number;
  /** Share already watched last time, 0 to 100. */
  initialWatched: number;
  /** False for a lesson already completed: free seeking. */
  restricted: boolean;
  /** The lesson's duration in seconds, used until the player knows the video's length. */
  fallbackDuration: number;
  now: () => number;
  events: PlayerEvents;
}

/** Third-party scripts and players get this long before the stage shows the connection error. */
export const SCRIPT_TIMEOUT_MS = 15_000;
export const PLAYER_READY_TIMEOUT_MS = 20_000;
export const VIDEO_LOAD_TIMEOUT_MS = 20_000;
/** Spec §9: the sequential-watch check runs every 500 ms; YouTube's position is saved every 5 s poll. */
export const SEEK_CHECK_MS = 500;
export const YOUTUBE_POLL_MS = 5_000;

/** Resume position: only when it is inside the video and not at its very end. */
export function resumePosition(initialTime: number, duration: number): number {
  return initialTime > 1 && duration > 0 && initialTime < duration - 3 ? initialTime : 0;
}
