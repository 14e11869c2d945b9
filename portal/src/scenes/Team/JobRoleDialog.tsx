import { type JobRole, MANAGER_MSG, type Worker } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { T } from '../../messages';

const TX = T.team;

/** 'Alterar cargo': picks the worker's cargo (or none); the server enrols them in its missing courses. */
export function JobRoleDialog({
  worker,
  jobRoles,
  onClose,
  onSaved,
}: {
  worker: Worker;
  jobRoles: JobRole[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [value, setValue] = useState(worker.job_role_id === null ? '' : String(worker.job_role_id));
  const form = useFormState();

  const submit = async () => {
    const jobRoleId = value ? Number(value) : null;
    const answer = await client.manager.assignJobRole(worker.id, jobRoleId);
    const base = answer.message || (jobRoleId === null ? MANAGER_MSG.jobRoleCleared : MANAGER_MSG.jobRoleAssigned);
    onSaved(answer.enrolled > 0 ? `${base} ${TX.enrolledToo(answer.enrolled)}` : base);
  };

  return (
    <FormModal
      title={TX.jobRoleTitle}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.jobRoleError)}
      submitLabel={T.common.save}
      busyLabel={T.common.saving}
      intro={<p className="team-intro team-subject">{TX.jobRoleSubject(worker.name || worker.email)}</p>}
    >
      <Field label={TX.jobRole} hint={TX.jobRoleHint}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className="input"
            value={value}
            aria-describedby={describedBy}
            onChange={(e) => setValue(e.target.value)}
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
    </FormModal>
  );
}
