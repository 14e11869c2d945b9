import type { Company, CompanyEmployee } from '@trilha/sdk/contract';
import { useEffect, useState } from 'react';
import { client } from '../../api';
import { CourseChips, DataTable, EmptyRow, StatusBadge } from '../../components/DataTable';
import { Modal } from '../../components/dialogs';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatCpf } from '../../format';
import { T } from '../../messages';

/** 'Alunos da Empresa': the company's students with their course totals. */
export function CompanyEmployeesModal({ company, onClose }: { company: Company; onClose: () => void }) {
  const [employees, setEmployees] = useState<CompanyEmployee[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` triggers a retry
  useEffect(() => {
    let alive = true;
    setFailed(false);
    client.companies
      .employees(company.id)
      .then((r) => alive && setEmployees(r.employees))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [company.id, attempt]);

  const columns = T.companies.employeesColumns;
  return (
    <Modal
      title={T.companies.employeesTitle}
      description={company.name}
      onClose={onClose}
      size="xl"
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {T.common.close}
        </button>
      }
    >
      {failed ? (
        <ErrorState message={T.companies.employeesError} onRetry={() => setAttempt((a) => a + 1)} />
      ) : !employees ? (
        <Loading />
      ) : (
        <DataTable columns={columns} caption={T.companies.employeesTitle}>
          {employees.length === 0 ? (
            <EmptyRow colSpan={columns.length}>{T.companies.employeesEmpty}</EmptyRow>
          ) : (
            employees.map((e) => (
              <tr key={e.id}>
                <td className="cell-strong">{e.name}</td>
                <td className="cell-email">{e.email}</td>
                <td className="nowrap">{formatCpf(e.cpf) || '—'}</td>
                <td className="nowrap">{e.phone || '—'}</td>
                <td>
                  <StatusBadge active={e.is_active} />
                </td>
                <td>
                  <span className="course-counts">
                    <span>{T.companies.coursesTotal(e.total_enrollments)}</span>
                    <span>{T.companies.coursesDone(e.completed_courses)}</span>
                  </span>
                  <CourseChips courses={e.courses} />
                </td>
              </tr>
            ))
          )}
        </DataTable>
      )}
    </Modal>
  );
}
