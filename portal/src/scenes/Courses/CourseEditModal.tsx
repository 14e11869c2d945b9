import type { Course, CourseStatus } from '@trilha/sdk/contract';
import { useEffect, useState } from 'react';
import { client } from '../../api';
import { Modal } from '../../components/dialogs';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import { CourseForm } from './form/CourseForm';
import './Courses.css';

/** Spec §4 Course status: the success message says 'rascunho' or 'publicado'. */
export function savedMessage(status: CourseStatus): string {
  return status === 'draft' ? T.courseForm.savedDraft : T.courseForm.savedPublished;
}

/**
 * The edit modal of a course (the course grid and the admin dashboard open it): loads the course
 * with its modules and lessons, then shows the course form.
 */
export function CourseEditModal({
  courseId,
  courses,
  onClose,
  onSaved,
}: {
  courseId: number;
  /** Every course, for the refresher-course choice; loaded here when the caller has none. */
  courses?: readonly Course[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [course, setCourse] = useState<Course | null>(null);
  const [all, setAll] = useState<readonly Course[]>(courses ?? []);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` drives the retry; `courses` is read once
  useEffect(() => {
    let alive = true;
    setFailed(false);
    Promise.all([client.courses.get(courseId), courses ? null : client.courses.list()])
      .then(([one, list]) => {
        if (!alive) return;
        setCourse(one.course);
        if (list) setAll(list.courses);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [courseId, attempt]);

  return (
    <Modal title={T.courseForm.editTitle} onClose={onClose} size="xl" className="course-form-modal">
      {failed ? (
        <ErrorState message={T.courses.courseLoadError} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !course ? (
        <Loading />
      ) : (
        <CourseForm
          course={course}
          courses={all}
          onCancel={onClose}
          onSaved={(_id, status) => {
            showSuccess(savedMessage(status));
            onSaved();
          }}
        />
      )}
    </Modal>
  );
}
