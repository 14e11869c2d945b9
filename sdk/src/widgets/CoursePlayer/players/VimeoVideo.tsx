import { useEffect, useRef } from 'react';
import { useLatest } from '../../shared/useLatest';
import { PLAYER_MSG } from '../messages';
import {
  createWatchState,
  observePosition,
  pauseWatch,
  SEEK_TOLERANCE_S,
  type WatchState,
  watchedPercent,
} from '../watch';
import { PLAYER_READY_TIMEOUT_MS, type PlayerProps, resumePosition, SCRIPT_TIMEOUT_MS } from './playerTypes';
import { INITIAL_VOLUME } from './RestrictedVideo';
import { loadVimeoApi, type VimeoPlayer } from './vimeoApi';

interface VimeoVideoProps extends PlayerProps {
  id: string;
  hash: string | null;
}

/**
 * A Vimeo lesson in Vimeo's iframe (player.js, loaded once per page). Vimeo reports the position
 * about four times a second; each report is checked against the sequential-watch rule.
 */
export function VimeoVideo({
  id,
  hash,
  title,
  initialTime,
  initialWatched,
  restricted,
  fallbackDuration,
  now,
  events,
}: VimeoVideoProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const ev = useLatest(events);
  const settings = useLatest({ initialTime, initialWatched, restricted, fallbackDuration, now, title });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const opts = settings.current;
    const tolerance = opts.restricted ? SEEK_TOLERANCE_S : Number.POSITIVE_INFINITY;
    const mount = document.createElement('div');
    mount.className = 'trilha-embed__mount';
    host.appendChild(mount);
    let disposed = false;
    let player: VimeoPlayer | null = null;
    let playing = false;
    let ready = false;
    let length = 0;
    let watch: WatchState = createWatchState(0);
    let readyTimer: ReturnType<typeof setTimeout> | undefined;

    const fail = (kind: 'network' | 'unavailable') => {
      if (disposed) return;
      disposed = true;
      ev.current.onLoadError(kind);
    };
    const duration = () => (length > 0 ? length : opts.fallbackDuration);
    const snapshot = () => ({
      currentTime: watch.position,
      totalDuration: duration(),
      watchedPercentage: watchedPercent(watch.ranges, duration()),
    });
    const sample = (position: number): boolean => {
      const obs = observePosition(watch, { position, at: opts.now(), playing }, tolerance);
      watch = obs.state;
      if (obs.ok) return true;
      void player?.setCurrentTime(obs.revertTo).catch(() => undefined);
      ev.current.onSeekBlocked(PLAYER_MSG.seekWarning);
      return false;
    };

    loadVimeoApi(SCRIPT_TIMEOUT_MS)
      .then((Vimeo) => {
        if (disposed) return;
        readyTimer = setTimeout(() => fail('network'), PLAYER_READY_TIMEOUT_MS);
        const url = hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`;
        const p = new Vimeo.Player(mount, {
          url,
          responsive: true,
          dnt: true,
          title: false,
          byline: false,
          portrait: false,
        });
        player = p;
        p.ready()
          .then(async () => {
            if (disposed) return;
            clearTimeout(readyTimer);
            ready = true;
            length = await p.getDuration().catch(() => 0);
            const start = resumePosition(opts.initialTime, duration());
            watch = createWatchState(start, Math.min(duration(), (duration() * opts.initialWatched) / 100));
            if (start > 0) await p.setCurrentTime(start).catch(() => undefined);
            await p.setVolume(INITIAL_VOLUME / 100).catch(() => undefined);
            host.querySelector('iframe')?.setAttribute('title', opts.title);
          })
          .catch(() => fail('unavailable'));
        p.on('play', () => {
          playing = true;
          watch = pauseWatch(watch);
          ev.current.onPlay();
        });
        p.on('pause', () => {
          playing = false;
          watch = pauseWatch(watch);
          ev.current.onProgress(snapshot());
          ev.current.onPause();
        });
        p.on('timeupdate', ({ seconds, duration: d }) => {
          if (d > 0) length = d;
          if (sample(seconds) && playing) ev.current.onProgress(snapshot());
        });
        p.on('seeked', ({ seconds }) => {
          sample(seconds);
        });
        p.on('ended', () => {
          // Dragging to the end also ends the video: only a sequential end counts.
          if (!sample(duration())) return;
          playing = false;
          watch = pauseWatch(watch);
          const snap = snapshot();
          ev.current.onProgress(snap, true);
          ev.current.onEnded(true);
        });
        // Later errors (a refused seek, say) are reported by the calls that caused them.
        p.on('error', () => {
          if (!ready) fail('network');
        });
      })
      .catch(() => fail('network'));

    return () => {
      disposed = true;
      clearTimeout(readyTimer);
      void player?.destroy().catch(() => undefined);
      host.replaceChildren();
    };
  }, [id, hash, ev, settings]);

  return <div className="trilha-embed" ref={hostRef} />;
}
