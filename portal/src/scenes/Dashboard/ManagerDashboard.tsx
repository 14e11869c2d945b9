import type { User } from '@trilha/sdk/contract';
import { IconAward, IconClipboard, IconClock, IconPieChart, IconUsers, useLoader } from '@trilha/sdk/ui';
import { client } from '../../api';
import { ManagerCharts } from '../../charts/lazyCharts';
import { ComplianceSummary } from '../../components/ComplianceSummary';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { ManagerPracticalSessions } from './ManagerPracticalSessions';
import { QuickAction } from './QuickAction';

/**
 * A client company's manager (issue 18): greeting, the company's compliance at a glance
 * (percentage of workers in order, cells by status) and the way to the team and the reports.
 */
export function ManagerDashboard({ user }: { user: User }) {
  const { data, failed: error, retry } = useLoader(() => client.manager.compliance(), []);
  const lastAccess = formatDateTime(user.previous_login);
  const TX = T.managerDashboard;
  const company = data?.company.name ?? user.company;

  return (
    <div className="dashboard">
      <section className="welcome-card">
        <div>
          <h1 className="welcome-title">{T.dashboard.greeting(user.name || user.email)}</h1>
          <p className="welcome-text">{company ? TX.subtitle(company) : TX.subtitleNoCompany}</p>
        </div>
        <p className="welcome-meta">
          <IconClock size={16} />
          <span>{lastAccess ? T.dashboard.lastAccess(lastAccess) : T.dashboard.firstAccess}</span>
        </p>
      </section>

      {error && !data ? (
        <ErrorState message={TX.error} onRetry={retry} />
      ) : !data ? (
        <Loading />
      ) : (
        <ComplianceSummary summary={data.summary} />
      )}

      <ManagerCharts />

      <ManagerPracticalSessions />

      <section className="card">
        <h2 className="card-title">{T.dashboard.quickActions}</h2>
        <div className="quick-grid">
          <QuickAction to="/team" title={TX.team} text={TX.teamText} icon={IconUsers} />
          <QuickAction to="/reports" title={TX.reports} text={TX.reportsText} icon={IconPieChart} />
          <QuickAction to="/training-matrix" title={TX.matrix} text={TX.matrixText} icon={IconClipboard} />
          <QuickAction to="/certificates" title={TX.certificates} text={TX.certificatesText} icon={IconAward} />
        </div>
      </section>
    </div>
  );
}
