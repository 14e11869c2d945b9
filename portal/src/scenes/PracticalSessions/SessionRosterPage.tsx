import { useSignals } from '@preact/signals-react/runtime';
import {
  PRACTICAL_MSG,
  PRACTICAL_RESULT_LABELS,
  type PracticalParticipant,
  type PracticalSessionDetail,
} from '@trilha/sdk/contract';
import { IconChevronLeft, IconDownload, IconPlus, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatCpf, formatDateTime } from '../../format';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { isAdmin } from '../../state/session';
import { AdminParticipantsDialog } from './AdminParticipantsDialog';
import { PRACTICAL_ADMIN_TEXT } from './adminMessages';
import { sessionTimes } from './adminSchedule';
import { downloadAttendanceList } from './attendanceListDownload';
import './PracticalAdmin.css';

const TX = PRACTICAL_ADMIN_TEXT.roster;

/**
 * One practical session for the admin (issue 20): when, where and who teaches it, its roster with
 * each worker's attendance and practical evaluation, adding enrolled workers, and the signed
 * attendance list as a PDF.
 */
export function SessionRosterPage() {
  useSignals();
  const { id } = useParams();
  const sessionId = Number(id);
  if (!isAdmin.value) return <AccessDenied message={T.common.accessDenied} />;
  if (!Number.isSafeInteger(sessionId) || sessionId <= 0) return <ErrorState message={PRACTICAL_MSG.notFound} />;
  return <SessionRoster key={sessionId} sessionId={sessionId} />;
}

function SessionRoster({ sessionId }: { sessionId: number }) {
  // A session that is gone answers 404 with the server's 'not found' text: shown as it is.
  const { state, data, retry, reload } = useLoader(() => client.practical.get(sessionId).then((r) => r.session), [], {
    toError: (e) => errorMessage(e, TX.loadError),
  });
  const [adding, setAdding] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const downloadPdf = async (session: PracticalSessionDetail) => {
    setDownloading(true);
    try {
      await downloadAttendanceList(session);
    } catch (e) {
      showError(errorMessage(e, TX.pdfError));
    } finally {
      setDownloading(false);
    }
  };

  const back = (
    <Link to="/practical-sessions" className="btn btn-secondary btn-sm pa-back">
      <IconChevronLeft size={16} />
      {TX.back}
    </Link>
  );
  if (state.status === 'error') {
    return (
      <div className="pa-page">
        {back}
        <ErrorState message={state.error} onRetry={retry} />
      </div>
    );
  }
  if (!data) return <Loading />;

  const t = sessionTimes(data);
  const free = Math.max(data.capacity - data.roster.length, 0);
  const facts: [string, string][] = [
    [
      TX.when,
      `${t.date}, ${PRACTICAL_ADMIN_TEXT.times(t.start, t.end)}${t.nextDay ? ` (${PRACTICAL_ADMIN_TEXT.nextDay})` : ''}`,
    ],
    [TX.place, data.place],
    [TX.instructor, data.instructor_name],
    [TX.seats, TX.seatsValue(data.roster.length, data.capacity)],
    [TX.hours, PRACTICAL_ADMIN_TEXT.hours(data.hours)],
  ];
  const columns = TX.columns;
  return (
    <div className="pa-page">
      {back}
      <PageHeader
        title={TX.title(data.course_title)}
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => downloadPdf(data)}
              disabled={downloading}
            >
              <IconDownload size={18} />
              {downloading ? TX.pdfBusy : TX.pdf}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
              <IconPlus size={18} />
              {TX.add}
            </button>
          </>
        }
      />
      <dl className="card pa-facts">
        {facts.map(([label, value]) => (
          <div key={label} className={label === TX.place ? 'pa-fact pa-fact-wide' : 'pa-fact'}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DataTable columns={columns} caption={TX.caption}>
        {data.roster.length === 0 ? (
          <EmptyRow colSpan={columns.length}>{TX.empty}</EmptyRow>
        ) : (
          data.roster.map((p) => <RosterRow key={p.user_id} participant={p} />)
        )}
      </DataTable>

      {adding && (
        <AdminParticipantsDialog
          session={data}
          free={free}
          onClose={() => setAdding(false)}
          onAdded={(message) => {
            showSuccess(message);
            setAdding(false);
            void reload();
          }}
        />
      )}
    </div>
  );
}

function RosterRow({ participant: p }: { participant: PracticalParticipant }) {
  return (
    <tr>
      <td className="cell-name cell-strong">{p.name}</td>
      <td className="nowrap">{p.cpf ? formatCpf(p.cpf) : '—'}</td>
      <td>{p.company ?? '—'}</td>
      <td className="nowrap">
        {p.attendance ? (
          <>
            <span className="badge badge-success">{TX.attendance[p.attendance.method]}</span>
            <span className="cell-sub">{formatDateTime(p.attendance.signed_at)}</span>
          </>
        ) : (
          <span className="badge badge-outline">{TX.pending}</span>
        )}
      </td>
      <td className="pa-evaluation-cell">
        {p.evaluation ? (
          <>
            <span className={`badge ${p.evaluation.result === 'satisfatorio' ? 'badge-success' : 'badge-danger'}`}>
              {PRACTICAL_RESULT_LABELS[p.evaluation.result]}
            </span>
            {p.evaluation.notes && <span className="cell-sub">{p.evaluation.notes}</span>}
          </>
        ) : (
          <span className="muted">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{TX.noEvaluation}</span>
          </span>
        )}
      </td>
    </tr>
  );
}
