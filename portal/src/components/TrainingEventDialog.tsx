import {
  DISPLAY_TIME_ZONE,
  NR_MSG,
  TRAINING_EVENT_KINDS,
  TRAINING_EVENT_LABELS,
  type TrainingEventKind,
  type TrainingEventReq,
  TrainingEventSchema,
} from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { type ReactNode, useId, useState } from 'react';
import { client, errorDetails } from '../api';
import { T } from '../messages';
import { validate } from '../validate';
import { Field, TextField } from './Field';
import { FormModal, useFormState } from './FormModal';
import { Loading } from './Spinner';
import { ErrorState } from './StateMessages';
import './TrainingEventDialog.css';

const TX = T.trainingEvent;

export interface EventCourse {
  id: number;
  title: string;
}

export interface EventJobRole {
  id: number;
  name: string;
  /** Active workers of the cargo, when the screen knows it. */
  workers?: number;
}

export interface TrainingEventDialogProps {
  /** The courses the event may call the workers back to. */
  loadCourses: () => Promise<EventCourse[]>;
  /** The rows selected on the screen (the manager's Equipe): 'the selected workers'. */
  selected?: readonly { id: number; name: string }[];
  /** One company: 'all its active workers' (the admin's Empresas tab). */
  company?: { id: number; name: string };
  /** The cargos to pick one from: 'all active workers of a cargo'. */
  loadJobRoles?: () => Promise<EventJobRole[]>;
  onClose: () => void;
  /** After the server registered the event (the dialog stays open with its message). */
  onRegistered?: () => void;
}

type Who = 'selected' | 'company' | 'jobRole';

/** Today in São Paulo (YYYY-MM-DD): no date after it is accepted. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(new Date());
}

interface Errors {
  kind?: string;
  occurred_at?: string;
  course_id?: string;
  who?: string;
  leave_start?: string;
  leave_end?: string;
  note?: string;
}

/**
 * 'Registrar evento' (NR-01 eventual training, issue 19): kind, date, course, the workers it
 * reaches (the selected rows, one company or one cargo), a note, and for a return from leave the
 * leave's dates. The server enrols the workers as 'Eventual' and answers how many; a leave not
 * longer than the NR's threshold is refused with its reason. Both show in the dialog.
 */
