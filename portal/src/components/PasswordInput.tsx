import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { T } from '../messages';
import { Field } from './Field';
import { IconEye, IconEyeOff } from './icons';

export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Extra buttons beside the toggle (the password generator). */
  actions?: ReactNode;
  /** Controlled visibility, for a generator that reveals what it made. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
};

/** A password field with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  required,
  actions,
  visible,
  onVisibleChange,
  ...input
}: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = () => {
    if (onVisibleChange) onVisibleChange(!shown);
    else setOwnVisible(!shown);
  };
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <div className="input-group">
          <input
            id={id}
            type={shown ? 'text' : 'password'}
            className="input"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            required={required}
            spellCheck={false}
            autoCapitalize="off"
            {...input}
          />
          <button
            type="button"
            className="input-addon"
            onClick={toggle}
            aria-label={shown ? T.common.hidePassword : T.common.showPassword}
            aria-pressed={shown}
            title={shown ? T.common.hidePassword : T.common.showPassword}
          >
            {shown ? <IconEyeOff size={18} /> : <IconEye size={18} />}
          </button>
          {actions}
        </div>
      )}
    </Field>
  );
}
