import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../client/http';
import type { AttemptStart, SubmitResponse } from '../../contract';
import { useTrilhaClient } from '../../provider';
import {
  IconCheckCompact,
  IconChevronLeft,
  IconChevronRight,
  IconCircleAlert,
  IconClockCompact,
  IconSpinner,
} from '../../ui/icons';
import { useCountdown } from './hooks/useCountdown';
import {
  type Answer,
  allAnswered,
  answeredCount,
  answeredPercent,
  clampIndex,
  formatTimer,
  isAnswered,
  isTimerWarning,
  timerAnnouncement,
} from './logic';
import { ASSESSMENT_TEXT as TX } from './messages';
import { QuestionCard } from './QuestionCard';
import { clearAnswers, loadAnswers, saveAnswers } from './savedAnswers';

/**
 * An open attempt (spec §2 Assessment taking): countdown from the server's remaining time, answered
 * counter and bar, numbered navigation, one question at a time, Finish when all are answered, and
 * an automatic submit when the time runs out.
 */
export function TakingView({
  assessmentId,
  attempt,
  now,
  onSubmitted,
}: {
  assessmentId: number;
  attempt: AttemptStart;
  now: () => number;
  /** `automatic` when the countdown reached zero and the widget sent the answers itself. */
  onSubmitted(result: SubmitResponse, automatic: boolean): void;
}) {
  const client = useTrilhaClient();
  const { assessment } = attempt;
  const questions = assessment.questions ?? [];
  const [answers, setAnswers] = useState<Record<number, Answer>>(() => loadAnswers(attempt.attemptId));
  const [index, setIndex] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const submittingRef = useRef(false);
  const automaticRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const startedAt = useRef(now());

  const submit = useCallback(async () => {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setSubmitError(null);
    const total = assessment.time_limit * 60;
    const elapsed = Math.max(0, Math.round(total - attempt.remaining_seconds + (now() - startedAt.current) / 1000));
    try {
      const result = await client.assessments.submit(assessmentId, {
        attemptId: attempt.attemptId,
        answers: answersRef.current,
        timeTaken: Math.min(elapsed, total),
      });
      clearAnswers(attempt.attemptId);
      onSubmitted(result, automaticRef.current);
    } catch (error) {
      const detail = error instanceof ApiError && error.status === 400 && error.body.message ? error.message : null;
      setSubmitError(detail ? `${TX.submitFailed}: ${detail}` : TX.submitFailed);
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [client, assessmentId, attempt, assessment.time_limit, now, onSubmitted]);

  const remaining = useCountdown(attempt.remaining_seconds, now, () => {
    automaticRef.current = true;
    setTimeUp(true);
    void submit();
  });
  const warning = isTimerWarning(remaining);
  const announcement = timerAnnouncement(remaining);

  useEffect(() => {
    saveAnswers(attempt.attemptId, answers);
  }, [attempt.attemptId, answers]);

  // Focus follows the question: on start and on every move (keyboard and screen-reader users
  // land on the new question's text).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every question change, by design
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: !moved.current });
    moved.current = true;
  }, [index]);

  const go = (to: number) => setIndex(clampIndex(to, questions.length));
  const done = answeredCount(questions, answers);
  const complete = allAnswered(questions, answers);
  const question = questions[index];
  const last = index === questions.length - 1;

  return (
    <section className="trilha-card trilha-taking" aria-label={assessment.title}>
      <header className="trilha-taking__head">
        <div className="trilha-taking__titles">
          <h2 className="trilha-title">{assessment.title}</h2>
          {assessment.description && <p className="trilha-taking__description">{assessment.description}</p>}
        </div>
        <div
          className={`trilha-timer${warning ? ' is-warning' : ''}`}
          role="timer"
          aria-label={`${TX.timerLabel}: ${formatTimer(remaining)}`}
        >
          <IconClockCompact />
          <span className="trilha-timer__label">{TX.timerLabel}</span>
          <span className="trilha-timer__value" aria-hidden="true">
            {formatTimer(remaining)}
          </span>
        </div>
      </header>
      {/* Polite: spoken after what the person is reading, and the focus never moves for it. */}
      <p className="trilha-sr" aria-live="polite">
        {announcement === 'lastMinute' ? TX.timerLastMinute : announcement === 'fiveMinutes' ? TX.timerWarning : ''}
      </p>

      <div className="trilha-progress">
        <div className="trilha-progress__row">
          <span>{TX.answered(done, questions.length)}</span>
          <span>{answeredPercent(questions, answers)}%</span>
        </div>
        <div
          className="trilha-bar"
          role="progressbar"
          aria-label={TX.progressLabel}
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={done}
          aria-valuetext={TX.answered(done, questions.length)}
        >
          <span className="trilha-bar__fill" style={{ width: `${answeredPercent(questions, answers)}%` }} />
        </div>
      </div>

      <nav className="trilha-qnav" aria-label={TX.navLabel}>
        <ol>
          {questions.map((q, i) => {
            const answered = isAnswered(q, answers);
            const current = i === index;
            return (
              <li key={q.id}>
                <button
                  type="button"
                  className={`trilha-qnav__item${answered ? ' is-answered' : ''}${current ? ' is-current' : ''}`}
                  aria-current={current ? 'step' : undefined}
                  aria-label={TX.navItem(i + 1, answered, current)}
                  onClick={() => go(i)}
                >
                  {i + 1}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      {question && (
        <QuestionCard
          key={question.id}
          ref={headingRef}
          question={question}
          number={index + 1}
          total={questions.length}
          imageUrl={question.image_url ? client.http.url(question.image_url) : null}
          answers={answers}
          disabled={submitting}
          onAnswer={(id, answer) =>
            setAnswers(({ [id]: _, ...rest }) => (answer === undefined ? rest : { ...rest, [id]: answer }))
          }
        />
      )}

      {timeUp && (
        <p className="trilha-alert trilha-alert--warning" role="status">
          <IconClockCompact />
          <span>{TX.timeUp}</span>
        </p>
      )}
      {submitError && (
        <p className="trilha-alert trilha-alert--danger" role="alert">
          <IconCircleAlert />
          <span>{submitError}</span>
        </p>
      )}

      <div className="trilha-taking__footer">
        <button
          type="button"
          className="trilha-btn trilha-btn--secondary"
          onClick={() => go(index - 1)}
          disabled={index === 0}
        >
          <IconChevronLeft />
          {TX.previous}
        </button>
        <div className="trilha-taking__finish">
          {!complete && <span className="trilha-hint">{TX.answerAll}</span>}
          {!last && (
            <button type="button" className="trilha-btn trilha-btn--secondary" onClick={() => go(index + 1)}>
              {TX.next}
              <IconChevronRight />
            </button>
          )}
          <button
            type="button"
            className="trilha-btn trilha-btn--primary"
            onClick={() => void submit()}
            disabled={!(complete || (timeUp && submitError)) || submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? <IconSpinner className="trilha-spin" /> : <IconCheckCompact />}
            {submitting ? TX.submitting : TX.finish}
          </button>
        </div>
      </div>
    </section>
  );
}
