import { useSignals } from '@preact/signals-react/runtime';
import { type JobRole, MANAGER_MSG, MSG, type Worker } from '@trilha/sdk/contract';
import { IconAlert, IconPlus, IconUsers, useLoader } from '@trilha/sdk/ui';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { Field } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { TrainingEventDialog } from '../../components/TrainingEventDialog';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { currentUser } from '../../state/session';
import { GeneratedPasswordDialog } from '../Users/GeneratedPasswordDialog';
import { EnrollDialog } from './EnrollDialog';
import { JobRoleDialog } from './JobRoleDialog';
import { WorkerForm } from './WorkerForm';
import { WorkersTable } from './WorkersTable';
import './Team.css';

const TX = T.team;

type Dialog =
  | { kind: 'add' }
  | { kind: 'jobRole'; worker: Worker }
  | { kind: 'enroll' }
  | { kind: 'event' }
  | { kind: 'generated'; email: string; password: string }
  | null;

/** 'all', 'none' (no cargo) or a cargo's id. */
type CargoFilter = string;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR');

function matches(worker: Worker, query: string, cargo: CargoFilter): boolean {
  if (cargo === 'none' && worker.job_role_id !== null) return false;
  if (cargo !== 'all' && cargo !== 'none' && String(worker.job_role_id) !== cargo) return false;
  const q = fold(query.trim());
  if (!q) return true;
  const digits = query.replace(/\D/g, '');
  return (
    fold(worker.name).includes(q) ||
    fold(worker.email).includes(q) ||
    (digits.length > 0 && (worker.cpf ?? '').replace(/\D/g, '').includes(digits))
  );
}

/** 'Equipe' (issue 18): a client company's workers for its manager. */
export function TeamPage() {
  useSignals();
  const user = currentUser.value;
  if (user?.role !== 'manager') return <AccessDenied message={T.managerArea.accessDenied} />;
  if (!user.company_id) return <ErrorState message={MANAGER_MSG.companyRequired} />;
  return <Team companyId={user.company_id} companyName={user.company} />;
}

function Team({ companyId, companyName }: { companyId: number; companyName: string | null }) {
  const { data, failed, retry, reload } = useLoader(async () => {
    const [team, roles] = await Promise.all([client.manager.workers(), client.manager.jobRoles(companyId)]);
    return { company: team.company, workers: team.workers, jobRoles: roles.job_roles };
  }, [companyId]);
  const [query, setQuery] = useState('');
  const [cargo, setCargo] = useState<CargoFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const eventRegistered = useRef(false);

  const workers = data?.workers ?? [];
  const jobRoles: JobRole[] = data?.jobRoles ?? [];
  const visible = useMemo(() => workers.filter((w) => matches(w, query, cargo)), [workers, query, cargo]);
  // Only rows on screen stay selected: a filter never enrols someone the manager no longer sees.
  const chosen = useMemo(() => visible.filter((w) => selected.has(w.id)), [visible, selected]);
  const company = data?.company.name ?? companyName;

  const toggleStatus = async (worker: Worker) => {
    setBusyId(worker.id);
    try {
      const answer = await client.users.setStatus(worker.id, !worker.is_active);
      showSuccess(answer.message || (worker.is_active ? MSG.userDeactivated : MSG.userActivated));
      await reload();
    } catch (e) {
      showError(errorMessage(e, TX.statusError));
    } finally {
      setBusyId(null);
    }
  };

  let content: ReactNode;
  if (failed && !data) content = <ErrorState message={TX.loadError} onRetry={retry} />;
  else if (!data) content = <Loading />;
  else
    content = (
      <>
        <div className="team-toolbar">
          <SearchBox label={TX.search} placeholder={TX.searchPlaceholder} value={query} onChange={setQuery} />
          <Field label={TX.jobRoleFilter} className="team-filter">
            {({ id }) => (
              <select id={id} className="input" value={cargo} onChange={(e) => setCargo(e.target.value)}>
                <option value="all">{TX.allJobRoles}</option>
                {jobRoles.map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.name}
                  </option>
                ))}
                <option value="none">{TX.noJobRole}</option>
              </select>
            )}
          </Field>
          <div className="team-actions">
            <button type="button" className="btn btn-outline" onClick={() => setDialog({ kind: 'event' })}>
              <IconAlert size={18} />
              {TX.event}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setDialog({ kind: 'enroll' })}>
              <IconUsers size={18} />
              {TX.enroll}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'add' })}>
              <IconPlus size={18} />
              {TX.add}
            </button>
          </div>
        </div>
        <p className="muted small" aria-live="polite">
          {TX.count(visible.length, workers.length)}
          {chosen.length > 0 && ` · ${TX.selected(chosen.length)}`}
        </p>
        <WorkersTable
          workers={visible}
          selected={selected}
          onSelect={setSelected}
          busyId={busyId}
          onChangeJobRole={(worker) => setDialog({ kind: 'jobRole', worker })}
          onToggleStatus={toggleStatus}
        />
      </>
    );

  return (
    <div className="team-page">
      <PageHeader title={TX.title} subtitle={company ? TX.subtitle(company) : TX.subtitleNoCompany} />
      {content}

      {dialog?.kind === 'add' && (
        <WorkerForm
          companyId={companyId}
          jobRoles={jobRoles}
          onClose={() => setDialog(null)}
          onSaved={(message, generated) => {
            showSuccess(message);
            void reload();
            setDialog(generated ? { kind: 'generated', ...generated } : null);
          }}
        />
      )}
      {dialog?.kind === 'generated' && (
        <GeneratedPasswordDialog email={dialog.email} password={dialog.password} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'jobRole' && (
        <JobRoleDialog
          worker={dialog.worker}
          jobRoles={jobRoles}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            showSuccess(message);
            setDialog(null);
            void reload();
          }}
        />
      )}
      {dialog?.kind === 'event' && (
        <TrainingEventDialog
          selected={chosen.map((w) => ({ id: w.id, name: w.name || w.email }))}
          loadCourses={() => client.manager.companyCourses(companyId).then((r) => r.courses)}
          loadJobRoles={async () =>
            jobRoles.map((r) => ({
              id: r.id,
              name: r.name,
              workers: workers.filter((w) => w.is_active && w.job_role_id === r.id).length,
            }))
          }
          onClose={() => {
            // Once the event is registered the selection has done its job.
            if (eventRegistered.current) setSelected(new Set());
            eventRegistered.current = false;
            setDialog(null);
          }}
          onRegistered={() => {
            eventRegistered.current = true;
            void reload();
          }}
        />
      )}
      {dialog?.kind === 'enroll' && (
        <EnrollDialog
          companyId={companyId}
          workers={workers}
          selected={chosen}
          jobRoles={jobRoles}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            showSuccess(message);
            setDialog(null);
            setSelected(new Set());
            void reload();
          }}
        />
      )}
    </div>
  );
}
