import { useEffect, useRef, useState } from 'react';
import { IconPause, IconPlayFilled, IconVideoOff } from '../../../ui/icons';
import { useLatest } from '../../../ui/useLatest';
import { PLAYER_MSG } from '../messages';
import type { PlayerEvents } from './playerTypes';

interface NoVideoProps {
  /** The lesson's duration in seconds; 0 means it can be completed at once. */
  durationSeconds: number;
  now: () => number;
  events: PlayerEvents;
}

/**
 * A lesson without video (reading material): the learner starts and pauses the lesson timer
 * here, and study time is saved as progress like watching time is.
 */
export function NoVideo({ durationSeconds, now, events }: NoVideoProps) {
  const ev = useLatest(events);
  const [running, setRunning] = useState(false);
  const [started, setStarted] = useState(false);
  const elapsed = useRef({ total: 0, since: 0 });

  const snapshot = () => {
    const seconds = elapsed.current.total + (running ? (now() - elapsed.current.since) / 1000 : 0);
    const total = durationSeconds || 1;
    return {
      currentTime: seconds,
      totalDuration: durationSeconds,
      watchedPercentage: Math.min(100, (seconds / total) * 100),
    };
  };
  const snapshotRef = useLatest(snapshot);

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => ev.current.onProgress(snapshotRef.current()), 1_000);
    return () => clearInterval(id);
  }, [running, ev, snapshotRef]);

  const toggle = () => {
    if (running) {
      ev.current.onProgress(snapshot());
      elapsed.current.total += (now() - elapsed.current.since) / 1000;
      setRunning(false);
      ev.current.onPause();
    } else {
      elapsed.current.since = now();
      setRunning(true);
      setStarted(true);
      ev.current.onPlay();
    }
  };

  return (
    <div className="trilha-stage__message">
      <span className="trilha-stage__message-icon">
        <IconVideoOff />
      </span>
      <p className="trilha-stage__message-title">{PLAYER_MSG.noVideo}</p>
      {durationSeconds > 0 ? (
        <>
          <p>{PLAYER_MSG.noVideoHint}</p>
          <button type="button" className="trilha-btn trilha-btn--light" onClick={toggle}>
            {running ? <IconPause /> : <IconPlayFilled />}
            {running ? PLAYER_MSG.pauseLesson : started ? PLAYER_MSG.resumeLesson : PLAYER_MSG.startLesson}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="trilha-btn trilha-btn--light"
          onClick={() => {
            ev.current.onProgress({ currentTime: 0, totalDuration: 0, watchedPercentage: 100 }, true);
            ev.current.onEnded(true);
          }}
        >
          {PLAYER_MSG.markDone}
        </button>
      )}
    </div>
  );
}
