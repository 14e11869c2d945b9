import { useId, useState } from 'react';
import type { CertificateShape } from '../../contract';
import { IconBan } from '../../ui/icons';
import { Modal } from '../shared/dialogs';
import { CERTIFICATE_TEXT as TX } from './messages';

/** Asks for the revocation reason (at least 3 characters, as the server requires). */
export function RevokeDialog({
  certificate,
  onConfirm,
  onCancel,
}: {
  certificate: CertificateShape;
  onConfirm(reason: string): Promise<void>;
  onCancel(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (reason.trim().length < 3) {
      setError(TX.revokeReasonRequired);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={TX.revokeTitle}
      icon={<IconBan />}
      tone="warning"
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <button type="button" className="trilha-btn trilha-btn--secondary" onClick={onCancel} disabled={busy}>
            {TX.cancel}
          </button>
          <button
            type="button"
            className="trilha-btn trilha-btn--danger-solid"
            onClick={() => void submit()}
            disabled={busy}
          >
            {TX.revokeConfirm}
          </button>
        </>
      }
    >
      <p>{TX.revokeText(certificate.certificate_code, certificate.user_name)}</p>
      <div className="trilha-field">
        <label htmlFor={id}>{TX.revokeReasonLabel}</label>
        <textarea
          id={id}
          className="trilha-input"
          value={reason}
          maxLength={500}
          data-autofocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p className="trilha-field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
