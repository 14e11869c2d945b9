import {
  PRACTICAL_MSG,
  type PracticalSession,
  type PracticalSessionReq,
  PracticalSessionSchema,
} from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { validate } from '../../validate';
import { PRACTICAL_ADMIN_TEXT } from './adminMessages';
import { brDate, schedule, wallClock } from './adminSchedule';

const TX = PRACTICAL_ADMIN_TEXT.form;

interface Values {
  course_id: string;
  date: string;
  start: string;
  end: string;
  place: string;
  instructor_id: string;
  capacity: string;
  hours: string;
}

type Errors = Partial<Record<keyof Values, string>>;

function initialValues(session?: PracticalSession): Values {
  const start = session ? wallClock(session.starts_at) : { date: '', time: '' };
  return {
    course_id: session ? String(session.course_id) : '',
    date: start.date,
    start: start.time,
    end: session ? wallClock(session.ends_at).time : '',
    place: session?.place ?? '',
    instructor_id: session ? String(session.instructor_id) : '',
    capacity: session ? String(session.capacity) : '',
    hours: session ? String(session.hours) : '',
  };
}

/** A number field as typed: empty is "not informed" (the schema's message). */
const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** The courses by title and the active instructors by name: the form's two lists. */
async function loadOptions() {
  const [{ courses }, { users }] = await Promise.all([
    client.courses.list(),
    client.users.list({ role: 'instructor' }),
  ]);
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pt-BR');
  return {
    courses: courses.map((c) => ({ id: c.id, label: c.title })).sort(byName),
    instructors: users
      .filter((u) => u.is_active)
      .map((u) => ({ id: u.id, label: u.name || u.email }))
      .sort(byName),
  };
}

/**
 * 'Nova turma prática' and 'Editar turma prática': the day and times are typed in São Paulo time
 * and sent as instants; the contract's PracticalSessionSchema checks the body before sending, and
 * the server's refusals (an inactive instructor, a capacity below the roster) show in the form.
 */
export function AdminSessionForm({
  session,
  onClose,
  onSaved,
}: {
  session?: PracticalSession;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const options = useLoader(loadOptions, []);
  const [values, setValues] = useState<Values>(() => initialValues(session));
  const [errors, setErrors] = useState<Errors>({});
  const form = useFormState();
  const times = schedule(values.date, values.start, values.end);
  // The server refuses to move a session with a roster to another course.
  const courseLocked = Boolean(session && session.participants > 0);

  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = () => {
    const body: PracticalSessionReq = {
      course_id: number(values.course_id),
      starts_at: times.starts_at,
      ends_at: times.ends_at,
      place: values.place.trim(),
      instructor_id: number(values.instructor_id),
      capacity: number(values.capacity),
      hours: number(values.hours),
    };
    const found = validate(PracticalSessionSchema, body);
    const problems: Errors = {
      course_id: values.course_id ? found.course_id : TX.courseRequired,
      // One message for the day and the start: under the one still empty.
      date: values.date ? undefined : found.starts_at,
      start: values.date ? found.starts_at : undefined,
      end: values.date ? found.ends_at : undefined,
      place: found.place,
      instructor_id: values.instructor_id ? found.instructor_id : PRACTICAL_MSG.instructor,
      capacity: found.capacity,
      hours: found.hours,
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    return save(body);
  };

  const save = async (body: PracticalSessionReq) => {
    const answer = session ? await client.practical.update(session.id, body) : await client.practical.create(body);
    onSaved(answer.message || (session ? PRACTICAL_MSG.updated : PRACTICAL_MSG.created));
  };

  const select =
    (key: 'course_id' | 'instructor_id', placeholder: string, items: { id: number; label: string }[]) =>
    ({ id, describedBy, invalid }: { id: string; describedBy?: string; invalid: boolean }) => (
      <select
        id={id}
        className="input"
        value={values[key]}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={items.length === 0 || (key === 'course_id' && courseLocked)}
        onChange={(e) => set(key, e.target.value)}
      >
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.label}
          </option>
        ))}
      </select>
    );

  const text = (key: 'date' | 'start' | 'end', label: string, type: 'date' | 'time', hint?: string) => (
    <TextField
      label={label}
      name={key}
      type={type}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
      hint={hint}
      required
    />
  );

  const data = options.data;
  return (
    <FormModal
      title={session ? TX.editTitle : TX.createTitle}
      intro={<p className="muted small pa-form-intro">{TX.intro}</p>}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.saveError)}
      submitLabel={session ? T.common.save : TX.create}
      busyLabel={session ? T.common.saving : TX.creating}
      submitDisabled={!data}
      size="lg"
    >
      {options.failed ? (
        <ErrorState message={TX.optionsError} onRetry={options.retry} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <Field label={TX.course} error={errors.course_id} hint={courseLocked ? TX.courseLocked : undefined} required>
            {select('course_id', TX.coursePlaceholder, data.courses)}
          </Field>
          <div className="form-grid pa-form-grid-3">
            {text('date', TX.date, 'date')}
            {text('start', TX.start, 'time')}
            {text('end', TX.end, 'time', times.endDay ? TX.endsNextDay(brDate(times.endDay)) : undefined)}
          </div>
          <TextField
            label={TX.place}
            name="place"
            value={values.place}
            onChange={(e) => set('place', e.target.value)}
            error={errors.place}
            hint={TX.placeHint}
            maxLength={300}
            autoComplete="off"
            required
          />
          <Field
            label={TX.instructor}
            error={errors.instructor_id}
            hint={data.instructors.length === 0 ? TX.noInstructors : undefined}
            required
          >
            {select('instructor_id', TX.instructorPlaceholder, data.instructors)}
          </Field>
          <div className="form-grid">
            <TextField
              label={TX.capacity}
              name="capacity"
              type="number"
              inputMode="numeric"
              step={1}
              min={1}
              max={500}
              value={values.capacity}
              onChange={(e) => set('capacity', e.target.value)}
              error={errors.capacity}
              hint={TX.capacityHint}
              required
            />
            <TextField
              label={TX.hours}
              name="hours"
              type="number"
              inputMode="decimal"
              step={0.5}
              min={0.5}
              max={40}
              value={values.hours}
              onChange={(e) => set('hours', e.target.value)}
              error={errors.hours}
              hint={TX.hoursHint}
              required
            />
          </div>
        </>
      )}
    </FormModal>
  );
}
