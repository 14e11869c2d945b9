import { type Ref, useId, useRef } from 'react';
import { TUTORING_LEARNER_MSG } from '../../contract/learnerMessages';
import { type LessonQuestion, QUESTION_STATUS_LABELS } from '../../contract/tutoring';
import { useTrilhaClient } from '../../provider';
import { formatDate } from '../shared/dates';
import { useLessonQuestions } from './hooks/useLessonQuestions';
import { PLAYER_MSG } from './messages';
import { PanelStatus } from './PanelStatus';
import { QuestionForm } from './QuestionForm';
import { QUESTION_STATUS_TONE, questionImageSrc } from './questions';

/**
 * 'Dúvidas' (issue 26): an enrolled worker asks the course's tutors about the lesson, follows
 * their own questions and answers, and reads the lesson's FAQ (other students' questions, no
 * names). Texts are rendered as text, their line breaks kept.
 */
export function QuestionsPanel({ lessonId }: { lessonId: number }) {
  const id = useId();
  const { state, retry, added } = useLessonQuestions(lessonId);
  const mineRef = useRef<HTMLHeadingElement>(null);
  const data = state.status === 'ready' ? state.data : null;

  // The form is cleared: the reader goes to the list that now starts with their question.
  const onAsked = async (question: LessonQuestion) => {
    const reloading = added(question);
    requestAnimationFrame(() => mineRef.current?.focus());
    await reloading;
  };

  return (
    <section className="trilha-questions" aria-labelledby={`${id}-title`}>
      <h3 className="trilha-questions__title" id={`${id}-title`}>
        {TUTORING_LEARNER_MSG.panelTitle}
      </h3>
      <QuestionForm lessonId={lessonId} onAsked={onAsked} />
      <PanelStatus
        status={state.status}
        loading={PLAYER_MSG.questionsLoading}
        failed={PLAYER_MSG.questionsFailed}
        onRetry={retry}
      />
      {data && data.questions.length === 0 && data.faq.length === 0 && (
        <p className="trilha-panel-state">{TUTORING_LEARNER_MSG.empty}</p>
      )}
      {data && data.questions.length > 0 && (
        <QuestionList title={TUTORING_LEARNER_MSG.mineTitle} headingRef={mineRef} questions={data.questions} mine />
      )}
      {data && data.faq.length > 0 && <QuestionList title={TUTORING_LEARNER_MSG.faqTitle} questions={data.faq} />}
    </section>
  );
}

function QuestionList({
  title,
  questions,
  mine = false,
  headingRef,
}: {
  title: string;
  questions: LessonQuestion[];
  /** The worker's own: date, status and the tutors' names; the FAQ shows the question and its answers only. */
  mine?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  return (
    <section className="trilha-questions__group" aria-labelledby={id}>
      <h4 className="trilha-questions__heading" id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h4>
      <ul className="trilha-questions__list">
        {questions.map((q) => (
          <QuestionItem key={q.id} question={q} mine={mine} />
        ))}
      </ul>
    </section>
  );
}

function QuestionItem({ question: q, mine }: { question: LessonQuestion; mine: boolean }) {
  const client = useTrilhaClient();
  const image = questionImageSrc(q.image_url, (path) => client.http.url(path));
  return (
    <li className={mine ? 'trilha-question' : 'trilha-question is-faq'}>
      {mine && (
        <p className="trilha-question__meta">
          <time dateTime={q.created_at}>{PLAYER_MSG.askedOn(formatDate(q.created_at))}</time>
          <span className={`trilha-badge trilha-badge--${QUESTION_STATUS_TONE[q.status]}`}>
            {QUESTION_STATUS_LABELS[q.status]}
          </span>
        </p>
      )}
      <p className="trilha-question__text">{q.text}</p>
      {image && <img className="trilha-question__image" src={image} alt={PLAYER_MSG.questionImageAlt} loading="lazy" />}
      {q.answers.length > 0 ? (
        <ul className="trilha-answers" aria-label={PLAYER_MSG.answers}>
          {q.answers.map((a) => (
            <li key={a.id} className="trilha-answer">
              {mine && (
                <p className="trilha-answer__meta">
                  <strong>{a.author_name}</strong> · <time dateTime={a.created_at}>{formatDate(a.created_at)}</time>
                </p>
              )}
              <p className="trilha-question__text">{a.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        mine && q.status === 'open' && <p className="trilha-hint">{TUTORING_LEARNER_MSG.waiting}</p>
      )}
    </li>
  );
}
