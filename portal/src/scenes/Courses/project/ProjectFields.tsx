import type { PedagogicalProject, PedagogicalProjectReq } from '@trilha/sdk/contract';
import { Field } from '../../../components/Field';
import { T } from '../../../messages';

/** The six items of NR-01 Annex II, in the order the inspection reads them. */
export const PROJECT_FIELDS = [
  'objectives',
  'strategy',
  'theory_practice',
  'responsible',
  'tutoring_channel',
  'assessment_method',
] as const satisfies readonly (keyof PedagogicalProject)[];
export type ProjectField = (typeof PROJECT_FIELDS)[number];

export type ProjectValues = Record<ProjectField, string>;
export type ProjectErrors = Partial<Record<ProjectField, string>>;

/** A name and a channel are short answers: they share a row and get smaller boxes. */
const SHORT: ReadonlySet<ProjectField> = new Set(['responsible', 'tutoring_channel']);

export function projectValues(project: PedagogicalProject | null | undefined): ProjectValues {
  return Object.fromEntries(PROJECT_FIELDS.map((key) => [key, project?.[key] ?? ''])) as ProjectValues;
}

/** The body the API takes: an empty field is "not informed" (null). */
export function projectBody(values: ProjectValues): PedagogicalProjectReq {
  return Object.fromEntries(PROJECT_FIELDS.map((key) => [key, values[key].trim() || null]));
}

/**
 * The project's text fields. No maxLength on the boxes: a long text pasted in would be cut without
 * a word, so the schema's limit is said under the field instead.
 */
export function ProjectFields({
  values,
  errors,
  disabled,
  onChange,
}: {
  values: ProjectValues;
  errors: ProjectErrors;
  disabled: boolean;
  onChange: (key: ProjectField, value: string) => void;
}) {
  return (
    <fieldset className="project-fields form-grid" disabled={disabled}>
      {PROJECT_FIELDS.map((key) => (
        <Field
          key={key}
          label={T.pedagogicalProject.fields[key].label}
          hint={T.pedagogicalProject.fields[key].hint}
          error={errors[key]}
          className={SHORT.has(key) ? undefined : 'form-grid-full'}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name={key}
              className="input"
              rows={SHORT.has(key) ? 2 : 4}
              value={values[key]}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange(key, e.target.value)}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
