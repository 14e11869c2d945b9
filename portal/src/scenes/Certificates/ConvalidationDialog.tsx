import {
  CONVALIDATION_LIMITS,
  CONVALIDATION_MODE_LABELS,
  CONVALIDATION_MODES,
  type ConvalidationMode,
  type ConvalidationReq,
  ConvalidationSchema,
  DISPLAY_TIME_ZONE,
  NR_MSG,
} from '@trilha/sdk/contract';
import { scrollBehavior, useLoader } from '@trilha/sdk/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { validate } from '../../validate';
import { ComplementModulesField } from './ComplementModulesField';
import { loadCertificateOptions, studentLabel } from './certificateOptions';
import './ConvalidationDialog.css';
import { DateListField, type DateRow } from './DateListField';

const TX = T.convalidation;
const EVIDENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
// The name or the browser's type only: the server decides by the file's content.
const isEvidence = (file: File) => EVIDENCE_TYPES.includes(file.type) || /\.(pdf|jpe?g|png)$/i.test(file.name);

/** Today in São Paulo (YYYY-MM-DD): no training date after it is accepted. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(new Date());

/** A number field as typed: empty is "not informed" (the schema's message). */
const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

interface Values {
  user_id: string;
  course_id: string;
  mode: ConvalidationMode | '';
  source_organization: string;
  responsible: string;
  hours: string;
  note: string;
  complement: boolean;
  complement_hours: string;
}

type Errors = Partial<Record<keyof Values | 'dates' | 'file' | 'complement_module_ids', string>>;

/**
 * 'Registrar treinamento anterior' (NR-01 1.7.6, admins): a worker's earlier training reused or
 * convalidated, checked with the contract's ConvalidationSchema before sending. Without a
 * complement the server issues the official certificate; with one it enrols the worker to finish
 * the course. Its answer, or its refusal, shows in the dialog.
 */
