import { type JobRole, MSG, UserCreateSchema } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { PasswordField } from '../../components/PasswordInput';
import { T } from '../../messages';
import { useProvisionalPassword } from '../../password';
import { validate } from '../../validate';

const TX = T.team;

interface Values {
  name: string;
  email: string;
  cpf: string;
  job_role_id: string;
  password: string;
}

type FieldErrors = Partial<Record<keyof Values, string>>;

/**
 * 'Adicionar trabalhador': a worker (student) of the manager's company, with CPF, cargo and a
 * provisional password (typed or generated, shown once afterwards). The server enrols them in the
 * cargo's required courses.
 */
export function WorkerForm({
  companyId,
  jobRoles,
  onClose,
  onSaved,
}: {
  companyId: number;
  jobRoles: JobRole[];
  onClose: () => void;
  onSaved: (message: string, generated?: { email: string; password: string }) => void;
}) {
  const [values, setValues] = useState<Values>({ name: '', email: '', cpf: '', job_role_id: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormState();

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const provisional = useProvisionalPassword((password) => set('password', password));

  const body = () => ({
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    cpf: values.cpf.trim() || null,
    password: values.password,
    role: 'student' as const,
    company_id: companyId,
    job_role_id: values.job_role_id ? Number(values.job_role_id) : null,
  });

  const submit = () => {
    const sent = body();
    const { name, email, cpf, password, ...others } = validate(UserCreateSchema, sent);
    setErrors({ name, email, cpf, password });
    if (name || email || cpf || password) return;
    const rest = Object.values(others).filter(Boolean);
    if (rest.length) return form.setError(rest.join('\n'));
    return save(sent);
  };

  const save = async (sent: ReturnType<typeof body>) => {
    const answer = await client.users.create(sent);
    const wasGenerated = provisional.wasGenerated(sent.password);
    onSaved(
      answer.message || MSG.userCreated,
      wasGenerated ? { email: sent.email, password: sent.password } : undefined,
    );
  };

  return (
    <FormModal
      title={TX.addTitle}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.createError)}
      submitLabel={TX.create}
      busyLabel={T.common.saving}
      intro={<p className="muted small team-intro">{TX.addIntro}</p>}
      size="lg"
    >
      <div className="form-grid">
        <TextField
          label={TX.name}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          required
          autoComplete="off"
        />
        <TextField
          label={TX.email}
          type="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
          required
          autoComplete="off"
        />
        <TextField
          label={TX.cpf}
          value={values.cpf}
          onChange={(e) => set('cpf', e.target.value)}
          error={errors.cpf}
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
        />
        <Field label={TX.jobRole}>
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={values.job_role_id}
              onChange={(e) => set('job_role_id', e.target.value)}
            >
              <option value="">{TX.noJobRole}</option>
              {jobRoles.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="form-grid-full">
          <PasswordField
            label={TX.password}
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
            required
            autoComplete="new-password"
            visible={provisional.visible}
            onVisibleChange={provisional.setVisible}
            onGenerate={provisional.generate}
          />
        </div>
      </div>
    </FormModal>
  );
}
