import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTrilhaClient } from '../../../provider';
import { IconPlayFilled, IconSpinner } from '../../../ui/icons';
import { useLatest } from '../../../ui/useLatest';
import type { ProgressSnapshot } from '../hooks/useProgressSaver';
import { PLAYER_MSG } from '../messages';
import {
  canProceed,
  createWatchState,
  LOCAL_SEEK_TOLERANCE_S,
  observePosition,
  pauseWatch,
  SEEK_TOLERANCE_S,
  type WatchState,
  watchedPercent,
} from '../watch';
import { CAPTION_TRACK, captionMode, captionTrackUrl } from './captions';
import { type PlayerProps, resumePosition, VIDEO_LOAD_TIMEOUT_MS } from './playerTypes';
import { VideoControls } from './VideoControls';

export const INITIAL_VOLUME = 50;

interface RestrictedVideoProps extends PlayerProps {
  src: string;
  /** An uploaded video: seeking up to 10 s beyond the furthest position is tolerated. */
  local: boolean;
  /** The lesson's WebVTT captions (the signed path the course answer gives), or none. */
  captions?: string | null;
}

interface View {
  playing: boolean;
  waiting: boolean;
  current: number;
  duration: number;
  watched: number;
  furthest: number;
}

/**
 * The restricted player for uploaded and external video files (spec §2): custom controls only
 * (play/pause, mute, volume 0-100 starting at 50, time, watched share, 'can proceed' from 80 %),
 * no seek bar, and any jump past the sequential-watch rule is reverted with a warning. A lesson
 * with captions gets a pt-BR track, shown from the start and toggled by the 'Legendas' button.
 */
