import { COMPLIANCE_LABELS, COMPLIANCE_STATUSES, type ComplianceGrid } from '@trilha/sdk/contract';
import { IconCheck, IconTrendingUp, IconUsers } from '@trilha/sdk/ui';
import { T } from '../messages';
import { ComplianceBadge } from './ComplianceBadge';
import { StatCard, StatGrid } from './StatCard';
import './Compliance.css';

const percent = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

/**
 * The company-level summary of the compliance grid (issue 18): the share of workers whose every
 * required course holds, and how many cells are in each status, each with its label.
 */
export function ComplianceSummary({ summary }: { summary: ComplianceGrid['summary'] }) {
  const TX = T.managerDashboard;
  return (
    <>
      <StatGrid label={TX.summaryLabel}>
        <StatCard
          icon={IconTrendingUp}
          tone="success"
          label={TX.compliantRate}
          value={percent(summary.compliant_rate)}
          hint={TX.compliantRateHint(summary.compliant_workers, summary.workers)}
        />
        <StatCard icon={IconUsers} tone="info" label={TX.workers} value={summary.workers.toLocaleString('pt-BR')} />
        <StatCard
          icon={IconCheck}
          tone="primary"
          label={TX.compliantWorkers}
          value={summary.compliant_workers.toLocaleString('pt-BR')}
        />
      </StatGrid>
      <section className="card compliance-status-card" aria-labelledby="compliance-by-status">
        <h2 id="compliance-by-status" className="card-title">
          {TX.byStatusTitle}
        </h2>
        <p className="muted small">{TX.byStatusText}</p>
        <ul className="compliance-status-list">
          {COMPLIANCE_STATUSES.map((status) => (
            <li key={status} className={`compliance-status compliance-status-${status}`}>
              <span className="compliance-status-count">
                {(summary.by_status[status] ?? 0).toLocaleString('pt-BR')}
              </span>
              <ComplianceBadge status={status}>{COMPLIANCE_LABELS[status]}</ComplianceBadge>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
