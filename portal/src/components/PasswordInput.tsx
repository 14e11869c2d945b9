import { IconEye, IconEyeOff } from '@trilha/sdk/ui';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { T } from '../messages';
import { Field } from './Field';

export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Adds the 'Gerar' button beside the toggle: it should put a random password in the field. */
  onGenerate?: () => void;
  /** Controlled visibility, for a generator that reveals what it made. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Default: the input's name. */
  problemKey?: string;
};

/** A password field with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  required,
  onGenerate,
  visible,
  onVisibleChange,
  problemKey,
  ...input
}: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = () => {
    if (onVisibleChange) onVisibleChange(!shown);
    else setOwnVisible(!shown);
  };
  return (
    <Field label={label} error={error} hint={hint} required={required} problemKey={problemKey ?? input.name}>
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
          {onGenerate && (
            <button
              type="button"
              className="btn btn-secondary btn-addon"
              onClick={onGenerate}
              title={T.password.generateTitle}
              disabled={input.disabled}
            >
              {T.password.generate}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
