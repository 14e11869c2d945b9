import { useSignals } from '@preact/signals-react/runtime';
import { ApiError, NetworkError } from '@trilha/sdk/client';
import { MSG } from '@trilha/sdk/contract';
import { type CSSProperties, type FormEvent, useState } from 'react';
import { client } from '../../api';
import { TextField } from '../../components/Field';
import { IconCheck } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { isValidEmail } from '../../password';
import { readableText } from '../../state/colors';
import { forgotPasswordColor } from '../../state/theme';

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
  const [state, setState] = useState<'form' | 'loading' | 'success'>('form');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');

  const normalized = email.trim().toLowerCase();
  const validation = !normalized ? MSG.emailRequired : !isValidEmail(normalized) ? MSG.emailInvalid : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validation) return;
    setState('loading');
    setError(null);
    try {
      await client.auth.forgotPassword(normalized);
      setSentTo(normalized);
      setState('success');
    } catch (e) {
      setError(forgotError(e));
      setState('form');
    }
  };

  const accentStyle = { '--accent': accent, '--accent-text': readableText(accent) } as CSSProperties;

  if (state === 'success') {
    return (
      <Modal title={T.forgot.title} onClose={onClose} size="sm" accent={accent}>
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
      </Modal>
    );
  }

  const busy = state === 'loading';
  return (
    <Modal title={T.forgot.title} onClose={busy ? undefined : onClose} size="sm" accent={accent}>
      <form onSubmit={submit} noValidate style={accentStyle} className="forgot-form">
        <p className="muted">{T.forgot.text}</p>
        <FormAlert kind="error">{error}</FormAlert>
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
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {T.common.cancel}
          </button>
          <button type="submit" className="btn btn-accent" disabled={busy || validation !== null}>
            {busy ? T.forgot.submitting : T.forgot.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
