import type { User } from '@trilha/sdk/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../api';
import { T } from '../messages';
import { Modal } from './Modal';
import { emptyProof, type Proof, ProofFields, proofBody, proofProblem } from './ProofFields';
import { FormAlert } from './StateMessages';

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
  const [proof, setProof] = useState<Proof>(emptyProof);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = proofProblem(actor, proof);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      await onConfirm(proofBody(proof));
    } catch (e) {
      setError(errorMessage(e, failure));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      onClose={busy ? undefined : onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {T.common.cancel}
          </button>
          <button type="submit" form="proof-form" className="btn btn-danger" disabled={busy}>
            {busy ? T.profile.processing : confirmLabel}
          </button>
        </>
      }
    >
      <form id="proof-form" onSubmit={submit} noValidate>
        <p>{text}</p>
        <FormAlert kind="error">{error}</FormAlert>
        <ProofFields actor={actor} value={proof} onChange={setProof} disabled={busy} />
      </form>
    </Modal>
  );
}
