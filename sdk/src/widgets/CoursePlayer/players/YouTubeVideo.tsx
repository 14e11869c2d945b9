import { useEffect, useRef } from 'react';
import { useLatest } from '../../shared/useLatest';
import { PLAYER_MSG } from '../messages';
import {
  createWatchState,
  dueSaveMark,
  observePosition,
  pauseWatch,
  SEEK_TOLERANCE_S,
  type WatchState,
  watchedPercent,
} from '../watch';
import {
  PLAYER_READY_TIMEOUT_MS,
  type PlayerProps,
  SCRIPT_TIMEOUT_MS,
  SEEK_CHECK_MS,
  YOUTUBE_POLL_MS,
} from './playerTypes';
import { INITIAL_VOLUME } from './RestrictedVideo';
import { loadYouTubeApi, YT_STATE, YT_UNAVAILABLE_ERRORS, type YTPlayer } from './youtubeApi';

interface YouTubeVideoProps extends PlayerProps {
  videoId: string;
}

/**
 * A YouTube lesson through the IFrame API (loaded once per page). The position is checked every
 * 500 ms against the sequential-watch rule, polled every 5 s and saved at each multiple of 10 s;
 * the end of the video completes the lesson (spec §4).
 */
export function YouTubeVideo({
  videoId,
  title,
  initialTime,
  initialWatched,
  restricted,
  fallbackDuration,
  now,
  events,
}: YouTubeVideoProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const ev = useLatest(events);
  const settings = useLatest({ initialTime, initialWatched, restricted, fallbackDuration, now, title });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const opts = settings.current;
    const tolerance = opts.restricted ? SEEK_TOLERANCE_S : Number.POSITIVE_INFINITY;
    // The API replaces the element it is given with its iframe: give it one React does not manage.
    const mount = document.createElement('div');
    host.appendChild(mount);
    let disposed = false;
    let player: YTPlayer | null = null;
    // A completed lesson starts over; otherwise the video resumes where the learner stopped.
    const start = opts.restricted && opts.initialTime > 1 ? Math.floor(opts.initialTime) : 0;
    let watch: WatchState = createWatchState(start);
    let lastMark: number | null = null;
    let lastPollAt = 0;
    let seekTimer: ReturnType<typeof setInterval> | undefined;
    let readyTimer: ReturnType<typeof setTimeout> | undefined;

    const fail = (kind: 'network' | 'unavailable') => {
      if (disposed) return;
      disposed = true;
      ev.current.onLoadError(kind);
    };
    const duration = () => {
      const d = player?.getDuration() ?? 0;
      return d > 0 ? d : opts.fallbackDuration;
    };
    const snapshot = () => ({
      currentTime: watch.position,
      totalDuration: duration(),
      watchedPercentage: watchedPercent(watch.ranges, duration()),
    });
    /** Samples the position; false (and back to the last valid time) when it was a skip. */
    const sample = (playing: boolean): boolean => {
      if (!player) return false;
      const obs = observePosition(watch, { position: player.getCurrentTime(), at: opts.now(), playing }, tolerance);
      watch = obs.state;
      if (obs.ok) return true;
      player.seekTo(obs.revertTo, true);
      ev.current.onSeekBlocked(PLAYER_MSG.seekWarning);
      return false;
    };
    const tick = () => {
      if (!player || disposed) return;
      if (player.getPlayerState() !== YT_STATE.playing) {
        watch = pauseWatch(watch);
        return;
      }
      if (!sample(true)) return;
      const at = opts.now();
      if (at - lastPollAt < YOUTUBE_POLL_MS) return;
      lastPollAt = at;
      const mark = dueSaveMark(lastMark, watch.position);
      if (mark !== null) {
        lastMark = mark;
        ev.current.onProgress(snapshot(), true);
      }
    };

    loadYouTubeApi(SCRIPT_TIMEOUT_MS)
      .then((YT) => {
        if (disposed) return;
        readyTimer = setTimeout(() => fail('network'), PLAYER_READY_TIMEOUT_MS);
        player = new YT.Player(mount, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: {
            rel: 0,
            modestbranding: 1,
            playsinline: 1,
            iv_load_policy: 3,
            hl: 'pt-BR',
            start,
          },
          events: {
            onReady: () => {
              if (disposed || !player) return;
              clearTimeout(readyTimer);
              const d = duration();
              watch = createWatchState(start, Math.min(d, (d * opts.initialWatched) / 100));
              player.setVolume(INITIAL_VOLUME);
              mount.title = opts.title;
              seekTimer = setInterval(tick, SEEK_CHECK_MS);
            },
            onStateChange: ({ data }) => {
              if (disposed || !player) return;
              if (data === YT_STATE.playing) {
                watch = pauseWatch(watch);
                if (sample(true)) ev.current.onPlay();
              } else if (data === YT_STATE.paused) {
                watch = pauseWatch(watch);
                ev.current.onProgress(snapshot());
                ev.current.onPause();
              } else if (data === YT_STATE.ended) {
                // Dragging to the end also ends the video: only a sequential end counts.
                if (!sample(true)) {
                  player.playVideo();
                  return;
                }
                watch = pauseWatch(watch);
                const snap = snapshot();
                ev.current.onProgress(snap, true);
                ev.current.onEnded(true);
              }
            },
            onError: ({ data }) => fail(YT_UNAVAILABLE_ERRORS.has(data) ? 'unavailable' : 'network'),
          },
        });
      })
      .catch(() => fail('network'));

    return () => {
      disposed = true;
      clearInterval(seekTimer);
      clearTimeout(readyTimer);
      try {
        player?.destroy();
      } catch {
        // The iframe may already be gone with its host.
      }
      host.replaceChildren();
    };
  }, [videoId, ev, settings]);

  return <div className="trilha-embed" ref={hostRef} />;
}
