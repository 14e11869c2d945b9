import { LIMITS, type User } from '@trilha/sdk/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { client, errorMessage } from '../../api';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordInput';
import { emptyProof, type Proof, ProofFields, proofBody, proofProblem } from '../../components/ProofFields';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { adoptToken } from '../../state/session';

/**
 * The profile's 'Alterar Senha': the new password twice, and the fresh proof — the
 * current password, and the e-mailed code when the account has 2FA — for admins too.
 */
export function ProfilePasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const admin = user.role === 'admin';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [proof, setProof] = useState<Proof>(emptyProof);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onClose, LIMITS.passwordDialogCloseMs);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < LIMITS.minPasswordLength) return setError(T.password.profileTooShort);
    if (password !== confirm) return setError(T.password.mismatch);
    const problem = proofProblem(user, proof);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const answer = admin
        ? await client.users.adminPassword(user.id, password, proofBody(proof))
        : await client.users.password(user.id, password, proofBody(proof));
      adoptToken(answer.token);
      setDone(true);
    } catch (e) {
      setError(errorMessage(e, T.password.profileError));
    } finally {
      setBusy(false);
    }
  };

  const blocked = busy || done || !password.trim() || Boolean(proofProblem(user, proof));
  return (
    <Modal
      title={T.password.title}
      onClose={busy ? undefined : onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {T.common.cancel}
          </button>
          <button type="submit" form="profile-password-form" className="btn btn-primary" disabled={blocked}>
            {busy ? T.password.submitting : T.password.submit}
          </button>
        </>
      }
    >
      <form id="profile-password-form" onSubmit={submit} noValidate>
        {done ? (
          <FormAlert kind="success">{T.password.success}</FormAlert>
        ) : (
          <FormAlert kind="error">{error}</FormAlert>
        )}
        <PasswordField
          label={T.password.label}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          disabled={done}
        />
        <PasswordField
          label={T.password.confirmLabel}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          autoComplete="new-password"
          disabled={done}
        />
        <ProofFields actor={user} value={proof} onChange={setProof} disabled={done} />
      </form>
    </Modal>
  );
}
