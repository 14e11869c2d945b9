import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api';
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
}

export function CredentialsForm({ email, onEmailChange, onTwoFactor, onFirstLogin, onForgot }: CredentialsFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      <button type="button" className="btn-link login-forgot" onClick={onForgot}>
        {T.login.forgot}
      </button>
    </form>
  );
}
