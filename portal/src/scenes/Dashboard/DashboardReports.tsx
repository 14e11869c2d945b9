import type { PopularCourse, RecentActivity } from '@trilha/sdk/contract';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { ProgressBar } from '../../components/ProgressBar';
import { formatDateTime } from '../../format';
import { T } from '../../messages';

/** The most enrolled courses with enrolments, completions and average progress (spec §2). */
export function PopularCourses({ courses }: { courses: PopularCourse[] }) {
  const columns = T.dashboard.popularColumns;
  return (
    <section className="card">
      <h2 className="card-title">{T.dashboard.popularTitle}</h2>
      <DataTable columns={columns} caption={T.dashboard.popularTitle}>
        {courses.length === 0 ? (
          <EmptyRow colSpan={columns.length}>{T.dashboard.noData}</EmptyRow>
        ) : (
          courses.map((c) => (
            <tr key={c.id}>
              <td className="cell-strong">{c.title}</td>
              <td>{c.enrollment_count.toLocaleString('pt-BR')}</td>
              <td>{c.completion_count.toLocaleString('pt-BR')}</td>
              <td className="cell-progress">
                <ProgressBar value={c.average_progress} label={`${columns[3]}: ${c.title}`} size="sm" />
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </section>
  );
}

/** The latest enrolments and completions (spec §2: the last 10). */
export function RecentActivityList({ activities }: { activities: RecentActivity[] }) {
  return (
    <section className="card">
      <h2 className="card-title">{T.dashboard.recentTitle}</h2>
      {activities.length === 0 ? (
        <p className="muted">{T.dashboard.recentEmpty}</p>
      ) : (
        <ul className="activity-list">
          {activities.map((a) => (
            <li key={`${a.type}-${a.date}-${a.student_name}-${a.course_title}`} className="activity-item">
              <span className={`badge ${a.type === 'completion' ? 'badge-success' : 'badge-neutral'}`}>
                {a.type === 'completion' ? T.dashboard.activityCompletion : T.dashboard.activityEnrollment}
              </span>
              <span className="activity-text">
                <span className="cell-strong">{a.student_name}</span>
                <span className="cell-sub">{a.course_title}</span>
              </span>
              <time className="activity-date" dateTime={a.date}>
                {formatDateTime(a.date)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
