import { IconActivity, IconAward, IconChevronLeft, IconTrendingUp, IconUsers, useLoader } from '@trilha/sdk/ui';
import { client } from '../../api';
import { FunnelChart, ProgressChart } from '../../charts/lazyCharts';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { ProgressBar } from '../../components/ProgressBar';
import { Loading } from '../../components/Spinner';
import { StatCard, StatGrid } from '../../components/StatCard';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { formatDate } from '../../format';
import { T } from '../../messages';
import { CompletionBadge, count, percent } from './CompletionBadge';

/** One course: its numbers and every enrolled student with progress and lessons done. */
export function CourseDetailTab({ courseId, onBack }: { courseId: number | null; onBack: () => void }) {
  if (courseId === null) {
    return (
      <EmptyState>
        <p>{T.reports.selectCourse}</p>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          {T.reports.backToCourses}
        </button>
      </EmptyState>
    );
  }
  return <CourseDetail key={courseId} courseId={courseId} onBack={onBack} />;
}

function CourseDetail({ courseId, onBack }: { courseId: number; onBack: () => void }) {
  const { data: report, failed: error, reload } = useLoader(() => client.reports.courseProgress(courseId), []);

  if (error && !report) return <ErrorState message={T.reports.courseError} onRetry={reload} />;
  if (!report) return <Loading />;

  const { course, statistics: stats, students } = report;
  const columns = T.reports.courseColumns;
  return (
    <div className="reports-stack">
      <div className="reports-course-detail-head">
        <button type="button" className="btn btn-secondary btn-sm" onClick={onBack}>
          <IconChevronLeft size={16} />
          {T.reports.backToCourses}
        </button>
        <div>
          <h2 className="reports-section-title">{course.title}</h2>
          {course.description && <p className="muted">{course.description}</p>}
        </div>
      </div>
      <StatGrid label={course.title}>
        <StatCard icon={IconUsers} label={T.reports.totalEnrollments} value={count(stats.total_enrollments)} />
        <StatCard
          icon={IconAward}
          tone="success"
          label={T.reports.completedCourses}
          value={count(stats.completed_count)}
        />
        <StatCard
          icon={IconTrendingUp}
          tone="info"
          label={T.reports.completionRate}
          value={percent(stats.completion_rate)}
        />
        <StatCard
          icon={IconActivity}
          tone="warning"
          label={T.reports.averageProgress}
          value={percent(stats.average_progress)}
        />
      </StatGrid>
      <div className="chart-grid-2">
        <FunnelChart courseId={courseId} />
        <ProgressChart courseId={courseId} />
      </div>
      <DataTable columns={columns} caption={course.title}>
        {students.length === 0 ? (
          <EmptyRow colSpan={columns.length}>{T.reports.courseEmpty}</EmptyRow>
        ) : (
          students.map((s) => (
            <tr key={s.user_id}>
              <td className="cell-name">
                <span className="cell-strong">{s.student_name}</span>
                <span className="cell-sub">{s.student_email}</span>
              </td>
              <td className="nowrap">{formatDate(s.enrolled_at)}</td>
              <td>
                <CompletionBadge status={s.status} />
              </td>
              <td className="reports-cell-progress">
                <ProgressBar value={s.progress} label={T.enrollments.progressLabel(s.student_name)} size="sm" />
              </td>
              <td className="nowrap">{T.reports.lessonCount(s.completed_lessons, s.total_lessons)}</td>
            </tr>
          ))
        )}
      </DataTable>
    </div>
  );
}
