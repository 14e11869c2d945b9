import { IconCheckCircle, IconClockCompact } from '../../ui/icons';
import { formatClock } from './format';
import { PLAYER_MSG } from './messages';

interface LessonTimerProps {
  elapsedSeconds: number;
  targetSeconds: number;
  running: boolean;
  completed: boolean;
}

/** The on-screen lesson timer: time studied in this visit against the lesson's duration. */
export function LessonTimer({ elapsedSeconds, targetSeconds, running, completed }: LessonTimerProps) {
  const shown = targetSeconds > 0 ? Math.min(elapsedSeconds, targetSeconds) : elapsedSeconds;
  const percent = targetSeconds > 0 ? Math.min(100, (shown / targetSeconds) * 100) : 0;
  const value =
    targetSeconds > 0 ? PLAYER_MSG.timerValue(formatClock(shown), formatClock(targetSeconds)) : formatClock(shown);
  return (
    <div className={`trilha-timer${running ? ' is-running' : ''}${completed ? ' is-done' : ''}`}>
      <span className="trilha-timer__icon">{completed ? <IconCheckCircle /> : <IconClockCompact />}</span>
      <span className="trilha-timer__text">
        <span className="trilha-timer__label">{completed ? PLAYER_MSG.completedBadge : PLAYER_MSG.timer}</span>
        {/* Read on demand (role timer is not live): a per-second announcement would drown the screen reader. */}
        <span className="trilha-timer__value" role="timer" aria-label={`${PLAYER_MSG.timer}: ${value}`}>
          {value}
        </span>
      </span>
      {targetSeconds > 0 && (
        <span className="trilha-timer__bar" aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </span>
      )}
    </div>
  );
}
