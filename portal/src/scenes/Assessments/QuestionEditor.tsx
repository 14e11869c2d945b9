import { IconPlus, IconTrash } from '@trilha/sdk/ui';
import { useEffect, useRef } from 'react';
import { Field } from '../../components/Field';
import { T } from '../../messages';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  letter,
  newQuestion,
  type QuestionDraft,
  removeOption,
  setCorrect,
} from './assessmentDraft';

const TX = T.assessmentForm;

function QuestionBlock({
  question: q,
  number,
  disabled,
  onChange,
  onRemove,
}: {
  question: QuestionDraft;
  number: number;
  disabled: boolean;
  onChange(next: QuestionDraft): void;
  onRemove(): void;
}) {
  return (
    <li className="q-editor">
      <div className="q-editor-head">
        <h4 className="q-editor-title">{TX.question(number)}</h4>
        <button
          type="button"
          className="btn btn-sm btn-danger-outline"
          onClick={onRemove}
          disabled={disabled}
          aria-label={TX.removeQuestion(number)}
          title={TX.removeQuestion(number)}
        >
          <IconTrash size={16} />
        </button>
      </div>
      <Field label={TX.questionText(number)} required>
        {({ id }) => (
          <textarea
            id={id}
            className="input"
            rows={2}
            value={q.text}
            placeholder={TX.questionPlaceholder}
            disabled={disabled}
            onChange={(e) => onChange({ ...q, text: e.target.value })}
          />
        )}
      </Field>
      <fieldset className="q-options" disabled={disabled}>
        <legend className="sr-only">{TX.correctLegend(number)}</legend>
        {q.options.map((o, i) => (
          <div key={o.key} className={`q-option${o.isCorrect ? ' is-correct' : ''}`}>
            <label className="q-option-correct" title={TX.markCorrect(number, letter(i))}>
              <input
                type="radio"
                name={`correct-${q.key}`}
                checked={o.isCorrect}
                onChange={() => onChange(setCorrect(q, o.key))}
                aria-label={TX.markCorrect(number, letter(i))}
              />
              <span className="q-option-letter" aria-hidden="true">
                {letter(i)})
              </span>
            </label>
            <input
              className="input"
              value={o.text}
              placeholder={TX.optionPlaceholder(letter(i))}
              aria-label={TX.optionText(number, letter(i))}
              onChange={(e) =>
                onChange({
                  ...q,
                  options: q.options.map((x) => (x.key === o.key ? { ...x, text: e.target.value } : x)),
                })
              }
            />
            {o.isCorrect && <span className="badge badge-success">{TX.correct}</span>}
            <button
              type="button"
              className="icon-button q-option-remove"
              onClick={() => onChange(removeOption(q, o.key))}
              disabled={!canRemoveOption(q)}
              aria-label={TX.removeOption(number, letter(i))}
              title={TX.removeOption(number, letter(i))}
            >
              <IconTrash size={16} />
            </button>
          </div>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        onClick={() => onChange(addOption(q))}
        disabled={disabled || !canAddOption(q)}
      >
        <IconPlus size={16} />
        {TX.addOption}
      </button>
    </li>
  );
}

/**
 * The multiple-choice question editor (spec §2, §5 Quiz question): 2 to 6 options, new questions
 * with 4 options and the first correct, one correct option per question (a radio group).
 */
export function QuestionEditor({
  questions,
  disabled,
  onChange,
}: {
  questions: QuestionDraft[];
  disabled: boolean;
  onChange(next: QuestionDraft[]): void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const added = useRef(false);

  // A new question takes the focus (its text field), so keyboard users land where they type.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const items = listRef.current?.querySelectorAll<HTMLTextAreaElement>('.q-editor textarea');
    items?.[items.length - 1]?.focus();
  });

  return (
    <section className="q-editor-section" aria-labelledby="q-editor-heading">
      <div className="q-editor-section-head">
        <div>
          <h3 id="q-editor-heading" className="q-editor-section-title">
            {TX.questions} ({questions.length})
          </h3>
          <p className="field-hint">{TX.questionsHint}</p>
        </div>
      </div>
      {questions.length === 0 && <p className="muted q-editor-empty">{TX.noQuestions}</p>}
      <ol className="q-editor-list" ref={listRef}>
        {questions.map((q, i) => (
          <QuestionBlock
            key={q.key}
            question={q}
            number={i + 1}
            disabled={disabled}
            onChange={(next) => onChange(questions.map((x) => (x.key === q.key ? next : x)))}
            onRemove={() => onChange(questions.filter((x) => x.key !== q.key))}
          />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-outline"
        disabled={disabled}
        onClick={() => {
          added.current = true;
          onChange([...questions, newQuestion()]);
        }}
      >
        <IconPlus size={18} />
        {TX.addQuestion}
      </button>
    </section>
  );
}
