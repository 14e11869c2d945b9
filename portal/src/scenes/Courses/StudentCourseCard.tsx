import type { Course } from '@trilha/sdk/contract';
import type { ReactNode } from 'react';
import { IconAward, IconClock } from '../../components/icons';
import { ProgressBar } from '../../components/ProgressBar';
import { formatDate, formatDuration, truncate } from '../../format';
import { T } from '../../messages';
import { DESCRIPTION_CUT } from './AdminCourseCard';
import { CourseThumbnail } from './CourseThumbnail';

/** A course card of the student's lists: cover, duration, level, progress and completion date. */
export function StudentCourseCard({ course, actions }: { course: Course; actions: ReactNode }) {
  const enrollment = course.enrollment;
  const finished = enrollment?.completed_at ?? enrollment?.certificate_issued_at ?? null;
  return (
    <article className="course-card" aria-labelledby={`course-${course.id}-title`}>
      <CourseThumbnail src={course.thumbnail_url} alt="" />
      <div className="course-card-body">
        {enrollment?.certificate_issued_at && (
          <div className="course-badges">
            <span className="badge badge-success">
              <IconAward size={13} />
              {T.studentCourses.completedBadge}
            </span>
          </div>
        )}
        <h3 id={`course-${course.id}-title`} className="course-card-title">
          {course.title}
        </h3>
        {course.description && (
          <p className="course-card-text" title={course.description}>
            {truncate(course.description, DESCRIPTION_CUT)}
          </p>
        )}
        <dl className="course-facts">
          <div>
            <dt>{T.studentCourses.duration}</dt>
            <dd>
              <IconClock size={14} />
              {formatDuration(course.total_duration)}
            </dd>
          </div>
          <div>
            <dt>{T.studentCourses.level}</dt>
            <dd>{course.level || T.studentCourses.defaultLevel}</dd>
          </div>
        </dl>
        {enrollment && (
          <div className="course-progress">
            <span className="course-progress-label">{T.studentCourses.progress}</span>
            <ProgressBar value={enrollment.progress} label={T.studentCourses.progressLabel(course.title)} />
          </div>
        )}
        {finished && <p className="course-card-meta">{T.studentCourses.completedOn(formatDate(finished))}</p>}
      </div>
      <div className="course-card-actions">{actions}</div>
    </article>
  );
}
