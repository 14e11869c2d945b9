import { CERTIFICATE_FILTER_STATUSES, type CertificateShape } from '@trilha/sdk/contract';
import { datedFileName, fileSlug, IconDownload, IconFile, saveBlob, useLoader } from '@trilha/sdk/ui';
import { useEffect, useMemo, useState } from 'react';
import { client, errorMessage } from '../../api';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { TrainingTypeBadge } from '../../components/TrainingTypeBadge';
import { formatDate } from '../../format';
import { T } from '../../messages';
import { showError } from '../../state/banners';
import { CompanyEvidenceDialog } from './CompanyEvidenceDialog';

const TX = T.companyCertificates;

type FilterStatus = (typeof CERTIFICATE_FILTER_STATUSES)[number];

const VALIDITY_TONE: Record<CertificateShape['validity'], string> = {
  valid: 'badge-success',
  expiring: 'badge-warning',
  expired: 'badge-danger',
  revoked: 'badge-muted',
};

/** The same reading of a status the ZIP's `?status=` has: official, temporary, revoked, expired. */
function hasStatus(c: CertificateShape, status: FilterStatus): boolean {
  switch (status) {
    case 'official':
      return !c.is_temporary && c.validity !== 'revoked';
    case 'temporary':
      return Boolean(c.is_temporary) && c.validity !== 'revoked';
    case 'revoked':
      return c.validity === 'revoked';
    default:
      return c.validity === 'expired';
  }
}

const byIssuedDesc = (a: CertificateShape, b: CertificateShape) =>
  (Date.parse(b.issued_at) || 0) - (Date.parse(a.issued_at) || 0) || b.id - a.id;

export interface CertificateCounts {
  official: number;
  temporary: number;
  expiring: number;
}

/**
 * The certificates of a manager's company (issue 18; the server answers only that company's rows):
 * filters by course, status and worker, the PDF of each, and one ZIP of everything the filter
 * shows, and the company's evidence pack (issue 22). Nothing to validate, revoke, upload or delete here.
 */
