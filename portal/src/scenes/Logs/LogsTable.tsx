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
