import { PRACTICAL_RESULT_LABELS, type PracticalParticipant } from '@trilha/sdk/contract';
import { useId } from 'react';
import { formatCpf } from '../../format';
import { clockTime } from './attendanceTime';
import { PRACTICAL_INSTRUCTOR_TEXT as TX } from './instructorMessages';

export interface AttendanceRowProps {
  participant: PracticalParticipant;
  /** A mark for this person is stored on the device, not yet on the server. */
  waiting: boolean;
  /** The server's refusal of a mark sent in the background. */
  refusal?: string;
  onSign(): void;
  onCode(): void;
  onEvaluate(): void;
}

/** One participant: their state at a glance and the next step, with buttons a thumb can hit. */
export function AttendanceRow({ participant: p, waiting, refusal, onSign, onCode, onEvaluate }: AttendanceRowProps) {
  const nameId = useId();
  const meta = [p.company, p.cpf ? TX.cpf(formatCpf(p.cpf)) : null].filter(Boolean).join(' · ');
  const state = p.attendance
    ? { text: TX.statusPresent(p.attendance.method, clockTime(p.attendance.signed_at)), tone: 'success' }
    : waiting
      ? { text: TX.statusWaiting, tone: 'warning' }
      : { text: TX.statusPending, tone: 'outline' };

  return (
    <li className="attendance-row" aria-labelledby={nameId}>
      <div className="attendance-person">
        <h3 id={nameId} className="attendance-name">
          {p.name}
        </h3>
        {meta && <p className="attendance-meta">{meta}</p>}
      </div>
      <p className="attendance-badges">
        <span className={`badge badge-${state.tone}`}>{state.text}</span>
        {p.evaluation && (
          <span className={`badge ${p.evaluation.result === 'satisfatorio' ? 'badge-success' : 'badge-danger'}`}>
            {TX.statusEvaluated(PRACTICAL_RESULT_LABELS[p.evaluation.result])}
          </span>
        )}
      </p>
      {p.evaluation?.notes && <p className="attendance-notes">{TX.evaluationNotes(p.evaluation.notes)}</p>}
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      {(p.attendance || !waiting) && (
        <div className="attendance-actions">
          {p.attendance ? (
            <button
              type="button"
              className={`btn ${p.evaluation ? 'btn-outline' : 'btn-primary'}`}
              onClick={onEvaluate}
            >
              {p.evaluation ? TX.reevaluate : TX.evaluate}
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-primary" onClick={onSign}>
                {TX.sign}
              </button>
              <button type="button" className="btn btn-outline" onClick={onCode}>
                {TX.sendCode}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
