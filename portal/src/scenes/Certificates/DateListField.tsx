import { IconPlus, IconTrash } from '@trilha/sdk/ui';
import { useId } from 'react';
import { Field } from '../../components/Field';
import { T } from '../../messages';

const TX = T.convalidation;
/** The contract's most dates in one record. */
const MAX_DATES = 50;

export interface DateRow {
  /** Stable across removals, so a row keeps its input (and focus) when one before it goes. */
  key: number;
  value: string;
}

/**
 * The days of an earlier training: one date input per day, at least one, each removable by a
 * labelled button. One error line for the group; the rows it is about read as invalid and are
 * described by it.
 */
export function DateListField({
  rows,
  bad,
  error,
  max,
  onChange,
}: {
  rows: DateRow[];
  /** The keys of the rows the error is about. */
  bad: ReadonlySet<number>;
  error?: string;
  /** The latest day accepted (YYYY-MM-DD). */
  max: string;
  onChange(rows: DateRow[]): void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const nextKey = Math.max(...rows.map((r) => r.key)) + 1;

  return (
    <fieldset className="conv-group" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="field-label">
        {TX.dates}
        <span className="field-required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="conv-dates">
        {rows.map((row, i) => {
          const invalid = Boolean(error) && bad.has(row.key);
          return (
            <div key={row.key} className="conv-date">
              <Field label={TX.date(i + 1)} className={invalid ? 'field-invalid' : undefined}>
                {({ id: inputId }) => (
                  <input
                    id={inputId}
                    type="date"
                    className="input"
                    max={max}
                    value={row.value}
                    aria-describedby={invalid ? errorId : undefined}
                    aria-invalid={invalid || undefined}
                    onChange={(e) =>
                      onChange(rows.map((r) => (r.key === row.key ? { ...r, value: e.target.value } : r)))
                    }
                  />
                )}
              </Field>
              <button
                type="button"
                className="icon-button conv-date-remove"
                aria-label={TX.removeDate(i + 1)}
                title={TX.removeDate(i + 1)}
                disabled={rows.length === 1}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                <IconTrash size={16} />
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="btn btn-sm btn-ghost conv-date-add"
          onClick={() => onChange([...rows, { key: nextKey, value: '' }])}
          disabled={rows.length >= MAX_DATES}
        >
          <IconPlus size={16} />
          {TX.addDate}
        </button>
      </div>
      <p id={hintId} className="field-hint">
        {TX.datesHint}
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
