import {
  QUESTION_STATUS_LABELS,
  type QuestionStatus,
  TUTORING_LIMITS,
  TUTORING_MSG,
  type TutoringQuestion,
  type UpdateQuestionReq,
} from '@trilha/sdk/contract';
import { IconAlert, IconCheck } from '@trilha/sdk/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { durationWords, TUTORING_TEXT as TX } from './tutoringMessages';

const STATUS_BADGE: Record<QuestionStatus, string> = {
  open: 'badge-warning',
  answered: 'badge-success',
  closed: 'badge-muted',
};

export interface QuestionActions {
  answer: (question: TutoringQuestion, text: string) => Promise<void>;
  update: (question: TutoringQuestion, change: UpdateQuestionReq) => Promise<void>;
}

/** When it was asked, when the first answer is due, how long the first answer took, when it was closed. */
function QuestionFacts({ question }: { question: TutoringQuestion }) {
  const facts: [string, string][] = [
    [TX.askedAt, formatDateTime(question.created_at)],
    [TX.dueAt, formatDateTime(question.due_at)],
  ];
  if (question.first_response_seconds !== null)
    facts.push([TX.firstResponse, durationWords(question.first_response_seconds)]);
  if (question.closed_at) facts.push([TX.closedAt, formatDateTime(question.closed_at)]);
  return (
    <dl className="tq-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="tq-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AnswerForm({ question, actions }: { question: TutoringQuestion; actions: QuestionActions }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = text.trim();
    if (!answer || answer.length > TUTORING_LIMITS.answerMaxLength) return setError(TUTORING_MSG.answerLength);
    setBusy(true);
    setError(null);
    try {
      await actions.answer(question, answer);
      setText('');
    } catch (e) {
      setError(errorMessage(e, TX.answerError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tq-answer-form" onSubmit={submit} noValidate>
      <Field label={TX.answerLabel} hint={TX.answerHint} error={error}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className="input tq-answer-input"
            rows={3}
            maxLength={TUTORING_LIMITS.answerMaxLength}
            value={text}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="btn btn-primary btn-sm"
        disabled={busy}
        aria-label={TX.actionLabel(TX.sendAnswer, question.asker.name)}
      >
        {busy ? TX.sending : TX.sendAnswer}
      </button>
    </form>
  );
}

/**
 * One question of the queue: where and by whom, its times, the text and picture as sent, the
 * answers, the answer form, and the FAQ and close/reopen switches.
 */
export function QuestionCard({ question: q, actions }: { question: TutoringQuestion; actions: QuestionActions }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `tq-${q.id}-title`;
  const answered = q.answers.length > 0;

  const change = async (body: UpdateQuestionReq) => {
    setBusy(true);
    setError(null);
    try {
      await actions.update(q, body);
    } catch (e) {
      setError(errorMessage(e, TX.updateError));
    } finally {
      setBusy(false);
    }
  };
  const label = (action: string) => TX.actionLabel(action, q.asker.name);
  const faqAction = q.faq ? TX.unmarkFaq : TX.markFaq;
  const statusAction = q.status === 'closed' ? TX.reopen : TX.close;

  return (
    <li className="card tq-card" aria-labelledby={titleId} data-question-id={q.id}>
      <div className="tq-card-head">
        <h2 id={titleId} className="tq-card-title">
          {TX.lessonPath(q.course_title, q.lesson_title)}
        </h2>
        <span className="tq-badges">
          <span className={`badge ${STATUS_BADGE[q.status]}`}>{QUESTION_STATUS_LABELS[q.status]}</span>
          {q.overdue && (
            <span className="badge badge-danger tq-badge-icon">
              <IconAlert size={14} />
              {TX.overdue}
            </span>
          )}
          {q.faq && (
            <span className="badge badge-primary tq-badge-icon">
              <IconCheck size={14} />
              {TX.faq}
            </span>
          )}
        </span>
      </div>
      <p className="tq-asker">
        <span className="cell-strong">{q.asker.name}</span>
        <span className="muted">{q.company?.name ?? TX.noCompany}</span>
        <span className="muted tq-email">{q.asker.email}</span>
      </p>
      <QuestionFacts question={q} />
      <p className="tq-text">{q.text}</p>
      {q.image_url && (
        <a href={q.image_url} target="_blank" rel="noreferrer" className="tq-picture">
          <img src={q.image_url} alt={TX.picture(q.asker.name)} loading="lazy" />
        </a>
      )}
      {answered && (
        <section className="tq-answers" aria-labelledby={`${titleId}-answers`}>
          <h3 id={`${titleId}-answers`} className="tq-answers-title">
            {TX.answersTitle}
          </h3>
          <ol>
            {q.answers.map((a) => (
              <li key={a.id} className="tq-answer">
                <p className="tq-answer-meta">{TX.answerBy(a.author_name, formatDateTime(a.created_at))}</p>
                <p className="tq-text">{a.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {q.status === 'closed' ? (
        <p className="muted small">{TX.closedHint}</p>
      ) : (
        <AnswerForm question={q} actions={actions} />
      )}
      <FormAlert kind="error">{error}</FormAlert>
      <div className="tq-actions">
        {(answered || q.faq) && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy}
            aria-label={label(faqAction)}
            onClick={() => void change({ faq: !q.faq })}
          >
            {faqAction}
          </button>
        )}
        <button
          type="button"
          className={`btn btn-sm ${q.status === 'closed' ? 'btn-outline' : 'btn-secondary'}`}
          disabled={busy}
          aria-label={label(statusAction)}
          onClick={() => void change({ status: q.status === 'closed' ? 'open' : 'closed' })}
        >
          {statusAction}
        </button>
      </div>
    </li>
  );
}
