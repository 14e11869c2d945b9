import { LIMITS, type User } from '@trilha/sdk/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { client, errorMessage, requiresTwoFactor } from '../../api';
import { CodeField } from '../../components/CodeField';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordInput';
import { emptyProof, type Proof, ProofFields, proofBody, proofProblem } from '../../components/ProofFields';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { generatePassword } from '../../password';
import { adoptToken } from '../../state/session';

export interface ChangePasswordDialogProps {
  user: User;
  /** An admin's own password takes the fresh proof, as everyone's. */
  isSelf: boolean;
  onClose: () => void;
}

/** 'Alterar Senha' for a user, by an admin (PUT /api/users/{id}/admin-password). */
export function ChangePasswordDialog({ user, isSelf, onClose }: ChangePasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [needsCode, setNeedsCode] = useState(user.two_factor_enabled && !isSelf);
  const [codeRequested, setCodeRequested] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [code, setCode] = useState('');
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [proof, setProof] = useState<Proof>(emptyProof);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onClose, LIMITS.passwordDialogCloseMs);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

  const requestCode = async () => {
    setRequesting(true);
    setError(null);
    try {
      const answer = await client.users.requestPassword2fa(user.id);
      setInfo(answer.message);
      setCodeRequested(true);
    } catch (e) {
      setError(errorMessage(e, T.password.requestError));
    } finally {
      setRequesting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!password) return setError(T.password.empty);
    if (password.length < LIMITS.minPasswordLength) return setError(T.password.tooShort);
    if (needsCode && !codeRequested) return setError(T.password.needRequest);
    if (needsCode && !code.trim()) return setError(T.password.codeRequired);
    const problem = isSelf ? proofProblem(user, proof) : '';
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const answer = await client.users.adminPassword(
        user.id,
        password,
        isSelf ? proofBody(proof) : { twoFactorCode: needsCode ? code.trim() : undefined },
      );
      // Changing one's own password ends the old sessions; the answer carries a fresh token.
      if (isSelf) adoptToken(answer.token);
      setDone(true);
    } catch (e) {
      if (requiresTwoFactor(e)) setNeedsCode(true);
      setError(errorMessage(e, T.password.adminError));
    } finally {
      setBusy(false);
    }
  };

  const generate = () => {
    setPassword(generatePassword());
    setVisible(true);
  };

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
          <button type="submit" form="admin-password-form" className="btn btn-primary" disabled={busy || done}>
            {busy ? T.password.submitting : T.password.submit}
          </button>
        </>
      }
    >
      <form id="admin-password-form" onSubmit={submit} noValidate>
        <p className="dialog-subject">{T.password.userLine(user.name || user.email)}</p>
        {done ? (
          <FormAlert kind="success">{T.password.success}</FormAlert>
        ) : (
          <FormAlert kind="error">{error}</FormAlert>
        )}
        <PasswordField
          label={T.password.label}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          visible={visible}
          onVisibleChange={setVisible}
          autoComplete="new-password"
          disabled={done}
          actions={
            <button
              type="button"
              className="btn btn-secondary btn-addon"
              onClick={generate}
              title={T.password.generateTitle}
              disabled={done}
            >
              {T.password.generate}
            </button>
          }
        />
        {isSelf && <ProofFields actor={user} value={proof} onChange={setProof} disabled={done} />}
        {needsCode && (
          <div className="code-box">
            <p className="muted small">{T.password.twoFactorNotice}</p>
            <FormAlert kind="info">{info}</FormAlert>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={requestCode}
              disabled={requesting || done}
            >
              {requesting ? T.password.requestingCode : codeRequested ? T.password.resendCode : T.password.requestCode}
            </button>
            {codeRequested && (
              <CodeField label={T.password.codeLabel} value={code} onChange={setCode} disabled={done} />
            )}
          </div>
        )}
      </form>
    </Modal>
  );
}
