import type { ConsentPurpose, ConsentShape } from '@trilha/sdk/contract';
import { datedFileName, IconDownload, saveBlob, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import './MyData.css';

const M = T.myData;

/** 'Meus dados' (LGPD, issue 24): download everything the platform holds, and give or revoke each optional consent. */
export function MyDataCard() {
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      saveBlob(await client.privacy.dataExport(), datedFileName('meus-dados', 'zip'));
      showSuccess(M.downloaded);
    } catch (e) {
      showError(errorMessage(e, M.downloadError));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="card my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="card-title">
        {M.title}
      </h2>
      <div className="security-row">
        <span className="security-icon" aria-hidden="true">
          <IconDownload size={22} />
        </span>
        <div className="security-text">
          <h3>{M.exportTitle}</h3>
          <p className="muted">{M.exportText}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => void download()} disabled={exporting}>
          {exporting ? M.downloading : M.download}
        </button>
      </div>
      <ConsentList />
    </section>
  );
}

function ConsentList() {
  const [consents, setConsents] = useState<ConsentShape[] | null>(null);
  const [busy, setBusy] = useState<ConsentPurpose | null>(null);
  const { state, retry } = useLoader(() => client.privacy.consents().then((r) => setConsents(r.consents)), []);

  const change = async (purpose: ConsentPurpose, give: boolean) => {
    setBusy(purpose);
    try {
      const answer = give ? await client.privacy.grantConsent(purpose) : await client.privacy.revokeConsent(purpose);
      setConsents(answer.consents);
      showSuccess(answer.message);
    } catch (e) {
      showError(errorMessage(e, M.consentError));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="my-data-consents">
      <h3>{M.consentsTitle}</h3>
      <p className="muted">{M.consentsText}</p>
      {state.status === 'error' ? (
        <ErrorState message={M.consentsLoadError} onRetry={retry} />
      ) : !consents ? (
        <Loading />
      ) : (
        <ul className="consent-list">
          {consents.map((c) => {
            const id = `consent-${c.purpose}`;
            return (
              <li key={c.purpose} className="consent-item">
                <label className="checkbox" htmlFor={id}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={c.granted_at !== null}
                    disabled={busy !== null}
                    aria-describedby={`${id}-text ${id}-state`}
                    onChange={(e) => void change(c.purpose, e.target.checked)}
                  />
                  <span>{c.title}</span>
                </label>
                <p id={`${id}-text`} className="consent-text">
                  {c.text}
                </p>
                <p id={`${id}-state`} className="muted consent-state">
                  {c.granted_at ? M.grantedAt(formatDateTime(c.granted_at), c.version) : M.notGranted}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
