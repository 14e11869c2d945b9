import { COURSE_MSG, type Course } from '@trilha/sdk/contract';
import { IconAlert, IconAward, IconCheck, IconClock } from '@trilha/sdk/ui';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../components/ProgressBar';
import { formatDate, formatDuration, truncate } from '../../format';
import { T } from '../../messages';
import { DESCRIPTION_CUT } from './AdminCourseCard';
import { CourseThumbnail } from './CourseThumbnail';
import { hasFinishedLessons, isUnavailable } from './courseLists';

/** The card's badges: 'Concluído' (certified), 'Aulas concluídas', and a course no longer available. */
function CourseBadges({ course }: { course: Course }) {
  const certified = Boolean(course.enrollment?.certificate_issued_at);
  const lessonsDone = hasFinishedLessons(course);
  const unavailable = isUnavailable(course);
  if (!certified && !lessonsDone && !unavailable) return null;
  return (
    <div className="course-badges">
      {certified && (
        <span className="badge badge-success">
          <IconAward size={13} />
          {T.studentCourses.completedBadge}
        </span>
      )}
      {lessonsDone && (
        <span className="badge badge-primary">
          <IconCheck size={13} />
          {T.studentCourses.lessonsDoneBadge}
        </span>
      )}
      {unavailable && (
        <span className="badge badge-warning">
          <IconAlert size={13} />
          {COURSE_MSG.courseUnavailable}
        </span>
      )}
    </div>
  );
}

/** A course card of the student's lists: cover, duration, level, progress and completion date. */
export function StudentCourseCard({ course, actions }: { course: Course; actions: ReactNode }) {
  const enrollment = course.enrollment;
  const certifiedOn = enrollment?.certificate_issued_at ?? null;
  const lessonsDoneOn = certifiedOn ? null : (enrollment?.completed_at ?? null);
  return (
    <article className="course-card" aria-labelledby={`course-${course.id}-title`}>
      <CourseThumbnail src={course.thumbnail_url} alt="" />
      <div className="course-card-body">
        <CourseBadges course={course} />
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
        {certifiedOn && <p className="course-card-meta">{T.studentCourses.completedOn(formatDate(certifiedOn))}</p>}
        {lessonsDoneOn && (
          <p className="course-card-meta">{T.studentCourses.lessonsDoneOn(formatDate(lessonsDoneOn))}</p>
        )}
      </div>
      <div className="course-card-actions">{actions}</div>
    </article>
  );
}
