import {
  COMPLIANCE_LABELS,
  COMPLIANCE_STATUSES,
  type ComplianceGrid,
  type ComplianceStatus,
} from '@trilha/sdk/contract';
import { datedFileName, fileSlug, IconDownload, saveBlob, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { ComplianceBadge } from '../../components/ComplianceBadge';
import { ComplianceSummary } from '../../components/ComplianceSummary';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatCpf, formatDate } from '../../format';
import { T } from '../../messages';
import { showError } from '../../state/banners';

const TX = T.compliance;

type Cell = ComplianceGrid['workers'][number]['cells'][number];

function GridCell({ cell }: { cell: Cell | undefined }) {
  if (!cell) {
    return (
      <span className="muted" title={TX.notRequired}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{TX.notRequired}</span>
      </span>
    );
  }
  const date = formatDate(cell.expires_at);
  return (
    <span className="compliance-cell">
      <ComplianceBadge status={cell.status} />
      {date && (
        <span className="cell-sub nowrap">{cell.status === 'vencido' ? TX.expiredOn(date) : TX.expiresOn(date)}</span>
      )}
    </span>
  );
}

/**
 * The compliance grid of one company (issue 18): workers x required courses, each cell's status as
 * text and colour with the expiry date, the summary on top, filters by cargo and status, and the
 * CSV export. A manager reads their own company; an admin passes `admin` with the company's id.
 */
export function ComplianceReport({ companyId, admin = false }: { companyId: number; admin?: boolean }) {
  const [jobRoleId, setJobRoleId] = useState('');
  const [status, setStatus] = useState<ComplianceStatus | ''>('');
  const [exporting, setExporting] = useState(false);
  const query = {
    ...(admin ? { company_id: companyId } : {}),
    ...(jobRoleId ? { job_role_id: Number(jobRoleId) } : {}),
    ...(status ? { status } : {}),
  };
  const grid = useLoader(() => client.manager.compliance(query), [companyId, jobRoleId, status], {
    refetchInPlace: true,
  });
  const roles = useLoader(() => client.manager.jobRoles(companyId).then((r) => r.job_roles), [companyId]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await client.manager.complianceCsv(query);
      const company = grid.data?.company.name;
      saveBlob(blob, datedFileName(company ? `conformidade-${fileSlug(company, 'empresa')}` : 'conformidade'));
    } catch (e) {
      showError(errorMessage(e, TX.exportError));
    } finally {
      setExporting(false);
    }
  };

  if (grid.failed && !grid.data) return <ErrorState message={TX.loadError} onRetry={grid.retry} />;
  if (!grid.data) return <Loading />;
  const data = grid.data;
  const columns = [TX.worker, TX.cargo, ...data.courses.map((c) => c.title)];

  return (
    <div className="reports-stack">
      <ComplianceSummary summary={data.summary} />
      <section className="card compliance-grid-card" aria-labelledby="compliance-grid-title">
        <h2 id="compliance-grid-title" className="card-title">
          {TX.gridTitle}
        </h2>
        <div className="reports-filters compliance-filters">
          <Field label={TX.jobRole} className="reports-select">
            {({ id }) => (
              <select id={id} className="input" value={jobRoleId} onChange={(e) => setJobRoleId(e.target.value)}>
                <option value="">{TX.allJobRoles}</option>
                {(roles.data ?? []).map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={TX.status} className="reports-select">
            {({ id }) => (
              <select
                id={id}
                className="input"
                value={status}
                onChange={(e) => setStatus(e.target.value as ComplianceStatus | '')}
              >
                <option value="">{TX.allStatuses}</option>
                {COMPLIANCE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {COMPLIANCE_LABELS[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="button" className="btn btn-primary" onClick={exportCsv} disabled={exporting}>
            <IconDownload size={18} />
            {exporting ? TX.exporting : TX.exportCsv}
          </button>
        </div>
        <p className="muted small compliance-note" aria-live="polite">
          {TX.count(data.workers.length)} · {TX.warningDays(data.warning_days)}
        </p>
        {data.courses.length === 0 ? (
          <p className="muted">{TX.noCourses}</p>
        ) : (
          <DataTable columns={columns} caption={TX.gridCaption}>
            {data.workers.length === 0 ? (
              <EmptyRow colSpan={columns.length}>{TX.empty}</EmptyRow>
            ) : (
              data.workers.map((w) => (
                <tr key={w.user_id}>
                  <th scope="row" className="cell-name compliance-worker">
                    <span className="cell-strong">{w.name}</span>
                    {w.cpf && <span className="cell-sub nowrap">{formatCpf(w.cpf)}</span>}
                  </th>
                  <td>{w.job_role ?? <span className="muted">{TX.noCargo}</span>}</td>
                  {data.courses.map((c) => (
                    <td key={c.id}>
                      <GridCell cell={w.cells.find((cell) => cell.course_id === c.id)} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </DataTable>
        )}
      </section>
    </div>
  );
}
