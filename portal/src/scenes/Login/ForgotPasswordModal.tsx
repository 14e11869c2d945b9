import { useSignals } from '@preact/signals-react/runtime';
import { ApiError, NetworkError } from '@trilha/sdk/client';
import { ForgotPasswordSchema, readableText } from '@trilha/sdk/contract';
import { IconCheck } from '@trilha/sdk/ui';
import { type CSSProperties, useState } from 'react';
import { client } from '../../api';
import { TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { T } from '../../messages';
import { hoverShade } from '../../state/colors';
import { forgotPasswordColor } from '../../state/theme';
import { validate } from '../../validate';

/** Error texts by failure (spec §8 Authentication, forgot-password). */
function forgotError(error: unknown): string {
  if (error instanceof NetworkError) return T.forgot.network;
  if (error instanceof ApiError) {
    if (error.status === 400 && error.errors?.length) return T.forgot.invalid400;
    if (error.status >= 500) return T.forgot.internal;
    return typeof error.body.message === 'string' && error.body.message ? error.message : T.forgot.failed;
  }
  return T.forgot.unexpected;
}

export function ForgotPasswordModal({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  useSignals();
  const accent = forgotPasswordColor.value;
  const [email, setEmail] = useState(initialEmail.trim());
  const [touched, setTouched] = useState(initialEmail.trim() !== '');
  const form = useFormState();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const normalized = email.trim().toLowerCase();
  const validation = validate(ForgotPasswordSchema, { email: normalized }).email ?? null;

  const submit = () => {
    setTouched(true);
    // The field shows what is wrong; nothing is sent.
    if (validation) return;
    return client.auth.forgotPassword(normalized).then(() => setSentTo(normalized));
  };

  const accentText = readableText(accent);
  const accentStyle = {
    '--accent': accent,
    '--accent-text': accentText,
    '--accent-hover': hoverShade(accent, accentText),
  } as CSSProperties;
  // The dialog's top border in the same colour.
  const accented = { className: 'modal-accented', style: { '--modal-accent': accent } as CSSProperties };

  if (sentTo !== null) {
    return (
      <FormModal title={T.forgot.title} onClose={onClose} {...accented}>
        <div className="forgot-success" style={accentStyle}>
          <span className="forgot-success-icon" aria-hidden="true">
            <IconCheck size={28} />
          </span>
          <h3>{T.forgot.successTitle}</h3>
          <p role="status">{T.forgot.successText(sentTo)}</p>
          <button type="button" className="btn btn-accent btn-block" onClick={onClose} data-autofocus>
            {T.forgot.backToLogin}
          </button>
        </div>
      </FormModal>
    );
  }

  return (
    <FormModal
      title={T.forgot.title}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={forgotError}
      submitLabel={T.forgot.submit}
      busyLabel={T.forgot.submitting}
      submitVariant="accent"
      submitDisabled={validation !== null}
      intro={<p className="muted">{T.forgot.text}</p>}
      actions="inline"
      formClassName="forgot-form"
      formStyle={accentStyle}
      {...accented}
    >
      <TextField
        label={T.forgot.emailLabel}
        type="email"
        name="forgot-email"
        autoComplete="email"
        inputMode="email"
        placeholder={T.forgot.emailPlaceholder}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={touched ? validation : null}
        maxLength={320}
        required
      />
    </FormModal>
  );
}
