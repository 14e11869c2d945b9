import { ApiError } from '@trilha/sdk/client';
import { LIMITS, MSG } from '@trilha/sdk/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { client, errorMessage } from '../../api';
import { useBranding } from '../../branding';
import { IconKey } from '../../components/icons';
import { PasswordField } from '../../components/PasswordInput';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import '../Login/Login.css';

function resetError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 500) return MSG.internal;
  return errorMessage(error, T.reset.failed);
}

/** /reset-password?token=...: a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const { branding } = useBranding();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), LIMITS.resetRedirectMs);
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!token) return setError(T.reset.noToken);
    if (password.length < LIMITS.minPasswordLength) return setError(MSG.passwordMin);
    if (password !== confirm) return setError(MSG.passwordsDontMatch);
    setBusy(true);
    try {
      const answer = await client.auth.resetPassword(token, password);
      setSuccess(answer.message || MSG.resetDone);
    } catch (e) {
      setError(resetError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <span className="login-mark" aria-hidden="true">
            <IconKey size={30} />
          </span>
          <h1 className="login-title">{T.reset.title}</h1>
          <p className="login-subtitle">{branding.companyName}</p>
        </div>
        {!token ? (
          <div className="login-form">
            <FormAlert kind="error">{T.reset.noToken}</FormAlert>
            <Link to="/login" className="btn btn-primary btn-block">
              {T.reset.goToLogin}
            </Link>
          </div>
        ) : success ? (
          <div className="login-form">
            <FormAlert kind="success">{success}</FormAlert>
            <p className="muted center">{T.reset.redirecting}</p>
            <Link to="/login" className="btn btn-primary btn-block">
              {T.reset.goToLogin}
            </Link>
          </div>
        ) : (
          <form className="login-form" onSubmit={submit} noValidate>
            <p className="muted">{T.reset.text}</p>
            <FormAlert kind="error">{error}</FormAlert>
            <PasswordField
              label={T.reset.newPassword}
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              autoFocus
            />
            <PasswordField
              label={T.reset.confirmPassword}
              name="confirm-password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              required
            />
            <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
              {busy ? T.reset.submitting : T.reset.submit}
            </button>
            <Link to="/login" className="btn btn-secondary btn-block">
              {T.reset.goToLogin}
            </Link>
          </form>
        )}
      </main>
    </div>
  );
}
