import type { Course } from '@trilha/sdk/contract';
import { IconBook, IconClipboard, IconEdit, IconEye, IconTrash, IconUsers } from '@trilha/sdk/ui';
import { formatDate, formatDuration, truncate } from '../../format';
import { T } from '../../messages';
import { CourseThumbnail } from './CourseThumbnail';

/** Spec §9: descriptions on course cards are cut to 80 characters. */
export const DESCRIPTION_CUT = 80;

export interface AdminCourseActions {
  onEdit: (course: Course) => void;
  onAssessment: (course: Course) => void;
  onView: (course: Course) => void;
  onEnrollments: (course: Course) => void;
  onProject: (course: Course) => void;
  onDelete: (course: Course) => void;
}

/** A course in the admin grid: cover, status badges, creation date and the six actions. */
export function AdminCourseCard({ course, actions }: { course: Course; actions: AdminCourseActions }) {
  const label = (action: string) => T.courses.actionLabel(action, course.title);
  return (
    <article className="course-card" aria-labelledby={`course-${course.id}-title`}>
      <CourseThumbnail src={course.thumbnail_url} alt="" />
      <div className="course-card-body">
        <div className="course-badges">
          <span className={`badge ${course.is_active ? 'badge-success' : 'badge-muted'}`}>
            {course.is_active ? T.courses.active : T.courses.inactive}
          </span>
          <span className={`badge ${course.status === 'published' ? 'badge-primary' : 'badge-warning'}`}>
            {course.status === 'published' ? T.courses.published : T.courses.draft}
          </span>
        </div>
        <h3 id={`course-${course.id}-title`} className="course-card-title">
          {course.title}
        </h3>
        {course.description && (
          <p className="course-card-text" title={course.description}>
            {truncate(course.description, DESCRIPTION_CUT)}
          </p>
        )}
        <p className="course-card-meta">
          <span>{T.courses.createdAt(formatDate(course.created_at))}</span>
          <span>{T.courses.lessons(course.lesson_count)}</span>
          <span>{formatDuration(course.total_duration)}</span>
        </p>
      </div>
      <div className="course-card-actions course-card-actions-admin">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => actions.onEdit(course)}
          aria-label={label(T.courses.edit)}
        >
          <IconEdit size={15} />
          {T.courses.edit}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => actions.onAssessment(course)}
          aria-label={label(T.courses.assessment)}
        >
          <IconClipboard size={15} />
          {T.courses.assessment}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => actions.onView(course)}
          aria-label={label(T.courses.view)}
        >
          <IconEye size={15} />
          {T.courses.view}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={() => actions.onEnrollments(course)}
          aria-label={label(T.courses.enrollments)}
        >
          <IconUsers size={15} />
          {T.courses.enrollments}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost course-card-project"
          onClick={() => actions.onProject(course)}
          aria-label={label(T.pedagogicalProject.action)}
        >
          <IconBook size={15} />
          {T.pedagogicalProject.action}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger-outline"
          onClick={() => actions.onDelete(course)}
          aria-label={label(T.courses.delete)}
        >
          <IconTrash size={15} />
          {T.courses.delete}
        </button>
      </div>
    </article>
  );
}
