import { type Company, MSG } from '@trilha/sdk/contract';
import { IconPlus, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { DataTable, EmptyRow, StatusBadge } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { TrainingEventDialog } from '../../components/TrainingEventDialog';
import { formatCnpj } from '../../format';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { CompanyEmployeesModal } from './CompanyEmployeesModal';
import { CompanyForm } from './CompanyForm';
import { CompanyIntegration, INTEGRATION_TEXT } from './CompanyIntegration';
import { CompanyTraining } from './CompanyTraining';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; company: Company }
  | { kind: 'delete'; company: Company }
  | { kind: 'employees'; company: Company }
  | { kind: 'integration'; company: Company }
  | { kind: 'training'; company: Company }
  | { kind: 'event'; company: Company }
  | null;

/** Companies tab: create and edit forms, the table and the employees modal. */
export function CompaniesTab() {
  const {
    data: companies,
    failed: error,
    reload,
  } = useLoader(() => client.companies.list().then((r) => r.companies), []);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (company: Company, action: () => Promise<string>, fallback: string) => {
    setBusyId(company.id);
    try {
      showSuccess(await action());
      reload();
    } catch (e) {
      showError(errorMessage(e, fallback));
    } finally {
      setBusyId(null);
    }
  };

  if (error && !companies) return <ErrorState message={T.companies.loadError} onRetry={reload} />;

  return (
    <div className="tab-content">
      <div className="toolbar toolbar-end">
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
          <IconPlus size={18} />
          {T.companies.newCompany}
        </button>
      </div>
      {!companies ? (
        <Loading />
      ) : (
        <DataTable columns={T.companies.columns} caption={T.companies.title}>
          {companies.length === 0 ? (
            <EmptyRow colSpan={T.companies.columns.length}>{T.companies.empty}</EmptyRow>
          ) : (
            companies.map((company) => {
              const busy = busyId === company.id;
              return (
                <tr key={company.id} className={company.is_active ? undefined : 'row-inactive'}>
                  <td className="cell-name">
                    <span className="cell-strong">{company.name}</span>
                    {company.cnpj && <span className="cell-sub">{formatCnpj(company.cnpj)}</span>}
                  </td>
                  <td className="cell-email">{company.contact_email || '—'}</td>
                  <td>{company.phone || '—'}</td>
                  <td>
                    <StatusBadge
                      active={company.is_active}
                      activeText={T.companies.statusActive}
                      inactiveText={T.companies.statusInactive}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      onClick={() => setDialog({ kind: 'employees', company })}
                      aria-label={T.companies.employeesLabel(company.employee_count, company.name)}
                    >
                      {T.companies.employeesButton(company.employee_count)}
                    </button>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      onClick={() => setDialog({ kind: 'edit', company })}
                      aria-label={`${T.common.edit} ${company.name}`}
                    >
                      {T.common.edit}
                    </button>{' '}
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      onClick={() => setDialog({ kind: 'integration', company })}
                      aria-label={INTEGRATION_TEXT.openLabel(company.name)}
                    >
                      {INTEGRATION_TEXT.open}
                    </button>{' '}
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      onClick={() => setDialog({ kind: 'training', company })}
                      aria-label={T.companyTraining.openLabel(company.name)}
                    >
                      {T.companyTraining.open}
                    </button>{' '}
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      onClick={() => setDialog({ kind: 'event', company })}
                      aria-label={T.companies.eventLabel(company.name)}
                    >
                      {T.companies.eventOpen}
                    </button>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={`btn btn-sm ${company.is_active ? 'btn-warning-outline' : 'btn-success-outline'}`}
                      disabled={busy}
                      aria-label={`${company.is_active ? T.common.deactivate : T.common.activate} ${company.name}`}
                      onClick={() =>
                        run(
                          company,
                          async () =>
                            (await client.companies.toggleStatus(company.id)).message ||
                            (company.is_active ? MSG.companyDeactivated : MSG.companyActivated),
                          T.companies.statusError,
                        )
                      }
                    >
                      {company.is_active ? T.common.deactivate : T.common.activate}
                    </button>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-danger-outline"
                      disabled={busy}
                      onClick={() => setDialog({ kind: 'delete', company })}
                      aria-label={`${T.common.delete} ${company.name}`}
                    >
                      {T.common.delete}
                    </button>
                  </td>
                </tr>
              );
            })
          )}
        </DataTable>
      )}

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <CompanyForm
          company={dialog.kind === 'edit' ? dialog.company : undefined}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            showSuccess(message);
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'employees' && (
        <CompanyEmployeesModal company={dialog.company} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'integration' && (
        <CompanyIntegration company={dialog.company} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'training' && <CompanyTraining company={dialog.company} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'event' && (
        <TrainingEventDialog
          company={{ id: dialog.company.id, name: dialog.company.name }}
          loadCourses={() =>
            client.courses.list().then((r) => [...r.courses].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')))
          }
          loadJobRoles={() =>
            client.manager
              .jobRoles(dialog.company.id)
              .then((r) => r.job_roles.map((j) => ({ id: j.id, name: j.name, workers: j.worker_count })))
          }
          onClose={() => setDialog(null)}
          onRegistered={reload}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={T.companies.confirmDeleteTitle}
          message={T.companies.confirmDelete(dialog.company.name)}
          confirmLabel={T.common.delete}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const company = dialog.company;
            setDialog(null);
            await run(
              company,
              async () => (await client.companies.remove(company.id)).message || MSG.companyDeleted,
              T.companies.deleteError,
            );
          }}
        />
      )}
    </div>
  );
}
