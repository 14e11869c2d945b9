import { LIMITS, type User, UserPasswordSchema } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client } from '../../api';
import { FormModal, useFormState } from '../../components/FormModal';
import {
  emptyNewPassword,
  type NewPassword,
  newPasswordProblem,
  PasswordChangeFields,
} from '../../components/PasswordChangeFields';
import { emptyProof, type Proof, ProofFields, proofBody, proofProblem } from '../../components/ProofFields';
import { T } from '../../messages';
import { adoptToken } from '../../state/session';

/**
 * The profile's 'Alterar Senha': the new password twice, and the fresh proof — the
 * current password, and the e-mailed code when the account has 2FA — for admins too.
 */
export function ProfilePasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const form = useFormState();
  const [value, setValue] = useState<NewPassword>(emptyNewPassword);
  const [proof, setProof] = useState<Proof>(emptyProof);
  const [done, setDone] = useState(false);

  const submit = async () => {
    const answer =
      user.role === 'admin'
        ? await client.users.adminPassword(user.id, value.password, proofBody(proof))
        : await client.users.password(user.id, value.password, proofBody(proof));
    adoptToken(answer.token);
    setDone(true);
  };

  return (
    <FormModal
      title={T.password.title}
      onClose={onClose}
      form={form}
      validate={() => newPasswordProblem(UserPasswordSchema, 'password', value) || proofProblem(user, proof)}
      onSubmit={submit}
      failure={T.password.profileError}
      submitLabel={T.password.submit}
      busyLabel={T.password.submitting}
      submitDisabled={!value.password.trim() || Boolean(proofProblem(user, proof))}
      success={done && T.password.success}
      closeAfterSuccessMs={LIMITS.passwordDialogCloseMs}
    >
      <PasswordChangeFields
        value={value}
        onChange={setValue}
        labels={{ password: T.password.label, confirm: T.password.confirmLabel }}
        disabled={done}
      />
      <ProofFields actor={user} value={proof} onChange={setProof} disabled={done} />
    </FormModal>
  );
}
