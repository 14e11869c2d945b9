import { IconCopy } from '@trilha/sdk/ui';
import { useState } from 'react';
import { Modal } from '../../components/dialogs';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';

const TX = T.webhooks;

/** The signing secret, shown this once with a copy button; closing is 'Já guardei o segredo'. */
export function SecretDialog({ secret, message, onClose }: { secret: string; message: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal
      title={TX.secretTitle}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {TX.secretStored}
        </button>
      }
    >
      <FormAlert kind="success">{message}</FormAlert>
      <p className="muted small">{TX.secretIntro}</p>
      <div className="webhook-secret">
        <code data-testid="webhook-secret">{secret}</code>
        <button type="button" className="btn btn-outline btn-sm" onClick={copy} aria-label={TX.copySecret}>
          <IconCopy size={16} />
          {copied ? TX.copied : TX.copy}
        </button>
      </div>
    </Modal>
  );
}
