import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { Lesson } from '../../contract';
import { useTrilhaClient } from '../../provider';
import { IconCircleAlert, IconRestart, IconSpinner, IconWifiOff } from '../../ui/icons';
import { useInitialProgress } from './hooks/useInitialProgress';
import { PLAYER_MSG } from './messages';
import { NoVideo } from './players/NoVideo';
import type { PlayerEvents, VideoLoadError } from './players/playerTypes';
import { RestrictedVideo } from './players/RestrictedVideo';
import { VimeoVideo } from './players/VimeoVideo';
import { YouTubeVideo } from './players/YouTubeVideo';
import { timerTargetSeconds } from './timer';
import { resolveVideoSource } from './videoSource';

/** Spec §9: a seeking warning stays 3 s. */
export const WARNING_MS = 3_000;

export type StageEvents = Pick<PlayerEvents, 'onPlay' | 'onPause' | 'onEnded' | 'onProgress'>;

interface VideoStageProps {
  lesson: Lesson;
  /** False once the lesson is completed (or in a preview): the learner may then move freely in the video. */
  restricted: boolean;
  /** Whether progress is recorded (an enrolled learner), so there is a position to resume from. */
  tracking: boolean;
  now: () => number;
  events: StageEvents;
}

/**
 * The dark video area: picks the player for the lesson's video, resumes where the learner
 * stopped, shows the sequential-watch warnings, and replaces a player that cannot load with a
 * message and a retry (never a blank box).
 */
export function VideoStage({ lesson, restricted, tracking, now, events }: VideoStageProps) {
  const client = useTrilhaClient();
  const { video_type, video_url, video_file } = lesson;
  const source = useMemo(
    () => resolveVideoSource({ video_type, video_url, video_file }, (path) => client.http.url(path)),
    [client, video_type, video_url, video_file],
  );
  const initial = useInitialProgress(lesson.id, tracking);
  const [loadError, setLoadError] = useState<VideoLoadError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [warning, setWarning] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!warning) return;
    const id = setTimeout(() => setWarning(null), WARNING_MS);
    return () => clearTimeout(id);
  }, [warning]);

  const onLoadError = useCallback(
    (kind: VideoLoadError) => {
      setLoadError(kind);
      events.onPause();
    },
    [events],
  );

  const playerEvents = useMemo<PlayerEvents>(
    () => ({
      ...events,
      onSeekBlocked: (text) => setWarning({ text, at: Date.now() }),
      onLoadError,
    }),
    [events, onLoadError],
  );

  const retry = () => {
    setLoadError(null);
    setAttempt((n) => n + 1);
  };

  const durationSeconds = timerTargetSeconds(lesson.duration);
  const common = initial.ready
    ? {
        title: lesson.title,
        initialTime: initial.currentTime,
        initialWatched: initial.watchedPercentage,
        restricted,
        fallbackDuration: durationSeconds,
        now,
        events: playerEvents,
      }
    : null;

  let content: ReactNode;
  if (source.kind === 'invalid') content = <StageMessage icon={<IconCircleAlert />} text={PLAYER_MSG.videoInvalid} />;
  else if (loadError)
    content = (
      <StageMessage
        icon={loadError === 'network' ? <IconWifiOff /> : <IconCircleAlert />}
        text={loadError === 'network' ? PLAYER_MSG.videoLoadFailed : PLAYER_MSG.videoUnavailable}
        onRetry={retry}
      />
    );
  else if (!common)
    content = (
      <div className="trilha-stage__message" role="status">
        <span className="trilha-stage__message-icon trilha-spin">
          <IconSpinner />
        </span>
        <p>{PLAYER_MSG.videoLoading}</p>
      </div>
    );
  else if (source.kind === 'youtube') content = <YouTubeVideo key={attempt} videoId={source.videoId} {...common} />;
  else if (source.kind === 'vimeo')
    content = <VimeoVideo key={attempt} id={source.id} hash={source.hash} {...common} />;
  else if (source.kind === 'file')
    content = (
      <RestrictedVideo
        key={attempt}
        src={source.url}
        local={source.local}
        captions={source.local ? lesson.caption_url : null}
        {...common}
      />
    );
  else content = <NoVideo durationSeconds={durationSeconds} now={now} events={playerEvents} />;

  return (
    <section className="trilha-stage" aria-label={PLAYER_MSG.videoPlayer(lesson.title)}>
      <div className={`trilha-stage__frame${source.kind === 'file' && !loadError ? ' trilha-stage__frame--file' : ''}`}>
        {content}
        {warning && (
          <div className="trilha-stage__warning" role="alert" key={warning.at}>
            <IconCircleAlert />
            <span>{warning.text}</span>
          </div>
        )}
      </div>
    </section>
  );
}

function StageMessage({ icon, text, onRetry }: { icon: ReactNode; text: string; onRetry?: () => void }) {
  return (
    <div className="trilha-stage__message" role="alert">
      <span className="trilha-stage__message-icon">{icon}</span>
      <p className="trilha-stage__message-title">{text}</p>
      {onRetry && (
        <button type="button" className="trilha-btn trilha-btn--light" onClick={onRetry}>
          <IconRestart />
          {PLAYER_MSG.retry}
        </button>
      )}
    </div>
  );
}
