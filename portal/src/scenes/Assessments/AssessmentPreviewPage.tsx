import { ASSESSMENT_MSG, type AssessmentShape } from '@trilha/sdk/contract';
import { IconCheck, useLoader } from '@trilha/sdk/ui';
import { useParams } from 'react-router';
import { client, errorMessage } from '../../api';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { letter } from './assessmentDraft';
import './Assessments.css';

const TX = T.assessmentPreview;
const M = T.assessmentManager;

function Preview({ assessment: a }: { assessment: AssessmentShape }) {
  const questions = a.questions ?? [];
  const facts: [string, string][] = [
    [M.time, M.minutes(a.time_limit)],
    [M.passingScore, `${a.passing_score}%`],
    [M.attempts, a.max_attempts === null ? M.unlimited : String(a.max_attempts)],
    [M.questions, String(questions.length)],
  ];
  return (
    <>
      <PageHeader title={a.title} subtitle={a.course_title ? `${TX.title} · ${a.course_title}` : TX.title} />
      <section className="card preview-summary" aria-label={TX.title}>
        {a.description && <p className="preview-description">{a.description}</p>}
        <dl className="assessment-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="assessment-fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="field-hint">{TX.subtitle}</p>
      </section>
      {questions.length === 0 ? (
        <div className="card">
          <EmptyState>{ASSESSMENT_MSG.noQuestions}</EmptyState>
        </div>
      ) : (
        <ol className="preview-questions">
          {questions.map((q, n) => (
            <li key={q.id} className="card preview-question">
              <p className="preview-question-number">{TX.question(n + 1)}</p>
              <h2 className="preview-question-text">{q.question_text}</h2>
              <ul className="preview-options">
                {q.options.map((o, i) => (
                  <li key={o.id} className={`preview-option${o.is_correct ? ' is-correct' : ''}`}>
                    <span className="preview-option-letter">{letter(i)})</span>
                    <span className="preview-option-text">{o.option_text}</span>
                    {o.is_correct && (
                      <span className="badge badge-success">
                        <IconCheck size={14} />
                        {TX.correct}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

const NOT_FOUND = new Error('bad assessment id');

/** '/assessments/{assessmentId}/preview' (admin API): questions lettered A), B)... with the correct ones marked. */
export function AssessmentPreviewPage() {
  const { assessmentId } = useParams();
  const id = Number(assessmentId);
  const { state, retry } = useLoader(
    () =>
      Number.isSafeInteger(id) && id > 0
        ? client.assessments.preview(id).then(({ assessment }) => assessment)
        : Promise.reject(NOT_FOUND),
    [id],
    { toError: (error) => (error === NOT_FOUND ? ASSESSMENT_MSG.notFound : errorMessage(error, TX.loadError)) },
  );

  return (
    <div className="assessment-preview">
      {state.status === 'error' && <ErrorState message={state.error} onRetry={retry} />}
      {state.status === 'loading' && <Loading />}
      {state.status === 'ready' && <Preview assessment={state.data} />}
    </div>
  );
}
