import { IconCopy } from '@trilha/sdk/ui';
import { useState } from 'react';
import { Modal } from '../../components/dialogs';
import { T } from '../../messages';

/** Shows a generated password once, after the user is created, so the admin can pass it on. */
export function GeneratedPasswordDialog({
  email,
  password,
  onClose,
}: {
  email: string;
  password: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal
      title={T.users.generatedTitle}
      onClose={onClose}
      size="sm"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {T.common.close}
        </button>
      }
    >
      <p>{T.users.generatedText(email)}</p>
      <div className="generated-password">
        <span>
          <span className="sr-only">{T.users.password}: </span>
          <code>{password}</code>
        </span>
        <button type="button" className="btn btn-outline btn-sm" onClick={copy} data-autofocus>
          <IconCopy size={16} />
          {copied ? T.users.copied : T.users.copy}
        </button>
      </div>
    </Modal>
  );
}
