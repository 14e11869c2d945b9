import type { PracticalParticipant } from '@trilha/sdk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { CodeField } from '../../components/CodeField';
import { FormModal, useFormState } from '../../components/FormModal';
import { FormAlert } from '../../components/StateMessages';
import { type MarkFields, markProblem } from './attendanceMark';
import { PRACTICAL_INSTRUCTOR_TEXT as TX } from './instructorMessages';

export interface AttendanceCodeDialogProps {
  participant: PracticalParticipant;
  /** E-mails the participant a code; answers the server's message. */
  sendCode(): Promise<string>;
  onConfirm(fields: MarkFields): Promise<void>;
  onClose(): void;
}

type Sending = { state: 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; message: string };

/**
 * 'Enviar código': e-mails the participant a 6-digit code as soon as it opens, then takes the code
 * they read out and records their presence with it: the way for someone who cannot sign.
 */
export function AttendanceCodeDialog({ participant, sendCode, onConfirm, onClose }: AttendanceCodeDialogProps) {
  const form = useFormState();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState<Sending>({ state: 'sending' });
  const sentOnce = useRef(false);

  const send = useCallback(async () => {
    setSending({ state: 'sending' });
    try {
      setSending({ state: 'sent', message: await sendCode() });
    } catch (error) {
      setSending({ state: 'failed', message: errorMessage(error, TX.codeSendError) });
    }
  }, [sendCode]);

  useEffect(() => {
    // Once per opening, also when a development render runs the effect twice: each send is an e-mail.
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
  }, [send]);

  const fields = (): MarkFields => ({ method: 'code', code });
  const problem = () => {
    const found = markProblem(participant.user_id, fields());
    return found && { ...found, field: 'code' };
  };

  return (
    <FormModal
      title={TX.codeTitle}
      intro={
        <>
          <p className="attendance-dialog-intro">{TX.codeIntro(participant.name)}</p>
          <p
            className={sending.state === 'sent' ? 'form-alert form-alert-info' : 'muted attendance-code-status'}
            role="status"
          >
            {sending.state === 'sending' ? TX.codeSending : sending.state === 'sent' ? sending.message : ''}
          </p>
        </>
      }
      onClose={onClose}
      form={form}
      validate={problem}
      onSubmit={() => onConfirm(fields())}
      failure={(error) => errorMessage(error, TX.sendError)}
      submitLabel={TX.confirm}
      busyLabel={TX.confirming}
      size="md"
      className="attendance-modal"
    >
      {sending.state === 'failed' && <FormAlert kind="error">{sending.message}</FormAlert>}
      <CodeField
        label={TX.codeLabel}
        name="code"
        value={code}
        onChange={setCode}
        problemKey="code"
        disabled={form.busy}
        autoFocus
      />
      <button
        type="button"
        className="btn btn-secondary attendance-resend"
        onClick={() => void send()}
        disabled={sending.state === 'sending' || form.busy}
      >
        {TX.resendCode}
      </button>
    </FormModal>
  );
}
