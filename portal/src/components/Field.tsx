import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface FieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Renders the control; receives the ids to wire label, hint and error. */
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

/** A label, a control, an optional hint and an error line, wired for screen readers. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
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
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
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
};

export function TextField({ label, error, hint, required, fieldClassName, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
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
