import { IconAwardCompact, IconChevronLeft, IconChevronRight, IconClipboardCheck } from '../../ui/icons';
import type { LessonEntry } from './course';
import { PLAYER_MSG } from './messages';

interface LessonNavProps {
  previous: LessonEntry | undefined;
  next: LessonEntry | undefined;
  isLast: boolean;
  hasAssessments: boolean;
  onSelect(entry: LessonEntry): void;
  onAssessment(): void;
  onCertificate(): void;
}

/** Previous / next lesson; after the last lesson, 'Avaliação' or 'Gerar Certificado' (spec §2). */
export function LessonNav({
  previous,
  next,
  isLast,
  hasAssessments,
  onSelect,
  onAssessment,
  onCertificate,
}: LessonNavProps) {
  return (
    <div className="trilha-nav">
      <button
        type="button"
        className="trilha-btn trilha-btn--secondary"
        disabled={!previous}
        onClick={() => previous && onSelect(previous)}
      >
        <IconChevronLeft />
        <span>{PLAYER_MSG.previousLesson}</span>
      </button>
      {next && (
        <button
          type="button"
          className={`trilha-btn trilha-btn--primary${next.lesson.canAccess ? '' : ' is-locked'}`}
          aria-disabled={next.lesson.canAccess ? undefined : true}
          onClick={() => onSelect(next)}
        >
          <span>{PLAYER_MSG.nextLesson}</span>
          <IconChevronRight />
        </button>
      )}
      {isLast &&
        (hasAssessments ? (
          <button type="button" className="trilha-btn trilha-btn--primary" onClick={onAssessment}>
            <IconClipboardCheck />
            <span>{PLAYER_MSG.assessment}</span>
          </button>
        ) : (
          <button type="button" className="trilha-btn trilha-btn--primary" onClick={onCertificate}>
            <IconAwardCompact />
            <span>{PLAYER_MSG.generateCertificate}</span>
          </button>
        ))}
    </div>
  );
}
