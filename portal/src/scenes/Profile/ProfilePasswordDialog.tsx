import { LIMITS, MSG, type User } from '@trilha/sdk/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { client, errorMessage, requiresTwoFactor } from '../../api';
import { TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordInput';
import { FormAlert } from '../../components/StateMessages';
import { onlyDigits } from '../../format';
import { T } from '../../messages';
import { adoptToken } from '../../state/session';

/**
 * The profile's 'Alterar Senha'. Admins use the admin endpoint with no code (spec §6); others
 * with 2FA request a code by e-mail and type it here.
 */
export function ProfilePasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const admin = user.role === 'admin';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [needsCode, setNeedsCode] = useState(user.two_factor_enabled && !admin);
  const [code, setCode] = useState('');
  const [requesting, setRequesting] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onClose, LIMITS.passwordDialogCloseMs);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

  const requestCode = async () => {
    setRequesting(true);
    setError(null);
    try {
      const answer = await client.users.requestPassword2fa(user.id);
      setInfo(answer.message || MSG.twoFactorSent);
    } catch (e) {
      setError(errorMessage(e, T.password.requestError));
    } finally {
      setRequesting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < LIMITS.minPasswordLength) return setError(T.password.profileTooShort);
    if (password !== confirm) return setError(T.password.mismatch);
    setBusy(true);
    try {
      const answer = admin
        ? await client.users.adminPassword(user.id, password)
        : await client.users.password(user.id, password, needsCode ? code.trim() : undefined);
      adoptToken((answer as { token?: unknown }).token);
      setDone(true);
    } catch (e) {
      if (requiresTwoFactor(e)) setNeedsCode(true);
      setError(errorMessage(e, T.password.profileError));
    } finally {
      setBusy(false);
    }
  };

  const blocked = busy || done || !password.trim() || (needsCode && !code.trim());
  return (
    <Modal
      title={T.password.title}
      onClose={busy ? undefined : onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {T.common.cancel}
          </button>
          <button type="submit" form="profile-password-form" className="btn btn-primary" disabled={blocked}>
            {busy ? T.password.submitting : T.password.submit}
          </button>
        </>
      }
    >
      <form id="profile-password-form" onSubmit={submit} noValidate>
        {done ? (
          <FormAlert kind="success">{T.password.success}</FormAlert>
        ) : (
          <FormAlert kind="error">{error}</FormAlert>
        )}
        <PasswordField
          label={T.password.label}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          disabled={done}
        />
        <PasswordField
          label={T.password.confirmLabel}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="new-password"
          disabled={done}
        />
        {needsCode && (
          <div className="code-box">
            <p className="muted small">{T.password.profileCodeNotice}</p>
            <FormAlert kind="info">{info}</FormAlert>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={requestCode}
              disabled={requesting || done}
            >
              {requesting ? T.password.requestingCode : info ? T.password.resendCode : T.password.profileRequestCode}
            </button>
            <TextField
              label={T.password.codeLabel}
              className="input-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={T.login.codePlaceholder}
              maxLength={LIMITS.codeLength}
              value={code}
              onChange={(e) => setCode(onlyDigits(e.target.value, LIMITS.codeLength))}
              disabled={done}
            />
          </div>
        )}
      </form>
    </Modal>
  );
}
