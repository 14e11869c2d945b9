import { IconAlert, useLoader } from '@trilha/sdk/ui';
import { client } from '../../api';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { durationWords, TUTORING_TEXT } from '../Tutoring/tutoringMessages';
import { count, percent } from './CompletionBadge';

const TX = TUTORING_TEXT.report;

/**
 * 'Tutoria' (issue 26): per course, the workers' questions, how many were answered and are still
 * open or late, the median time to the first answer and the share answered within the due time.
 */
export function TutoringTab() {
  const { data, failed, retry } = useLoader(() => client.tutoring.report().then((r) => r.courses), []);

  if (failed && !data) return <ErrorState message={TX.loadError} onRetry={() => void retry()} />;
  if (!data) return <Loading />;
  return (
    <DataTable columns={TX.columns} caption={TX.caption}>
      {data.length === 0 ? (
        <EmptyRow colSpan={TX.columns.length}>{TX.empty}</EmptyRow>
      ) : (
        data.map((row) => (
          <tr key={row.course_id}>
            <td className="cell-strong">{row.course_title}</td>
            <td className="nowrap">{count(row.questions)}</td>
            <td className="nowrap">{count(row.answered)}</td>
            <td className="nowrap">{count(row.open)}</td>
            <td className="nowrap">
              {row.overdue_open > 0 ? (
                <span className="badge badge-danger reports-badge-icon" title={TX.overdueLabel(row.overdue_open)}>
                  <IconAlert size={14} />
                  {count(row.overdue_open)}
                </span>
              ) : (
                count(0)
              )}
            </td>
            <td className="nowrap">
              {row.median_first_response_seconds === null ? TX.none : durationWords(row.median_first_response_seconds)}
            </td>
            <td className="nowrap">
              {row.within_target_percent === null ? TX.none : percent(row.within_target_percent)}
            </td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
