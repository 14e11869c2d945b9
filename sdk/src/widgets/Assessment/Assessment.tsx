import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../client/http';
import type { AttemptReview, AttemptStart, QuestionShape, SubmitResponse } from '../../contract';
import { ASSESSMENT_LIMITS } from '../../contract/limits';
import { useTrilhaClient } from '../../provider';
import { IconAwardCompact, IconCircleAlert, IconRestart, IconSpinner } from '../../ui/icons';
import { useStableCallback } from '../../ui/useLatest';
import { ConfirmModal } from '../shared/dialogs';
import { ASSESSMENT_CSS } from '../styles';
import { useAssessmentInfo } from './hooks/useAssessmentInfo';
import { useCertificateRequest } from './hooks/useCertificateRequest';
import { InfoCard } from './InfoCard';
import {
  allowsManualCertificate,
  type LoadErrorKind,
  requestsCertificateAutomatically,
  resumableAttempt,
} from './logic';
import { ASSESSMENT_TEXT as TX } from './messages';
import { ResultView } from './ResultView';
import { TakingView } from './TakingView';
import type { AssessmentCompletedEventDetail, AssessmentNavigateTarget, AssessmentProps } from './types';

/** The browser event of spec §4, raised on `window` when an approved score of 70 or more is reached. */
export const ASSESSMENT_COMPLETED_EVENT = 'assessmentCompleted';

type View =
  /** `from`: the attempt a replay came back from. */
  | { name: 'info'; from?: number }
  | { name: 'replay'; review: AttemptReview; label: string }
  | { name: 'taking'; attempt: AttemptStart }
  | { name: 'result'; result: SubmitResponse; questions: QuestionShape[]; title: string; automatic: boolean };

