import { ParticipantsSchema, PRACTICAL_MSG, type PracticalSessionDetail } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useEffect, useRef, useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
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
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
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
          <CandidateList candidates={shown} selected={selected} onToggle={toggle} />
          <p className={`small pa-seats${selected.size > free ? ' pa-seats-over' : ''}`} aria-live="polite">
            {TX.seats(selected.size, free)}
            {selected.size > free && ` ${TX.overSeats}`}
          </p>
        </>
      )}
    </FormModal>
  );
}

/** The ticks of the filtered workers, under a 'Selecionar todos' that is checked, unchecked or mixed. */
function CandidateList({
  candidates,
  selected,
  onToggle,
}: {
  candidates: Candidate[];
  selected: ReadonlySet<number>;
  onToggle: (ids: number[], on: boolean) => void;
}) {
  const allRef = useRef<HTMLInputElement>(null);
  const count = candidates.filter((c) => selected.has(c.id)).length;
  const every = candidates.length > 0 && count === candidates.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !every;
  }, [count, every]);

  return (
    <fieldset className="pa-candidates">
      <legend className="field-label">{TX.legend}</legend>
      <label className="checkbox pa-select-all">
        <input
          ref={allRef}
          type="checkbox"
          checked={every}
          disabled={candidates.length === 0}
          onChange={() =>
            onToggle(
              candidates.map((c) => c.id),
              !every,
            )
          }
        />
        <span>{TX.selectAll}</span>
      </label>
      {candidates.length === 0 ? (
        <p className="muted small">{TX.noneInCompany}</p>
      ) : (
        <ul className="pa-candidate-list">
          {candidates.map((c) => (
            <li key={c.id}>
              <label className="checkbox pa-candidate">
                <input
                  type="checkbox"
                  checked={selected.has(c.id)}
                  onChange={(e) => onToggle([c.id], e.target.checked)}
                />
                <span>
                  <span className="cell-strong">{c.name}</span>
                  <span className="cell-sub">
                    {[c.company ?? TX.noCompany, c.cpf ? formatCpf(c.cpf) : null].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
