import type { Course } from '@trilha/sdk/contract';
import { COURSE_MSG } from '@trilha/sdk/contract';
import { IconClose, IconPlus, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { client, errorMessage } from '../../api';
import { ConfirmDialog } from '../../components/dialogs';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { CourseTutoringDialog } from '../Tutoring/CourseTutoringDialog';
import { AdminCourseCard } from './AdminCourseCard';
import { CourseEditModal, savedMessage } from './CourseEditModal';
import { EnrollmentsModal } from './enrollments/EnrollmentsModal';
import { CourseForm } from './form/CourseForm';
import { PedagogicalProjectDialog } from './project/PedagogicalProjectDialog';

type Dialog =
  | { kind: 'edit'; course: Course }
  | { kind: 'delete'; course: Course }
  | { kind: 'enrollments'; course: Course }
  | { kind: 'project'; course: Course }
  | { kind: 'tutoring'; course: Course }
  | null;

/** '/courses' for admins ('Gerenciar Cursos'): the course grid, the create form and the course dialogs. */
export function AdminCourses() {
  const navigate = useNavigate();
  const { data: courses, failed: error, reload } = useLoader(() => client.courses.list().then((r) => r.courses), []);
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (error && !courses) return <ErrorState message={T.courses.loadError} onRetry={reload} />;

  return (
    <div className="courses-page">
      <PageHeader
        title={T.courses.adminTitle}
        subtitle={T.courses.adminSubtitle}
        actions={
          <button
            type="button"
            className={`btn ${creating ? 'btn-secondary' : 'btn-primary'}`}
            aria-expanded={creating}
            aria-controls="course-create"
            onClick={() => setCreating((open) => !open)}
          >
            {creating ? <IconClose size={18} /> : <IconPlus size={18} />}
            {creating ? T.courses.closeCreate : T.courses.create}
          </button>
        }
      />

      {creating && (
        <section id="course-create" className="card course-create" aria-labelledby="course-create-title">
          <h2 id="course-create-title" className="card-title">
            {T.courseForm.createTitle}
          </h2>
          <CourseForm
            courses={courses ?? []}
            onCancel={() => {
              setCreating(false);
              // A save that failed half-way may have created the course already.
              reload();
            }}
            onSaved={(_id, status) => {
              showSuccess(savedMessage(status));
              setCreating(false);
              reload();
            }}
          />
        </section>
      )}

      {!courses ? (
        <Loading />
      ) : courses.length === 0 ? (
        <EmptyState>{T.courses.empty}</EmptyState>
      ) : (
        <div className="course-grid">
          {courses.map((course) => (
            <AdminCourseCard
              key={course.id}
              course={course}
              actions={{
                onEdit: (c) => setDialog({ kind: 'edit', course: c }),
                onAssessment: (c) => navigate(`/assessment-manager/${c.id}`),
                onView: (c) => navigate(`/courses/${c.id}`),
                onEnrollments: (c) => setDialog({ kind: 'enrollments', course: c }),
                onProject: (c) => setDialog({ kind: 'project', course: c }),
                onTutoring: (c) => setDialog({ kind: 'tutoring', course: c }),
                onDelete: (c) => setDialog({ kind: 'delete', course: c }),
              }}
            />
          ))}
        </div>
      )}

      {dialog?.kind === 'edit' && (
        <CourseEditModal
          courseId={dialog.course.id}
          courses={courses ?? undefined}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'enrollments' && <EnrollmentsModal course={dialog.course} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'project' && (
        <PedagogicalProjectDialog course={dialog.course} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'tutoring' && (
        <CourseTutoringDialog
          course={dialog.course}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            showSuccess(message);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={T.courses.confirmDeleteTitle}
          message={T.courses.confirmDelete(dialog.course.title)}
          confirmLabel={T.courses.delete}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            try {
              const answer = await client.courses.remove(dialog.course.id);
              showSuccess(answer.message || COURSE_MSG.courseDeleted);
              reload();
            } catch (e) {
              showError(errorMessage(e, T.courses.deleteError));
            } finally {
              setDialog(null);
            }
          }}
        />
      )}
    </div>
  );
}
