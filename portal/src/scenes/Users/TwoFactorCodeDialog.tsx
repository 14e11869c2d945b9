import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api';
import { CodeField } from '../../components/CodeField';
import { Modal } from '../../components/Modal';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';

export interface TwoFactorCodeDialogProps {
  email: string;
  title?: string;
  text?: string;
  label?: string;
  confirmLabel?: string;
  /** Fallback when the server gives no message. */
  errorFallback?: string;
  /** Builds the error line from a failure (the profile prefixes its own text). */
  formatError?: (error: unknown) => string;
  onConfirm: (code: string) => Promise<void>;
  /** Cancelling leaves the 2FA state unchanged. */
  onCancel: () => void;
}

/** Asks for the 6-digit code e-mailed to enable two-factor authentication. */
export function TwoFactorCodeDialog({
  email,
  title = T.users.codeTitle,
  text,
  label = T.users.codeLabel,
  confirmLabel = T.common.confirm,
  errorFallback = T.users.twoFactorError,
  formatError,
  onConfirm,
  onCancel,
}: TwoFactorCodeDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(T.users.codeRequired);
    setError(null);
    setBusy(true);
    try {
      await onConfirm(code.trim());
    } catch (e) {
      setError(formatError ? formatError(e) : errorMessage(e, errorFallback));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      onClose={busy ? undefined : onCancel}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {T.common.cancel}
          </button>
          <button type="submit" form="two-factor-code-form" className="btn btn-primary" disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <form id="two-factor-code-form" onSubmit={submit} noValidate>
        <p className="dialog-text">{text ?? T.users.codeText(email)}</p>
        <FormAlert kind="error">{error}</FormAlert>
        <CodeField label={label} value={code} onChange={setCode} autoFocus />
      </form>
    </Modal>
  );
}
