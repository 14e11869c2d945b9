import {
  IconCheckCircle,
  IconExitFullscreen,
  IconFullscreen,
  IconInfo,
  IconMuted,
  IconPause,
  IconPlayFilled,
  IconVolume,
} from '../../../ui/icons';
import { Svg } from '../../../ui/icons/Svg';
import { formatClock, wholePercent } from '../format';
import { PLAYER_MSG } from '../messages';
import { canProceed } from '../watch';

interface VideoControlsProps {
  playing: boolean;
  silent: boolean;
  /** 0 to 100. */
  volume: number;
  current: number;
  duration: number;
  /** Share watched, 0 to 100. */
  watched: number;
  /** Furthest position reached by watching, in seconds. */
  furthest: number;
  fullscreen: boolean;
  /** Present when the lesson has captions: whether they show, and the toggle. */
  captions?: { on: boolean; onToggle(): void } | null;
  onTogglePlay(): void;
  onToggleMute(): void;
  onVolume(volume: number): void;
  onToggleFullscreen(): void;
}

/** A caption box with two lines of text: the 'Legendas' button's icon. */
const IconCaptions = () => (
  <Svg>
    <rect width="18" height="14" x="3" y="5" rx="2" />
    <path d="M7 15h4M15 15h2M7 11h2M13 11h4" />
  </Svg>
);

/**
 * The restricted player's control bar (spec §2): play/pause, mute, volume 0-100, time, watched
 * share, the 'can proceed' indicator and, when the lesson has them, the captions toggle. The
 * progress track only shows where the learner is: it cannot be used to seek. Every control is a
 * native button or range (Tab, Enter/Space, arrows) with a pt-BR name; the toggles say their state
 * with aria-pressed under a fixed name, play/pause by its name.
 */
export function VideoControls(props: VideoControlsProps) {
  const { playing, silent, volume, current, duration, watched, furthest, fullscreen } = props;
  const proceed = canProceed(watched);
  const shownVolume = silent ? 0 : volume;
  const position = duration > 0 ? Math.min(100, (current / duration) * 100) : 0;
  const reached = duration > 0 ? Math.min(100, (furthest / duration) * 100) : 0;
  return (
    <div className="trilha-video__controls">
      <div className="trilha-video__track" aria-hidden="true">
        <span className="trilha-video__reached" style={{ width: `${reached}%` }} />
        <span className="trilha-video__position" style={{ width: `${position}%` }} />
      </div>
      <div className="trilha-video__row">
        <button
          type="button"
          className="trilha-video__btn"
          aria-label={playing ? PLAYER_MSG.pause : PLAYER_MSG.play}
          onClick={props.onTogglePlay}
        >
          {playing ? <IconPause /> : <IconPlayFilled />}
        </button>
        <button
          type="button"
          className="trilha-video__btn"
          aria-label={PLAYER_MSG.mute}
          aria-pressed={silent}
          onClick={props.onToggleMute}
        >
          {silent ? <IconMuted /> : <IconVolume />}
        </button>
        <input
          type="range"
          className="trilha-video__volume"
          min={0}
          max={100}
          step={1}
          value={shownVolume}
          aria-label={PLAYER_MSG.volume}
          aria-valuetext={`${shownVolume}%`}
          onChange={(event) => props.onVolume(Number(event.target.value))}
        />
        <span className="trilha-video__time">
          {formatClock(current)} / {formatClock(duration)}
        </span>
        <span className="trilha-video__spacer" />
        <span className="trilha-video__watched">{PLAYER_MSG.watched(wholePercent(watched))}</span>
        <span className={`trilha-video__proceed${proceed ? ' is-ok' : ''}`} role="status">
          {proceed ? <IconCheckCircle /> : <IconInfo />}
          {proceed ? PLAYER_MSG.canProceed : PLAYER_MSG.mustWatch}
        </span>
        {props.captions && (
          <button
            type="button"
            className="trilha-video__btn"
            aria-label={PLAYER_MSG.captions}
            aria-pressed={props.captions.on}
            onClick={props.captions.onToggle}
          >
            <IconCaptions />
          </button>
        )}
        <button
          type="button"
          className="trilha-video__btn"
          aria-label={fullscreen ? PLAYER_MSG.exitFullscreen : PLAYER_MSG.fullscreen}
          onClick={props.onToggleFullscreen}
        >
          {fullscreen ? <IconExitFullscreen /> : <IconFullscreen />}
        </button>
      </div>
    </div>
  );
}
