import { type CompanyCourse, type JobRole, MANAGER_MSG } from '@trilha/sdk/contract';
import { IconEdit, IconPlus, IconTrash, useLoader } from '@trilha/sdk/ui';
import { useId, useState } from 'react';
import { client, errorDetails, errorMessage } from '../../api';
import { ConfirmDialog } from '../../components/dialogs';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState, FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { JobRoleForm } from './JobRoleForm';
import './TrainingMatrix.css';

const TX = T.matrix;

type Dialog = { kind: 'create' } | { kind: 'rename'; role: JobRole } | { kind: 'delete'; role: JobRole } | null;

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

const withEnrolled = (message: string, enrolled: number) =>
  enrolled > 0 ? `${message} ${TX.enrolledToo(enrolled)}` : message;

/**
 * The training matrix of one company (issue 18): its cargos, each with the required courses chosen
 * among those the company contracted; create, rename and delete a cargo. The manager's screen and
 * the admin's company dialog both use it; `headingLevel` fits it under the surrounding title.
 */
export function TrainingMatrix({ companyId, headingLevel = 2 }: { companyId: number; headingLevel?: 2 | 3 | 4 }) {
  const { data, failed, retry, reload } = useLoader(async () => {
    const [roles, courses] = await Promise.all([
      client.manager.jobRoles(companyId),
      client.manager.companyCourses(companyId),
    ]);
    return { roles: roles.job_roles, courses: courses.courses };
  }, [companyId]);
  const [drafts, setDrafts] = useState<Record<number, number[]>>({});
  const [savingId, setSavingId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (failed && !data) return <ErrorState message={TX.loadError} onRetry={retry} />;
  if (!data) return <Loading />;
  const { roles, courses } = data;

  const draftOf = (role: JobRole) => drafts[role.id] ?? role.course_ids;

  const toggle = (role: JobRole, courseId: number, on: boolean) => {
    const current = draftOf(role);
    const next = on ? [...current, courseId] : current.filter((id) => id !== courseId);
    setDrafts((d) => ({ ...d, [role.id]: next }));
  };

  const saveCourses = async (role: JobRole) => {
    setSavingId(role.id);
    try {
      const answer = await client.manager.updateJobRole(companyId, role.id, {
        name: role.name,
        course_ids: draftOf(role),
      });
      showSuccess(withEnrolled(answer.message || MANAGER_MSG.jobRoleUpdated, answer.enrolled));
      await reload();
      setDrafts(({ [role.id]: _saved, ...rest }) => rest);
    } catch (e) {
      showError(errorMessage(e, TX.saveError));
    } finally {
      setSavingId(null);
    }
  };

  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';

  return (
    <div className="matrix">
      <div className="matrix-toolbar">
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
          <IconPlus size={18} />
          {TX.newJobRole}
        </button>
      </div>
      {courses.length === 0 && <FormAlert kind="info">{TX.noCourses}</FormAlert>}
      {roles.length === 0 ? (
        <EmptyState>{TX.empty}</EmptyState>
      ) : (
        <ul className="matrix-roles">
          {roles.map((role) => (
            <JobRoleCard
              key={role.id}
              role={role}
              courses={courses}
              draft={draftOf(role)}
              Heading={Heading}
              saving={savingId === role.id}
              onToggle={(courseId, on) => toggle(role, courseId, on)}
              onSave={() => void saveCourses(role)}
              onRename={() => setDialog({ kind: 'rename', role })}
              onDelete={() => setDialog({ kind: 'delete', role })}
            />
          ))}
        </ul>
      )}

      {(dialog?.kind === 'create' || dialog?.kind === 'rename') && (
        <JobRoleForm
          role={dialog.kind === 'rename' ? dialog.role : undefined}
          courses={courses}
          onClose={() => setDialog(null)}
          onSubmit={async (body) => {
            if (dialog.kind === 'rename') {
              const answer = await client.manager.updateJobRole(companyId, dialog.role.id, {
                name: body.name,
                course_ids: dialog.role.course_ids,
              });
              showSuccess(withEnrolled(answer.message || MANAGER_MSG.jobRoleUpdated, answer.enrolled));
            } else {
              const answer = await client.manager.createJobRole(companyId, body);
              showSuccess(answer.message || MANAGER_MSG.jobRoleCreated);
            }
            setDialog(null);
            await reload();
          }}
          failure={(e) => errorDetails(e, TX.saveError)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={TX.deleteTitle}
          message={TX.deleteText(dialog.role.name, dialog.role.worker_count)}
          confirmLabel={T.common.delete}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const role = dialog.role;
            setDialog(null);
            try {
              const answer = await client.manager.deleteJobRole(companyId, role.id);
              showSuccess(answer.message || MANAGER_MSG.jobRoleDeleted);
              setDrafts(({ [role.id]: _gone, ...rest }) => rest);
              await reload();
            } catch (e) {
              showError(errorMessage(e, TX.deleteError));
            }
          }}
        />
      )}
    </div>
  );
}

function JobRoleCard({
  role,
  courses,
  draft,
  Heading,
  saving,
  onToggle,
  onSave,
  onRename,
  onDelete,
}: {
  role: JobRole;
  courses: CompanyCourse[];
  draft: number[];
  Heading: 'h2' | 'h3' | 'h4';
  saving: boolean;
  onToggle: (courseId: number, on: boolean) => void;
  onSave: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const dirty = !sameSet(draft, role.course_ids);
  const required = courses.filter((c) => draft.includes(c.id)).length;
  return (
    <li className="card matrix-role">
      <section aria-labelledby={titleId}>
        <header className="matrix-role-head">
          <div>
            <Heading id={titleId} className="matrix-role-title">
              {role.name}
            </Heading>
            <p className="muted small">
              {TX.workers(role.worker_count)} · {TX.requiredCount(required)}
            </p>
          </div>
          <div className="matrix-role-actions">
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={onRename}
              aria-label={TX.renameLabel(role.name)}
            >
              <IconEdit size={15} />
              {TX.rename}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger-outline"
              onClick={onDelete}
              aria-label={TX.deleteLabel(role.name)}
            >
              <IconTrash size={15} />
              {TX.delete}
            </button>
          </div>
        </header>
        {courses.length > 0 && (
          <fieldset className="matrix-courses" disabled={saving}>
            <legend className="field-label">{TX.required(role.name)}</legend>
            <div className="matrix-course-grid">
              {courses.map((course) => (
                <label key={course.id} className="checkbox matrix-course">
                  <input
                    type="checkbox"
                    checked={draft.includes(course.id)}
                    onChange={(e) => onToggle(course.id, e.target.checked)}
                  />
                  <span>
                    {course.title}
                    {course.status !== 'published' && (
                      <span className="badge badge-muted matrix-draft">{T.companyTraining.draft}</span>
                    )}
                  </span>
                </label>
              ))}
            </div>
            <div className="matrix-role-foot">
              <p className="muted small">{TX.saveHint}</p>
              {dirty && <span className="badge badge-warning">{TX.unsaved}</span>}
              <button
                type="button"
                className="btn btn-sm btn-primary"
                disabled={!dirty || saving}
                onClick={onSave}
                aria-label={TX.saveCoursesLabel(role.name)}
              >
                {saving ? T.common.saving : TX.saveCourses}
              </button>
            </div>
          </fieldset>
        )}
      </section>
    </li>
  );
}