export function CompanyCertificates({
  companyId,
  companyName,
  onLoaded,
}: {
  companyId: number;
  companyName: string | null;
  onLoaded?: (counts: CertificateCounts) => void;
}) {
  const { data, failed, retry } = useLoader(() => client.certificates.list(), []);
  const [courseId, setCourseId] = useState('');
  const [status, setStatus] = useState<FilterStatus | ''>('');
  const [userId, setUserId] = useState('');
  const [zipping, setZipping] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [packOpen, setPackOpen] = useState(false);

  const all = useMemo(() => (data ? [...data.permanent, ...data.temporary].sort(byIssuedDesc) : []), [data]);
  useEffect(() => {
    if (!data) return;
    onLoaded?.({
      official: data.permanent.length,
      temporary: data.temporary.length,
      expiring: all.filter((c) => c.validity === 'expiring').length,
    });
  }, [data, all, onLoaded]);

  const courses = useMemo(() => {
    const seen = new Map<number, string>();
    for (const c of all) seen.set(c.course_id, c.course_title);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR'));
  }, [all]);
  const workers = useMemo(() => {
    const seen = new Map<number, string>();
    for (const c of all) seen.set(c.user_id, c.user_name);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1], 'pt-BR'));
  }, [all]);
  const shown = all.filter(
    (c) =>
      (!courseId || String(c.course_id) === courseId) &&
      (!userId || String(c.user_id) === userId) &&
      (!status || hasStatus(c, status)),
  );

  const downloadZip = async () => {
    setZipping(true);
    try {
      const blob = await client.manager.certificatesZip(companyId, {
        ...(courseId ? { course_id: Number(courseId) } : {}),
        ...(userId ? { user_id: Number(userId) } : {}),
        ...(status ? { status } : {}),
      });
      saveBlob(blob, datedFileName(`certificados-${fileSlug(companyName ?? '', 'empresa')}`, 'zip'));
    } catch (e) {
      showError(errorMessage(e, TX.zipError));
    } finally {
      setZipping(false);
    }
  };

  const downloadOne = async (c: CertificateShape) => {
    setDownloading(c.id);
    try {
      const blob = await client.certificates.download(c.id);
      const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
      saveBlob(pdf, `certificado-${c.certificate_code.replace(/[^\w-]+/g, '_') || 'trilha'}.pdf`);
    } catch (e) {
      showError(errorMessage(e, TX.downloadError));
    } finally {
      setDownloading(null);
    }
  };

  if (failed && !data) return <ErrorState message={TX.loadError} onRetry={retry} />;
  if (!data) return <Loading />;
  const columns = TX.columns;

  return (
    <section className="card company-certs" aria-labelledby="company-certs-title">
      <h2 id="company-certs-title" className="card-title">
        {TX.listTitle}
      </h2>
      <div className="company-certs-filters">
        <Field label={TX.course} className="company-certs-select">
          {({ id }) => (
            <select id={id} className="input" value={courseId} onChange={(e) => setCourseId(e.target.value)}>
              <option value="">{TX.allCourses}</option>
              {courses.map(([id, title]) => (
                <option key={id} value={String(id)}>
                  {title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={TX.status} className="company-certs-select">
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={status}
              onChange={(e) => setStatus(e.target.value as FilterStatus | '')}
            >
              <option value="">{TX.allStatuses}</option>
              {CERTIFICATE_FILTER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TX.statuses[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={TX.worker} className="company-certs-select">
          {({ id }) => (
            <select id={id} className="input" value={userId} onChange={(e) => setUserId(e.target.value)}>
              <option value="">{TX.allWorkers}</option>
              {workers.map(([id, name]) => (
                <option key={id} value={String(id)}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button
          type="button"
          className="btn btn-primary"
          onClick={downloadZip}
          disabled={zipping || shown.length === 0}
        >
          <IconDownload size={18} />
          {zipping ? TX.zipping : TX.zip}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setPackOpen(true)}>
          <IconFile size={18} />
          {T.evidence.companyPack}
        </button>
      </div>
      <p className="muted small" aria-live="polite">
        {TX.count(shown.length, all.length)}
      </p>
      <DataTable columns={columns} caption={TX.listTitle}>
        {shown.length === 0 ? (
          <EmptyRow colSpan={columns.length}>{TX.empty}</EmptyRow>
        ) : (
          shown.map((c) => (
            <tr key={c.id}>
              <td className="cell-name">
                <span className="cell-strong">{c.user_name}</span>
                {c.user_email && <span className="cell-sub">{c.user_email}</span>}
              </td>
              <td className="company-certs-course">
                {c.course_title}
                {c.course_version !== null && c.course_version !== undefined && (
                  <span className="cell-sub">{TX.courseVersion(c.course_version)}</span>
                )}
              </td>
              <td className="nowrap company-certs-code">{c.certificate_code}</td>
              <td className="nowrap">{formatDate(c.issued_at)}</td>
              <td className="nowrap">{c.expires_at ? formatDate(c.expires_at) : TX.noExpiry}</td>
              <td>
                {/* The training type (issue 19) over the certificate's kind. */}
                <TrainingTypeBadge type={c.training_type} />
                <span className="cell-sub">{c.is_temporary ? TX.temporary : TX.official}</span>
              </td>
              <td>
                <span className={`badge ${VALIDITY_TONE[c.validity] ?? 'badge-muted'}`}>{c.validity_label}</span>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => void downloadOne(c)}
                  disabled={c.validity === 'revoked' || downloading === c.id}
                  aria-label={TX.downloadLabel(c.course_title, c.user_name)}
                >
                  <IconDownload size={15} />
                  {downloading === c.id ? TX.downloading : TX.download}
                </button>
              </td>
            </tr>
          ))
        )}
      </DataTable>
      {packOpen && (
        <CompanyEvidenceDialog
          company={{ id: companyId, name: companyName ?? '' }}
          onClose={() => setPackOpen(false)}
        />
      )}
    </section>
  );
}
