import { forwardRef, useId } from 'react';
import type { QuestionOptionShape, QuestionShape } from '../../contract';
import { type Answer, type Answers, toggleOption } from './logic';
import { ASSESSMENT_TEXT as TX } from './messages';

/**
 * One group of options: native radios (Tab reaches the group, arrows move and choose, as every
 * screen reader expects), or checkboxes for a multiple-answer question (Tab to each, Space ticks).
 */
function Options({
  name,
  options,
  multiple,
  answer,
  onAnswer,
}: {
  name: string;
  options: QuestionOptionShape[];
  multiple: boolean;
  answer: Answer | undefined;
  onAnswer(answer: Answer | undefined): void;
}) {
  return (
    <div className="trilha-options">
      {options.map((option, i) => {
        const checked = Array.isArray(answer) ? answer.includes(option.id) : answer === option.id;
        return (
          <label
            key={option.id}
            className={`trilha-option${multiple ? ' trilha-option--check' : ''}${checked ? ' is-checked' : ''}`}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              checked={checked}
              onChange={() => onAnswer(multiple ? toggleOption(answer, option.id) : option.id)}
            />
            <span className="trilha-option__letter" aria-hidden="true">
              {String.fromCharCode(65 + i)}
            </span>
            <span className="trilha-option__text">{option.option_text}</span>
          </label>
        );
      })}
    </div>
  );
}

/**
 * One question as a fieldset whose legend is its number and statement (the heading the focus lands
 * on): single choice, verdadeiro ou falso and the fixed list's questions as a radio group, multiple
 * answers as checkboxes, a scenario as its situation followed by one radio group per item, each
 * answered by the item's own id.
 */
export const QuestionCard = forwardRef<
  HTMLHeadingElement,
  {
    question: QuestionShape;
    number: number;
    total: number;
    imageUrl: string | null;
    answers: Answers;
    disabled: boolean;
    onAnswer(id: number, answer: Answer | undefined): void;
  }
>(function QuestionCard({ question, number, total, imageUrl, answers, disabled, onAnswer }, headingRef) {
  const id = useId();
  const multiple = question.question_type === 'multiple';
  return (
    <fieldset className="trilha-question" disabled={disabled} aria-describedby={multiple ? `${id}-hint` : undefined}>
      <legend className="trilha-question__legend">
        <span className="trilha-question__number">{TX.questionOf(number, total)}</span>
        <h3 className="trilha-question__text" tabIndex={-1} ref={headingRef}>
          {question.question_text}
        </h3>
      </legend>
      {imageUrl && <img className="trilha-question__image" src={imageUrl} alt={TX.questionImage(number)} />}
      {multiple && (
        <p className="trilha-question__hint" id={`${id}-hint`}>
          {TX.markAll}
        </p>
      )}
      {question.items?.length ? (
        question.items.map((item) => (
          <fieldset key={item.id} className="trilha-question__item">
            <legend>{item.text}</legend>
            <Options
              name={`${id}-i${item.id}`}
              options={item.options}
              multiple={false}
              answer={answers[item.id]}
              onAnswer={(answer) => onAnswer(item.id, answer)}
            />
          </fieldset>
        ))
      ) : (
        <Options
          name={`${id}-q${question.id}`}
          options={question.options}
          multiple={multiple}
          answer={answers[question.id]}
          onAnswer={(answer) => onAnswer(question.id, answer)}
        />
      )}
    </fieldset>
  );
});
