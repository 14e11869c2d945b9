import type { Course } from '@trilha/sdk/contract';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../components/ProgressBar';
import { formatDuration } from '../../format';
import { T } from '../../messages';
import { CourseThumbnail } from '../Courses/CourseThumbnail';

/** A compact course card of the dashboards; shows the student's progress when enrolled. */
export function DashboardCourseCard({ course, actions }: { course: Course; actions: ReactNode }) {
  return (
    <article className="dash-course" aria-labelledby={`dash-course-${course.id}`}>
      <CourseThumbnail src={course.thumbnail_url} alt="" />
      <div className="dash-course-body">
        <h3 id={`dash-course-${course.id}`} className="dash-course-title">
          {course.title}
        </h3>
        <p className="dash-course-meta">
          {course.level || T.studentCourses.defaultLevel} · {formatDuration(course.total_duration)}
        </p>
        {course.enrollment && (
          <ProgressBar
            value={course.enrollment.progress}
            label={T.studentCourses.progressLabel(course.title)}
            size="sm"
          />
        )}
        <div className="dash-course-actions">{actions}</div>
      </div>
    </article>
  );
}
