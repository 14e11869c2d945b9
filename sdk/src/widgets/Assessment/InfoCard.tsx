import { type ReactNode, useId } from 'react';
import type { AssessmentShape, AttemptShape } from '../../contract';
import {
  IconArrowLeft,
  IconAwardCompact,
  IconCircleAlert,
  IconClipboardCheck,
  IconClockCompact,
  IconListCompact,
  IconPlayFilled,
  IconRepeat,
  IconSpinner,
  IconTarget,
} from '../../ui/icons';
import { AttemptHistory } from './AttemptHistory';
import { attemptsLimitLabel, formatScore } from './logic';
import { ASSESSMENT_TEXT as TX } from './messages';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="trilha-fact">
      <dt className="trilha-fact__label">
        {icon}
        <span>{label}</span>
      </dt>
      <dd className="trilha-fact__value">{value}</dd>
    </div>
  );
}

/** The info card of spec §2 'Assessment view' with the Start (or resume) button and the attempts to replay. */
export function InfoCard({
  assessment,
  attempts,
  replaying,
  replayedAttempt,
  onReplay,
  resumable,
  starting,
  startError,
  onStart,
  onBack,
}: {
  assessment: AssessmentShape;
  attempts: AttemptShape[];
  /** A replay is loading. */
  replaying: boolean;
  /** The attempt just replayed: its button takes the focus back. */
  replayedAttempt: number | null;
  onReplay(attemptId: number, label: string): void;
  resumable: boolean;
  starting: boolean;
  startError: string | null;
  onStart(): void;
  onBack?: () => void;
}) {
  const titleId = useId();
  const noQuestions = assessment.question_count === 0;
  const blocked = !resumable && assessment.blocked_reason ? assessment.blocked_reason : null;
  const student = assessment.my_attempts !== undefined;
  const canStart = !noQuestions && !blocked && assessment.can_start !== false;

  return (
    <section className="trilha-card trilha-info" aria-labelledby={titleId}>
      <div className="trilha-info__head">
        <span className="trilha-info__badge">
          <IconClipboardCheck />
        </span>
        <div>
          <p className="trilha-eyebrow">{assessment.course_title ?? TX.eyebrow}</p>
          <h2 className="trilha-title" id={titleId}>
            {assessment.title}
          </h2>
        </div>
      </div>
      {assessment.description && <p className="trilha-info__description">{assessment.description}</p>}

      <dl className="trilha-facts">
        <Fact icon={<IconClockCompact />} label={TX.timeLimit} value={TX.minutes(assessment.time_limit)} />
        <Fact icon={<IconTarget />} label={TX.passingScore} value={formatScore(assessment.passing_score)} />
        <Fact
          icon={<IconRepeat />}
          label={TX.maxAttempts}
          value={attemptsLimitLabel(assessment.max_attempts, TX.unlimited)}
        />
        <Fact icon={<IconListCompact />} label={TX.questionCount} value={String(assessment.question_count)} />
        {student && (
          <Fact
            icon={<IconRepeat />}
            label={TX.attemptsUsed}
            value={TX.attemptsUsedValue(assessment.my_attempts ?? 0, assessment.max_attempts)}
          />
        )}
        {student && assessment.best_score !== null && assessment.best_score !== undefined && (
          <Fact icon={<IconAwardCompact />} label={TX.bestScore} value={formatScore(assessment.best_score)} />
        )}
      </dl>

      {noQuestions && (
        <p className="trilha-alert trilha-alert--warning" role="alert">
          <IconCircleAlert />
          <span>{TX.noQuestions}</span>
        </p>
      )}
      {!noQuestions && blocked && (
        <p className="trilha-alert trilha-alert--warning" role="status">
          <IconCircleAlert />
          <span>{blocked}</span>
        </p>
      )}
      {startError && (
        <p className="trilha-alert trilha-alert--danger" role="alert">
          <IconCircleAlert />
          <span>{startError}</span>
        </p>
      )}
      {canStart && <p className="trilha-info__rules">{TX.rules}</p>}

      <div className="trilha-actions">
        {onBack && (
          <button type="button" className="trilha-btn trilha-btn--secondary" onClick={onBack}>
            <IconArrowLeft />
            {TX.backToCourse}
          </button>
        )}
        <button
          type="button"
          className="trilha-btn trilha-btn--primary"
          onClick={onStart}
          disabled={!canStart || starting}
          aria-busy={starting || undefined}
        >
          {starting ? <IconSpinner className="trilha-spin" /> : <IconPlayFilled />}
          {starting ? TX.starting : resumable ? TX.resume : TX.start}
        </button>
      </div>
      <AttemptHistory attempts={attempts} opening={replaying} focusAttempt={replayedAttempt} onReplay={onReplay} />
    </section>
  );
}
