import type { Worker } from '@trilha/sdk/contract';
import { useEffect, useRef } from 'react';
import { DataTable, EmptyRow, StatusBadge } from '../../components/DataTable';
import { formatCpf } from '../../format';
import { T } from '../../messages';

const TX = T.team;

export interface WorkersTableProps {
  workers: Worker[];
  selected: ReadonlySet<number>;
  onSelect: (selected: ReadonlySet<number>) => void;
  busyId: number | null;
  onChangeJobRole: (worker: Worker) => void;
  onToggleStatus: (worker: Worker) => void;
}

/** Required courses of the cargo and how many hold: text first ('Em dia 2/2'), colour second. */
function RequiredBadge({ worker }: { worker: Worker }) {
  if (worker.job_role_id === null) {
    return (
      <span className="muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{TX.requiredNone}</span>
      </span>
    );
  }
  if (worker.required === 0) return <span className="muted">{TX.requiredNoneCourses}</span>;
  const ok = worker.compliant >= worker.required;
  return (
    <span className={`badge ${ok ? 'badge-success' : 'badge-warning'}`}>
      {ok ? TX.requiredOk(worker.compliant, worker.required) : TX.requiredPending(worker.compliant, worker.required)}
    </span>
  );
}

/** The select-all box of the visible rows: checked, unchecked or mixed. */
function SelectAll({ workers, selected, onSelect }: Pick<WorkersTableProps, 'workers' | 'selected' | 'onSelect'>) {
  const ref = useRef<HTMLInputElement>(null);
  const count = workers.filter((w) => selected.has(w.id)).length;
  const all = workers.length > 0 && count === workers.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="team-check"
      aria-label={TX.selectAll}
      title={TX.selectAll}
      checked={all}
      disabled={workers.length === 0}
      onChange={() => {
        const next = new Set(selected);
        for (const w of workers) {
          if (all) next.delete(w.id);
          else next.add(w.id);
        }
        onSelect(next);
      }}
    />
  );
}

/** The company's workers: CPF, cargo, status, enrolments and required courses, with the row actions. */
export function WorkersTable({
  workers,
  selected,
  onSelect,
  busyId,
  onChangeJobRole,
  onToggleStatus,
}: WorkersTableProps) {
  const columns = [<SelectAll key="all" workers={workers} selected={selected} onSelect={onSelect} />, ...TX.columns];
  return (
    <DataTable columns={columns} caption={TX.title}>
      {workers.length === 0 ? (
        <EmptyRow colSpan={columns.length}>{TX.empty}</EmptyRow>
      ) : (
        workers.map((worker) => {
          const busy = busyId === worker.id;
          const display = worker.name || worker.email;
          const action = worker.is_active ? T.common.deactivate : T.common.activate;
          return (
            <tr key={worker.id} className={worker.is_active ? undefined : 'row-inactive'}>
              <td>
                <input
                  type="checkbox"
                  className="team-check"
                  aria-label={TX.selectOne(display)}
                  checked={selected.has(worker.id)}
                  onChange={(e) => {
                    const next = new Set(selected);
                    if (e.target.checked) next.add(worker.id);
                    else next.delete(worker.id);
                    onSelect(next);
                  }}
                />
              </td>
              <td className="cell-name team-cell-name">
                <span className="cell-strong">{worker.name || '—'}</span>
                <span className="cell-sub">{worker.email}</span>
              </td>
              <td className="nowrap">{worker.cpf ? formatCpf(worker.cpf) : '—'}</td>
              <td>{worker.job_role ?? <span className="muted">{TX.noJobRole}</span>}</td>
              <td>
                <StatusBadge active={worker.is_active} />
              </td>
              <td className="nowrap">{TX.enrollments(worker.enrollments, worker.completed)}</td>
              <td className="nowrap">
                <RequiredBadge worker={worker} />
              </td>
              <td>
                <div className="team-row-actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    onClick={() => onChangeJobRole(worker)}
                    aria-label={TX.changeJobRoleLabel(display)}
                  >
                    {TX.changeJobRole}
                  </button>
                  <button
                    type="button"
                    className={`btn btn-sm ${worker.is_active ? 'btn-warning-outline' : 'btn-success-outline'}`}
                    onClick={() => onToggleStatus(worker)}
                    disabled={busy}
                    aria-label={TX.toggleLabel(action, display)}
                  >
                    {action}
                  </button>
                </div>
              </td>
            </tr>
          );
        })
      )}
    </DataTable>
  );
}
