import { MSG, type ProofReq, ProofSchema, type User } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorMessage } from '../api';
import { T } from '../messages';
import { validate } from '../validate';
import { CodeField } from './CodeField';
import type { FieldProblem } from './formProblem';
import { PasswordField } from './PasswordInput';
import { FormAlert } from './StateMessages';

export interface Proof {
  password: string;
  code: string;
}

export const emptyProof = (): Proof => ({ password: '', code: '' });

/** The fields as the API takes them. */
export const proofBody = (proof: Proof): ProofReq => ({
  current_password: proof.password,
  twoFactorCode: proof.code.trim() || undefined,
});

const PROOF_FIELDS = { password: 'proof-password', code: 'proof-code' } as const;

/** What is still missing before the proof can be sent (null when complete). */
export function proofProblem(actor: User, proof: Proof): FieldProblem | null {
  const errors = validate(ProofSchema, proofBody(proof));
  if (errors.current_password) return { field: PROOF_FIELDS.password, message: errors.current_password };
  if (actor.two_factor_enabled && !proof.code.trim()) return { field: PROOF_FIELDS.code, message: T.proof.missingCode };
  return null;
}

/**
 * The fresh proof of a security change: the current password of the person signed in
 * and, when their account has 2FA, the code they ask for here (it goes to their own e-mail).
 */
export function ProofFields({
  actor,
  value,
  onChange,
  disabled,
}: {
  actor: User;
  value: Proof;
  onChange: (proof: Proof) => void;
  disabled?: boolean;
}) {
  const [requesting, setRequesting] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const requestCode = async () => {
    setRequesting(true);
    setError(null);
    try {
      setInfo((await client.users.requestPassword2fa(actor.id)).message || MSG.twoFactorSent);
    } catch (e) {
      setError(errorMessage(e, T.password.requestError));
    } finally {
      setRequesting(false);
    }
  };

  return (
    <div className="proof-fields">
      <PasswordField
        label={T.proof.currentPassword}
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        autoComplete="current-password"
        problemKey={PROOF_FIELDS.password}
        required
        disabled={disabled}
      />
      {actor.two_factor_enabled && (
        <div className="code-box">
          <p className="muted small">{T.proof.codeNotice}</p>
          <FormAlert kind="info">{info}</FormAlert>
          <FormAlert kind="error">{error}</FormAlert>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={requestCode}
            disabled={requesting || disabled}
          >
            {requesting ? T.password.requestingCode : info ? T.password.resendCode : T.proof.requestCode}
          </button>
          <CodeField
            label={T.proof.codeLabel}
            value={value.code}
            onChange={(code) => onChange({ ...value, code })}
            disabled={disabled}
            problemKey={PROOF_FIELDS.code}
            required
          />
        </div>
      )}
    </div>
  );
}