export function RestrictedVideo({
  src,
  local,
  captions,
  title,
  initialTime,
  initialWatched,
  restricted,
  fallbackDuration,
  now,
  events,
}: RestrictedVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const ev = useLatest(events);
  const watch = useRef<WatchState>(createWatchState(initialTime));
  const reverting = useRef(false);
  const loaded = useRef(false);
  const [view, setView] = useState<View>({
    playing: false,
    waiting: true,
    current: 0,
    duration: fallbackDuration,
    watched: 0,
    furthest: 0,
  });
  const [volume, setVolume] = useState(INITIAL_VOLUME);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const client = useTrilhaClient();
  const trackSrc = useMemo(() => captionTrackUrl(captions, (path) => client.http.url(path)), [captions, client]);
  const [captionsOn, setCaptionsOn] = useState(true);
  const tolerance = restricted ? (local ? LOCAL_SEEK_TOLERANCE_S : SEEK_TOLERANCE_S) : Number.POSITIVE_INFINITY;

  const duration = useCallback(() => {
    const d = videoRef.current?.duration;
    return d !== undefined && Number.isFinite(d) && d > 0 ? d : fallbackDuration;
  }, [fallbackDuration]);

  const snapshot = useCallback(
    (): ProgressSnapshot => ({
      currentTime: watch.current.position,
      totalDuration: duration(),
      watchedPercentage: watchedPercent(watch.current.ranges, duration()),
    }),
    [duration],
  );

  const refresh = useCallback(
    (waiting = false) => {
      const v = videoRef.current;
      if (!v) return;
      const d = duration();
      setView({
        playing: !v.paused && !v.ended,
        waiting,
        current: v.currentTime,
        duration: d,
        watched: watchedPercent(watch.current.ranges, d),
        furthest: watch.current.furthest,
      });
    },
    [duration],
  );

  /** Checks the current position against the sequential-watch rule; reverts it when it is a skip. */
  const check = useCallback((): boolean => {
    const v = videoRef.current;
    if (!v) return false;
    const obs = observePosition(watch.current, { position: v.currentTime, at: now(), playing: !v.paused }, tolerance);
    watch.current = obs.state;
    if (obs.ok) return true;
    reverting.current = true;
    v.currentTime = obs.revertTo;
    ev.current.onSeekBlocked(local ? PLAYER_MSG.localSeekWarning : PLAYER_MSG.seekWarning);
    return false;
  }, [now, tolerance, local, ev]);

  useEffect(() => {
    const id = setTimeout(() => {
      if (!loaded.current) ev.current.onLoadError('network');
    }, VIDEO_LOAD_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [ev]);

  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    v.volume = volume / 100;
    v.muted = muted || volume === 0;
  }, [volume, muted]);

  useEffect(() => {
    const track = trackSrc ? videoRef.current?.textTracks[0] : undefined;
    if (track) track.mode = captionMode(captionsOn);
  }, [trackSrc, captionsOn]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onChange = () => setFullscreen((frame.getRootNode() as Document | ShadowRoot).fullscreenElement === frame);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const onLoadedMetadata = () => {
    const v = videoRef.current;
    if (!v) return;
    loaded.current = true;
    const d = duration();
    const start = resumePosition(initialTime, d);
    watch.current = createWatchState(start, Math.min(d, (d * initialWatched) / 100));
    if (start > 0) {
      reverting.current = true;
      v.currentTime = start;
    }
    refresh();
  };

  const onTimeUpdate = () => {
    const v = videoRef.current;
    if (!v || v.seeking || !loaded.current) return;
    if (!check()) return;
    refresh();
    if (!v.paused) ev.current.onProgress(snapshot());
  };

  const onSeeking = () => {
    if (reverting.current) {
      reverting.current = false;
      return;
    }
    check();
  };

  const onPlay = () => {
    watch.current = pauseWatch(watch.current);
    ev.current.onPlay();
    refresh();
  };

  const onPause = () => {
    const v = videoRef.current;
    watch.current = pauseWatch(watch.current);
    refresh();
    if (v?.ended) return;
    ev.current.onProgress(snapshot());
    ev.current.onPause();
  };

  const onEnded = () => {
    watch.current = pauseWatch(watch.current);
    refresh();
    const snap = snapshot();
    ev.current.onProgress(snap, true);
    ev.current.onEnded(canProceed(snap.watchedPercentage));
  };

  const togglePlay = () => {
    const v = videoRef.current;
    if (!v) return;
    if (v.paused || v.ended) v.play().catch(() => undefined);
    else v.pause();
  };

  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    const root = frame.getRootNode() as Document | ShadowRoot;
    if (root.fullscreenElement === frame) void document.exitFullscreen().catch(() => undefined);
    else void frame.requestFullscreen?.().catch(() => undefined);
  };

  const toggleMute = () => {
    if (volume === 0) {
      setVolume(INITIAL_VOLUME);
      setMuted(false);
    } else setMuted((m) => !m);
  };

  const onVolume = (next: number) => {
    setVolume(next);
    if (next > 0) setMuted(false);
  };

  return (
    <div className="trilha-video" ref={frameRef}>
      <div className="trilha-video__screen">
        {/* biome-ignore lint/a11y/useMediaCaption: the track is there when the admin attached captions */}
        <video
          ref={videoRef}
          className="trilha-video__media"
          src={src}
          // A track from another origin (the widget on an intranet) loads only over CORS.
          crossOrigin={trackSrc ? 'anonymous' : undefined}
          preload="metadata"
          playsInline
          disablePictureInPicture
          controlsList="nodownload noplaybackrate noremoteplayback"
          aria-label={PLAYER_MSG.videoPlayer(title)}
          onContextMenu={(event) => restricted && event.preventDefault()}
          onLoadedMetadata={onLoadedMetadata}
          onTimeUpdate={onTimeUpdate}
          onSeeking={onSeeking}
          onSeeked={() => refresh()}
          onPlay={onPlay}
          onPause={onPause}
          onEnded={onEnded}
          onWaiting={() => refresh(true)}
          onPlaying={() => refresh()}
          onCanPlay={() => refresh()}
          onError={() => ev.current.onLoadError('network')}
        >
          {trackSrc && <track {...CAPTION_TRACK} src={trackSrc} default />}
        </video>
        <button
          type="button"
          className={`trilha-video__surface${view.playing ? '' : ' is-paused'}`}
          aria-label={view.playing ? PLAYER_MSG.pause : PLAYER_MSG.play}
          tabIndex={-1}
          onClick={togglePlay}
        >
          {view.waiting ? (
            <span className="trilha-video__big trilha-spin" aria-hidden="true">
              <IconSpinner />
            </span>
          ) : (
            !view.playing && (
              <span className="trilha-video__big" aria-hidden="true">
                <IconPlayFilled />
              </span>
            )
          )}
        </button>
      </div>
      <VideoControls
        playing={view.playing}
        silent={muted || volume === 0}
        volume={volume}
        current={view.current}
        duration={view.duration}
        watched={view.watched}
        furthest={view.furthest}
        fullscreen={fullscreen}
        captions={trackSrc ? { on: captionsOn, onToggle: () => setCaptionsOn((on) => !on) } : null}
        onTogglePlay={togglePlay}
        onToggleMute={toggleMute}
        onVolume={onVolume}
        onToggleFullscreen={toggleFullscreen}
      />
    </div>
  );
}
