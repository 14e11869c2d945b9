import { LIMITS } from '@trilha/sdk/contract';
import { IconMail } from '@trilha/sdk/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api';
import { CodeField } from '../../components/CodeField';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { verifyTwoFactor } from '../../state/session';

export interface TwoFactorFormProps {
  userId: number;
  message?: string;
  onFirstLogin: () => void;
  onBack: () => void;
}

/** The two-step verification view: a 6-digit code e-mailed at login. */
export function TwoFactorForm({ userId, message, onFirstLogin, onBack }: TwoFactorFormProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await verifyTwoFactor(userId, code.trim());
      if (result.mustChangePassword) onFirstLogin();
      else setSignedIn(true);
    } catch (e) {
      setError(errorMessage(e, T.login.failed));
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setCode('');
    onBack();
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <div className="login-code-head">
        <span className="login-code-icon" aria-hidden="true">
          <IconMail size={22} />
        </span>
        <h2 className="login-form-title">{T.login.codeTitle}</h2>
        <p className="muted">{message || T.login.codeText}</p>
      </div>
      <FormAlert kind="error">{error}</FormAlert>
      <CodeField label={T.login.codeLabel} name="code" value={code} onChange={setCode} autoFocus required />
      <button
        type="submit"
        className="btn btn-primary btn-block btn-lg"
        disabled={busy || signedIn || code.length !== LIMITS.codeLength}
      >
        {busy || signedIn ? T.login.verifying : T.login.verify}
      </button>
      <button type="button" className="btn btn-secondary btn-block" onClick={back} disabled={busy}>
        {T.login.backToLogin}
      </button>
    </form>
  );
}
