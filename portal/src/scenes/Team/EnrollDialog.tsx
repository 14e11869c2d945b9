import { type JobRole, MANAGER_MSG, type Worker } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useId, useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';

const TX = T.team;

type Mode = 'selected' | 'jobRole';

/**
 * 'Matricular': the selected workers, or every active worker of a cargo, in one course the company
 * contracted (POST /api/manager/enrollments).
 */
export function EnrollDialog({
  companyId,
  workers,
  selected,
  jobRoles,
  onClose,
  onSaved,
}: {
  companyId: number;
  workers: Worker[];
  selected: Worker[];
  jobRoles: JobRole[];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const courses = useLoader(() => client.manager.companyCourses(companyId).then((r) => r.courses), [companyId]);
  const [mode, setMode] = useState<Mode>(selected.length > 0 ? 'selected' : 'jobRole');
  const [jobRoleId, setJobRoleId] = useState('');
  const [courseId, setCourseId] = useState('');
  const [errors, setErrors] = useState<{ jobRole?: string; course?: string }>({});
  const form = useFormState();
  const radioName = useId();

  const activeOf = (roleId: number) => workers.filter((w) => w.is_active && w.job_role_id === roleId);

  const submit = async () => {
    const problems = {
      jobRole: mode === 'jobRole' && !jobRoleId ? TX.enrollJobRoleRequired : undefined,
      course: courseId ? undefined : TX.enrollCourseRequired,
    };
    setErrors(problems);
    if (problems.jobRole || problems.course) return;
    const userIds = mode === 'selected' ? selected.map((w) => w.id) : activeOf(Number(jobRoleId)).map((w) => w.id);
    if (userIds.length === 0) return form.setError(mode === 'jobRole' ? TX.enrollNobody : MANAGER_MSG.workersRequired);
    const answer = await client.manager.enroll({ user_ids: userIds, course_id: Number(courseId) });
    const base = answer.message || MANAGER_MSG.enrolled(answer.enrolled);
    onSaved(answer.already > 0 && !answer.message ? `${base} ${TX.alreadyEnrolled(answer.already)}` : base);
  };

  const list = courses.data;
  return (
    <FormModal
      title={TX.enrollTitle}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.enrollError)}
      submitLabel={TX.enrollSubmit}
      busyLabel={TX.enrolling}
      submitDisabled={!list || list.length === 0}
    >
      <fieldset className="team-radio-group">
        <legend className="field-label">{TX.enrollWho}</legend>
        <label className="team-radio">
          <input
            type="radio"
            name={radioName}
            checked={mode === 'selected'}
            disabled={selected.length === 0}
            onChange={() => setMode('selected')}
          />
          <span>{TX.enrollSelected(selected.length)}</span>
        </label>
        <label className="team-radio">
          <input type="radio" name={radioName} checked={mode === 'jobRole'} onChange={() => setMode('jobRole')} />
          <span>{TX.enrollByJobRole}</span>
        </label>
      </fieldset>
      {mode === 'selected' && selected.length > 0 && (
        <ul className="team-enroll-names">
          {selected.map((w) => (
            <li key={w.id}>{w.name || w.email}</li>
          ))}
        </ul>
      )}
      {mode === 'jobRole' && (
        <Field label={TX.enrollJobRole} error={errors.jobRole} required>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="input"
              value={jobRoleId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => {
                setJobRoleId(e.target.value);
                setErrors((p) => ({ ...p, jobRole: undefined }));
              }}
            >
              <option value="">{TX.enrollJobRolePlaceholder}</option>
              {jobRoles.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {TX.enrollJobRoleCount(r.name, activeOf(r.id).length)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {courses.failed ? (
        <ErrorState message={TX.coursesError} onRetry={courses.retry} />
      ) : !list ? (
        <Loading />
      ) : (
        <Field
          label={TX.enrollCourse}
          error={errors.course}
          hint={list.length === 0 ? TX.enrollNoCourses : undefined}
          required
        >
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="input"
              value={courseId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              disabled={list.length === 0}
              onChange={(e) => {
                setCourseId(e.target.value);
                setErrors((p) => ({ ...p, course: undefined }));
              }}
            >
              <option value="">{TX.enrollCoursePlaceholder}</option>
              {list.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </FormModal>
  );
}
