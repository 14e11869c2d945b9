import { ParticipantsSchema, PRACTICAL_MSG, type PracticalSessionDetail } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { PeopleChecklist, toggled } from '../../components/PeopleChecklist';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { formatCpf } from '../../format';
import { problems } from '../../validate';
import { PRACTICAL_ADMIN_TEXT } from './adminMessages';

const TX = PRACTICAL_ADMIN_TEXT.participants;
/** The filter's value for the workers of no company (a company name is never empty). */
const NO_COMPANY = '';
const ALL = '*';

interface Candidate {
  id: number;
  name: string;
  cpf: string | null;
  company: string | null;
}

/**
 * The course's enrolled workers not on the roster yet. The enrolments carry no company or CPF, so
 * they are read from the users list; an inactive user is left out, as the server would refuse them.
 */
async function loadCandidates(session: PracticalSessionDetail): Promise<Candidate[]> {
  const [{ enrollments }, { users }] = await Promise.all([
    client.courses.enrollments(session.course_id),
    client.users.list(),
  ]);
  const onRoster = new Set(session.roster.map((p) => p.user_id));
  const people = new Map(users.map((u) => [u.id, u]));
  return enrollments
    .flatMap((e) => {
      const user = people.get(e.user_id);
      if (onRoster.has(e.user_id) || !user?.is_active) return [];
      return [{ id: e.user_id, name: e.name || e.email, cpf: user.cpf, company: user.company }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * 'Adicionar participantes': tick enrolled workers, filtered by company, with the free seats in
 * view. The server decides on the seats (two admins may fill the last ones at once): its refusal
 * shows in the dialog.
 */
export function AdminParticipantsDialog({
  session,
  free,
  onClose,
  onAdded,
}: {
  session: PracticalSessionDetail;
  free: number;
  onClose: () => void;
  onAdded: (message: string) => void;
}) {
  const candidates = useLoader(() => loadCandidates(session), []);
  const [company, setCompany] = useState(ALL);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const form = useFormState();
  const all = candidates.data ?? [];
  const companies = [...new Set(all.map((c) => c.company ?? NO_COMPANY))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const shown = company === ALL ? all : all.filter((c) => (c.company ?? NO_COMPANY) === company);

  const toggle = (ids: number[], on: boolean) => {
    setSelected(toggled(selected, ids, on));
    form.setError(null);
  };

  const submit = async () => {
    const body = { user_ids: all.filter((c) => selected.has(c.id)).map((c) => c.id) };
    const [problem] = problems(ParticipantsSchema, body);
    if (problem) return form.setError(problem);
    const answer = await client.practical.addParticipants(session.id, body.user_ids);
    onAdded(answer.message || PRACTICAL_MSG.participantsAdded(answer.added));
  };

  return (
    <FormModal
      title={TX.title}
      intro={<p className="muted small pa-form-intro">{TX.intro(session.course_title)}</p>}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.error)}
      submitLabel={TX.submit}
      busyLabel={TX.submitting}
      submitDisabled={all.length === 0}
      size="md"
    >
      {candidates.failed ? (
        <ErrorState message={TX.loadError} onRetry={candidates.retry} />
      ) : !candidates.data ? (
        <Loading />
      ) : all.length === 0 ? (
        <EmptyState>{TX.none}</EmptyState>
      ) : (
        <>
          <Field label={TX.company}>
            {({ id }) => (
              <select id={id} className="input" value={company} onChange={(e) => setCompany(e.target.value)}>
                <option value={ALL}>{TX.allCompanies}</option>
                {companies.map((name) => (
                  <option key={name} value={name}>
                    {name || TX.noCompany}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <PeopleChecklist
            legend={TX.legend}
            people={shown.map((c) => ({
              id: c.id,
              name: c.name,
              detail: [c.company ?? TX.noCompany, c.cpf ? formatCpf(c.cpf) : null].filter(Boolean).join(' · '),
            }))}
            selected={selected}
            onToggle={toggle}
            selectAll={TX.selectAll}
            empty={TX.noneInCompany}
          />
          <p className={`small pa-seats${selected.size > free ? ' pa-seats-over' : ''}`} aria-live="polite">
            {TX.seats(selected.size, free)}
            {selected.size > free && ` ${TX.overSeats}`}
          </p>
        </>
      )}
    </FormModal>
  );
}
