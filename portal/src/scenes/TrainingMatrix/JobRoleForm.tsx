import { type CompanyCourse, type JobRole, JobRoleSchema } from '@trilha/sdk/contract';
import { useState } from 'react';
import { TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { T } from '../../messages';
import { validate } from '../../validate';

const TX = T.matrix;

/**
 * 'Novo cargo' (name and required courses) and 'Renomear cargo' (name only: the courses change in
 * the cargo's card). `onSubmit` sends it; a failure shows in the dialog.
 */
export function JobRoleForm({
  role,
  courses,
  onClose,
  onSubmit,
  failure,
}: {
  role?: JobRole;
  courses: CompanyCourse[];
  onClose: () => void;
  onSubmit: (body: { name: string; course_ids: number[] }) => Promise<void>;
  failure: (error: unknown) => string;
}) {
  const [name, setName] = useState(role?.name ?? '');
  const [courseIds, setCourseIds] = useState<number[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const form = useFormState();

  const submit = () => {
    const body = { name: name.trim(), course_ids: role ? role.course_ids : courseIds };
    const problems = validate(JobRoleSchema, body);
    if (problems.name) return setNameError(problems.name);
    const rest = Object.values(problems).filter(Boolean);
    if (rest.length) return form.setError(rest.join('\n'));
    return onSubmit(body);
  };

  return (
    <FormModal
      title={role ? TX.renameTitle : TX.createTitle}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={failure}
      submitLabel={role ? T.common.save : TX.create}
      busyLabel={T.common.saving}
      size={role ? 'sm' : 'md'}
    >
      <TextField
        label={TX.name}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setNameError(null);
        }}
        error={nameError}
        placeholder={TX.namePlaceholder}
        required
        maxLength={100}
        autoComplete="off"
      />
      {!role && courses.length > 0 && (
        <fieldset className="matrix-courses matrix-courses-form">
          <legend className="field-label">{TX.coursesLegend}</legend>
          <div className="matrix-course-grid">
            {courses.map((course) => (
              <label key={course.id} className="checkbox matrix-course">
                <input
                  type="checkbox"
                  checked={courseIds.includes(course.id)}
                  onChange={(e) =>
                    setCourseIds((ids) =>
                      e.target.checked ? [...ids, course.id] : ids.filter((id) => id !== course.id),
                    )
                  }
                />
                <span>{course.title}</span>
              </label>
            ))}
          </div>
          <p className="field-hint">{TX.saveHint}</p>
        </fieldset>
      )}
    </FormModal>
  );
}
