import { forwardRef, useId } from 'react';
import type { QuestionShape } from '../../contract';
import { ASSESSMENT_TEXT as TX } from './messages';

/**
 * One question as a native radio group: Tab reaches the group, arrow keys move between options
 * (and choose them), as every screen reader expects.
 */
export const QuestionCard = forwardRef<
  HTMLHeadingElement,
  {
    question: QuestionShape;
    number: number;
    total: number;
    selected: number | undefined;
    disabled: boolean;
    onSelect(optionId: number): void;
  }
>(function QuestionCard({ question, number, total, selected, disabled, onSelect }, headingRef) {
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <fieldset className="trilha-question" aria-labelledby={headingId} disabled={disabled}>
      <p className="trilha-question__number">{TX.questionOf(number, total)}</p>
      <h3 className="trilha-question__text" id={headingId} tabIndex={-1} ref={headingRef}>
        {question.question_text}
      </h3>
      <div className="trilha-options">
        {question.options.map((option, i) => {
          const optionId = `${id}-o${option.id}`;
          const checked = selected === option.id;
          return (
            <label key={option.id} htmlFor={optionId} className={`trilha-option${checked ? ' is-checked' : ''}`}>
              <input
                type="radio"
                id={optionId}
                name={`${id}-q${question.id}`}
                value={option.id}
                checked={checked}
                onChange={() => onSelect(option.id)}
              />
              <span className="trilha-option__letter" aria-hidden="true">
                {String.fromCharCode(65 + i)}
              </span>
              <span className="trilha-option__text">{option.option_text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});
