import { IconCheckCircle, IconCircleAlert, IconClose, IconInfo } from '../../ui/icons';
import { PLAYER_MSG } from './messages';

export interface NoticeData {
  kind: 'info' | 'success' | 'error';
  text: string;
  action?: { label: string; run(): void };
  /** Hides itself after this many ms; stays until dismissed when absent. */
  timeoutMs?: number;
  /** Distinguishes two notices with the same text (restarts the timeout). */
  id: number;
}

/** A message above the lesson (blocked lesson, completion refused, ...). */
export function Notice({ notice, onDismiss }: { notice: NoticeData; onDismiss(): void }) {
  const icon =
    notice.kind === 'success' ? <IconCheckCircle /> : notice.kind === 'error' ? <IconCircleAlert /> : <IconInfo />;
  return (
    <div className={`trilha-notice trilha-notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <span className="trilha-notice__icon">{icon}</span>
      <span className="trilha-notice__text">{notice.text}</span>
      {notice.action && (
        <button type="button" className="trilha-btn trilha-btn--sm trilha-btn--secondary" onClick={notice.action.run}>
          {notice.action.label}
        </button>
      )}
      <button
        type="button"
        className="trilha-icon-btn trilha-icon-btn--sm"
        aria-label={PLAYER_MSG.dismiss}
        onClick={onDismiss}
      >
        <IconClose />
      </button>
    </div>
  );
}
