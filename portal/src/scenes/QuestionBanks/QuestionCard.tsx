import { type BankOption, type BankQuestion, QUESTION_TYPE_LABELS } from '@trilha/sdk/contract';
import { IconCheck } from '@trilha/sdk/ui';
import { T } from '../../messages';
import { letter } from './questionDraft';

const TX = T.questionBanks;

/** The alternatives as a student reads them, the right ones marked by an icon and the word 'Correta'. */
function Options({ options }: { options: BankOption[] }) {
  return (
    <ol className="qb-card-options">
      {options.map((o, i) => (
        <li key={o.id} className={o.isCorrect ? 'is-correct' : undefined}>
          <span className="qb-card-letter" aria-hidden="true">
            {letter(i)})
          </span>
          <span className="qb-card-option-text">{o.text}</span>
          {o.isCorrect && (
            <span className="qb-card-correct">
              <IconCheck size={14} />
              {TX.correct}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** One question of the bank: its type, topic, points, statement, picture, alternatives and explanation. */
export function QuestionCard({
  question: q,
  number,
  disabled,
  onEdit,
  onDelete,
}: {
  question: BankQuestion;
  number: number;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `qb-question-${q.id}`;
  return (
    <li className="card qb-card" aria-labelledby={headingId}>
      <div className="qb-card-head">
        <h2 id={headingId} className="qb-card-number">
          {TX.questionNumber(number)}
        </h2>
        <span className="badge badge-primary">{QUESTION_TYPE_LABELS[q.type]}</span>
        {q.topic && <span className="chip">{q.topic}</span>}
        <span className="badge badge-outline">{TX.points(q.points)}</span>
        {q.type === 'multiple' && (
          <span className="badge badge-neutral">{q.partial_credit ? TX.partialCredit : TX.allOrNothing}</span>
        )}
        <span className="qb-card-actions">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={onEdit}
            disabled={disabled}
            aria-label={TX.editQuestionLabel(number)}
          >
            {T.common.edit}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-danger-outline"
            onClick={onDelete}
            disabled={disabled}
            aria-label={TX.deleteQuestionLabel(number)}
          >
            {T.common.delete}
          </button>
        </span>
      </div>
      <div className="qb-card-body">
        {q.image_url && (
          <a href={q.image_url} target="_blank" rel="noopener" className="qb-card-image">
            <img src={q.image_url} alt={TX.imageAlt(number)} loading="lazy" />
          </a>
        )}
        <div className="qb-card-main">
          <p className="qb-card-text">{q.text}</p>
          {q.type === 'scenario' ? (
            <ol className="qb-card-items">
              {q.items.map((item, i) => (
                <li key={item.id}>
                  <p className="qb-card-item-text">
                    <strong>{TX.item(i + 1)}:</strong> {item.text}
                  </p>
                  <Options options={item.options} />
                </li>
              ))}
            </ol>
          ) : (
            <Options options={q.options} />
          )}
          {q.explanation && (
            <p className="qb-card-explanation">
              <strong>{TX.explanationLabel}</strong> {q.explanation}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
