import { type InputHTMLAttributes, type ReactNode, useContext, useId } from 'react';
import { FormProblemContext } from './formProblem';

export interface FieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The key a form's check names this field by (FieldProblem.field): its error line then describes it. */
  problemKey?: string;
  /** Renders the control; receives the ids to wire label, hint and error. */
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/**
 * A label, a control, an optional hint and an error line, wired for screen readers: the error is
 * announced when it appears and read with the field (aria-describedby, aria-invalid), and so is the
 * form's error line when the form's check names this field.
 */
export function Field({ label, error, hint, required, className, problemKey, children }: FieldProps) {
  const id = useId();
  const problem = useContext(FormProblemContext);
  const flagged = problemKey !== undefined && problem?.field === problemKey;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, flagged ? problem.messageId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) || flagged })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  fieldClassName?: string;
  /** Default: the input's name. */
  problemKey?: string;
};

export function TextField({
  label,
  error,
  hint,
  required,
  fieldClassName,
  className,
  problemKey,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={fieldClassName}
      problemKey={problemKey ?? input.name}
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={`input${className ? ` ${className}` : ''}`}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          required={required}
          {...input}
        />
      )}
    </Field>
  );
}
