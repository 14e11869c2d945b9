import { ApiError } from '@trilha/sdk/client';
import { SIGNING_LIMITS, SIGNING_MSG, type SigningCertificateInfo } from '@trilha/sdk/contract';
import { IconAlert, IconShieldCheck, IconTrash, IconUpload, useLoader } from '@trilha/sdk/ui';
import { type FormEvent, useRef, useState } from 'react';
import { client, errorMessage } from '../../api';
import { ConfirmDialog } from '../../components/dialogs';
import { Field } from '../../components/Field';
import { PasswordField } from '../../components/PasswordInput';
import { Loading } from '../../components/Spinner';
import { ErrorState, FormAlert } from '../../components/StateMessages';
import { formatDate } from '../../format';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';

const TX = T.signingCertificate;

/** The certificate in use, or null when none was sent (the server answers 404 then). */
async function loadInfo(): Promise<SigningCertificateInfo | null> {
  try {
    return await client.adminSettings.signingCertificate();
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** What the form can tell before sending; the server checks the file and the password again. */
function formProblem(file: File | null, password: string): { field: 'file' | 'password'; message: string } | null {
  if (!file || file.size > SIGNING_LIMITS.p12MaxBytes) return { field: 'file', message: SIGNING_MSG.file };
  if (!password) return { field: 'password', message: SIGNING_MSG.passwordRequired };
  return null;
}

/**
 * The provider's ICP-Brasil A1 (issue 22): holder, issuer and expiry of the one in use (a warning
 * from 30 days before it expires), sending a .pfx/.p12 with its password, and removing it. The
 * file and the password never come back from the server.
 */
export function SigningCertificateSection() {
  const { state, retry, setData } = useLoader(loadInfo, []);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof formProblem>>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found = formProblem(file, password);
    setProblem(found);
    if (found || !file) return;
    setBusy(true);
    try {
      const { message, success: _, ...saved } = await client.adminSettings.setSigningCertificate(file, password);
      setData(() => saved);
      setFile(null);
      setPassword('');
      if (fileInput.current) fileInput.current.value = '';
      showSuccess(message || SIGNING_MSG.saved);
    } catch (e) {
      setError(errorMessage(e, TX.uploadError));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    try {
      const res = await client.adminSettings.removeSigningCertificate();
      setData(() => null);
      showSuccess(res.message || SIGNING_MSG.removed);
    } catch (e) {
      showError(errorMessage(e, TX.removeError));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section className="settings-section card" aria-labelledby="settings-signing">
      <h2 id="settings-signing" className="settings-section-title">
        {TX.title}
      </h2>
      <p className="muted settings-section-text">{TX.text}</p>
      {state.status === 'error' ? (
        <ErrorState message={TX.loadError} onRetry={retry} />
      ) : state.status === 'loading' ? (
        <Loading />
      ) : (
        <>
          {state.data ? (
            <SigningCertificateCard info={state.data} />
          ) : (
            <FormAlert kind="info">{SIGNING_MSG.none}</FormAlert>
          )}
          <FormAlert kind="error">{error}</FormAlert>
          <form className="form-grid" onSubmit={upload} noValidate>
            <Field
              label={TX.file}
              hint={TX.fileHint}
              error={problem?.field === 'file' ? problem.message : null}
              required
            >
              {({ id, describedBy, invalid }) => (
                <input
                  ref={fileInput}
                  id={id}
                  type="file"
                  className="input settings-file"
                  accept=".pfx,.p12,application/x-pkcs12"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => {
                    setFile(e.currentTarget.files?.[0] ?? null);
                    setProblem(null);
                  }}
                />
              )}
            </Field>
            <PasswordField
              label={TX.password}
              value={password}
              autoComplete="off"
              required
              error={problem?.field === 'password' ? problem.message : null}
              onChange={(e) => {
                setPassword(e.target.value);
                setProblem(null);
              }}
            />
            <div className="settings-actions form-grid-full">
              {state.data && (
                <button
                  type="button"
                  className="btn btn-danger-outline"
                  onClick={() => setRemoving(true)}
                  disabled={busy}
                >
                  <IconTrash size={18} />
                  {TX.remove}
                </button>
              )}
              <button type="submit" className="btn btn-primary" disabled={busy}>
                <IconUpload size={18} />
                {busy ? TX.uploading : state.data ? TX.replace : TX.upload}
              </button>
            </div>
          </form>
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={TX.removeTitle}
          message={TX.removeConfirm}
          confirmLabel={TX.remove}
          danger
          onConfirm={remove}
          onClose={() => setRemoving(false)}
        />
      )}
    </section>
  );
}

/** Holder, issuer and expiry of the certificate in use; the warning once it is close to expiring. */
function SigningCertificateCard({ info }: { info: SigningCertificateInfo }) {
  return (
    <div className="signing-current">
      <h3 className="signing-current-title">
        <IconShieldCheck size={18} />
        {TX.current}
      </h3>
      <dl className="signing-facts">
        <div>
          <dt>{TX.holder}</dt>
          <dd>{info.holder}</dd>
        </div>
        <div>
          <dt>{TX.issuer}</dt>
          <dd>{info.issuer}</dd>
        </div>
        <div>
          <dt>{TX.validUntil}</dt>
          <dd>
            {formatDate(info.valid_until)}
            {/* Close to expiry the warning below says how many days are left. */}
            {!info.expiring_soon && <span className="muted"> ({TX.daysLeft(info.days_left)})</span>}
          </dd>
        </div>
      </dl>
      {info.expiring_soon && (
        <p className="signing-expiring">
          <IconAlert size={18} />
          {SIGNING_MSG.expiringSoon(info.days_left)}
        </p>
      )}
    </div>
  );
}
