import { ADMIN_MSG, LIMITS } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import { currentUser } from '../../state/session';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends a test e-mail with the settings in effect; an SMTP failure shows the server's pt-BR reason. */
export function TestEmailDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState(currentUser.value?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const to = email.trim().toLowerCase();
    if (!EMAIL.test(to) || to.length > LIMITS.maxEmailLength) {
      setError(ADMIN_MSG.testEmailInvalid);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const res = await client.adminSettings.testEmail(to);
      showSuccess(res.message);
      onClose();
    } catch (e) {
      setError(errorMessage(e, T.settings.testError));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={T.settings.testTitle}
      onClose={sending ? undefined : onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={sending}>
            {T.common.cancel}
          </button>
          <button type="submit" form="test-email-form" className="btn btn-primary" disabled={sending}>
            {sending ? T.settings.sending : T.settings.send}
          </button>
        </>
      }
    >
      <form
        id="test-email-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <p className="dialog-text">{T.settings.testText}</p>
        <FormAlert kind="error">{error}</FormAlert>
        <TextField
          label={T.settings.testLabel}
          type="email"
          value={email}
          maxLength={LIMITS.maxEmailLength}
          placeholder={T.settings.testPlaceholder}
          autoComplete="email"
          onChange={(e) => setEmail(e.target.value)}
        />
      </form>
    </Modal>
  );
}
