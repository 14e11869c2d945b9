import { type LogEntry, logActionLabel } from '@trilha/sdk/contract';
import { DataTable } from '../../components/DataTable';
import { T } from '../../messages';
import { logDescription, logTime, logUser } from './logFormat';

/** 'Logs Recentes': Data/Hora, Ação, Usuário, IP, Descrição. */
export function LogsTable({ logs }: { logs: LogEntry[] }) {
  return (
    <DataTable columns={T.logs.columns} caption={T.logs.tableTitle}>
      {logs.map((log) => (
        <tr key={log.id} className={log.level === 'error' ? 'logs-row-error' : undefined}>
          <td className="nowrap logs-time">{logTime(log.created_at)}</td>
          <td>
            <span className="logs-action" title={log.action}>
              {logActionLabel(log.action)}
            </span>
          </td>
          <td className="cell-email">{logUser(log)}</td>
          <td className="nowrap logs-ip">{log.ip_address || '-'}</td>
          <td className="logs-description">{logDescription(log)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Anterior / 'X / Y' / Próxima, only when there is more than one page; moves are clamped. */
export function LogsPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const go = (target: number) => onPage(Math.min(Math.max(1, target), totalPages));
  return (
    <nav className="logs-pagination" aria-label={T.logs.pagination}>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => go(page - 1)} disabled={page <= 1}>
        {T.logs.previous}
      </button>
      <span className="logs-pager" aria-current="page">
        {T.logs.pager(page, totalPages)}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
      >
        {T.logs.next}
      </button>
    </nav>
  );
}
