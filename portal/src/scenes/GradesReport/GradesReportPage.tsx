import type { CompletedCourseWithGrades } from '@trilha/sdk/contract';
import { IconAward, IconCheck, useLoader } from '@trilha/sdk/ui';
import { Link } from 'react-router';
import { client, readToken } from '../../api';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { formatDate } from '../../format';
import { T } from '../../messages';
import './GradesReport.css';

const TX = T.grades;

const NOT_AUTHENTICATED = new Error('no token');

const score = (n: number) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(n)}%`;

function CourseGrades({ course }: { course: CompletedCourseWithGrades }) {
  return (
    <section className="card grades-course" aria-labelledby={`grades-${course.id}`}>
      <header className="grades-course-head">
        <div>
          <h2 id={`grades-${course.id}`} className="grades-course-title">
            {course.title}
          </h2>
          <p className="grades-course-dates">
            {course.completed_at && (
              <span>
                <IconCheck size={15} />
                {TX.completedAt(formatDate(course.completed_at))}
              </span>
            )}
            {course.certificate_issued_at && (
              <span>
                <IconAward size={15} />
                {TX.certificateAt(formatDate(course.certificate_issued_at))}
              </span>
            )}
          </p>
        </div>
        <Link to={`/certificate/${course.id}`} className="btn btn-sm btn-outline">
          <IconAward size={16} />
          {TX.viewCertificate}
        </Link>
      </header>
      <DataTable columns={TX.columns} caption={course.title}>
        {course.assessments.length === 0 && <EmptyRow colSpan={TX.columns.length}>{TX.noAssessments}</EmptyRow>}
        {course.assessments.map((a) => (
          <tr key={a.id}>
            <td className="cell-strong">{a.title}</td>
            <td>{score(a.passing_score)}</td>
            <td className="grades-score">{a.attempt ? score(a.attempt.score) : '-'}</td>
            <td>
              {a.attempt ? (
                <span className={`badge ${a.attempt.passed ? 'badge-success' : 'badge-danger'}`}>
                  {a.attempt.passed ? TX.approved : TX.failed}
                </span>
              ) : (
                <span className="badge badge-muted">{TX.notTaken}</span>
              )}
            </td>
            <td className="nowrap">{a.attempt?.completed_at ? formatDate(a.attempt.completed_at) : '-'}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

/** '/grades-report' ('Cursos Concluídos'): per completed course, the assessments with score and result. */
export function GradesReportPage() {
  // Spec §6: the report needs a stored token.
  const { state, retry } = useLoader(
    () => (readToken() ? client.grades.completedCourses() : Promise.reject(NOT_AUTHENTICATED)),
    [],
    { toError: (error) => (error === NOT_AUTHENTICATED ? TX.notAuthenticated : TX.loadError) },
  );

  return (
    <div className="grades-page">
      <PageHeader title={TX.title} subtitle={TX.subtitle} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <ErrorState message={state.error} onRetry={state.error === TX.loadError ? retry : undefined} />
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <div className="card">
          <EmptyState>
            <IconAward size={28} />
            <p>{TX.empty}</p>
          </EmptyState>
        </div>
      )}
      {state.status === 'ready' && state.data.map((c) => <CourseGrades key={c.id} course={c} />)}
    </div>
  );
}