function LoadError({ kind, message, onRetry }: { kind: LoadErrorKind; message: string | null; onRetry(): void }) {
  const text =
    kind === 'notFound'
      ? TX.notFound
      : kind === 'session'
        ? TX.sessionExpired
        : kind === 'forbidden'
          ? (message ?? TX.loadFailed)
          : TX.loadFailed;
  return (
    <div className="trilha-state trilha-state--error" role="alert">
      <span className="trilha-state__icon">
        <IconCircleAlert />
      </span>
      {kind === 'failed' && <p className="trilha-state__title">{TX.loadErrorTitle}</p>}
      <p className="trilha-state__text">{text}</p>
      {kind === 'failed' && (
        <div className="trilha-state__actions">
          <button type="button" className="trilha-btn trilha-btn--primary" onClick={onRetry}>
            <IconRestart />
            {TX.retry}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The assessment widget (spec §2 Assessment view and taking, §4 Assessment attempt): info card,
 * a server-timed attempt, the graded result with review, and the temporary certificate. Routing
 * stays with the host (`onNavigate`); styles travel in a <style> under `.trilha-assessment`.
 */
export function Assessment({
  assessmentId,
  onNavigate,
  onAssessmentFinished,
  onCertificateIssued,
  confirm,
  now,
  className,
}: AssessmentProps) {
  const client = useTrilhaClient();
  const clock = useStableCallback(() => (now ? now() : Date.now()));
  const navigate = useStableCallback((to: AssessmentNavigateTarget) => onNavigate?.(to));
  const ask = useStableCallback((text: string) => (confirm ? confirm(text) : null));
  const { state, refresh, retry } = useAssessmentInfo(assessmentId);
  const [view, setView] = useState<View>({ name: 'info' });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [replaying, setReplaying] = useState(false);
  const [infoFresh, setInfoFresh] = useState(true);
  const [offer, setOffer] = useState(false);
  const offerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const ready = state.status === 'ready' ? state.data : null;
  const courseId = ready?.assessment.course_id ?? null;

  const certificateIssued = useStableCallback((certificateId: number) => {
    if (courseId !== null) onCertificateIssued?.({ courseId, certificateId });
  });
  const certificate = useCertificateRequest(certificateIssued);
  const resetCertificate = certificate.reset;

  useEffect(() => () => clearTimeout(offerTimer.current), []);

  const start = useCallback(async () => {
    setStarting(true);
    setStartError(null);
    try {
      const attempt = await client.assessments.start(assessmentId);
      resetCertificate();
      setView({ name: 'taking', attempt });
    } catch (error) {
      setStartError(error instanceof ApiError && error.body.message ? error.message : TX.startFailed);
      void refresh();
    } finally {
      setStarting(false);
    }
  }, [client, assessmentId, resetCertificate, refresh]);

  // A past attempt as it was shown; a failure is said on the card, like a failed start.
  const replay = useCallback(
    async (attemptId: number, label: string) => {
      setReplaying(true);
      setStartError(null);
      try {
        const review = await client.assessments.review(assessmentId, attemptId);
        setView({ name: 'replay', review, label });
      } catch (error) {
        setStartError(error instanceof ApiError && error.body.message ? error.message : TX.replayFailed);
      } finally {
        setReplaying(false);
      }
    },
    [client, assessmentId],
  );

  const offerCertificates = useStableCallback(async () => {
    const answer = ask(TX.goToCertificates);
    if (answer === null) {
      setOffer(true);
      return;
    }
    if (await answer) navigate({ kind: 'certificates' });
  });

  const submitted = useStableCallback((result: SubmitResponse, automatic: boolean) => {
    if (view.name !== 'taking') return;
    const { attempt } = view;
    setView({
      name: 'result',
      result,
      questions: attempt.assessment.questions ?? [],
      title: attempt.assessment.title,
      automatic,
    });
    setStartError(null);
    setInfoFresh(false);
    void refresh().then(() => setInfoFresh(true));
    onAssessmentFinished?.({ assessmentId, attemptId: result.attemptId, score: result.score, passed: result.passed });

    // Spec §4: at 70 or more the temporary certificate is requested, 'assessmentCompleted' is
    // raised, and after 2 s the student is offered the certificates page. Only for an approved
    // attempt: a failed one (passing score above 70) never earns a certificate here.
    if (result.passed && requestsCertificateAutomatically(result.score)) {
      void certificate.request(attempt.assessment.course_id);
      const detail: AssessmentCompletedEventDetail = { assessmentId, score: result.score, passed: result.passed };
      window.dispatchEvent(new CustomEvent(ASSESSMENT_COMPLETED_EVENT, { detail }));
      if (onNavigate) {
        clearTimeout(offerTimer.current);
        offerTimer.current = setTimeout(() => void offerCertificates(), ASSESSMENT_LIMITS.certificatePromptDelayMs);
      }
    }
  });

  const backToCourse = onNavigate && courseId !== null ? () => navigate({ kind: 'course', courseId }) : undefined;

  return (
    <div className={className ? `trilha-assessment ${className}` : 'trilha-assessment'} lang="pt-BR">
      <style>{ASSESSMENT_CSS}</style>
      <div className="trilha-assessment__frame">
        {state.status === 'loading' && (
          <div className="trilha-state" role="status">
            <span className="trilha-state__icon trilha-spin">
              <IconSpinner />
            </span>
            <p className="trilha-state__text">{TX.loading}</p>
          </div>
        )}
        {state.status === 'error' && (
          <LoadError kind={state.error.kind} message={state.error.message} onRetry={retry} />
        )}
        {ready && view.name === 'info' && (
          <InfoCard
            assessment={ready.assessment}
            attempts={ready.attempts}
            replaying={replaying}
            replayedAttempt={view.from ?? null}
            onReplay={(attemptId, label) => void replay(attemptId, label)}
            resumable={resumableAttempt(ready.attempts, ready.assessment, clock()) !== null}
            starting={starting}
            startError={startError}
            onStart={() => void start()}
            onBack={backToCourse}
          />
        )}
        {view.name === 'taking' && (
          <TakingView
            key={view.attempt.attemptId}
            assessmentId={assessmentId}
            attempt={view.attempt}
            now={clock}
            onSubmitted={submitted}
          />
        )}
        {view.name === 'replay' && (
          <ResultView
            key={view.review.attempt.id}
            title={view.label}
            replay={{ heading: TX.replayTitle, backLabel: TX.backToInfo }}
            result={view.review.result}
            questions={view.review.questions}
            onBack={() => setView({ name: 'info', from: view.review.attempt.id })}
          />
        )}
        {view.name === 'result' && (
          <ResultView
            key={view.result.attemptId}
            title={view.title}
            result={view.result}
            automatic={view.automatic}
            questions={view.questions}
            certificate={certificate.state}
            canGenerate={allowsManualCertificate(view.result.score, view.result.passed)}
            canRetake={infoFresh && ready?.assessment.can_start === true}
            retaking={starting}
            retakeError={startError}
            onGenerate={() => {
              if (courseId !== null) void certificate.request(courseId);
            }}
            onViewCertificate={
              onNavigate && courseId !== null ? () => navigate({ kind: 'certificate', courseId }) : undefined
            }
            onRetake={() => void start()}
            onBack={backToCourse}
          />
        )}
      </div>
      {offer && (
        <ConfirmModal
          title={TX.goToCertificatesTitle}
          icon={<IconAwardCompact />}
          tone="success"
          confirmLabel={TX.goToCertificatesYes}
          cancelLabel={TX.notNow}
          onCancel={() => setOffer(false)}
          onConfirm={() => {
            setOffer(false);
            navigate({ kind: 'certificates' });
          }}
        >
          <p>{TX.goToCertificates}</p>
        </ConfirmModal>
      )}
    </div>
  );
}
