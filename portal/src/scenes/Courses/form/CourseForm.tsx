import { COURSE_LEVELS, type Course, type CourseStatus } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { client, errorDetails } from '../../../api';
import { Field, TextField } from '../../../components/Field';
import { T } from '../../../messages';
import { showError } from '../../../state/banners';
import { CertificateFields } from './CertificateFields';
import { CoverPicker } from './CoverPicker';
import {
  type CourseDraft,
  draftFromCourse,
  emptyDraft,
  removeLesson,
  removeModule,
  validateDraft,
} from './courseDraft';
import { ModulesEditor } from './ModulesEditor';
import { type SaveMemo, saveCourse } from './saveCourse';

export interface CourseFormProps {
  /** The course to edit, with its modules and lessons; absent to create one. */
  course?: Course;
  /** Every course, for the refresher-course choice. */
  courses: readonly Course[];
  onCancel: () => void;
  onSaved: (courseId: number, status: CourseStatus) => void;
}

interface Problem {
  heading: string;
  lines: string[];
}

/**
 * The course create/edit form (spec §2, §5): course info and cover, the NR-01 certificate fields,
 * modules and lessons with their support material, and the two ways to save.
 */
export function CourseForm({ course, courses, onCancel, onSaved }: CourseFormProps) {
  const [draft, setDraft] = useState<CourseDraft>(() => (course ? draftFromCourse(course) : emptyDraft()));
  const [saving, setSaving] = useState<CourseStatus | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const memo = useRef<SaveMemo>({ courseId: course?.id ?? null, videos: new Map() });
  const alertRef = useRef<HTMLDivElement>(null);
  // The NR presets a course may follow (issue 19); without them the course saves without one.
  const presets = useLoader(
    () =>
      client.nr
        .presets()
        .then((r) => [...r.presets].sort((a, b) => a.code.localeCompare(b.code, 'pt-BR', { numeric: true }))),
    [],
  );

  useEffect(() => {
    if (problem) alertRef.current?.scrollIntoView({ block: 'center' });
  }, [problem]);

  const update = (patch: Partial<CourseDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async (status: CourseStatus) => {
    // Spec §5 heads the validation alert 'Erro ao criar curso:' on create and on edit alike.
    const errors = validateDraft(draft);
    if (errors.length) return setProblem({ heading: T.courseForm.createError, lines: errors });
    // A server failure names what the admin is doing (spec §8): an update once the course exists.
    const heading = memo.current.courseId === null ? T.courseForm.createError : T.courseForm.updateError;
    setProblem(null);
    setSaving(status);
    try {
      const { courseId, failedMaterials, failedCaptions } = await saveCourse(draft, status, memo.current);
      for (const failed of failedMaterials)
        showError(T.courseForm.materialUploadFailed(failed.material, failed.lesson, failed.reason));
      for (const failed of failedCaptions) showError(T.courseForm.captionFailed(failed.lesson, failed.reason));
      onSaved(courseId, status);
    } catch (error) {
      setProblem({ heading, lines: errorDetails(error, T.courseForm.unknownError).split('\n') });
      setSaving(null);
    }
  };

  // Enter in a field must not publish: only the two buttons save.
  const submit = (event: FormEvent) => event.preventDefault();

  const otherCourses = courses.filter((c) => c.id !== memo.current.courseId);
  const busy = saving !== null;

  return (
    <form className="course-form" onSubmit={submit} noValidate aria-busy={busy}>
      {problem && (
        <div ref={alertRef} className="form-alert form-alert-error" role="alert">
          <strong>{problem.heading}</strong>
          <ul className="alert-list">
            {problem.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className="form-section" disabled={busy}>
        <legend className="form-section-title">{T.courseForm.infoSection}</legend>
        <div className="course-info">
          <div className="form-grid">
            <TextField
              label={T.courseForm.title}
              fieldClassName="form-grid-full"
              value={draft.title}
              onChange={(e) => update({ title: e.target.value })}
              required
              maxLength={255}
              autoComplete="off"
            />
            <Field label={T.courseForm.description} className="form-grid-full">
              {({ id }) => (
                <textarea
                  id={id}
                  className="input"
                  rows={3}
                  value={draft.description}
                  onChange={(e) => update({ description: e.target.value })}
                  maxLength={10_000}
                />
              )}
            </Field>
            <Field label={T.courseForm.level}>
              {({ id }) => (
                <select
                  id={id}
                  className="input"
                  value={draft.level}
                  onChange={(e) => update({ level: e.target.value })}
                >
                  {!COURSE_LEVELS.includes(draft.level as (typeof COURSE_LEVELS)[number]) && (
                    <option value={draft.level}>{draft.level || '—'}</option>
                  )}
                  {COURSE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {level}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <label className="checkbox course-active">
              <input
                type="checkbox"
                checked={draft.is_active}
                onChange={(e) => update({ is_active: e.target.checked })}
              />
              <span>{T.courseForm.isActive}</span>
            </label>
          </div>
          <CoverPicker file={draft.cover} currentUrl={draft.coverUrl} onChange={(cover) => update({ cover })} />
        </div>
        {draft.version !== null && (
          <p className="course-version">
            <strong>{T.courseForm.contentVersion(draft.version)}</strong>
            <span className="muted small"> {T.courseForm.contentVersionHint}</span>
          </p>
        )}
      </fieldset>

      <CertificateFields
        value={draft.certificate}
        courses={otherCourses}
        disabled={busy}
        onChange={(certificate) => update({ certificate })}
        nr={{ presetId: draft.nr_preset_id, practical: draft.practical_required }}
        presets={presets.data}
        presetsFailed={presets.failed}
        onNrChange={(nr) => update({ nr_preset_id: nr.presetId, practical_required: nr.practical })}
      />

      <ModulesEditor
        modules={draft.modules}
        disabled={busy}
        onChange={(modules) => update({ modules })}
        onRemoveModule={(mi) => setDraft((d) => removeModule(d, mi))}
        onRemoveLesson={(mi, li) => setDraft((d) => removeLesson(d, mi, li))}
        onVideoChosen={(lessonId) => memo.current.videos.delete(lessonId)}
      />

      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {T.common.cancel}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void save('draft')} disabled={busy}>
          {saving === 'draft' ? T.courseForm.saving : T.courseForm.saveDraft}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save('published')} disabled={busy}>
          {saving === 'published' ? T.courseForm.saving : T.courseForm.publish}
        </button>
      </div>
    </form>
  );
}
