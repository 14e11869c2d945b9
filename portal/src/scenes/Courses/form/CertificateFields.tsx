import type { Course } from '@trilha/sdk/contract';
import { Field, TextField } from '../../../components/Field';
import { T } from '../../../messages';
import type { CertificateDraft } from './courseDraft';

/**
 * What NR-01 asks a training certificate to state (workload, syllabus, instructor, technician...),
 * in a collapsible section: most saves do not touch it.
 */
export function CertificateFields({
  value,
  courses,
  disabled,
  onChange,
}: {
  value: CertificateDraft;
  /** Courses that may be this one's refresher. */
  courses: readonly Course[];
  disabled: boolean;
  onChange: (value: CertificateDraft) => void;
}) {
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
        <div className="form-grid form-grid-3">
          <TextField
            label={T.courseForm.workloadHours}
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
