import { FirstLoginPasswordChangeSchema, LIMITS } from '@trilha/sdk/contract';
import { IconShieldCheck } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client } from '../../api';
import { CodeField } from '../../components/CodeField';
import { FormModal, useFormState } from '../../components/FormModal';
import {
  emptyNewPassword,
  type NewPassword,
  newPasswordProblem,
  PasswordChangeFields,
} from '../../components/PasswordChangeFields';
import { T } from '../../messages';
import { adoptToken } from '../../state/session';
import { validate } from '../../validate';

const CODE_FIELD = 'first-login-code';

/** The forced password change of a first login, in two steps; it cannot be dismissed. */
export function FirstLoginModal() {
  const [step, setStep] = useState<1 | 2>(1);
  const [code, setCode] = useState('');
  const [value, setValue] = useState<NewPassword>(emptyNewPassword);
  const [done, setDone] = useState(false);
  const form = useFormState();

  const problem = () => {
    const codeError = validate(FirstLoginPasswordChangeSchema, { twoFactorCode: code }).twoFactorCode;
    const codeProblem = codeError ? { field: CODE_FIELD, message: codeError } : null;
    // A missing code first, then the new password, then a malformed code (the server's order).
    return (
      (code.trim() ? null : codeProblem) ??
      newPasswordProblem(FirstLoginPasswordChangeSchema, 'newPassword', value) ??
      codeProblem
    );
  };

  const submit = async () => {
    const answer = await client.auth.firstLoginPasswordChange({
      newPassword: value.password,
      twoFactorCode: code.trim(),
    });
    adoptToken(answer.token);
    setDone(true);
    window.setTimeout(() => window.location.reload(), LIMITS.firstLoginRedirectMs);
  };

  if (step === 1) {
    return (
      <FormModal title={T.firstLogin.title}>
        <div className="first-login-intro">
          <span className="first-login-icon" aria-hidden="true">
            <IconShieldCheck size={30} />
          </span>
          <p>
            <strong>{T.firstLogin.twoFactorOn}</strong>
          </p>
          <p>{T.firstLogin.mandatory}</p>
          <p className="muted">{T.firstLogin.codeSent}</p>
          <button type="button" className="btn btn-primary btn-block" onClick={() => setStep(2)} data-autofocus>
            {T.firstLogin.continue}
          </button>
        </div>
      </FormModal>
    );
  }

  return (
    <FormModal
      title={T.firstLogin.formTitle}
      form={form}
      validate={problem}
      onSubmit={submit}
      failure={T.firstLogin.failed}
      submitLabel={T.firstLogin.submit}
      busyLabel={T.firstLogin.submitting}
      success={done && T.firstLogin.success}
      busyAfterSuccess
      cancelLabel={T.common.back}
      onCancel={() => setStep(1)}
      cancelDisabled={done}
      actions="inline"
    >
      <CodeField
        label={T.firstLogin.codeLabel}
        name={CODE_FIELD}
        value={code}
        onChange={setCode}
        disabled={done}
        required
      />
      <PasswordChangeFields
        value={value}
        onChange={setValue}
        labels={{ password: T.firstLogin.newPassword, confirm: T.firstLogin.confirmPassword }}
        disabled={done}
        required
        named
      />
    </FormModal>
  );
}
