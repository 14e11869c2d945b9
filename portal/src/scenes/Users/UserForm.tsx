import { useSignals } from '@preact/signals-react/runtime';
import {
  type Company,
  MANAGER_MSG,
  type Modality,
  MSG,
  type Role,
  type User,
  UserCreateSchema,
  UserUpdateSchema,
} from '@trilha/sdk/contract';
import { useEffect, useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { PasswordField } from '../../components/PasswordInput';
import { emptyProof, type Proof, ProofFields, proofBody, proofProblem } from '../../components/ProofFields';
import { formatCpf } from '../../format';
import { T } from '../../messages';
import { useProvisionalPassword } from '../../password';
import { currentUser } from '../../state/session';
import { validate } from '../../validate';
import { CompanyAutocomplete } from './CompanyAutocomplete';

export interface UserFormProps {
  user?: User;
  onClose: () => void;
  /** The server's message, the saved user, and the password when it was generated here (shown once afterwards). */
  onSaved: (message: string, saved: User, generated?: { email: string; password: string }) => void;
}

interface Values {
  name: string;
  email: string;
  password: string;
  role: Role;
  modality: Modality | '';
  cpf: string;
  phone: string;
  address: string;
  company_id: number | null;
}

function initialValues(user?: User): Values {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? 'student',
    modality: user?.modality ?? '',
    cpf: formatCpf(user?.cpf),
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    company_id: user?.company_id ?? null,
  };
}

/** The body the API takes, from what the form holds. */
function toBody(values: Values) {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    role: values.role,
    modality: values.modality || null,
    cpf: values.cpf.trim() || null,
    phone: values.phone.trim() || null,
    address: values.address.trim() || null,
    company_id: values.company_id,
  };
}

/**
 * Create and edit user form (spec §5 Users: name, e-mail and password required on create). On edit
 * there is no password: it changes only through 'Senha'; an admin changing their own
 * e-mail confirms with the fresh proof.
 */
export function UserForm({ user, onClose, onSaved }: UserFormProps) {
  useSignals();
  const editing = Boolean(user);
  const me = currentUser.value;
  const [proof, setProof] = useState<Proof>(emptyProof);
  const [values, setValues] = useState<Values>(() => initialValues(user));
  const [companies, setCompanies] = useState<Company[]>([]);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const form = useFormState();

  useEffect(() => {
    client.companies
      .list()
      .then((r) => setCompanies(r.companies))
      .catch(() => setCompanies([]));
  }, []);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const provisional = useProvisionalPassword((password) => set('password', password));

  const submit = () => {
    const body = toBody(values);
    const problems: Partial<Record<string, string>> = user
      ? validate(UserUpdateSchema, body)
      : validate(UserCreateSchema, { ...body, password: values.password || undefined });
    // A manager belongs to one company (issue 18); the update schema leaves that to the server.
    if (values.role === 'manager' && values.company_id === null) problems.company_id ??= MANAGER_MSG.companyRequired;
    // Name, e-mail, password and company show under their fields; the others as the server would list them.
    const { name, email, password, company_id, ...others } = problems;
    setErrors({ name, email, password, company_id });
    if (name || email || password || company_id) return;
    const rest = Object.values(others).filter(Boolean);
    if (rest.length) return form.setError(rest.join('\n'));
    const ownEmailChange = Boolean(user && me && user.id === me.id && body.email !== user.email.toLowerCase());
    const problem = ownEmailChange && me ? proofProblem(me, proof) : null;
    if (problem) return form.setError(problem.message);
    return save(body, ownEmailChange);
  };

  const save = async (body: ReturnType<typeof toBody>, ownEmailChange: boolean) => {
    if (user) {
      const answer = await client.users.update(user.id, ownEmailChange ? { ...body, ...proofBody(proof) } : body);
      onSaved(answer.message || MSG.userUpdated, answer.user);
    } else {
      const answer = await client.users.create({ ...body, password: values.password });
      const wasGenerated = provisional.wasGenerated(values.password);
      onSaved(
        answer.message || MSG.userCreated,
        answer.user,
        wasGenerated ? { email: body.email, password: values.password } : undefined,
      );
    }
  };

  return (
    <FormModal
      title={editing ? T.users.formEditTitle : T.users.formCreateTitle}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, editing ? T.users.updateError : T.users.createError)}
      submitLabel={editing ? T.users.saveChanges : T.users.create}
      busyLabel={T.common.saving}
      size="lg"
    >
      <div className="form-grid">
        <TextField
          label={T.users.name}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          required
          autoComplete="off"
        />
        <TextField
          label={T.users.email}
          type="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
          required
          autoComplete="off"
        />
        {!editing && (
          <PasswordField
            label={T.users.password}
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
            required
            autoComplete="new-password"
            visible={provisional.visible}
            onVisibleChange={provisional.setVisible}
            onGenerate={provisional.generate}
          />
        )}
        <Field label={T.users.role}>
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={values.role}
              onChange={(e) => {
                set('role', e.target.value as Role);
                setErrors((errs) => ({ ...errs, company_id: undefined }));
              }}
            >
              <option value="student">{T.roles.student}</option>
              <option value="manager">{T.roles.manager}</option>
              <option value="instructor">{T.roles.instructor}</option>
              <option value="admin">{T.roles.admin}</option>
            </select>
          )}
        </Field>
        <Field label={T.users.modality}>
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={values.modality}
              onChange={(e) => set('modality', e.target.value as Modality | '')}
            >
              <option value="">{T.users.modalityNone}</option>
              <option value="online">{T.modality.online}</option>
              <option value="presencial">{T.modality.presencial}</option>
            </select>
          )}
        </Field>
        <TextField
          label={T.users.cpf}
          value={values.cpf}
          onChange={(e) => set('cpf', e.target.value)}
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
        />
        <TextField
          label={T.users.phone}
          type="tel"
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
          placeholder="(00) 00000-0000"
          maxLength={30}
        />
        <CompanyAutocomplete
          label={T.users.company}
          companies={companies}
          value={values.company_id}
          fallbackName={user?.company}
          onChange={(id) => set('company_id', id)}
          required={values.role === 'manager'}
          error={errors.company_id}
        />
        <TextField
          label={T.users.address}
          fieldClassName="form-grid-full"
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
          maxLength={500}
        />
      </div>
      {user && me && user.id === me.id && values.email.trim().toLowerCase() !== user.email.toLowerCase() && (
        <div className="form-proof">
          <p className="muted small">{T.proof.emailChange}</p>
          <ProofFields actor={me} value={proof} onChange={setProof} disabled={form.busy} />
        </div>
      )}
    </FormModal>
  );
}
