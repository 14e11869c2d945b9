import type { CompanyReport } from '@trilha/sdk/contract';
import { IconDownload } from '@trilha/sdk/ui';
import { CourseChips, DataTable, EmptyRow } from '../../components/DataTable';
import { ProgressBar } from '../../components/ProgressBar';
import { formatCnpj, formatCpf } from '../../format';
import { T } from '../../messages';
import { CompletionBadge, count, percent } from './CompletionBadge';

/** One company: its summary, its CSV and the table of its employees. */
export function CompanyReportCard({
  report,
  exporting,
  onExport,
}: {
  report: CompanyReport;
  exporting: boolean;
  onExport: () => void;
}) {
  const { summary } = report;
  const columns = T.companyReports.employeeColumns;
  return (
    <section className="card reports-company" aria-labelledby={`company-${report.company_id}`}>
      <header className="reports-company-head">
        <div>
          <h2 id={`company-${report.company_id}`} className="reports-section-title">
            {report.company_name}
          </h2>
          <p className="muted small">
            {[report.cnpj && formatCnpj(report.cnpj), report.contact_email].filter(Boolean).join(' · ')}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={onExport}
          disabled={exporting}
          aria-label={T.companyReports.exportOneLabel(report.company_name)}
        >
          <IconDownload size={16} />
          {exporting ? T.reports.exporting : T.companyReports.exportOne}
        </button>
      </header>
      <dl className="reports-company-summary">
        <div>
          <dt>{T.companyReports.employees}</dt>
          <dd>{count(summary.total_employees)}</dd>
        </div>
        <div>
          <dt>{T.companyReports.enrolled}</dt>
          <dd>{count(summary.employees_enrolled)}</dd>
        </div>
        <div>
          <dt>{T.companyReports.completed}</dt>
          <dd>{count(summary.employees_completed)}</dd>
        </div>
        <div className="reports-company-rate">
          <dt>{T.companyReports.completionRate}</dt>
          <dd>
            <ProgressBar
              value={summary.completion_rate}
              label={`${T.companyReports.completionRate}: ${report.company_name}`}
              showValue={false}
            />
            <span>{percent(summary.completion_rate)}</span>
          </dd>
        </div>
      </dl>
      <DataTable columns={columns} caption={report.company_name}>
        {report.employees.length === 0 ? (
          <EmptyRow colSpan={columns.length}>{T.companyReports.noEmployees}</EmptyRow>
        ) : (
          report.employees.map((e) => (
            <tr key={e.user_id}>
              <td className="cell-name">
                <span className="cell-strong">{e.employee_name}</span>
                <span className="cell-sub">{e.employee_email}</span>
              </td>
              <td className="nowrap">{e.cpf ? formatCpf(e.cpf) : '—'}</td>
              <td>
                <CompletionBadge status={e.completion_status} />
              </td>
              <td className="reports-cell-progress">
                <ProgressBar value={e.average_progress} label={T.reports.progressOf(e.employee_name)} size="sm" />
              </td>
              <td>
                <CourseChips courses={e.courses_enrolled.map((c) => c.course_title)} />
              </td>
              <td className="nowrap">
                {e.completed_courses}/{e.total_enrollments}
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </section>
  );
}
