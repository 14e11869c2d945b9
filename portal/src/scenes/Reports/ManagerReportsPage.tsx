import { useSignals } from '@preact/signals-react/runtime';
import { MANAGER_MSG } from '@trilha/sdk/contract';
import { AccessDenied } from '../../components/AccessDenied';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { currentUser } from '../../state/session';
import { ComplianceReport } from './ComplianceReport';
import './Reports.css';

/** '/reports' for a client company's manager (issue 18): the company's compliance grid. */
export function ManagerReportsPage() {
  useSignals();
  const user = currentUser.value;
  if (user?.role !== 'manager') return <AccessDenied message={T.reports.accessDenied} />;
  return (
    <div className="reports-page">
      <PageHeader title={T.compliance.title} subtitle={T.compliance.subtitle} />
      {user.company_id ? (
        <ComplianceReport companyId={user.company_id} />
      ) : (
        <ErrorState message={MANAGER_MSG.companyRequired} />
      )}
    </div>
  );
}
