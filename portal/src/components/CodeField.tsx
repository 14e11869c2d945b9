import { LIMITS } from '@trilha/sdk/contract';
import type { ReactNode } from 'react';
import { onlyDigits } from '../format';
import { T } from '../messages';
import { TextField } from './Field';

/** A 6-digit e-mailed code: digits only, at most 6 (spec §5), filled by the phone's one-time-code hint. */
export function CodeField({
  label,
  value,
  onChange,
  disabled,
  required,
}: {
  label: ReactNode;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  required?: boolean;
}) {
  return (
    <TextField
      label={label}
      className="input-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={T.login.codePlaceholder}
      maxLength={LIMITS.codeLength}
      value={value}
      onChange={(e) => onChange(onlyDigits(e.target.value, LIMITS.codeLength))}
      disabled={disabled}
      required={required}
    />
  );
}
