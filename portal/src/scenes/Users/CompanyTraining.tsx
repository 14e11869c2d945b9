import { type Company, type Course, MANAGER_MSG, type UserListItem } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useEffect, useState } from 'react';
import { client, errorMessage } from '../../api';
import { Modal } from '../../components/dialogs';
import { Loading } from '../../components/Spinner';
import { ErrorState, FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import { TrainingMatrix } from '../TrainingMatrix/TrainingMatrix';
import '../TrainingMatrix/TrainingMatrix.css';

const TX = T.companyTraining;

/**
 * A client company's training set-up for the admin (issue 18): its managers, the courses it
 * contracted ('Cursos contratados') and its training matrix, the same component its manager uses.
 */
export function CompanyTraining({ company, onClose }: { company: Company; onClose: () => void }) {
  const [matrixKey, setMatrixKey] = useState(0);
  return (
    <Modal
      title={TX.title(company.name)}
      onClose={onClose}
      size="xl"
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {T.common.close}
        </button>
      }
    >
      <Managers companyId={company.id} />
      <ContractedCourses companyId={company.id} onSaved={() => setMatrixKey((k) => k + 1)} />
      <section className="integration-section" aria-labelledby="company-matrix-title">
        <h3 id="company-matrix-title" className="integration-heading">
          {TX.matrixTitle}
        </h3>
        <TrainingMatrix key={matrixKey} companyId={company.id} headingLevel={4} />
      </section>
    </Modal>
  );
}

function Managers({ companyId }: { companyId: number }) {
  const { data, failed, retry } = useLoader(
    () => client.users.list({ role: 'manager', company_id: companyId }).then((r) => r.users),
    [companyId],
  );
  // The list answers managers of this company only; the filter guards an older server.
  const managers = (data ?? []).filter((u: UserListItem) => u.role === 'manager' && u.company_id === companyId);
  return (
    <section className="integration-section company-training-first" aria-labelledby="company-managers-title">
      <h3 id="company-managers-title" className="integration-heading">
        {TX.managersTitle}
      </h3>
      {failed && !data ? (
        <ErrorState message={TX.managersError} onRetry={retry} />
      ) : !data ? (
        <Loading />
      ) : managers.length === 0 ? (
        <p className="muted">{TX.managersEmpty}</p>
      ) : (
        <ul className="company-training-managers">
          {managers.map((m) => (
            <li key={m.id}>
              <span className="cell-strong">{m.name || m.email}</span>
              <span className="cell-sub">{m.email}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContractedCourses({ companyId, onSaved }: { companyId: number; onSaved: () => void }) {
  const { data, failed, retry } = useLoader(async () => {
    const [all, contracted] = await Promise.all([client.courses.list(), client.manager.companyCourses(companyId)]);
    const courses = [...(all.courses as Course[])].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR'));
    return { courses, contracted: contracted.courses.map((c) => c.id) };
  }, [companyId]);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (data) setChosen(data.contracted);
  }, [data]);

  const save = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await client.manager.setCompanyCourses(companyId, { course_ids: chosen });
      showSuccess(answer.message || MANAGER_MSG.companyCoursesSaved);
      onSaved();
    } catch (e) {
      setError(errorMessage(e, TX.saveError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="integration-section" aria-labelledby="company-courses-title">
      <h3 id="company-courses-title" className="integration-heading">
        {TX.coursesTitle}
      </h3>
      <p className="muted small">{TX.coursesText}</p>
      {failed && !data ? (
        <ErrorState message={TX.coursesError} onRetry={retry} />
      ) : !data || !chosen ? (
        <Loading />
      ) : data.courses.length === 0 ? (
        <p className="muted">{TX.coursesEmpty}</p>
      ) : (
        <fieldset className="matrix-courses company-training-courses" disabled={busy}>
          <legend className="sr-only">{TX.coursesTitle}</legend>
          <FormAlert kind="error">{error}</FormAlert>
          <div className="matrix-course-grid">
            {data.courses.map((course) => (
              <label key={course.id} className="checkbox matrix-course">
                <input
                  type="checkbox"
                  checked={chosen.includes(course.id)}
                  onChange={(e) =>
                    setChosen((ids) =>
                      e.target.checked ? [...(ids ?? []), course.id] : (ids ?? []).filter((id) => id !== course.id),
                    )
                  }
                />
                <span>
                  {course.title}
                  {course.status !== 'published' && <span className="badge badge-muted matrix-draft">{TX.draft}</span>}
                </span>
              </label>
            ))}
          </div>
          <div className="matrix-role-foot">
            <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={busy}>
              {busy ? T.common.saving : TX.saveCourses}
            </button>
          </div>
        </fieldset>
      )}
    </section>
  );
}
