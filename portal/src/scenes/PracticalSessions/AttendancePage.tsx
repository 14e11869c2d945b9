import { useSignals } from '@preact/signals-react/runtime';
import {
  type EvaluationReq,
  PRACTICAL_MSG,
  type PracticalParticipant,
  type PracticalSessionDetail,
  type User,
} from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { Fragment, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { client, errorMessage } from '../../api';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { currentUser } from '../../state/session';
import { AttendanceCodeDialog } from './AttendanceCodeDialog';
import { AttendanceEvaluationDialog } from './AttendanceEvaluationDialog';
import { AttendanceHeader } from './AttendanceHeader';
import { AttendanceRow } from './AttendanceRow';
import { type MarkFields, newMark } from './attendanceMark';
import type { QueuedMark, SettledOutcome } from './attendanceQueue';
import { useAttendanceQueue } from './attendanceQueueHook';
import { PRACTICAL_INSTRUCTOR_TEXT as TX } from './instructorMessages';
import { SignatureDialog } from './SignatureDialog';
import './Attendance.css';

type Dialog = { kind: 'sign' | 'code' | 'evaluate'; participant: PracticalParticipant };
type Status = { tone: 'success' | 'info'; text: string };

/**
 * The instructor's screen for one practical session (issue 20), made for a phone or tablet at the
 * training ground: each participant confirms presence by signing on the device or with a code
 * e-mailed to them, then the instructor rates the practice. A mark made without network waits on
 * the device ('Aguardando conexão') and goes out when the connection returns.
 */
export function AttendancePage() {
  useSignals();
  const instructor = currentUser.value as User;
  const sessionId = Number(useParams().id);
  const { data, state, retry, reload, setData } = useLoader(() => client.practical.get(sessionId), [sessionId], {
    toError: (error) => errorMessage(error, TX.loadError),
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  /** The mark its dialog is sending: not 'waiting' yet, and a refusal shows in the dialog, not on the row. */
  const [confirming, setConfirming] = useState<string | null>(null);

  const replace = (participant: PracticalParticipant) =>
    setData(({ session }) => ({
      session: { ...session, roster: session.roster.map((p) => (p.user_id === participant.user_id ? participant : p)) },
    }));
  const setRefusal = (userId: number, message?: string) =>
    setRefusals(({ [userId]: _, ...rest }) => (message ? { ...rest, [userId]: message } : rest));

  const settled = (mark: QueuedMark, outcome: SettledOutcome) => {
    if (outcome.kind === 'sent') {
      replace(outcome.participant);
      setRefusal(mark.user_id);
      setStatus({ tone: 'success', text: outcome.message || PRACTICAL_MSG.attendanceRecorded });
      return;
    }
    // Someone else may have marked the person meanwhile (another device): show what the server has.
    void reload();
    if (mark.client_id !== confirming) setRefusal(mark.user_id, errorMessage(outcome.error, TX.sendError));
  };
  const queue = useAttendanceQueue(sessionId, instructor.id, settled);

  useEffect(() => {
    if (data) return;
    // Opened with no signal: the roster loads by itself when the device is back on-line.
    const online = () => void retry();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [data, retry]);

  const confirm = async (participant: PracticalParticipant, fields: MarkFields) => {
    const mark = newMark(participant.user_id, fields);
    setStatus(null);
    setRefusal(participant.user_id);
    setConfirming(mark.client_id);
    const outcome = await queue.submit(mark).finally(() => setConfirming(null));
    if (outcome.kind === 'refused') throw outcome.error;
    setDialog(null);
    if (outcome.kind === 'waiting') setStatus({ tone: 'info', text: TX.queued(participant.name) });
  };

  const evaluate = async (participant: PracticalParticipant, evaluation: EvaluationReq) => {
    const answer = await client.practical.evaluate(sessionId, participant.user_id, evaluation);
    replace(answer.participant);
    setStatus({ tone: 'success', text: answer.message || PRACTICAL_MSG.evaluated });
    setDialog(null);
  };

  const sendCode = async (participant: PracticalParticipant) =>
    (await client.practical.sendCode(sessionId, participant.user_id)).message || PRACTICAL_MSG.codeSent;

  const close = () => setDialog(null);

  return (
    <div className="attendance-page">
      <PageHeader
        title={TX.title}
        subtitle={data?.session.course_title}
        actions={
          <Link to="/practical-sessions" className="btn btn-secondary">
            {TX.back}
          </Link>
        }
      />
      {state.status === 'error' && !data ? (
        <ErrorState message={state.error} onRetry={retry} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <AttendanceHeader session={data.session} />
          <Roster
            session={data.session}
            pending={queue.pending.filter((m) => m.client_id !== confirming)}
            flushing={queue.flushing}
            onFlush={() => void queue.flush()}
            status={status}
            refusals={refusals}
            open={(kind, participant) => setDialog({ kind, participant })}
          />
        </>
      )}
      {dialog?.kind === 'sign' && (
        <SignatureDialog
          participant={dialog.participant}
          onConfirm={(fields) => confirm(dialog.participant, fields)}
          onUseCode={() => setDialog({ kind: 'code', participant: dialog.participant })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'code' && (
        <AttendanceCodeDialog
          participant={dialog.participant}
          sendCode={() => sendCode(dialog.participant)}
          onConfirm={(fields) => confirm(dialog.participant, fields)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'evaluate' && (
        <AttendanceEvaluationDialog
          participant={dialog.participant}
          onSave={(evaluation) => evaluate(dialog.participant, evaluation)}
          onClose={close}
        />
      )}
    </div>
  );
}

interface RosterProps {
  session: PracticalSessionDetail;
  pending: readonly QueuedMark[];
  flushing: boolean;
  onFlush(): void;
  status: Status | null;
  refusals: Record<number, string>;
  open(kind: Dialog['kind'], participant: PracticalParticipant): void;
}

/** The participants, what is still on the device, and the last thing the server said. */
function Roster({ session, pending, flushing, onFlush, status, refusals, open }: RosterProps) {
  const { roster } = session;
  const waiting = new Set(pending.map((m) => m.user_id));
  const present = roster.filter((p) => p.attendance).length;
  const evaluated = roster.filter((p) => p.evaluation).length;
  return (
    <section className="card attendance-roster" aria-labelledby="attendance-roster-title">
      <h2 id="attendance-roster-title" className="card-title">
        {TX.roster}
      </h2>
      <p className="attendance-summary">
        {TX.summary(roster.length, present, evaluated).map((part, i) => (
          <Fragment key={part}>
            {i > 0 && ' · '}
            <span>{part}</span>
          </Fragment>
        ))}
      </p>
      <p
        className={status ? `form-alert form-alert-${status.tone} attendance-status` : 'attendance-status'}
        role="status"
      >
        {status?.text}
      </p>
      {pending.length > 0 && (
        <div className="form-alert form-alert-info attendance-pending">
          <p>{TX.pendingCount(pending.length)}</p>
          <button type="button" className="btn btn-primary" onClick={onFlush} disabled={flushing}>
            {flushing ? TX.sendingPending : TX.sendPending}
          </button>
        </div>
      )}
      {roster.length === 0 ? (
        <EmptyState>{TX.empty}</EmptyState>
      ) : (
        <ul className="attendance-list">
          {roster.map((p) => (
            <AttendanceRow
              key={p.user_id}
              participant={p}
              waiting={waiting.has(p.user_id)}
              refusal={refusals[p.user_id]}
              onSign={() => open('sign', p)}
              onCode={() => open('code', p)}
              onEvaluate={() => open('evaluate', p)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
