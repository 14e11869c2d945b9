import { SSO_MSG } from '@trilha/sdk/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { client, errorMessage } from '../../api';
import { TextField } from '../../components/Field';
import { PasswordField } from '../../components/PasswordInput';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { signIn } from '../../state/session';

export interface CredentialsFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onTwoFactor: (userId: number, message?: string) => void;
  onFirstLogin: () => void;
  onForgot: () => void;
  /** A refusal to show on arrival (the company sign-in came back refused). */
  initialError?: string | null;
}

const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/;

/**
 * The start of the company sign-in when the typed e-mail's domain has one (asked once typing
 * pauses); null otherwise. Discover answers only yes or no, so nothing about people leaks here.
 */
function useCompanySignIn(email: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const value = email.trim().toLowerCase();
    setUrl(null);
    if (!LOOKS_LIKE_EMAIL.test(value)) return;
    let live = true;
    const timer = window.setTimeout(() => {
      client.sso
        .discover(value)
        .then((answer) => {
          if (live && answer.sso && answer.url) setUrl(answer.url);
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [email]);
  return url;
}

export function CredentialsForm({
  email,
  onEmailChange,
  onTwoFactor,
  onFirstLogin,
  onForgot,
  initialError = null,
}: CredentialsFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const companySignIn = useCompanySignIn(email);
  const [signedIn, setSignedIn] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await signIn(email.trim().toLowerCase(), password);
      if (result.requiresTwoFactor) onTwoFactor(result.requiresTwoFactor.userId, result.requiresTwoFactor.message);
      else if (result.mustChangePassword) onFirstLogin();
      else setSignedIn(true);
    } catch (e) {
      setError(errorMessage(e, T.login.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h2 className="login-form-title">{T.login.welcome}</h2>
      <FormAlert kind="error">{error}</FormAlert>
      <TextField
        label={T.login.userLabel}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        placeholder={T.login.userPlaceholder}
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        required
        autoFocus
      />
      <PasswordField
        label={T.login.passwordLabel}
        name="password"
        autoComplete="current-password"
        placeholder={T.login.passwordPlaceholder}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <button
        type="submit"
        className="btn btn-primary btn-block btn-lg"
        disabled={busy || signedIn || !email.trim() || !password}
      >
        {busy || signedIn ? T.login.submitting : T.login.submit}
      </button>
      {companySignIn && (
        <div className="login-sso">
          <p className="login-sso-divider">
            <span>{T.login.ssoOr}</span>
          </p>
          <p className="login-sso-hint">{T.login.ssoHint}</p>
          <a className="btn btn-secondary btn-block btn-lg" href={companySignIn}>
            {SSO_MSG.button}
          </a>
        </div>
      )}
      <button type="button" className="btn-link login-forgot" onClick={onForgot}>
        {T.login.forgot}
      </button>
    </form>
  );
}
