import { COURSE_LEARNER_MSG } from '../../contract/learnerMessages';
import { IconArrowLeft, IconCircleAlert, IconLock, IconRestart } from '../../ui/icons';
import type { CourseLoadErrorKind } from './course';
import { PLAYER_MSG } from './messages';

const TEXT: Record<CourseLoadErrorKind, string> = {
  notEnrolled: PLAYER_MSG.notEnrolled,
  unavailable: COURSE_LEARNER_MSG.courseUnavailable,
  notFound: PLAYER_MSG.notFound,
  failed: PLAYER_MSG.loadFailed,
};

/** Course load errors of spec §8, with the back-to-courses button (and a retry for other failures). */
export function CourseLoadError({
  kind,
  onRetry,
  onBack,
}: {
  kind: CourseLoadErrorKind;
  onRetry(): void;
  onBack?: () => void;
}) {
  return (
    <div className="trilha-state trilha-state--error" role="alert">
      <span className="trilha-state__icon">{kind === 'notEnrolled' ? <IconLock /> : <IconCircleAlert />}</span>
      <p className="trilha-state__text">{TEXT[kind]}</p>
      <div className="trilha-state__actions">
        {onBack && (
          <button type="button" className="trilha-btn trilha-btn--primary" onClick={onBack}>
            <IconArrowLeft />
            {PLAYER_MSG.backToCourses}
          </button>
        )}
        {kind === 'failed' && (
          <button type="button" className="trilha-btn trilha-btn--secondary" onClick={onRetry}>
            <IconRestart />
            {PLAYER_MSG.retry}
          </button>
        )}
      </div>
    </div>
  );
}
