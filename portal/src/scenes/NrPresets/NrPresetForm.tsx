import { NR_MSG, type NrPreset, type NrPresetReq, NrPresetSchema } from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { T } from '../../messages';
import { validate } from '../../validate';

const TX = T.nrPresets;

interface Values {
  code: string;
  title: string;
  initial_hours: string;
  periodic_hours: string;
  validity_months: string;
  leave_threshold_days: string;
  practical_required: boolean;
  daily_cap_hours: string;
  legal_reference: string;
  notes: string;
}

type Errors = Partial<Record<keyof Values, string>>;

function initialValues(preset?: NrPreset): Values {
  return {
    code: preset?.code ?? '',
    title: preset?.title ?? '',
    initial_hours: preset ? String(preset.initial_hours) : '',
    periodic_hours: preset ? String(preset.periodic_hours) : '0',
    validity_months: preset ? String(preset.validity_months) : '0',
    leave_threshold_days: preset ? String(preset.leave_threshold_days) : '180',
    practical_required: preset?.practical_required ?? false,
    daily_cap_hours: preset ? String(preset.daily_cap_hours) : '8',
    legal_reference: preset?.legal_reference ?? '',
    notes: preset?.notes ?? '',
  };
}

/** A number field as typed: empty is "not informed" (the schema's default or its message). */
const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** The body the API takes, from what the form holds. */
function toBody(v: Values): NrPresetReq {
  return {
    code: v.code.trim(),
    title: v.title.trim(),
    initial_hours: number(v.initial_hours),
    periodic_hours: number(v.periodic_hours),
    validity_months: number(v.validity_months),
    leave_threshold_days: number(v.leave_threshold_days),
    practical_required: v.practical_required,
    daily_cap_hours: number(v.daily_cap_hours),
    legal_reference: v.legal_reference.trim() || null,
    notes: v.notes.trim() || null,
  };
}

/**
 * Create and edit an NR preset ('Nova norma', 'Editar'), checked with the contract's NrPresetSchema
 * before sending: each problem shows under its field, in the schema's words.
 */
export function NrPresetForm({
  preset,
  onClose,
  onSaved,
}: {
  preset?: NrPreset;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(preset));
  const [errors, setErrors] = useState<Errors>({});
  const form = useFormState();

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = () => {
    const body = toBody(values);
    const problems = validate(NrPresetSchema, body) as Errors & { ''?: string };
    const { '': whole, ...fields } = problems;
    setErrors(fields);
    if (whole) return form.setError(whole);
    if (Object.values(fields).some(Boolean)) return;
    return save(body);
  };

  const save = async (body: NrPresetReq) => {
    const answer = preset ? await client.nr.updatePreset(preset.id, body) : await client.nr.createPreset(body);
    onSaved(answer.message || NR_MSG.presetSaved);
  };

  const numberField = (key: keyof Values, label: string, options: { hint?: string; max: number; min?: number }) => (
    <TextField
      label={label}
      name={key}
      type="number"
      inputMode="numeric"
      step={1}
      min={options.min ?? 0}
      max={options.max}
      value={values[key] as string}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
      hint={options.hint}
      required
    />
  );

  return (
    <FormModal
      title={preset ? TX.editTitle(preset.code) : TX.createTitle}
      intro={preset ? <p className="muted small nr-form-intro">{TX.intro}</p> : undefined}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.saveError)}
      submitLabel={preset ? T.common.save : TX.create}
      busyLabel={T.common.saving}
      size="lg"
    >
      <div className="form-grid">
        <TextField
          label={TX.code}
          name="code"
          value={values.code}
          onChange={(e) => set('code', e.target.value)}
          error={errors.code}
          placeholder={TX.codePlaceholder}
          maxLength={40}
          required
          autoComplete="off"
        />
        <TextField
          label={TX.titleField}
          name="title"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          maxLength={200}
          required
          autoComplete="off"
        />
      </div>
      <div className="form-grid nr-form-grid-3">
        {numberField('initial_hours', TX.initialHours, { max: 400, min: 1 })}
        {numberField('periodic_hours', TX.periodicHours, { max: 400, hint: TX.periodicHint })}
        {numberField('validity_months', TX.validityMonths, { max: 240, hint: TX.validityHint })}
        {numberField('leave_threshold_days', TX.leaveDays, { max: 3650, min: 1, hint: TX.leaveHint })}
        {numberField('daily_cap_hours', TX.dailyCap, { max: 24, min: 1 })}
        <label className="checkbox nr-form-check">
          <input
            type="checkbox"
            checked={values.practical_required}
            onChange={(e) => set('practical_required', e.target.checked)}
          />
          <span>{TX.practical}</span>
        </label>
      </div>
      <div className="form-grid">
        <Field label={TX.legalReference} error={errors.legal_reference} className="form-grid-full">
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              className="input"
              rows={2}
              value={values.legal_reference}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => set('legal_reference', e.target.value)}
              maxLength={2000}
            />
          )}
        </Field>
        <Field label={TX.notes} error={errors.notes} hint={TX.notesHint} className="form-grid-full">
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              className="input"
              rows={2}
              value={values.notes}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => set('notes', e.target.value)}
              maxLength={2000}
            />
          )}
        </Field>
      </div>
    </FormModal>
  );
}
