import { useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client } from '../../api';
import { ManagerCharts } from '../../charts/lazyCharts';
import { Field } from '../../components/Field';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { ComplianceReport } from './ComplianceReport';

const TX = T.compliance;

/**
 * The admin's 'Conformidade' tab (issue 18): one client company's charts and compliance grid, as
 * its manager sees them on their dashboard and reports.
 */
export function AdminCompliance() {
  const { data, failed, retry } = useLoader(() => client.companies.list().then((r) => r.companies), []);
  const [companyId, setCompanyId] = useState('');

  if (failed && !data) return <ErrorState message={T.companies.loadError} onRetry={retry} />;
  if (!data) return <Loading />;
  return (
    <div className="reports-stack">
      <div className="reports-filters">
        <Field label={TX.company} className="reports-select">
          {({ id }) => (
            <select id={id} className="input" value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
              <option value="">{TX.companyPlaceholder}</option>
              {data.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {companyId ? (
        <>
          <ManagerCharts key={`charts-${companyId}`} companyId={Number(companyId)} />
          <ComplianceReport key={companyId} companyId={Number(companyId)} admin />
        </>
      ) : (
        <EmptyState>{TX.pickCompany}</EmptyState>
      )}
    </div>
  );
}
