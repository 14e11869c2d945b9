import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import type { QuestionShape, SubmitResponse } from '../../contract';
import {
  IconArrowLeft,
  IconAwardCompact,
  IconCheckCircle,
  IconChevronDown,
  IconCircleAlert,
  IconClockCompact,
  IconRepeat,
  IconSpinner,
} from '../../ui/icons';
import { AnswerReview } from './AnswerReview';
import type { CertificateRequestState } from './hooks/useCertificateRequest';
import { formatDurationSeconds, formatScore, gradeStatus, scoreTone } from './logic';
import { ASSESSMENT_TEXT as TX } from './messages';

function CertificateStatus({ state }: { state: CertificateRequestState }) {
  if (state.status === 'pending') {
    return (
      <p className="trilha-alert trilha-alert--info" role="status">
        <IconSpinner className="trilha-spin" />
        <span>{TX.generatingCertificate}</span>
      </p>
    );
  }
  if (state.status === 'issued' || state.status === 'exists') {
    return (
      <p className="trilha-alert trilha-alert--success" role="status">
        <IconAwardCompact />
        <span>{state.status === 'issued' ? TX.certificateGenerated : TX.certificateExists}</span>
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="trilha-alert trilha-alert--warning" role="alert">
        <IconCircleAlert />
        <span>{state.message}</span>
      </p>
    );
  }
  return null;
}

/**
 * The result screen of spec §2: score, correct/total, time used, Aprovado/Reprovado, review, actions.
 * Also the replay of a past attempt (`replay`: its heading, the review open, only the way back).
 */
export function ResultView({
  title,
  replay,
  result,
  automatic,
  questions,
  certificate = { status: 'idle' },
  canGenerate,
  canRetake,
  retaking,
  retakeError,
  onGenerate,
  onViewCertificate,
  onRetake,
  onBack,
}: {
  title: string;
  replay?: { heading: string; backLabel: string };
  result: SubmitResponse;
  automatic?: boolean;
  questions: QuestionShape[];
  /** The certificate and retake actions: left out in a replay. */
  certificate?: CertificateRequestState;
  canGenerate?: boolean;
  canRetake?: boolean;
  retaking?: boolean;
  retakeError?: string | null;
  onGenerate?: () => void;
  onViewCertificate?: () => void;
  onRetake?: () => void;
  onBack?: () => void;
}) {
  const reviewId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [showReview, setShowReview] = useState(replay !== undefined);
  const status = gradeStatus(result.score, result.passingScore);
  const approved = status === 'approved' && result.passed;
  const tone = scoreTone(result.score);
  const hasCertificate = certificate.status === 'issued' || certificate.status === 'exists';

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section className="trilha-card trilha-result" aria-labelledby={`${reviewId}-title`}>
      <p className="trilha-eyebrow">{title}</p>
      <h2 className="trilha-title" id={`${reviewId}-title`} tabIndex={-1} ref={headingRef}>
        {replay?.heading ?? TX.resultTitle}
      </h2>

      <div className="trilha-result__summary">
        <div className={`trilha-score trilha-score--${tone}`} style={{ '--score': result.score } as CSSProperties}>
          <span className="trilha-score__value">{formatScore(result.score)}</span>
          <span className="trilha-score__label">{TX.scoreLabel}</span>
        </div>
        <div className="trilha-result__details">
          <span className={`trilha-status trilha-status--${approved ? 'approved' : 'failed'}`}>
            {approved ? <IconCheckCircle /> : <IconCircleAlert />}
            {approved ? TX.approved : TX.failed}
          </span>
          <p className="trilha-result__text">{approved ? TX.approvedText : TX.failedText}</p>
          <dl className="trilha-result__stats">
            <div>
              <dt>{TX.correctAnswers}</dt>
              <dd>{TX.correctOf(result.correctAnswers, result.totalQuestions)}</dd>
            </div>
            <div>
              <dt>{TX.timeUsed}</dt>
              <dd>{formatDurationSeconds(result.timeTaken)}</dd>
            </div>
            <div>
              <dt>{TX.passingScore}</dt>
              <dd>{formatScore(result.passingScore)}</dd>
            </div>
          </dl>
        </div>
      </div>

      {automatic && !result.expired && (
        <p className="trilha-alert trilha-alert--info" role="status">
          <IconClockCompact />
          <span>{TX.autoSubmitted}</span>
        </p>
      )}
      {result.expired && (
        <p className="trilha-alert trilha-alert--danger" role="alert">
          <IconCircleAlert />
          <span>{TX.expired}</span>
        </p>
      )}
      <CertificateStatus state={certificate} />
      {retakeError && (
        <p className="trilha-alert trilha-alert--danger" role="alert">
          <IconCircleAlert />
          <span>{retakeError}</span>
        </p>
      )}

      <div className="trilha-actions">
        {onBack && (
          <button type="button" className="trilha-btn trilha-btn--secondary" onClick={onBack}>
            <IconArrowLeft />
            {replay?.backLabel ?? TX.backToCourse}
          </button>
        )}
        {hasCertificate && onViewCertificate && (
          <button type="button" className="trilha-btn trilha-btn--primary" onClick={onViewCertificate}>
            <IconAwardCompact />
            {TX.viewCertificate}
          </button>
        )}
        {canGenerate && !hasCertificate && (
          <button
            type="button"
            className="trilha-btn trilha-btn--primary"
            onClick={onGenerate}
            disabled={certificate.status === 'pending'}
          >
            <IconAwardCompact />
            {TX.generateCertificate}
          </button>
        )}
        {canRetake && (
          <button
            type="button"
            className="trilha-btn trilha-btn--secondary"
            onClick={onRetake}
            disabled={retaking}
            aria-busy={retaking || undefined}
          >
            {retaking ? <IconSpinner className="trilha-spin" /> : <IconRepeat />}
            {retaking ? TX.starting : TX.retake}
          </button>
        )}
      </div>

      {questions.length > 0 && (
        <div className="trilha-review-toggle">
          <button
            type="button"
            className="trilha-btn trilha-btn--ghost"
            aria-expanded={showReview}
            aria-controls={reviewId}
            onClick={() => setShowReview((v) => !v)}
          >
            <IconChevronDown className={showReview ? 'trilha-rotate' : undefined} />
            {showReview ? TX.hideReview : TX.showReview}
          </button>
        </div>
      )}
      {showReview && <AnswerReview id={reviewId} questions={questions} result={result} />}
    </section>
  );
}
