import { LIMITS } from '@trilha/sdk/contract';
import { onlyDigits } from '../format';
import { T } from '../messages';
import { TextField, type TextFieldProps } from './Field';

export type CodeFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (code: string) => void;
};

/**
 * A 6-digit e-mailed code (spec §5): digits only, at most 6, filled by the phone's one-time-code
 * hint. Every code input of the portal is this one.
 */
export function CodeField({ value, onChange, ...field }: CodeFieldProps) {
  return (
    <TextField
      className="input-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={T.login.codePlaceholder}
      maxLength={LIMITS.codeLength}
      {...field}
      value={value}
      onChange={(e) => onChange(onlyDigits(e.target.value, LIMITS.codeLength))}
    />
  );
}
