import type { QuestionOptionShape, QuestionShape, SubmitResponse } from '../../contract';
import { useTrilhaClient } from '../../provider';
import { IconCheckCompact, IconClose } from '../../ui/icons';
import { answerIds, formatPoints, type Mark, markOf, sumMarks } from './logic';
import { ASSESSMENT_TEXT as TX } from './messages';

/** The verdict and the points in words (and when nothing was chosen), so nothing rests on colour. */
function Points({ mark }: { mark: Pick<Mark, 'verdict' | 'earned' | 'total'> & { chosen?: number[] } }) {
  return (
    <p className="trilha-review__points">
      {mark.chosen?.length === 0 && `${TX.notAnswered} `}
      {TX.verdict[mark.verdict]} · {formatPoints(mark.earned, mark.total)}
    </p>
  );
}

/** The options as shown, each tagged when chosen and when right. */
function ReviewOptions({ options, mark }: { options: QuestionOptionShape[]; mark: Mark }) {
  return (
    <ul className="trilha-review__options">
      {options.map((o, i) => {
        const correct = mark.correct.includes(o.id);
        const chosen = mark.chosen.includes(o.id);
        const cls = correct ? ' is-correct' : chosen ? ' is-chosen-wrong' : '';
        return (
          <li key={o.id} className={`trilha-review__option${cls}`}>
            <span className="trilha-option__letter" aria-hidden="true">
              {String.fromCharCode(65 + i)}
            </span>
            <span className="trilha-review__text">{o.option_text}</span>
            {chosen && <span className="trilha-tag trilha-tag--chosen">{TX.yourAnswer}</span>}
            {correct && <span className="trilha-tag trilha-tag--correct">{TX.correctOption}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Every question as it was shown, with the learner's choices and the right options, the points
 * earned (partial credit, a scenario's items one by one) and the bank's explanation. Results come
 * per question id, or per item id for a scenario.
 */
export function AnswerReview({
  id,
  questions,
  result,
}: {
  id: string;
  questions: QuestionShape[];
  result: SubmitResponse;
}) {
  const client = useTrilhaClient();
  const byId = new Map(result.results.map((r) => [r.question_id, r]));
  return (
    <ol className="trilha-review" id={id} aria-label={TX.reviewTitle}>
      {questions.map((q, n) => {
        const parts = q.items?.length ? q.items : null;
        const share = parts ? q.points / parts.length : q.points;
        const marks = answerIds(q).map((part) => markOf(byId.get(part), share));
        const whole = sumMarks(marks);
        const explanation = byId.get(answerIds(q)[0] as number)?.explanation;
        return (
          <li key={q.id} className={`trilha-review__item is-${whole.verdict}`}>
            <div className="trilha-review__head">
              <span className="trilha-review__mark" aria-hidden="true">
                {whole.verdict === 'right' ? <IconCheckCompact /> : <IconClose />}
              </span>
              <h3 className="trilha-review__question">
                <span className="trilha-review__number">{TX.questionOf(n + 1, questions.length)}</span>
                {q.question_text}
              </h3>
            </div>
            {q.image_url && (
              <img
                className="trilha-question__image"
                src={client.http.url(q.image_url)}
                alt={TX.questionImage(n + 1)}
              />
            )}
            {parts ? (
              parts.map((item, k) => (
                <div key={item.id} className="trilha-review__part">
                  <h4>{item.text}</h4>
                  <ReviewOptions options={item.options} mark={marks[k] as Mark} />
                  <Points mark={marks[k] as Mark} />
                </div>
              ))
            ) : (
              <ReviewOptions options={q.options} mark={marks[0] as Mark} />
            )}
            <Points mark={parts ? whole : (marks[0] as Mark)} />
            {explanation && (
              <div className="trilha-review__explanation">
                <h4>{TX.explanation}</h4>
                <p>{explanation}</p>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
