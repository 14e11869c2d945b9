import { useSignals } from '@preact/signals-react/runtime';
import { PRACTICAL_MSG, type PracticalSession } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { ListScreen } from '../../components/ListScreen';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { isAdmin } from '../../state/session';
import { AdminSessionForm } from './AdminSessionForm';
import { PRACTICAL_ADMIN_TEXT } from './adminMessages';
import { sessionTimes } from './adminSchedule';
import './PracticalAdmin.css';

const TX = PRACTICAL_ADMIN_TEXT;

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; session: PracticalSession }
  | { kind: 'delete'; session: PracticalSession }
  | null;

/**
 * 'Turmas Práticas' (issue 20, admins): the in-person sessions of blended courses, soonest first,
 * each opening its roster; planned, moved and removed here.
 */
export function PracticalSessionsPage() {
  useSignals();
  if (!isAdmin.value) return <AccessDenied message={T.common.accessDenied} />;
  return <PracticalSessions />;
}

/** The day and start that tell a course's sessions apart in labels and the confirm text. */
const whenOf = (s: PracticalSession) => {
  const t = sessionTimes(s);
  return TX.at(t.date, t.start);
};

function PracticalSessions() {
  const { data, failed, retry, reload } = useLoader(() => client.practical.list().then((r) => r.sessions), []);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const remove = async (session: PracticalSession) => {
    setBusyId(session.id);
    try {
      showSuccess((await client.practical.remove(session.id)).message || PRACTICAL_MSG.deleted);
      await reload();
    } catch (e) {
      // A session with attendance is evidence: the server's 409 says so.
      showError(errorMessage(e, TX.deleteError));
    } finally {
      setBusyId(null);
    }
  };

  const columns = TX.columns;
  return (
    <>
      <ListScreen
        className="pa-page"
        title={TX.title}
        subtitle={TX.subtitle}
        newLabel={TX.newSession}
        onNew={() => setDialog({ kind: 'create' })}
        loaded={{ data, failed, retry }}
        loadError={TX.loadError}
      >
        {(data) => (
          <DataTable columns={columns} caption={TX.caption}>
            {data.length === 0 ? (
              <EmptyRow colSpan={columns.length}>{TX.empty}</EmptyRow>
            ) : (
              data.map((session) => {
                const t = sessionTimes(session);
                const when = whenOf(session);
                const busy = busyId === session.id;
                return (
                  <tr key={session.id}>
                    <td className="pa-course-cell">
                      <Link
                        to={`/practical-sessions/${session.id}`}
                        className="cell-strong pa-link"
                        aria-label={TX.openLabel(session.course_title, when)}
                      >
                        {session.course_title}
                      </Link>
                    </td>
                    <td className="nowrap">
                      <span className="cell-strong">{t.date}</span>
                      <span className="cell-sub">
                        {TX.times(t.start, t.end)}
                        {t.nextDay && ` (${TX.nextDay})`}
                      </span>
                    </td>
                    <td className="pa-place-cell">{session.place}</td>
                    <td className="pa-instructor-cell">{session.instructor_name}</td>
                    <td className="nowrap">
                      <span
                        className={`badge ${session.participants >= session.capacity ? 'badge-warning' : 'badge-outline'}`}
                        title={TX.seatsLabel(session.participants, session.capacity)}
                      >
                        {TX.seats(session.participants, session.capacity)}
                      </span>
                    </td>
                    <td className="nowrap">{TX.hours(session.hours)}</td>
                    <td>
                      <span className="pa-actions">
                        <button
                          type="button"
                          className="btn btn-sm btn-outline"
                          onClick={() => setDialog({ kind: 'edit', session })}
                          aria-label={TX.editLabel(session.course_title, when)}
                          disabled={busy}
                        >
                          {T.common.edit}
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-danger-outline"
                          onClick={() => setDialog({ kind: 'delete', session })}
                          aria-label={TX.deleteLabel(session.course_title, when)}
                          disabled={busy}
                        >
                          {T.common.delete}
                        </button>
                      </span>
                    </td>
                  </tr>
                );
              })
            )}
          </DataTable>
        )}
      </ListScreen>

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <AdminSessionForm
          session={dialog.kind === 'edit' ? dialog.session : undefined}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            showSuccess(message);
            setDialog(null);
            void reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={TX.confirmDeleteTitle}
          message={TX.confirmDelete(dialog.session.course_title, whenOf(dialog.session), dialog.session.participants)}
          confirmLabel={T.common.delete}
          danger
          onConfirm={async () => {
            const session = dialog.session;
            setDialog(null);
            await remove(session);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
