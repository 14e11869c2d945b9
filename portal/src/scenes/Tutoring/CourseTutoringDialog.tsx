import {
  type Course,
  type CourseTutoring,
  CourseTutoringSchema,
  TUTORING_LIMITS,
  type User,
} from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useEffect, useState } from 'react';
import { client, errorDetails } from '../../api';
import { TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { PeopleChecklist, toggled } from '../../components/PeopleChecklist';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { problems } from '../../validate';
import { TUTORING_TEXT } from './tutoringMessages';
import './CourseTutoring.css';

const TX = TUTORING_TEXT.settings;

interface Candidate {
  id: number;
  name: string;
  email: string;
  role: string;
}

/**
 * Who may tutor: the active admins and instructors, and whoever tutors the course now (an account
 * deactivated since stays in the list, ticked, so it can be taken off).
 */
async function loadTutoring(courseId: number): Promise<{ tutoring: CourseTutoring; candidates: Candidate[] }> {
  const [{ tutoring }, admins, instructors] = await Promise.all([
    client.tutoring.courseTutoring(courseId),
    client.users.list({ role: 'admin' }),
    client.users.list({ role: 'instructor' }),
  ]);
  const people = new Map<number, Candidate>();
  const add = (u: Pick<User, 'id' | 'name' | 'email' | 'role'>) =>
    people.set(u.id, { id: u.id, name: u.name || u.email, email: u.email, role: u.role });
  for (const u of [...admins.users, ...instructors.users]) if (u.is_active) add(u);
  for (const t of tutoring.tutors) if (!people.has(t.id)) add({ ...t, role: t.role as User['role'] });
  const candidates = [...people.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return { tutoring, candidates };
}

/** 'Tutoria' of a course (issue 26, admins): its tutors and the business days they have to answer. */
export function CourseTutoringDialog({
  course,
  onClose,
  onSaved,
}: {
  course: Pick<Course, 'id' | 'title'>;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const loaded = useLoader(() => loadTutoring(course.id), [course.id]);
  const [tutorIds, setTutorIds] = useState<ReadonlySet<number>>(new Set());
  const [days, setDays] = useState('');
  const form = useFormState();

  useEffect(() => {
    if (!loaded.data) return;
    setTutorIds(new Set(loaded.data.tutoring.tutors.map((t) => t.id)));
    setDays(String(loaded.data.tutoring.response_days));
  }, [loaded.data]);

  const toggle = (ids: number[], on: boolean) => {
    setTutorIds(toggled(tutorIds, ids, on));
    form.setError(null);
  };

  const submit = async () => {
    const [problem] = problems(CourseTutoringSchema, { tutor_ids: [...tutorIds], response_days: days });
    if (problem) return form.setError(problem);
    const answer = await client.tutoring.setCourseTutoring(course.id, {
      tutor_ids: [...tutorIds],
      response_days: Number(days),
    });
    onSaved(answer.message);
  };

  const candidates = loaded.data?.candidates ?? [];
  return (
    <FormModal
      title={TX.title}
      intro={<p className="muted small ct-intro">{TX.intro(course.title)}</p>}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.saveError)}
      submitLabel={TX.save}
      busyLabel={TX.saving}
      submitDisabled={!loaded.data}
      size="md"
    >
      {loaded.failed ? (
        <ErrorState message={TX.loadError} onRetry={loaded.retry} />
      ) : !loaded.data ? (
        <Loading />
      ) : (
        <>
          <PeopleChecklist
            legend={TX.tutors}
            hint={TX.tutorsHint}
            people={candidates.map((c) => ({
              id: c.id,
              name: c.name,
              detail: `${T.roles[c.role as keyof typeof T.roles] ?? c.role} · ${c.email}`,
            }))}
            selected={tutorIds}
            onToggle={toggle}
            empty={TX.noTutors}
          />
          <TextField
            label={TX.responseDays}
            hint={TX.responseDaysHint}
            name="response_days"
            type="number"
            inputMode="numeric"
            min={1}
            max={TUTORING_LIMITS.maxResponseDays}
            required
            value={days}
            onChange={(e) => {
              setDays(e.target.value);
              form.setError(null);
            }}
          />
        </>
      )}
    </FormModal>
  );
}
