import { E, SSO_REFUSALS, ssoRefusalMessage } from '@trilha/sdk/contract';
import { type CSSProperties, useEffect, useState } from 'react';
import { useBranding } from '../../branding';
import { Loading } from '../../components/Spinner';
import { useDocumentTitle } from '../../components/useScreenChange';
import { T } from '../../messages';
import { adoptToken, ssoHandoff } from '../../state/session';
import { CredentialsForm } from './CredentialsForm';
import { FirstLoginModal } from './FirstLoginModal';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { TwoFactorForm } from './TwoFactorForm';
import './Login.css';

type View = { step: 'credentials' } | { step: 'code'; userId: number; message?: string };

/** The login screen: credentials, the two-step code, forgot password and the first-login change. */
export function LoginPage() {
  const { branding, loaded } = useBranding();
  useDocumentTitle(null, branding.companyName);
  const [view, setView] = useState<View>(() =>
    ssoHandoff && 'twoFactorUserId' in ssoHandoff
      ? { step: 'code', userId: ssoHandoff.twoFactorUserId }
      : { step: 'credentials' },
  );
  const [email, setEmail] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [firstLogin, setFirstLogin] = useState(false);
  // The company sign-in came back: refused (its pt-BR reason), or an account's first login to finish here.
  const ssoRefusal =
    ssoHandoff && 'refusal' in ssoHandoff
      ? (ssoRefusalMessage(ssoHandoff.refusal) ?? SSO_REFUSALS['sso.invalid_state'])
      : null;
  useEffect(() => {
    if (ssoHandoff && 'firstLoginToken' in ssoHandoff) {
      adoptToken(ssoHandoff.firstLoginToken);
      setFirstLogin(true);
    }
  }, []);

  const style: CSSProperties | undefined = branding.backgroundUrl
    ? { backgroundImage: `linear-gradient(rgba(0,0,0,.45), rgba(0,0,0,.45)), url("${branding.backgroundUrl}")` }
    : undefined;

  return (
    <div className={`login-page${branding.backgroundUrl ? ' has-image' : ''}`} style={style}>
      <main className="login-card">
        {!loaded ? (
          <Loading />
        ) : (
          <>
            <div className="login-brand">
              {branding.logoUrl ? (
                <img src={branding.logoUrl} alt={branding.companyName} className="login-logo" />
              ) : (
                <span className="login-mark" aria-hidden="true">
                  <svg viewBox="0 0 32 32" width="34" height="34" aria-hidden="true" focusable="false">
                    <path
                      d="M16 4l10 4.5v6.8C26 22 21.6 27 16 28.6 10.4 27 6 22 6 15.3V8.5z"
                      fill="currentColor"
                      opacity=".92"
                    />
                    <path
                      d="M11.2 16.4l3.3 3.3 6.4-6.9"
                      stroke="var(--color-button)"
                      strokeWidth="2.6"
                      fill="none"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </span>
              )}
              <h1 className="login-title">{branding.companyName}</h1>
              <p className="login-subtitle">{branding.subtitle}</p>
            </div>
            {view.step === 'credentials' ? (
              <CredentialsForm
                email={email}
                onEmailChange={setEmail}
                onTwoFactor={(userId, message) => setView({ step: 'code', userId, message })}
                onFirstLogin={() => setFirstLogin(true)}
                onForgot={() => setForgotOpen(true)}
                initialError={ssoRefusal}
              />
            ) : (
              <TwoFactorForm
                userId={view.userId}
                message={view.message}
                onFirstLogin={() => setFirstLogin(true)}
                onBack={() => setView({ step: 'credentials' })}
              />
            )}
          </>
        )}
      </main>
      <p className="login-footer">
        © {new Date().getFullYear()} {branding.companyName} · {T.login.footer} ·{' '}
        <a className="login-footer-link" href={E.pages.privacy.path}>
          {T.layout.privacy}
        </a>
      </p>
      {forgotOpen && <ForgotPasswordModal initialEmail={email} onClose={() => setForgotOpen(false)} />}
      {firstLogin && <FirstLoginModal />}
    </div>
  );
}
