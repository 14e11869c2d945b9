import { useSignals } from '@preact/signals-react/runtime';
import type { EmployeeCompletionStatus } from '@trilha/sdk/contract';
import {
  datedFileName,
  fileSlug,
  IconAward,
  IconBuilding,
  IconDownload,
  IconTrendingUp,
  IconUsers,
  saveBlob,
  useLoader,
} from '@trilha/sdk/ui';
import { useMemo, useState } from 'react';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { Field } from '../../components/Field';
import { SearchBox } from '../../components/SearchBox';
import { Loading } from '../../components/Spinner';
import { StatCard, StatGrid } from '../../components/StatCard';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { showError } from '../../state/banners';
import { isAdmin } from '../../state/session';
import { CompanyReportCard } from './CompanyReportCard';
import { count, percent } from './CompletionBadge';
import './Reports.css';

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Company reports (spec §2): four totals, filters, a card per company and CSV exports. */
export function CompanyReports() {
  useSignals();
  if (!isAdmin.value) return <AccessDenied message={T.companyReports.accessDenied} />;
  return <CompanyReportsView />;
}

function CompanyReportsView() {
  const { data, failed: error, reload } = useLoader(() => client.reports.companyCompletion(), []);
  const [search, setSearch] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [status, setStatus] = useState<EmployeeCompletionStatus | ''>('');
  const [exporting, setExporting] = useState<number | 'all' | null>(null);

  const shown = useMemo(() => {
    if (!data) return [];
    const q = normalize(search.trim());
    return data.companies
      .filter((c) => !companyId || String(c.company_id) === companyId)
      .filter((c) => !q || normalize(c.company_name).includes(q))
      .map((c) => ({
        ...c,
        employees: status ? c.employees.filter((e) => e.completion_status === status) : c.employees,
      }))
      .filter((c) => !status || c.employees.length > 0);
  }, [data, search, companyId, status]);

  const exportCsv = async (id?: number, name?: string) => {
    setExporting(id ?? 'all');
    try {
      const blob = await client.reports.companyCsv(id);
      saveBlob(blob, datedFileName(id && name ? `relatorio-${fileSlug(name, 'empresa')}` : 'relatorio-empresas'));
    } catch (e) {
      showError(errorMessage(e, T.companyReports.exportError));
    } finally {
      setExporting(null);
    }
  };

  if (error && !data) return <ErrorState message={T.companyReports.loadError} onRetry={reload} />;
  if (!data) return <Loading />;
  const { statistics: stats } = data;

  return (
    <div className="reports-stack">
      <StatGrid label={T.companyReports.title}>
        <StatCard icon={IconBuilding} label={T.companyReports.totalCompanies} value={count(stats.total_companies)} />
        <StatCard
          icon={IconUsers}
          tone="info"
          label={T.companyReports.totalEmployees}
          value={count(stats.total_employees)}
        />
        <StatCard
          icon={IconAward}
          tone="success"
          label={T.companyReports.totalCompleted}
          value={count(stats.total_completed)}
        />
        <StatCard
          icon={IconTrendingUp}
          tone="warning"
          label={T.companyReports.overallRate}
          value={percent(stats.overall_completion_rate)}
        />
      </StatGrid>

      <div className="reports-filters">
        <SearchBox
          label={T.companyReports.search}
          placeholder={T.companyReports.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <Field label={T.companyReports.company} className="reports-select">
          {({ id }) => (
            <select id={id} className="input" value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
              <option value="">{T.companyReports.allCompanies}</option>
              {data.companies.map((c) => (
                <option key={c.company_id} value={c.company_id}>
                  {c.company_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={T.companyReports.status} className="reports-select">
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={status}
              onChange={(e) => setStatus(e.target.value as EmployeeCompletionStatus | '')}
            >
              <option value="">{T.companyReports.allStatuses}</option>
              {T.companyReports.statuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => exportCsv()}
          disabled={exporting !== null || data.companies.length === 0}
        >
          <IconDownload size={18} />
          {exporting === 'all' ? T.reports.exporting : T.companyReports.exportAll}
        </button>
      </div>

      {shown.length === 0 ? (
        <EmptyState>{T.companyReports.empty}</EmptyState>
      ) : (
        shown.map((report) => (
          <CompanyReportCard
            key={report.company_id}
            report={report}
            exporting={exporting === report.company_id}
            onExport={() => exportCsv(report.company_id, report.company_name)}
          />
        ))
      )}
    </div>
  );
}
