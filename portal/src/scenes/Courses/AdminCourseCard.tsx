import type { Course } from '@trilha/sdk/contract';
import { IconBook, IconClipboard, IconEdit, IconEye, IconMail, IconTrash, IconUsers } from '@trilha/sdk/ui';
import type { ComponentType } from 'react';
import { formatDate, formatDuration, truncate } from '../../format';
import { T } from '../../messages';
import { TUTORING_TEXT } from '../Tutoring/tutoringMessages';
import { CourseThumbnail } from './CourseThumbnail';

/** Spec §9: descriptions on course cards are cut to 80 characters. */
export const DESCRIPTION_CUT = 80;

export interface AdminCourseActions {
  onEdit: (course: Course) => void;
  onAssessment: (course: Course) => void;
  onView: (course: Course) => void;
  onEnrollments: (course: Course) => void;
  onProject: (course: Course) => void;
  onTutoring: (course: Course) => void;
  onDelete: (course: Course) => void;
}

interface CardAction {
  text: string;
  icon: ComponentType<{ size?: number }>;
  className: string;
  run: (course: Course) => void;
}

/** The card's buttons in order: the outlined everyday ones, the ghost ones, the danger one last. */
const cardActions = (a: AdminCourseActions): CardAction[] => [
  { text: T.courses.edit, icon: IconEdit, className: 'btn-outline', run: a.onEdit },
  { text: T.courses.assessment, icon: IconClipboard, className: 'btn-outline', run: a.onAssessment },
  { text: T.courses.view, icon: IconEye, className: 'btn-outline', run: a.onView },
  { text: T.courses.enrollments, icon: IconUsers, className: 'btn-ghost', run: a.onEnrollments },
  { text: T.pedagogicalProject.action, icon: IconBook, className: 'btn-ghost course-card-project', run: a.onProject },
  { text: TUTORING_TEXT.settings.action, icon: IconMail, className: 'btn-ghost', run: a.onTutoring },
  { text: T.courses.delete, icon: IconTrash, className: 'btn-danger-outline', run: a.onDelete },
];

/** A course in the admin grid: cover, status badges, creation date and the seven actions. */
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
        {cardActions(actions).map(({ text, icon: Icon, className, run }) => (
          <button
            key={text}
            type="button"
            className={`btn btn-sm ${className}`}
            onClick={() => run(course)}
            aria-label={label(text)}
          >
            <Icon size={15} />
            {text}
          </button>
        ))}
      </div>
    </article>
  );
}
