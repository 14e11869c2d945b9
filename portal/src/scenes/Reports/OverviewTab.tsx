import type { RecentActivity, StudentProgressReport } from '@trilha/sdk/contract';
import { IconActivity, IconAward, IconBook, IconUsers } from '@trilha/sdk/ui';
import { CompaniesChart, ProgressChart } from '../../charts/lazyCharts';
import { StatCard, StatGrid } from '../../components/StatCard';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { count, percent } from './CompletionBadge';

/** Four totals and the latest enrolments and completions (spec §2 Progress reports, overview). */
export function OverviewTab({
  summary,
  activities,
}: {
  summary: StudentProgressReport['summary'];
  activities: RecentActivity[];
}) {
  return (
    <div className="reports-stack">
      <StatGrid label={T.reports.tabOverview}>
        <StatCard icon={IconUsers} label={T.reports.totalStudents} value={count(summary.total_students)} />
        <StatCard
          icon={IconBook}
          tone="info"
          label={T.reports.totalEnrollments}
          value={count(summary.total_enrollments)}
        />
        <StatCard
          icon={IconAward}
          tone="success"
          label={T.reports.completedCourses}
          value={count(summary.total_completed)}
        />
        <StatCard
          icon={IconActivity}
          tone="warning"
          label={T.reports.averageProgress}
          value={percent(summary.average_progress)}
        />
      </StatGrid>
      <div className="chart-grid-2">
        <ProgressChart />
        <CompaniesChart />
      </div>
      <section className="card">
        <h2 className="card-title">{T.reports.recentTitle}</h2>
        {activities.length === 0 ? (
          <p className="muted">{T.reports.recentEmpty}</p>
        ) : (
          <ul className="reports-activity">
            {activities.map((a, i) => (
              // Two activities can share every field (same student, course and second).
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <li key={i} className="reports-activity-item">
                <span className={`badge ${a.type === 'completion' ? 'badge-success' : 'badge-neutral'}`}>
                  {a.type === 'completion' ? T.reports.activityCompletion : T.reports.activityEnrollment}
                </span>
                <span className="reports-activity-text">
                  <span className="cell-strong">{a.student_name}</span>
                  <span className="cell-sub">{a.course_title}</span>
                </span>
                <time className="reports-activity-date" dateTime={a.date}>
                  {formatDateTime(a.date)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
