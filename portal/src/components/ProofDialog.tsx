import type { User } from '@trilha/sdk/contract';
import { useState } from 'react';
import { T } from '../messages';
import { FormModal, useFormState } from './FormModal';
import { emptyProof, type Proof, ProofFields, proofBody, proofProblem } from './ProofFields';

/**
 * A security change confirmed with the fresh proof, such as switching 2FA off: the
 * text says what happens, the fields take the proof, `onConfirm` sends it.
 */
export function ProofDialog({
  actor,
  title,
  text,
  confirmLabel,
  failure,
  onConfirm,
  onClose,
}: {
  actor: User;
  title: string;
  text: string;
  confirmLabel: string;
  /** The fallback when the server sends no message. */
  failure: string;
  onConfirm: (proof: ReturnType<typeof proofBody>) => Promise<void>;
  onClose: () => void;
}) {
  const form = useFormState();
  const [proof, setProof] = useState<Proof>(emptyProof);

  return (
    <FormModal
      title={title}
      onClose={onClose}
      form={form}
      validate={() => proofProblem(actor, proof)}
      onSubmit={() => onConfirm(proofBody(proof))}
      failure={failure}
      submitLabel={confirmLabel}
      busyLabel={T.profile.processing}
      submitVariant="danger"
      intro={<p>{text}</p>}
    >
      <ProofFields actor={actor} value={proof} onChange={setProof} disabled={form.busy} />
    </FormModal>
  );
}
