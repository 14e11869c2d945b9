import {
  type Company,
  type CompanyCreateReq,
  CompanyCreateSchema,
  CompanyUpdateSchema,
  MSG,
} from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { formatCnpj } from '../../format';
import { T } from '../../messages';
import { validate } from '../../validate';
import { CompanySsoFields, SSO_TEXT, useSsoSection } from './CompanySso';

export interface CompanyFormProps {
  company?: Company;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** Create and edit company (spec §5 Companies: name required, e-mail input, cnpj null when empty). */
export function CompanyForm({ company, onClose, onSaved }: CompanyFormProps) {
  const editing = Boolean(company);
  const [name, setName] = useState(company?.name ?? '');
  const [cnpj, setCnpj] = useState(formatCnpj(company?.cnpj));
  const [email, setEmail] = useState(company?.contact_email ?? '');
  const [phone, setPhone] = useState(company?.phone ?? '');
  const [address, setAddress] = useState(company?.address ?? '');
  const [description, setDescription] = useState(company?.description ?? '');
  const [isActive, setIsActive] = useState(company?.is_active ?? true);
  const [nameError, setNameError] = useState<string | null>(null);
  const form = useFormState();
  // The company sign-in (SSO) is set in the same dialog when editing; saved after the company.
  const sso = useSsoSection(company?.id);

  const submit = () => {
    const body = {
      name: name.trim(),
      cnpj: cnpj.trim() || null,
      contact_email: email.trim() || null,
      phone: phone.trim() || null,
      address: address.trim() || null,
      description: description.trim() || null,
    };
    // The name shows under its field; the others as the server would list them.
    const { name: nameProblem, ...others } = validate(company ? CompanyUpdateSchema : CompanyCreateSchema, body);
    if (nameProblem) return setNameError(nameProblem);
    const rest = Object.values(others).filter(Boolean);
    if (rest.length) return form.setError(rest.join('\n'));
    const ssoBody = company ? sso.check() : null;
    if (ssoBody === false) return form.setError(SSO_TEXT.fixErrors);
    return save(body, ssoBody);
  };

  const save = async (body: CompanyCreateReq, ssoBody: ReturnType<typeof sso.check>) => {
    const answer = company
      ? await client.companies.update(company.id, { ...body, is_active: isActive })
      : await client.companies.create(body);
    if (company && ssoBody) await sso.save(company.id, ssoBody);
    onSaved(answer.message || (company ? MSG.companyUpdated : MSG.companyCreated));
  };

  return (
    <FormModal
      title={editing ? T.companies.formEditTitle : T.companies.formCreateTitle}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, editing ? T.companies.updateError : T.companies.createError)}
      submitLabel={editing ? T.companies.saveChanges : T.companies.create}
      busyLabel={T.common.saving}
      size="lg"
    >
      <div className="form-grid">
        <TextField
          label={T.companies.name}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
          error={nameError}
          required
          autoComplete="off"
        />
        <TextField
          label={T.companies.cnpj}
          value={cnpj}
          onChange={(e) => setCnpj(e.target.value)}
          inputMode="numeric"
          placeholder="00.000.000/0000-00"
          maxLength={18}
        />
        <TextField
          label={T.companies.email}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
        />
        <TextField
          label={T.companies.phone}
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder="(00) 0000-0000"
          maxLength={30}
        />
        <TextField
          label={T.companies.address}
          fieldClassName="form-grid-full"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          maxLength={500}
        />
        <Field label={T.companies.description} className="form-grid-full">
          {({ id }) => (
            <textarea
              id={id}
              className="input"
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={2000}
            />
          )}
        </Field>
        {editing && (
          <label className="checkbox form-grid-full">
            <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
            <span>{T.companies.isActive}</span>
          </label>
        )}
        {editing && <CompanySsoFields section={sso} />}
      </div>
    </FormModal>
  );
}
