import { type ReactNode, useId } from 'react';
import { IconArrowUpFromLine, IconSpinner } from '../../ui/icons';
import { PLAYER_MSG } from './messages';

export interface FieldProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled field of a player form (the material upload, a question): the label (with a required
 * mark), the control, a hint and the error, the control described by both (ids derived from `id`).
 */
export function FormField({
  id,
  label,
  required = false,
  full = false,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  full?: boolean;
  hint?: string;
  error?: string;
  children(field: FieldProps): ReactNode;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={full ? 'trilha-field trilha-field--full' : 'trilha-field'}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="trilha-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p className="trilha-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="trilha-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A player form's last row: the refusal (an alert the button is described by), the form's other
 * messages (`children`), and the submit button, busy while the form is sent.
 */
export function FormFooter({
  label,
  sending,
  failure,
  children,
}: {
  label: string;
  sending: boolean;
  failure: string | null;
  children?: ReactNode;
}) {
  const failureId = useId();
  return (
    <div className="trilha-upload__footer">
      {failure && (
        <p className="trilha-upload__message is-error" id={failureId} role="alert">
          {failure}
        </p>
      )}
      {children}
      <button
        type="submit"
        className="trilha-btn trilha-btn--primary"
        // Not `disabled`: the button keeps the focus while the form is sent.
        aria-disabled={sending || undefined}
        aria-describedby={failure ? failureId : undefined}
      >
        {sending ? <IconSpinner className="trilha-spin" /> : <IconArrowUpFromLine />}
        <span>{sending ? PLAYER_MSG.uploading : label}</span>
      </button>
    </div>
  );
}