export function ConvalidationDialog({ onClose, onRegistered }: { onClose: () => void; onRegistered: () => void }) {
  const options = useLoader(loadCertificateOptions, []);
  const [values, setValues] = useState<Values>({
    user_id: '',
    course_id: '',
    mode: '',
    source_organization: '',
    responsible: '',
    hours: '',
    note: '',
    complement: false,
    complement_hours: '',
  });
  const [dates, setDates] = useState<DateRow[]>([{ key: 0, value: '' }]);
  // The date rows the last check refused (empty or in the future), by key.
  const [badDates, setBadDates] = useState<ReadonlySet<number>>(new Set());
  const [file, setFile] = useState<File | null>(null);
  // The modules left to do with a complement; null is the whole course.
  const [toDo, setToDo] = useState<ReadonlySet<number> | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [success, setSuccess] = useState<ReactNode>(null);
  const form = useFormState();
  const [checks, setChecks] = useState(0);
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  const ids = useId();
  const modeErrorId = `${ids}-mode-error`;
  const complementHintId = `${ids}-complement-hint`;
  const max = today();

  // The dialog scrolls and its button sits at the bottom: bring the first refused field, or the
  // server's answer (above the fields), into view.
  useEffect(() => {
    if (checks === 0) return;
    const first = fieldsRef.current?.querySelector('[aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  }, [checks]);
  useEffect(() => {
    if (!form.error && !success) return;
    const answer = fieldsRef.current?.closest('form')?.querySelector('.form-alert');
    answer?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [form.error, success]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const body = (): ConvalidationReq => ({
    user_id: Number(values.user_id),
    course_id: Number(values.course_id),
    mode: values.mode as ConvalidationMode,
    source_organization: values.source_organization.trim(),
    dates: dates.map((d) => d.value).filter(Boolean),
    hours: number(values.hours),
    responsible: values.responsible.trim(),
    note: values.note.trim() || null,
    ...(values.complement ? { complement_hours: number(values.complement_hours) } : {}),
    ...(values.complement && toDo ? { complement_module_ids: [...toDo] } : {}),
  });

  const submit = () => {
    const input = body();
    const found = validate(ConvalidationSchema, input);
    const bad = dates.filter((d) => !d.value || d.value > max).map((d) => d.key);
    const problems: Errors = {
      user_id: values.user_id ? found.user_id : TX.workerRequired,
      course_id: values.course_id ? found.course_id : TX.courseRequired,
      mode: values.mode ? found.mode : TX.modeRequired,
      source_organization: found.source_organization,
      responsible: found.responsible,
      dates: found.dates ?? (bad.length > 0 ? NR_MSG.convalidationDates : undefined),
      hours: found.hours,
      note: found.note,
      // Ticked and left empty is not "no complement": the schema alone would let it through.
      complement_hours: values.complement
        ? values.complement_hours.trim()
          ? found.complement_hours
          : NR_MSG.complementHours
        : undefined,
      complement_module_ids: values.complement && toDo?.size === 0 ? NR_MSG.complementModules : undefined,
      file: !file
        ? NR_MSG.convalidationFile
        : !isEvidence(file)
          ? NR_MSG.convalidationFileType
          : file.size > CONVALIDATION_LIMITS.evidenceMaxBytes
            ? NR_MSG.convalidationFileTooLarge
            : undefined,
    };
    setErrors(problems);
    setChecks((n) => n + 1);
    setBadDates(new Set(problems.dates ? (bad.length > 0 ? bad : dates.map((d) => d.key)) : []));
    if (Object.values(problems).some(Boolean) || !file) return;
    return send(input, file);
  };

  const send = async (input: ConvalidationReq, evidence: File) => {
    const answer = await client.nr.convalidate(input, evidence);
    setSuccess(
      answer.message ||
        (answer.certificate ? NR_MSG.convalidated : NR_MSG.convalidatedWithComplement(Number(input.complement_hours))),
    );
    onRegistered();
  };

  const data = options.data;
  const students = data?.students ?? [];
  const courses = data?.courses ?? [];

  const select =
    (key: 'user_id' | 'course_id', placeholder: string, items: { id: number; label: string }[]) =>
    ({ id, describedBy, invalid }: { id: string; describedBy?: string; invalid: boolean }) => (
      <select
        id={id}
        className="input"
        value={values[key]}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={items.length === 0}
        onChange={(e) => {
          set(key, e.target.value);
          // Another course has other modules: the choice starts again from the whole course.
          if (key === 'course_id') setToDo(null);
        }}
      >
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.label}
          </option>
        ))}
      </select>
    );

  return (
    <FormModal
      title={TX.title}
      intro={<p className="muted small conv-intro">{TX.intro}</p>}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.error)}
      submitLabel={TX.submit}
      busyLabel={TX.submitting}
      submitDisabled={!data}
      success={success}
      cancelLabel={success ? T.common.close : T.common.cancel}
      size="lg"
    >
      {options.failed ? (
        <ErrorState message={TX.optionsError} onRetry={options.retry} />
      ) : !data ? (
        <Loading />
      ) : (
        <fieldset ref={fieldsRef} className="conv-fields" disabled={Boolean(success)}>
          <div className="form-grid">
            <Field
              label={TX.worker}
              error={errors.user_id}
              hint={students.length === 0 ? TX.noWorkers : undefined}
              required
            >
              {select(
                'user_id',
                TX.workerPlaceholder,
                students.map((s) => ({ id: s.id, label: studentLabel(s) })),
              )}
            </Field>
            <Field label={TX.course} error={errors.course_id} required>
              {select(
                'course_id',
                TX.coursePlaceholder,
                courses.map((c) => ({ id: c.id, label: c.title })),
              )}
            </Field>
          </div>
          <fieldset className="conv-group" aria-describedby={errors.mode ? modeErrorId : undefined}>
            <legend className="field-label">
              {TX.mode}
              <span className="field-required" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            <div className="conv-modes">
              {CONVALIDATION_MODES.map((mode) => (
                <label key={mode} className="conv-radio">
                  <input
                    type="radio"
                    name={`${ids}-mode`}
                    checked={values.mode === mode}
                    aria-invalid={errors.mode ? true : undefined}
                    onChange={() => set('mode', mode)}
                  />
                  <span>{CONVALIDATION_MODE_LABELS[mode]}</span>
                </label>
              ))}
            </div>
            {errors.mode && (
              <p id={modeErrorId} className="field-error" role="alert">
                {errors.mode}
              </p>
            )}
          </fieldset>
          <div className="form-grid">
            <TextField
              label={TX.source}
              name="source_organization"
              value={values.source_organization}
              placeholder={TX.sourcePlaceholder}
              onChange={(e) => set('source_organization', e.target.value)}
              error={errors.source_organization}
              maxLength={200}
              required
            />
            <TextField
              label={TX.responsible}
              name="responsible"
              value={values.responsible}
              hint={TX.responsibleHint}
              onChange={(e) => set('responsible', e.target.value)}
              error={errors.responsible}
              maxLength={200}
              required
            />
          </div>
          <DateListField
            rows={dates}
            bad={badDates}
            error={errors.dates}
            max={max}
            onChange={(rows) => {
              setDates(rows);
              setBadDates(new Set());
              setErrors((e) => ({ ...e, dates: undefined }));
            }}
          />
          <div className="form-grid">
            <TextField
              label={TX.hours}
              name="hours"
              type="number"
              inputMode="numeric"
              step={1}
              min={1}
              max={400}
              value={values.hours}
              onChange={(e) => set('hours', e.target.value)}
              error={errors.hours}
              required
            />
            <Field label={TX.file} error={errors.file} hint={TX.fileHint} required>
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="file"
                  className="input input-file"
                  accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setErrors((x) => ({ ...x, file: undefined }));
                  }}
                />
              )}
            </Field>
          </div>
          <Field label={TX.note} error={errors.note}>
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                className="input"
                rows={2}
                value={values.note}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => set('note', e.target.value)}
                maxLength={2000}
              />
            )}
          </Field>
          <div className="conv-complement">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={values.complement}
                aria-describedby={complementHintId}
                onChange={(e) => {
                  set('complement', e.target.checked);
                  setErrors((x) => ({ ...x, complement_hours: undefined }));
                }}
              />
              <span>{TX.complement}</span>
            </label>
            <p id={complementHintId} className="field-hint">
              {TX.complementHint}
            </p>
            {values.complement && (
              <TextField
                label={TX.complementHours}
                name="complement_hours"
                type="number"
                inputMode="numeric"
                step={1}
                min={1}
                max={400}
                value={values.complement_hours}
                onChange={(e) => set('complement_hours', e.target.value)}
                error={errors.complement_hours}
                fieldClassName="conv-complement-hours"
                required
              />
            )}
            {values.complement && values.course_id && (
              <ComplementModulesField
                courseId={Number(values.course_id)}
                selected={toDo}
                onChange={(next) => {
                  setToDo(next);
                  setErrors((x) => ({ ...x, complement_module_ids: undefined }));
                }}
                error={errors.complement_module_ids}
              />
            )}
          </div>
        </fieldset>
      )}
    </FormModal>
  );
}
