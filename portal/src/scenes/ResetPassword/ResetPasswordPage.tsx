import { ApiError } from '@trilha/sdk/client';
import { LIMITS, MSG, ResetPasswordSchema } from '@trilha/sdk/contract';
import { IconKey } from '@trilha/sdk/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { client, errorMessage } from '../../api';
import { useBranding } from '../../branding';
import { FormProblemContext } from '../../components/formProblem';
import {
  emptyNewPassword,
  type NewPassword,
  newPasswordProblem,
  PasswordChangeFields,
} from '../../components/PasswordChangeFields';
import { FormAlert } from '../../components/StateMessages';
import { useDocumentTitle } from '../../components/useScreenChange';
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
  useDocumentTitle(T.reset.title, branding.companyName);
  const [value, setValue] = useState<NewPassword>(emptyNewPassword);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<string | null>(null);
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
    const problem = newPasswordProblem(ResetPasswordSchema, 'newPassword', value);
    setInvalidField(problem?.field ?? null);
    if (problem) return setError(problem.message);
    setBusy(true);
    try {
      const answer = await client.auth.resetPassword(token, value.password);
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
            <FormAlert kind="error" id="reset-error">
              {error}
            </FormAlert>
            <FormProblemContext.Provider
              value={error && invalidField ? { field: invalidField, messageId: 'reset-error' } : null}
            >
              <PasswordChangeFields
                value={value}
                onChange={setValue}
                labels={{ password: T.reset.newPassword, confirm: T.reset.confirmPassword }}
                required
                named
                autoFocus
              />
            </FormProblemContext.Provider>
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
