import { LIMITS } from '@trilha/sdk/contract';
import { onlyDigits, pasteDigits } from '../format';
import { T } from '../messages';
import { TextField, type TextFieldProps } from './Field';

export type CodeFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (code: string) => void;
};

/**
 * A 6-digit e-mailed code (spec §5): digits only, at most 6, filled by the phone's one-time-code
 * hint or pasted from the e-mail (spaces and words around the code are dropped, which the
 * input's own length limit would cut short). Every code input of the portal is this one.
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
      onPaste={(e) => {
        const input = e.currentTarget;
        const end = input.selectionEnd ?? input.value.length;
        e.preventDefault();
        onChange(
          pasteDigits(
            input.value,
            [input.selectionStart ?? end, end],
            e.clipboardData.getData('text'),
            LIMITS.codeLength,
          ),
        );
      }}
    />
  );
}
