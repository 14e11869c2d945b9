import { IconPlus, IconTrash } from '@trilha/sdk/ui';
import { useId } from 'react';
import { T } from '../../messages';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  letter,
  markCorrect,
  type OptionDraft,
  removeOption,
} from './questionDraft';

const TX = T.questionBanks;

/**
 * The alternatives of a question or of a scenario's item: a text per letter and which are right,
 * a radio group when one is (single choice, an item), checkboxes when several may be (multiple).
 * A right alternative also reads 'Correta', so the colour is never the only sign.
 */
export function OptionsEditor({
  options,
  many,
  item,
  disabled,
  onChange,
}: {
  options: OptionDraft[];
  many: boolean;
  /** The scenario item's number, named in each control's label. */
  item?: number;
  disabled: boolean;
  onChange: (next: OptionDraft[]) => void;
}) {
  const group = useId();
  const label = (i: number) => (item ? TX.itemOptionText(item, letter(i)) : TX.optionText(letter(i)));
  const correctLabel = (i: number) => (item ? TX.itemMarkCorrect(item, letter(i)) : TX.markCorrect(letter(i)));
  const removeLabel = (i: number) => (item ? TX.itemRemoveOption(item, letter(i)) : TX.removeOption(letter(i)));
  return (
    <div className="qb-options">
      <ol className="qb-option-list">
        {options.map((o, i) => (
          <li key={o.key} className={`qb-option${o.isCorrect ? ' is-correct' : ''}`}>
            <input
              type={many ? 'checkbox' : 'radio'}
              name={many ? undefined : group}
              className="qb-option-mark"
              checked={o.isCorrect}
              disabled={disabled}
              aria-label={correctLabel(i)}
              title={correctLabel(i)}
              onChange={() => onChange(markCorrect(options, o.key, !many))}
            />
            <span className="qb-option-letter" aria-hidden="true">
              {letter(i)})
            </span>
            <input
              className="input"
              value={o.text}
              disabled={disabled}
              aria-label={label(i)}
              maxLength={1000}
              onChange={(e) => onChange(options.map((x) => (x.key === o.key ? { ...x, text: e.target.value } : x)))}
            />
            {o.isCorrect && <span className="badge badge-success">{TX.correct}</span>}
            <button
              type="button"
              className="icon-button qb-option-remove"
              onClick={() => onChange(removeOption(options, o.key, !many))}
              disabled={disabled || !canRemoveOption(options)}
              aria-label={removeLabel(i)}
              title={removeLabel(i)}
            >
              <IconTrash size={16} />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        onClick={() => onChange(addOption(options))}
        disabled={disabled || !canAddOption(options)}
      >
        <IconPlus size={16} />
        {TX.addOption}
      </button>
    </div>
  );
}
