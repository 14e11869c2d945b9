import { IconArrowRight, IconBook, useLoader } from '@trilha/sdk/ui';
import { client } from '../../api';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { formatDuration, truncate } from '../../format';
import { T } from '../../messages';

/** The courses as cards; each leads to its progress detail (spec §2 Progress reports, courses). */
export function CoursesTab({ onOpen }: { onOpen: (courseId: number) => void }) {
  const { data: courses, failed: error, reload } = useLoader(() => client.courses.list().then((r) => r.courses), []);

  if (error && !courses) return <ErrorState message={T.reports.loadError} onRetry={reload} />;
  if (!courses) return <Loading />;
  if (courses.length === 0) return <EmptyState>{T.reports.coursesEmpty}</EmptyState>;

  return (
    <ul className="reports-course-grid">
      {courses.map((course) => (
        <li key={course.id} className="reports-course-card">
          <div className="reports-course-head">
            <span className="reports-course-icon" aria-hidden="true">
              <IconBook size={20} />
            </span>
            <span className={`badge ${course.status === 'published' ? 'badge-success' : 'badge-muted'}`}>
              {course.status === 'published' ? T.reports.published : T.reports.draft}
            </span>
          </div>
          <h3 className="reports-course-title">{course.title}</h3>
          {course.description && <p className="muted small">{truncate(course.description, 80)}</p>}
          <p className="reports-course-meta">
            {T.reports.lessons(course.lesson_count ?? 0)} · {formatDuration(course.total_duration)}
          </p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => onOpen(course.id)}
            aria-label={T.reports.viewProgressLabel(course.title)}
          >
            {T.reports.viewProgress}
            <IconArrowRight size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
