import { MSG } from '@trilha/sdk/contract';
import type { ReactNode } from 'react';
import { type Schema, validate } from '../validate';
import type { FieldProblem } from './formProblem';
import { PasswordField } from './PasswordInput';

/** A new password and its confirmation, as typed. */
export interface NewPassword {
  password: string;
  confirm: string;
}

export const emptyNewPassword: NewPassword = { password: '', confirm: '' };

/** How a form's check names the two fields (FieldProblem.field). */
export const NEW_PASSWORD_FIELDS = { password: 'new-password', confirm: 'confirm-password' } as const;

/**
 * What is wrong with a new password, in the words of the `schema` that the server reads it with
 * (under `field`: 'password' or 'newPassword'), then whether the confirmation matches; null when fine.
 */
export function newPasswordProblem(schema: Schema, field: string, value: NewPassword): FieldProblem | null {
  const errors: Partial<Record<string, string>> = validate(schema, { [field]: value.password });
  const invalid = errors[field];
  if (invalid) return { field: NEW_PASSWORD_FIELDS.password, message: invalid };
  return value.password !== value.confirm
    ? { field: NEW_PASSWORD_FIELDS.confirm, message: MSG.passwordsDontMatch }
    : null;
}

/**
 * The new password and 'confirm' fields of every password change (profile, first login, reset
 * link), with the show/hide toggle; the rules are the schema's, through `newPasswordProblem`.
 */
export function PasswordChangeFields({
  value,
  onChange,
  labels,
  disabled,
  required,
  named,
  autoFocus,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  labels: { password: ReactNode; confirm: ReactNode };
  disabled?: boolean;
  required?: boolean;
  /** Gives the inputs the names password managers read ('new-password', 'confirm-password'). */
  named?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name={named ? 'new-password' : undefined}
        problemKey={NEW_PASSWORD_FIELDS.password}
        autoComplete="new-password"
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        disabled={disabled}
        required={required}
        autoFocus={autoFocus}
      />
      <PasswordField
        label={labels.confirm}
        name={named ? 'confirm-password' : undefined}
        problemKey={NEW_PASSWORD_FIELDS.confirm}
        autoComplete="new-password"
        value={value.confirm}
        onChange={(e) => onChange({ ...value, confirm: e.target.value })}
        disabled={disabled}
        required={required}
      />
    </>
  );
}
