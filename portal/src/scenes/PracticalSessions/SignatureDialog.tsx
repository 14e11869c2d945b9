import type { PracticalParticipant } from '@trilha/sdk/contract';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { FormModal, useFormState } from '../../components/FormModal';
import { type MarkFields, markProblem } from './attendanceMark';
import { PRACTICAL_INSTRUCTOR_TEXT as TX } from './instructorMessages';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

export interface SignatureDialogProps {
  participant: PracticalParticipant;
  /** Queues and sends the mark; a refusal rejects with the server's error. */
  onConfirm(fields: MarkFields): Promise<void>;
  /** The other way to confirm, for someone who cannot draw. */
  onUseCode(): void;
  onClose(): void;
}

/** 'Assinar': the participant signs on the instructor's device, which records their presence. */
export function SignatureDialog({ participant, onConfirm, onUseCode, onClose }: SignatureDialogProps) {
  const form = useFormState();
  const pad = useRef<SignaturePadHandle>(null);
  const [inked, setInked] = useState(false);
  const hintId = useId();
  const fields = (): MarkFields => ({ method: 'signature', signature: pad.current?.toDataUrl() ?? '' });

  return (
    <FormModal
      title={TX.signTitle}
      intro={<p className="attendance-dialog-intro">{TX.signIntro(participant.name)}</p>}
      onClose={onClose}
      form={form}
      validate={() => markProblem(participant.user_id, fields())}
      onSubmit={() => onConfirm(fields())}
      failure={(error) => errorMessage(error, TX.sendError)}
      submitLabel={TX.confirm}
      busyLabel={TX.confirming}
      submitDisabled={!inked}
      size="md"
      className="attendance-modal"
    >
      <SignaturePad ref={pad} label={TX.signPad} describedBy={hintId} disabled={form.busy} onInkChange={setInked} />
      <p className="sr-only" aria-live="polite">
        {inked ? TX.signDrawn : TX.signEmpty}
      </p>
      <div className="signature-tools">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => pad.current?.clear()}
          disabled={!inked || form.busy}
        >
          {TX.clear}
        </button>
        <button type="button" className="btn btn-outline" onClick={onUseCode} disabled={form.busy}>
          {TX.useCode}
        </button>
      </div>
      <p id={hintId} className="field-hint">
        {TX.signHint}
      </p>
    </FormModal>
  );
}
