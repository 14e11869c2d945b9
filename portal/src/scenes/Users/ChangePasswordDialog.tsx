import { AdminPasswordSchema, LIMITS, type User } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorMessage, requiresTwoFactor } from '../../api';
import { CodeField } from '../../components/CodeField';
import { FormModal, useFormState } from '../../components/FormModal';
import { PasswordField } from '../../components/PasswordInput';
import { emptyProof, type Proof, ProofFields, proofBody, proofProblem } from '../../components/ProofFields';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { generatePassword } from '../../password';
import { adoptToken } from '../../state/session';
import { validate } from '../../validate';

export interface ChangePasswordDialogProps {
  user: User;
  /** An admin's own password takes the fresh proof, as everyone's. */
  isSelf: boolean;
  onClose: () => void;
}

const PASSWORD_FIELD = 'admin-new-password';
const CODE_FIELD = 'admin-password-code';

/** 'Alterar Senha' for a user, by an admin (PUT /api/users/{id}/admin-password). */
export function ChangePasswordDialog({ user, isSelf, onClose }: ChangePasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [needsCode, setNeedsCode] = useState(user.two_factor_enabled && !isSelf);
  const [codeRequested, setCodeRequested] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [code, setCode] = useState('');
  const [info, setInfo] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [proof, setProof] = useState<Proof>(emptyProof);
  const form = useFormState();

  const requestCode = async () => {
    setRequesting(true);
    form.setError(null);
    try {
      const answer = await client.users.requestPassword2fa(user.id);
      setInfo(answer.message);
      setCodeRequested(true);
    } catch (e) {
      form.setError(errorMessage(e, T.password.requestError));
    } finally {
      setRequesting(false);
    }
  };

  const problem = () => {
    const invalid = validate(AdminPasswordSchema, { password }).password;
    if (invalid) return { field: PASSWORD_FIELD, message: invalid };
    if (needsCode && !codeRequested) return T.password.needRequest;
    if (needsCode && !code.trim()) return { field: CODE_FIELD, message: T.password.codeRequired };
    return isSelf ? proofProblem(user, proof) : null;
  };

  const submit = async () => {
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
      throw e;
    }
  };

  const generate = () => {
    setPassword(generatePassword());
    setVisible(true);
  };

  return (
    <FormModal
      title={T.password.title}
      onClose={onClose}
      form={form}
      validate={problem}
      onSubmit={submit}
      failure={T.password.adminError}
      submitLabel={T.password.submit}
      busyLabel={T.password.submitting}
      success={done && T.password.success}
      closeAfterSuccessMs={LIMITS.passwordDialogCloseMs}
      intro={<p className="dialog-subject">{T.password.userLine(user.name || user.email)}</p>}
    >
      <PasswordField
        label={T.password.label}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        visible={visible}
        onVisibleChange={setVisible}
        autoComplete="new-password"
        problemKey={PASSWORD_FIELD}
        disabled={done}
        onGenerate={generate}
      />
      {isSelf && <ProofFields actor={user} value={proof} onChange={setProof} disabled={done} />}
      {needsCode && (
        <div className="code-box">
          <p className="muted small">{T.password.twoFactorNotice}</p>
          <FormAlert kind="info">{info}</FormAlert>
          <button type="button" className="btn btn-outline btn-sm" onClick={requestCode} disabled={requesting || done}>
            {requesting ? T.password.requestingCode : codeRequested ? T.password.resendCode : T.password.requestCode}
          </button>
          {codeRequested && (
            <CodeField
              label={T.password.codeLabel}
              value={code}
              onChange={setCode}
              problemKey={CODE_FIELD}
              disabled={done}
            />
          )}
        </div>
      )}
    </FormModal>
  );
}
