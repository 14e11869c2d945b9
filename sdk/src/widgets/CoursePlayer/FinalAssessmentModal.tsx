import { type ReactNode, useEffect, useRef } from 'react';
import type { CompletionStatus } from '../../contract';
import { useTrilhaClient } from '../../provider';
import { IconAwardCompact, IconClipboardCheck, IconSpinner } from '../../ui/icons';
import { useLoader } from '../../ui/useLoader';
import { Modal } from '../shared/dialogs';
import { PLAYER_MSG } from './messages';

interface FinalAssessmentModalProps {
  courseId: number;
  /** Every lesson completed, as the course data says. */
  lessonsDone: boolean;
  assessments: { id: number; title: string }[];
  onStart(assessmentId: number): void;
  onCertificate(): void;
  onClose(): void;
}

/**
 * The final-assessment dialog behind the 'Avaliação' button: it checks the course's completion
 * status and offers the assessment, or the certificate when the assessment is already done.
 */
export function FinalAssessmentModal({
  courseId,
  lessonsDone,
  assessments,
  onStart,
  onCertificate,
  onClose,
}: FinalAssessmentModalProps) {
  const client = useTrilhaClient();
  const completion = useLoader(() => client.courses.completionStatus(courseId), [client, courseId]);
  // Still loading, the course's completion status, or null when it could not be read.
  const status: CompletionStatus | null | 'loading' =
    completion.state.status === 'loading' ? 'loading' : completion.data;
  const actionRef = useRef<HTMLButtonElement>(null);

  // The action appears once the status is known: it takes the focus then.
  useEffect(() => {
    if (status !== 'loading') actionRef.current?.focus();
  }, [status]);

  const assessmentId = (status !== 'loading' && status?.assessmentId) || assessments[0]?.id || null;
  const done = status !== 'loading' && status !== null && status.assessmentCompleted;

  let body: string;
  let action: { label: string; run(): void; icon: ReactNode } | null = null;
  if (status === 'loading') body = PLAYER_MSG.finalLoading;
  else if (!lessonsDone) body = PLAYER_MSG.finalLocked;
  else if (done) {
    body = PLAYER_MSG.finalDone;
    action = { label: PLAYER_MSG.generateCertificate, run: onCertificate, icon: <IconAwardCompact /> };
  } else {
    body = PLAYER_MSG.finalReady;
    if (assessmentId !== null)
      action = { label: PLAYER_MSG.startAssessment, run: () => onStart(assessmentId), icon: <IconClipboardCheck /> };
  }

  return (
    <Modal
      title={PLAYER_MSG.finalTitle}
      icon={<IconClipboardCheck />}
      onClose={onClose}
      closeLabel={PLAYER_MSG.close}
      footer={
        <>
          <button type="button" className="trilha-btn trilha-btn--secondary" onClick={onClose} data-autofocus>
            {PLAYER_MSG.close}
          </button>
          {action && (
            <button type="button" className="trilha-btn trilha-btn--primary" ref={actionRef} onClick={action.run}>
              {action.icon}
              {action.label}
            </button>
          )}
        </>
      }
    >
      {status === 'loading' ? (
        <p className="trilha-modal__loading" role="status">
          <IconSpinner className="trilha-spin" />
          {body}
        </p>
      ) : (
        <>
          <p>{body}</p>
          {assessments.length > 0 && (
            <ul className="trilha-modal__list">
              {assessments.map((a) => (
                <li key={a.id}>{a.title}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
