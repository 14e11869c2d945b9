import { EVIDENCE_MSG } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import type { FormProblem } from '../../components/formProblem';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import { saveCompanyPack } from './evidencePacks';

const TX = T.evidence;

interface Option {
  id: number;
  title: string;
}

const byTitle = (a: Option, b: Option) => a.title.localeCompare(b.title, 'pt-BR');

/**
 * 'Dossiê da empresa' (issue 22): one course and an optional period, and the signed ZIP of every
 * worker of the company enrolled in it. An admin chooses the company; a manager's is their own.
 * The server's refusals (nobody enrolled, a bad period) show in the dialog.
 */
export function CompanyEvidenceDialog({
  company,
  onClose,
}: {
  /** The manager's company; without it the admin chooses one. */
  company?: { id: number; name: string };
  onClose(): void;
}) {
  const options = useLoader(async () => {
    const [companies, courses] = await Promise.all([
      company
        ? [{ id: company.id, title: company.name }]
        : client.companies.list().then((r) => r.companies.map((c) => ({ id: c.id, title: c.name }))),
      (company ? client.manager.companyCourses(company.id) : client.courses.list()).then((r) =>
        r.courses.map((c) => ({ id: c.id, title: c.title })),
      ),
    ]);
    return { companies: companies.sort(byTitle), courses: courses.sort(byTitle) };
  }, [company?.id, company?.name]);
  const [companyId, setCompanyId] = useState(company ? String(company.id) : '');
  const [courseId, setCourseId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const form = useFormState();

  const validate = (): FormProblem => {
    if (!companyId) return { field: 'company', message: TX.companyRequired };
    if (!courseId) return { field: 'course', message: EVIDENCE_MSG.courseRequired };
    if (from && to && from > to) return { field: 'to', message: EVIDENCE_MSG.period };
    return null;
  };

  const submit = async () => {
    const chosenCompany = options.data?.companies.find((c) => String(c.id) === companyId);
    const chosenCourse = options.data?.courses.find((c) => String(c.id) === courseId);
    if (!chosenCompany || !chosenCourse) return;
    const name = await saveCompanyPack({ id: chosenCompany.id, name: chosenCompany.title }, chosenCourse, {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
    showSuccess(TX.downloaded(name));
    onClose();
  };

  const list = options.data;
  return (
    <FormModal
      title={TX.companyPack}
      onClose={onClose}
      form={form}
      validate={validate}
      onSubmit={submit}
      failure={TX.packError}
      submitLabel={TX.download}
      busyLabel={TX.downloading}
      submitDisabled={!list}
      intro={<p className="muted small evidence-intro">{TX.companyText}</p>}
    >
      {options.failed && !list ? (
        <ErrorState message={TX.optionsError} onRetry={options.retry} />
      ) : !list ? (
        <Loading />
      ) : (
        <>
          <Field label={TX.company} problemKey="company" required>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                className="input"
                value={companyId}
                disabled={Boolean(company)}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => setCompanyId(e.target.value)}
              >
                {!company && <option value="">{TX.selectCompany}</option>}
                {list.companies.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={TX.course} problemKey="course" required>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                className="input"
                value={courseId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => setCourseId(e.target.value)}
              >
                <option value="">{TX.selectCourse}</option>
                {list.courses.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="evidence-period">
            <TextField
              label={TX.from}
              type="date"
              name="from"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField
              label={TX.to}
              type="date"
              name="to"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          <p className="field-hint evidence-period-hint">{TX.periodHint}</p>
        </>
      )}
    </FormModal>
  );
}
