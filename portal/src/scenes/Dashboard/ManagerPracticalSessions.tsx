import type { PracticalSession } from '@trilha/sdk/contract';
import { IconDownload, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { showError } from '../../state/banners';
import { downloadAttendanceList } from '../PracticalSessions/attendanceListDownload';

const TX = T.managerDashboard;

/**
 * The practical sessions with the company's workers (issue 20) and each one's attendance list,
 * which the server narrows to the company's own workers.
 */
export function ManagerPracticalSessions() {
  const { data, failed, retry } = useLoader(() => client.practical.list(), []);
  const [busy, setBusy] = useState<number | null>(null);

  const download = async (session: PracticalSession) => {
    setBusy(session.id);
    try {
      await downloadAttendanceList(session);
    } catch (e) {
      showError(errorMessage(e, TX.practicalPdfError));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card">
      <h2 className="card-title">{TX.practicalTitle}</h2>
      <p className="muted">{TX.practicalText}</p>
      {failed && !data ? (
        <ErrorState message={TX.practicalError} onRetry={retry} />
      ) : !data ? (
        <Loading />
      ) : data.sessions.length === 0 ? (
        <EmptyState>{TX.practicalEmpty}</EmptyState>
      ) : (
        <ul className="practical-list">
          {data.sessions.map((s) => (
            <li key={s.id} className="practical-item">
              <strong>{s.course_title}</strong>
              <span>{formatDateTime(s.starts_at)}</span>
              <span>{s.place}</span>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => download(s)}
                disabled={busy === s.id}
                aria-label={TX.practicalPdfLabel(s.course_title, formatDateTime(s.starts_at))}
              >
                <IconDownload size={16} />
                {TX.practicalPdf}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
