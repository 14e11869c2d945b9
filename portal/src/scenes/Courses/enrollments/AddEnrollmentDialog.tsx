import { COURSE_MSG, type Company, type Course, type UserListItem } from '@trilha/sdk/contract';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { client, errorMessage } from '../../../api';
import { Modal } from '../../../components/dialogs';
import { Field } from '../../../components/Field';
import { Loading } from '../../../components/Spinner';
import { ErrorState, FormAlert } from '../../../components/StateMessages';
import { T } from '../../../messages';

type Mode = 'individual' | 'company';

/**
 * 'Adicionar Aluno' (spec §5 Enrolment dialog): one student, or every available student of a
 * company. Only active students not yet enrolled are offered, and only companies that have some.
 */
export function AddEnrollmentDialog({
  course,
  enrolledUserIds,
  onClose,
  onEnrolled,
}: {
  course: Course;
  enrolledUserIds: ReadonlySet<number>;
  onClose: () => void;
  onEnrolled: (message: string) => void;
}) {
  const [data, setData] = useState<{ students: UserListItem[]; companies: Company[] } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [mode, setMode] = useState<Mode>('individual');
  const [userId, setUserId] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Nothing chosen: said under the list itself, tied to it.
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` drives the retry
  useEffect(() => {
    let alive = true;
    setLoadFailed(false);
    Promise.all([client.users.list({ role: 'student' }), client.companies.list()])
      .then(([u, c]) => alive && setData({ students: u.users, companies: c.companies }))
      .catch(() => alive && setLoadFailed(true));
    return () => {
      alive = false;
    };
  }, [attempt]);

  const { students, companies } = useMemo(() => {
    const available = (data?.students ?? []).filter(
      (s) => s.role === 'student' && s.is_active && !enrolledUserIds.has(s.id),
    );
    const perCompany = new Map<number, number>();
    for (const s of available) {
      if (s.company_id !== null) perCompany.set(s.company_id, (perCompany.get(s.company_id) ?? 0) + 1);
    }
    return {
      students: available,
      companies: (data?.companies ?? [])
        .filter((c) => perCompany.has(c.id))
        .map((c) => ({ company: c, available: perCompany.get(c.id) ?? 0 })),
    };
  }, [data, enrolledUserIds]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode === 'individual' && !userId) return setChoiceError(COURSE_MSG.selectStudent);
    if (mode === 'company' && !companyId) return setChoiceError(COURSE_MSG.selectCompany);
    setBusy(true);
    try {
      if (mode === 'individual') {
        const answer = await client.courses.enroll(course.id, Number(userId));
        onEnrolled(answer.message || COURSE_MSG.enrolled);
      } else {
        const answer = await client.courses.enrollCompany(course.id, Number(companyId));
        onEnrolled(answer.message || T.enrollments.bulkSummary(answer.summary));
      }
    } catch (e) {
      setError(errorMessage(e, mode === 'individual' ? T.enrollments.enrollError : T.enrollments.companyError));
      setBusy(false);
    }
  };

  const emptyChoice = mode === 'individual' ? students.length === 0 : companies.length === 0;

  return (
    <Modal
      title={T.enrollments.addTitle}
      description={T.enrollments.subtitle(course.title)}
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {T.common.cancel}
          </button>
          <button type="submit" form="enroll-form" className="btn btn-primary" disabled={busy || !data}>
            {busy ? T.enrollments.enrolling : T.enrollments.enroll}
          </button>
        </>
      }
    >
      {loadFailed ? (
        <ErrorState message={T.enrollments.listError} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !data ? (
        <Loading />
      ) : (
        <form id="enroll-form" onSubmit={submit} noValidate>
          <FormAlert kind="error">{error}</FormAlert>
          <fieldset className="radio-group">
            <legend className="field-label">{T.enrollments.mode}</legend>
            {(['individual', 'company'] as const).map((m) => (
              <label key={m} className="radio">
                <input
                  type="radio"
                  name="enroll-mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => {
                    setMode(m);
                    setError(null);
                    setChoiceError(null);
                  }}
                />
                <span>{m === 'individual' ? T.enrollments.modeIndividual : T.enrollments.modeCompany}</span>
              </label>
            ))}
          </fieldset>

          {mode === 'individual' ? (
            <Field
              label={T.enrollments.student}
              hint={students.length === 0 ? T.enrollments.noStudents : undefined}
              error={choiceError}
            >
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  className="input"
                  value={userId}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  disabled={emptyChoice}
                  onChange={(e) => {
                    setUserId(e.target.value);
                    setError(null);
                    setChoiceError(null);
                  }}
                >
                  <option value="">{T.enrollments.studentPlaceholder}</option>
                  {students.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name} — {s.email}
                      {s.company ? ` (${s.company})` : ''}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <Field
              label={T.enrollments.company}
              hint={companies.length === 0 ? T.enrollments.noCompanies : T.enrollments.companyHint}
              error={choiceError}
            >
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  className="input"
                  value={companyId}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  disabled={emptyChoice}
                  onChange={(e) => {
                    setCompanyId(e.target.value);
                    setError(null);
                    setChoiceError(null);
                  }}
                >
                  <option value="">{T.enrollments.companyPlaceholder}</option>
                  {companies.map(({ company, available }) => (
                    <option key={company.id} value={String(company.id)}>
                      {T.enrollments.companyOption(company.name, available)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </form>
      )}
    </Modal>
  );
}
