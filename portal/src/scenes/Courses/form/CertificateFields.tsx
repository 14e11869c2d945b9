import type { Course, NrPreset } from '@trilha/sdk/contract';
import { useId } from 'react';
import { Field, TextField } from '../../../components/Field';
import { T } from '../../../messages';
import type { CertificateDraft } from './courseDraft';

/** The NR preset a course follows and its practical-part choice (null: the preset's flag). */
export interface NrChoice {
  presetId: string;
  practical: boolean | null;
}

/**
 * The NR preset the course follows (issue 19) and what NR-01 asks a training certificate to state
 * (workload, syllabus, instructor, technician...), in a collapsible section: most saves do not
 * touch it. With a preset, the workload and validity left empty take the preset's values, and the
 * hints under them say which.
 */
export function CertificateFields({
  value,
  courses,
  disabled,
  onChange,
  nr,
  presets,
  presetsFailed,
  onNrChange,
}: {
  value: CertificateDraft;
  /** Courses that may be this one's refresher. */
  courses: readonly Course[];
  disabled: boolean;
  onChange: (value: CertificateDraft) => void;
  nr: NrChoice;
  /** The NR presets (null while they load or when they could not be loaded). */
  presets: readonly NrPreset[] | null;
  presetsFailed: boolean;
  onNrChange: (nr: NrChoice) => void;
}) {
  const practicalId = useId();
  const practicalHintId = `${practicalId}-hint`;
  const preset = presets?.find((p) => String(p.id) === nr.presetId) ?? null;
  const practical = nr.practical ?? preset?.practical_required ?? false;
  const workloadHint =
    preset && !value.workload_hours.trim() ? T.courseForm.presetWorkload(preset.initial_hours, preset.code) : undefined;
  const validityHint =
    preset && !value.validity_months.trim()
      ? preset.validity_months > 0
        ? T.courseForm.presetValidity(preset.validity_months, preset.code)
        : T.courseForm.presetNoValidity(preset.code)
      : undefined;
  const practicalHint =
    preset && nr.practical === null ? T.courseForm.presetPractical(preset.code, practical) : undefined;
  const set = (key: keyof CertificateDraft) => (next: string) => onChange({ ...value, [key]: next });
  const text = (key: keyof CertificateDraft, label: string, full = false) => (
    <TextField
      label={label}
      fieldClassName={full ? 'form-grid-full' : undefined}
      value={value[key]}
      onChange={(e) => set(key)(e.target.value)}
      maxLength={255}
      autoComplete="off"
    />
  );
  const modalities: readonly string[] = T.courseForm.modalities;

  return (
    <details className="form-section form-collapsible">
      <summary className="form-section-title">{T.courseForm.certificateSection}</summary>
      <fieldset disabled={disabled} className="form-collapsible-body">
        <p className="muted small">{T.courseForm.certificateHint}</p>
        <div className="form-grid course-nr">
          <Field label={T.courseForm.nrPreset} hint={presetsFailed ? T.courseForm.nrLoadError : T.courseForm.nrHint}>
            {({ id, describedBy }) => (
              <select
                id={id}
                className="input"
                value={nr.presetId}
                aria-describedby={describedBy}
                // Another preset: the practical part follows it again until the admin ticks the box.
                onChange={(e) => onNrChange({ presetId: e.target.value, practical: null })}
              >
                <option value="">{T.courseForm.nrNone}</option>
                {nr.presetId && !preset && <option value={nr.presetId}>{`#${nr.presetId}`}</option>}
                {(presets ?? []).map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {`${p.code} — ${p.title}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="field course-practical">
            <label className="checkbox" htmlFor={practicalId}>
              <input
                id={practicalId}
                type="checkbox"
                checked={practical}
                aria-describedby={practicalHint ? practicalHintId : undefined}
                onChange={(e) => onNrChange({ ...nr, practical: e.target.checked })}
              />
              <span>{T.courseForm.practicalRequired}</span>
            </label>
            {practicalHint && (
              <p id={practicalHintId} className="field-hint">
                {practicalHint}
              </p>
            )}
          </div>
        </div>
        <div className="form-grid form-grid-3">
          <TextField
            label={T.courseForm.workloadHours}
            hint={workloadHint}
            type="number"
            min={1}
            max={2000}
            step={1}
            inputMode="numeric"
            value={value.workload_hours}
            onChange={(e) => set('workload_hours')(e.target.value)}
          />
          <TextField
            label={T.courseForm.validityMonths}
            hint={validityHint}
            type="number"
            min={1}
            max={240}
            step={1}
            inputMode="numeric"
            value={value.validity_months}
            onChange={(e) => set('validity_months')(e.target.value)}
          />
          <Field label={T.courseForm.modality}>
            {({ id }) => (
              <select
                id={id}
                className="input"
                value={value.modality}
                onChange={(e) => set('modality')(e.target.value)}
              >
                <option value="">{T.courseForm.modalityNone}</option>
                {value.modality && !modalities.includes(value.modality) && (
                  <option value={value.modality}>{value.modality}</option>
                )}
                {modalities.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="form-grid">
          {text('location', T.courseForm.location)}
          <Field label={T.courseForm.refresherCourse}>
            {({ id }) => (
              <select
                id={id}
                className="input"
                value={value.refresher_course_id}
                onChange={(e) => set('refresher_course_id')(e.target.value)}
              >
                <option value="">{T.courseForm.refresherNone}</option>
                {courses.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('instructor_name', T.courseForm.instructorName)}
          {text('instructor_qualification', T.courseForm.instructorQualification)}
          {text('technician_name', T.courseForm.technicianName)}
          {text('technician_qualification', T.courseForm.technicianQualification)}
          <Field label={T.courseForm.syllabus} className="form-grid-full">
            {({ id }) => (
              <textarea
                id={id}
                className="input"
                rows={4}
                value={value.syllabus}
                onChange={(e) => set('syllabus')(e.target.value)}
                maxLength={10_000}
              />
            )}
          </Field>
        </div>
      </fieldset>
    </details>
  );
}
