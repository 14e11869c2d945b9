import { useEffect, useRef } from 'react';
import { useLatest } from '../../../ui/useLatest';
import type { ProgressSnapshot } from '../hooks/useProgressSaver';
import { PLAYER_MSG } from '../messages';
import {
  createWatchState,
  observePosition,
  pauseWatch,
  SEEK_TOLERANCE_S,
  type WatchState,
  watchedPercent,
} from '../watch';
import { PLAYER_READY_TIMEOUT_MS, type PlayerProps, SCRIPT_TIMEOUT_MS, type VideoLoadError } from './playerTypes';

export type PlayerSettings = Omit<PlayerProps, 'events'>;

/** What the player shell does for an adapter during one mount of the video. */
export interface IframeSession {
  readonly settings: PlayerSettings;
  /** Where this viewing starts, in seconds (the adapter's `startAt`, else 0). */
  readonly start: number;
  isDisposed(): boolean;
  /** The provider's player answered: the load timeout stops. */
  ready(): void;
  isReady(): boolean;
  /** The watch starts at `start` seconds, with the share watched last time already credited. */
  startWatch(start: number): void;
  /** The learner's position so far in the watch. */
  position(): number;
  /**
   * Checks a position against the sequential-watch rule; a skip goes back to the last valid
   * time (the controller's `seek`) with the warning, and answers false.
   */
  sample(position: number, playing: boolean): boolean;
  pauseWatch(): void;
  played(): void;
  paused(): void;
  /** The video ended at `position`: true when it counts (watched in order), then the lesson hears it. */
  ended(position: number, playing: boolean): boolean;
  progress(force?: boolean): void;
  fail(kind: VideoLoadError): void;
}

/** One mounted provider player, as the shell drives it. */
export interface IframeController {
  /** The video's length in seconds; 0 while unknown (the lesson's duration stands in). */
  length(): number;
  seek(seconds: number): void;
  destroy(): void;
}

/** What differs between video providers: their script, their player and how its events map to the session. */
export interface IframePlayerAdapter<Source, Api> {
  name: string;
  /** Loads the provider's script once per page. */
  load(timeoutMs: number): Promise<Api>;
  /** The props that make it another video (a new player). */
  key(source: Source): string;
  /** Class of the element handed to the provider (it may replace it with its iframe). */
  mountClassName?: string;
  /** Where the video starts before the player reports anything (resuming at once); 0 by default. */
  startAt?(settings: PlayerSettings): number;
  create(api: Api, mount: HTMLElement, source: Source, session: IframeSession): IframeController;
}

/**
 * A lesson video in a provider's iframe player (the element factory of react-stripe-js): the shell
 * loads the script, times out a player that never answers, keeps the sequential-watch state,
 * reports progress to the lesson and cleans up; the adapter speaks the provider's API.
 */
export function createIframePlayer<Source extends object, Api>(adapter: IframePlayerAdapter<Source, Api>) {
  function IframePlayer(props: PlayerProps & Source) {
    const { events, title, initialTime, initialWatched, restricted, fallbackDuration, now, ...rest } = props;
    const source = rest as unknown as Source;
    const hostRef = useRef<HTMLDivElement>(null);
    const ev = useLatest(events);
    const latest = useLatest({
      settings: { title, initialTime, initialWatched, restricted, fallbackDuration, now },
      source,
    });
    const key = adapter.key(source);

    // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the video; the rest is read once per mount
    useEffect(() => {
      const host = hostRef.current;
      if (!host) return;
      const { settings, source } = latest.current;
      const tolerance = settings.restricted ? SEEK_TOLERANCE_S : Number.POSITIVE_INFINITY;
      // The provider may replace the element it is given with its iframe: give it one React does not manage.
      const mount = document.createElement('div');
      if (adapter.mountClassName) mount.className = adapter.mountClassName;
      host.appendChild(mount);
      let disposed = false;
      let answered = false;
      let controller: IframeController | null = null;
      const start = adapter.startAt?.(settings) ?? 0;
      let watch: WatchState = createWatchState(start);
      let readyTimer: ReturnType<typeof setTimeout> | undefined;

      const duration = () => {
        const length = controller?.length() ?? 0;
        return length > 0 ? length : settings.fallbackDuration;
      };
      const snapshot = (): ProgressSnapshot => ({
        currentTime: watch.position,
        totalDuration: duration(),
        watchedPercentage: watchedPercent(watch.ranges, duration()),
      });
      const session: IframeSession = {
        settings,
        start,
        isDisposed: () => disposed,
        ready() {
          answered = true;
          clearTimeout(readyTimer);
        },
        isReady: () => answered,
        startWatch(start) {
          const d = duration();
          watch = createWatchState(start, Math.min(d, (d * settings.initialWatched) / 100));
        },
        position: () => watch.position,
        sample(position, playing) {
          const obs = observePosition(watch, { position, at: settings.now(), playing }, tolerance);
          watch = obs.state;
          if (obs.ok) return true;
          controller?.seek(obs.revertTo);
          ev.current.onSeekBlocked(PLAYER_MSG.seekWarning);
          return false;
        },
        pauseWatch() {
          watch = pauseWatch(watch);
        },
        played() {
          ev.current.onPlay();
        },
        paused() {
          watch = pauseWatch(watch);
          ev.current.onProgress(snapshot());
          ev.current.onPause();
        },
        ended(position, playing) {
          // Dragging to the end also ends the video: only a sequential end counts.
          if (!session.sample(position, playing)) return false;
          watch = pauseWatch(watch);
          ev.current.onProgress(snapshot(), true);
          ev.current.onEnded(true);
          return true;
        },
        progress(force) {
          ev.current.onProgress(snapshot(), force);
        },
        fail(kind) {
          if (disposed) return;
          disposed = true;
          ev.current.onLoadError(kind);
        },
      };

      adapter
        .load(SCRIPT_TIMEOUT_MS)
        .then((api) => {
          if (disposed) return;
          readyTimer = setTimeout(() => session.fail('network'), PLAYER_READY_TIMEOUT_MS);
          controller = adapter.create(api, mount, source, session);
        })
        .catch(() => session.fail('network'));

      return () => {
        disposed = true;
        clearTimeout(readyTimer);
        controller?.destroy();
        host.replaceChildren();
      };
    }, [key, ev, latest]);

    return <div className="trilha-embed" ref={hostRef} />;
  }
  IframePlayer.displayName = adapter.name;
  return IframePlayer;
}
