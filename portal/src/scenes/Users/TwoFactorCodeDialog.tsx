import { Enable2faSchema } from '@trilha/sdk/contract';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { CodeField } from '../../components/CodeField';
import { FormModal, useFormState } from '../../components/FormModal';
import { T } from '../../messages';
import { validate } from '../../validate';

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
  const form = useFormState();
  const [code, setCode] = useState('');
  const failed = (error: unknown) => (formatError ? formatError(error) : errorMessage(error, errorFallback));

  const problem = () => {
    const invalid = validate(Enable2faSchema, { verification_code: code }).verification_code;
    if (!invalid) return null;
    // An empty field gets this dialog's own request; a malformed code reads as a refused one would.
    const message = !code.trim() ? T.users.codeRequired : formatError ? formatError(new Error(invalid)) : invalid;
    return { field: 'verification-code', message };
  };

  return (
    <FormModal
      title={title}
      onClose={onCancel}
      form={form}
      validate={problem}
      onSubmit={() => onConfirm(code.trim())}
      failure={failed}
      submitLabel={confirmLabel}
      intro={<p className="dialog-text">{text ?? T.users.codeText(email)}</p>}
    >
      <CodeField label={label} value={code} onChange={setCode} problemKey="verification-code" autoFocus />
    </FormModal>
  );
}
