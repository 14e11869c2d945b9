import type { EvidenceVerdict } from '@trilha/sdk/contract';
import { IconDownload, IconShieldCheck, saveBlob } from '@trilha/sdk/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { client, errorMessage } from '../../api';
import { useBranding } from '../../branding';
import { Field } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { FormAlert } from '../../components/StateMessages';
import { useDocumentTitle } from '../../components/useScreenChange';
import { T } from '../../messages';
import { EvidenceVerdictView } from './EvidenceVerdictView';
import '../Login/Login.css';
import './EvidenceCheck.css';

const TX = T.evidence;

/** '/conferir-dossie' for a signed-in person: the check inside the portal's layout. */
export function EvidenceCheckPage() {
  return (
    <div className="evidence-page">
      <PageHeader title={TX.checkTitle} />
      <EvidenceCheck />
    </div>
  );
}

/** '/conferir-dossie' for anyone (an auditor, an inspector): no sign-in, the login screen's backdrop. */
export function PublicEvidenceCheckPage() {
  const { branding } = useBranding();
  useDocumentTitle(TX.checkTitle, branding.companyName);
  return (
    <div className="login-page">
      <main className="login-card evidence-public">
        <div className="evidence-public-head">
          <span className="login-mark" aria-hidden="true">
            <IconShieldCheck size={30} />
          </span>
          <div>
            <h1 className="login-title">{TX.checkTitle}</h1>
            <p className="login-subtitle">{branding.companyName}</p>
          </div>
        </div>
        <EvidenceCheck />
        <Link to="/login" className="btn btn-secondary evidence-public-login">
          {TX.goToLogin}
        </Link>
      </main>
    </div>
  );
}

/**
 * A pack sent to the public check (POST /api/evidence/verify) and its verdict, the published key
 * and the command that checks a pack without this site.
 */
function EvidenceCheck() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [keyError, setKeyError] = useState<string | null>(null);
  const [result, setResult] = useState<{ verdict: EvidenceVerdict; fileName: string } | null>(null);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setFileError(TX.fileRequired);
    setBusy(true);
    try {
      setResult({ verdict: await client.evidence.verify(file), fileName: file.name });
    } catch (e) {
      setResult(null);
      setError(errorMessage(e, TX.checkError));
    } finally {
      setBusy(false);
    }
  };

  const downloadKey = async () => {
    setKeyError(null);
    try {
      saveBlob(await client.evidence.publicKey(), TX.publicKeyFile);
    } catch (e) {
      setKeyError(errorMessage(e, TX.publicKeyError));
    }
  };

  return (
    <div className="evidence-check">
      <p className="muted evidence-text">{TX.checkText}</p>
      <form className="evidence-form" onSubmit={check} noValidate>
        <FormAlert kind="error">{error}</FormAlert>
        <Field label={TX.file} error={fileError} required>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="file"
              className="input evidence-file"
              accept=".zip,application/zip"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                setFileError(null);
              }}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          <IconShieldCheck size={18} />
          {busy ? TX.checking : TX.check}
        </button>
      </form>
      {result && <EvidenceVerdictView verdict={result.verdict} fileName={result.fileName} />}
      <section className="evidence-offline" aria-labelledby="evidence-offline">
        <h2 id="evidence-offline" className="evidence-offline-title">
          {TX.offlineTitle}
        </h2>
        <p className="muted">{TX.offlineText}</p>
        <pre className="evidence-cli">
          <code>{TX.cli}</code>
        </pre>
        <button type="button" className="btn btn-outline" onClick={() => void downloadKey()}>
          <IconDownload size={18} />
          {TX.publicKey}
        </button>
        <FormAlert kind="error">{keyError}</FormAlert>
      </section>
    </div>
  );
}
