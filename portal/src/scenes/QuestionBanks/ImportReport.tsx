import {
  type BankImportIssue,
  type BankImportReport,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
} from '@trilha/sdk/contract';
import { T } from '../../messages';

const TX = T.questionBanks;

/** The problems of an import file, one line each: 'Linha 4 — corretas: ...'. */
function ImportIssues({ format, issues }: { format: 'csv' | 'json'; issues: BankImportIssue[] }) {
  return (
    <ul className="qb-import-issues">
      {issues.map((issue) => (
        <li key={`${issue.line}-${issue.field}-${issue.problem}`}>
          {TX.issue(format, issue.line, issue.field, issue.problem)}
        </li>
      ))}
    </ul>
  );
}

/** What a simulation (or a refused import) read: how many questions, of which types and topics, and what is wrong. */
export function ImportReport({ report }: { report: BankImportReport }) {
  return (
    <section className="qb-import-report" aria-labelledby="qb-import-report-title">
      <h3 id="qb-import-report-title" className="qb-import-report-title">
        {report.dry_run ? TX.reportTitle : TX.reportRejected}
      </h3>
      <dl className="qb-import-facts">
        <div>
          <dt>{TX.reportRead}</dt>
          <dd>{report.total}</dd>
        </div>
        <div>
          <dt>{TX.reportByType}</dt>
          <dd>
            {QUESTION_TYPES.filter((t) => report.by_type[t] > 0)
              .map((t) => `${QUESTION_TYPE_LABELS[t]}: ${report.by_type[t]}`)
              .join(' · ') || '—'}
          </dd>
        </div>
        <div>
          <dt>{TX.reportTopics}</dt>
          <dd>{report.topics.length ? report.topics.join(', ') : TX.reportNoTopics}</dd>
        </div>
      </dl>
      {report.issues.length ? (
        <>
          <p className="qb-import-issues-title">{TX.reportIssues(report.issues.length)}</p>
          <ImportIssues format={report.format} issues={report.issues} />
        </>
      ) : (
        <p className="qb-import-clean">{TX.reportNoIssues}</p>
      )}
    </section>
  );
}
