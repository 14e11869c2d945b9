import { LIMITS, MSG } from '@trilha/sdk/contract';
import { type FormEvent, useState } from 'react';
import { client, errorMessage } from '../../api';
import { CodeField } from '../../components/CodeField';
import { IconShieldCheck } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordInput';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { adoptToken } from '../../state/session';

/** The forced password change of a first login, in two steps; it cannot be dismissed. */
export function FirstLoginModal() {
  const [step, setStep] = useState<1 | 2>(1);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError(MSG.codeRequired);
    if (password.length < LIMITS.minPasswordLength) return setError(MSG.passwordMin);
    if (password !== confirm) return setError(MSG.passwordsDontMatch);
    setBusy(true);
    try {
      const answer = await client.auth.firstLoginPasswordChange({ newPassword: password, twoFactorCode: code.trim() });
      adoptToken(answer.token);
      setDone(true);
      window.setTimeout(() => window.location.reload(), LIMITS.firstLoginRedirectMs);
    } catch (e) {
      setError(errorMessage(e, T.firstLogin.failed));
      setBusy(false);
    }
  };

  if (step === 1) {
    return (
      <Modal title={T.firstLogin.title} size="sm">
        <div className="first-login-intro">
          <span className="first-login-icon" aria-hidden="true">
            <IconShieldCheck size={30} />
          </span>
          <p>
            <strong>{T.firstLogin.twoFactorOn}</strong>
          </p>
          <p>{T.firstLogin.mandatory}</p>
          <p className="muted">{T.firstLogin.codeSent}</p>
          <button type="button" className="btn btn-primary btn-block" onClick={() => setStep(2)} data-autofocus>
            {T.firstLogin.continue}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={T.firstLogin.formTitle} size="sm">
      <form onSubmit={submit} noValidate>
        {done ? (
          <FormAlert kind="success">{T.firstLogin.success}</FormAlert>
        ) : (
          <FormAlert kind="error">{error}</FormAlert>
        )}
        <CodeField
          label={T.firstLogin.codeLabel}
          name="first-login-code"
          value={code}
          onChange={setCode}
          disabled={done}
          required
        />
        <PasswordField
          label={T.firstLogin.newPassword}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={done}
          required
        />
        <PasswordField
          label={T.firstLogin.confirmPassword}
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={done}
          required
        />
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setStep(1)} disabled={busy || done}>
            {T.common.back}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || done}>
            {busy ? T.firstLogin.submitting : T.firstLogin.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
