import { LIMITS, SmtpTestSchema } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client } from '../../api';
import { TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import { currentUser } from '../../state/session';
import { validate } from '../../validate';

/** Sends a test e-mail with the settings in effect; an SMTP failure shows the server's pt-BR reason. */
export function TestEmailDialog({ onClose }: { onClose: () => void }) {
  const form = useFormState();
  const [email, setEmail] = useState(currentUser.value?.email ?? '');
  const to = email.trim().toLowerCase();

  const send = async () => {
    const res = await client.adminSettings.testEmail(to);
    showSuccess(res.message);
    onClose();
  };

  return (
    <FormModal
      title={T.settings.testTitle}
      onClose={onClose}
      form={form}
      validate={() => {
        const invalid = validate(SmtpTestSchema, { test_email: to }).test_email;
        return invalid && { field: 'test-email', message: invalid };
      }}
      onSubmit={send}
      failure={T.settings.testError}
      submitLabel={T.settings.send}
      busyLabel={T.settings.sending}
      intro={<p className="dialog-text">{T.settings.testText}</p>}
    >
      <TextField
        label={T.settings.testLabel}
        type="email"
        name="test-email"
        value={email}
        maxLength={LIMITS.maxEmailLength}
        placeholder={T.settings.testPlaceholder}
        autoComplete="email"
        onChange={(e) => setEmail(e.target.value)}
      />
    </FormModal>
  );
}