export function TrainingEventDialog({
  loadCourses,
  selected,
  company,
  loadJobRoles,
  onClose,
  onRegistered,
}: TrainingEventDialogProps) {
  const options = useLoader(async () => {
    const [courses, jobRoles] = await Promise.all([loadCourses(), loadJobRoles ? loadJobRoles() : null]);
    return { courses, jobRoles };
  }, []);
  const ways: Who[] = [
    ...(selected ? (['selected'] as const) : []),
    ...(company ? (['company'] as const) : []),
    ...(loadJobRoles ? (['jobRole'] as const) : []),
  ];
  const [who, setWho] = useState<Who>(() =>
    selected && selected.length > 0 ? 'selected' : company ? 'company' : (ways[0] ?? 'jobRole'),
  );
  const [kind, setKind] = useState<TrainingEventKind | ''>('');
  const [date, setDate] = useState(today);
  const [courseId, setCourseId] = useState('');
  const [jobRoleId, setJobRoleId] = useState('');
  const [note, setNote] = useState('');
  const [leaveStart, setLeaveStart] = useState('');
  const [leaveEnd, setLeaveEnd] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [success, setSuccess] = useState<ReactNode>(null);
  const form = useFormState();
  const radioName = useId();
  const whoErrorId = useId();
  const max = today();
  const leave = kind === 'retorno_afastamento';

  const clear = (key: keyof Errors) => setErrors((e) => ({ ...e, [key]: undefined }));

  const body = (): TrainingEventReq => ({
    kind: kind as TrainingEventKind,
    occurred_at: date,
    course_id: Number(courseId),
    ...(who === 'selected' ? { user_ids: (selected ?? []).map((w) => w.id) } : {}),
    ...(who === 'company' && company ? { company_id: company.id } : {}),
    ...(who === 'jobRole' && jobRoleId ? { job_role_id: Number(jobRoleId) } : {}),
    note: note.trim() || null,
    ...(leave ? { leave_start: leaveStart || undefined, leave_end: leaveEnd || undefined } : {}),
  });

  const submit = () => {
    const input = body();
    const found = validate(TrainingEventSchema, input);
    const future = (value: string) => (value && value > max ? NR_MSG.eventFuture : undefined);
    const problems: Errors = {
      kind: kind ? found.kind : TX.kindRequired,
      occurred_at: date ? (found.occurred_at ?? future(date)) : TX.dateRequired,
      course_id: courseId ? found.course_id : TX.courseRequired,
      who: who === 'jobRole' && !jobRoleId ? TX.jobRoleRequired : found.user_ids,
      leave_start: leave ? (leaveStart ? (found.leave_start ?? future(leaveStart)) : TX.leaveRequired) : undefined,
      leave_end: leave ? (leaveEnd ? (found.leave_end ?? future(leaveEnd)) : TX.leaveRequired) : undefined,
      note: found.note,
    };
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    return send(input);
  };

  const send = async (input: TrainingEventReq) => {
    const answer = await client.nr.createEvent(input);
    const message = answer.message || NR_MSG.eventCreated(answer.enrolled);
    setSuccess(answer.already > 0 ? `${message} ${TX.already(answer.already)}` : message);
    onRegistered?.();
  };

  const data = options.data;
  const courses = data?.courses ?? [];
  const jobRoles = data?.jobRoles ?? [];

  return (
    <FormModal
      title={TX.title}
      intro={
        <div className="event-intro">
          <p className="muted small">{TX.intro}</p>
          {company && <p className="event-company">{TX.companyIntro(company.name)}</p>}
        </div>
      }
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.error)}
      submitLabel={TX.submit}
      busyLabel={TX.submitting}
      submitDisabled={!data || courses.length === 0}
      success={success}
      cancelLabel={success ? T.common.close : T.common.cancel}
      size="md"
    >
      {options.failed ? (
        <ErrorState message={TX.coursesError} onRetry={options.retry} />
      ) : !data ? (
        <Loading />
      ) : (
        <fieldset className="event-fields" disabled={Boolean(success)}>
          <Field label={TX.kind} error={errors.kind} required>
            {({ id, describedBy, invalid }) => (
              <select
                id={id}
                className="input"
                value={kind}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => {
                  setKind(e.target.value as TrainingEventKind | '');
                  clear('kind');
                }}
              >
                <option value="">{TX.kindPlaceholder}</option>
                {TRAINING_EVENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {TRAINING_EVENT_LABELS[k]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="form-grid">
            <TextField
              label={TX.date}
              type="date"
              max={max}
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                clear('occurred_at');
              }}
              error={errors.occurred_at}
              required
            />
            <Field
              label={TX.course}
              error={errors.course_id}
              hint={courses.length === 0 ? TX.noCourses : undefined}
              required
            >
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  className="input"
                  value={courseId}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  disabled={courses.length === 0}
                  onChange={(e) => {
                    setCourseId(e.target.value);
                    clear('course_id');
                  }}
                >
                  <option value="">{TX.coursePlaceholder}</option>
                  {courses.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {leave && (
            <div className="event-leave">
              <div className="form-grid">
                <TextField
                  label={TX.leaveStart}
                  type="date"
                  max={max}
                  value={leaveStart}
                  onChange={(e) => {
                    setLeaveStart(e.target.value);
                    clear('leave_start');
                  }}
                  error={errors.leave_start}
                  required
                />
                <TextField
                  label={TX.leaveEnd}
                  type="date"
                  max={max}
                  min={leaveStart || undefined}
                  value={leaveEnd}
                  onChange={(e) => {
                    setLeaveEnd(e.target.value);
                    clear('leave_end');
                  }}
                  error={errors.leave_end}
                  required
                />
              </div>
              <p className="field-hint event-leave-hint">{TX.leaveHint}</p>
            </div>
          )}
          <fieldset className="event-who" aria-describedby={errors.who ? whoErrorId : undefined}>
            <legend className="field-label">{TX.who}</legend>
            {ways.map((way) => (
              <label key={way} className="event-radio">
                <input
                  type="radio"
                  name={radioName}
                  checked={who === way}
                  disabled={way === 'selected' && (selected?.length ?? 0) === 0}
                  onChange={() => {
                    setWho(way);
                    clear('who');
                  }}
                />
                <span>
                  {way === 'selected'
                    ? TX.whoSelected(selected?.length ?? 0)
                    : way === 'company'
                      ? TX.whoCompany(company?.name ?? '')
                      : TX.whoJobRole}
                </span>
              </label>
            ))}
            {who === 'selected' && selected && selected.length > 0 && (
              <ul className="event-names">
                {selected.map((w) => (
                  <li key={w.id}>{w.name}</li>
                ))}
              </ul>
            )}
            {who === 'jobRole' && (
              <Field
                label={TX.jobRole}
                hint={jobRoles.length === 0 ? TX.noJobRoles : undefined}
                className="event-job-role"
                required
              >
                {({ id, describedBy }) => (
                  <select
                    id={id}
                    className="input"
                    value={jobRoleId}
                    aria-describedby={
                      [describedBy, errors.who ? whoErrorId : undefined].filter(Boolean).join(' ') || undefined
                    }
                    aria-invalid={errors.who ? true : undefined}
                    disabled={jobRoles.length === 0}
                    onChange={(e) => {
                      setJobRoleId(e.target.value);
                      clear('who');
                    }}
                  >
                    <option value="">{TX.jobRolePlaceholder}</option>
                    {jobRoles.map((r) => (
                      <option key={r.id} value={String(r.id)}>
                        {r.workers === undefined ? r.name : TX.jobRoleOption(r.name, r.workers)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
            {errors.who && (
              <p id={whoErrorId} className="field-error" role="alert">
                {errors.who}
              </p>
            )}
          </fieldset>
          <Field label={TX.note} error={errors.note}>
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                className="input"
                rows={2}
                value={note}
                placeholder={TX.notePlaceholder}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => {
                  setNote(e.target.value);
                  clear('note');
                }}
                maxLength={2000}
              />
            )}
          </Field>
        </fieldset>
      )}
    </FormModal>
  );
}
