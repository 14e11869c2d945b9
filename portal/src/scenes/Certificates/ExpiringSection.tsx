import type { CertificateShape, Company } from '@trilha/sdk/contract';
import { DISPLAY_TIME_ZONE } from '@trilha/sdk/contract';
import { IconDownload, saveBlob } from '@trilha/sdk/ui';
import { useEffect, useId, useState } from 'react';
import { client } from '../../api';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { TrainingTypeBadge } from '../../components/TrainingTypeBadge';
import { formatDate } from '../../format';
import { T } from '../../messages';
import { showError } from '../../state/banners';

const TX = T.certificates;
const DAY_OPTIONS = [30, 60, 90] as const;

const badgeFor: Record<CertificateShape['validity'], string> = {
  valid: 'badge-success',
  expiring: 'badge-warning',
  expired: 'badge-danger',
  revoked: 'badge-muted',
};

/** The name the server gives the export, rebuilt here (the client receives only the Blob). */
function csvFileName(at = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(at);
  return `certificados-a-vencer-${day}.csv`;
}

/** 'A vencer' (admins): certificates with a validity that end within 30/60/90 days, by company, with CSV export. */
export function ExpiringSection({ refreshKey }: { refreshKey: number }) {
  const ids = useId();
  const [days, setDays] = useState<number>(90);
  const [companyId, setCompanyId] = useState('');
  const [companies, setCompanies] = useState<Company[]>([]);
  const [rows, setRows] = useState<CertificateShape[] | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [exporting, setExporting] = useState(false);
  const query = { days, company_id: companyId ? Number(companyId) : undefined };

  useEffect(() => {
    client.companies
      .list()
      .then(({ companies }) => setCompanies([...companies].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))))
      .catch(() => setCompanies([]));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters, a retry or a change in the list reload
  useEffect(() => {
    let alive = true;
    setError(false);
    client.certificates
      .expiring({ days, company_id: companyId ? Number(companyId) : undefined })
      .then(({ certificates }) => alive && setRows(certificates))
      .catch(() => alive && setError(true));
    return () => {
      alive = false;
    };
  }, [days, companyId, attempt, refreshKey]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await client.certificates.expiringCsv(query), csvFileName());
    } catch {
      showError(TX.exportError);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="card cert-expiring" aria-labelledby={`${ids}-title`}>
      <div className="cert-expiring-head">
        <div>
          <h2 id={`${ids}-title`} className="card-title">
            {TX.expiringTitle}
          </h2>
          <p className="muted">{TX.expiringText}</p>
        </div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void exportCsv()}
          disabled={exporting || !rows?.length}
        >
          <IconDownload size={18} />
          {exporting ? TX.exporting : TX.exportCsv}
        </button>
      </div>
      <div className="cert-expiring-filters">
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-days`}>
            {TX.days}
          </label>
          <select id={`${ids}-days`} className="input" value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {DAY_OPTIONS.map((d) => (
              <option key={d} value={d}>
                {TX.daysOption(d)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-company`}>
            {TX.company}
          </label>
          <select
            id={`${ids}-company`}
            className="input"
            value={companyId}
            onChange={(e) => setCompanyId(e.target.value)}
          >
            <option value="">{TX.allCompanies}</option>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && <ErrorState message={TX.expiringError} onRetry={() => setAttempt((n) => n + 1)} />}
      {!error && rows === null && <Loading />}
      {!error && rows && (
        <DataTable columns={TX.expiringColumns} caption={TX.expiringTitle}>
          {rows.length === 0 && <EmptyRow colSpan={TX.expiringColumns.length}>{TX.expiringEmpty}</EmptyRow>}
          {rows.map((c) => (
            <tr key={c.id}>
              <td>
                <span className="cell-name">{c.user_name}</span>
                {c.user_email && <span className="cell-sub">{c.user_email}</span>}
              </td>
              <td>{c.company ?? '-'}</td>
              <td>{c.course_title}</td>
              <td>
                <TrainingTypeBadge type={c.training_type} />
              </td>
              <td className="cert-code">{c.certificate_code}</td>
              <td className="nowrap">{formatDate(c.expires_at)}</td>
              <td>
                <span className={`badge ${badgeFor[c.validity]}`}>{c.validity_label}</span>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
