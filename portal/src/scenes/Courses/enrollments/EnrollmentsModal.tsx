import { COURSE_MSG, type Course, type Enrollment } from '@trilha/sdk/contract';
import { IconPlus, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../../api';
import { DataTable, EmptyRow } from '../../../components/DataTable';
import { ConfirmDialog, Modal } from '../../../components/dialogs';
import { ProgressBar } from '../../../components/ProgressBar';
import { Loading } from '../../../components/Spinner';
import { ErrorState } from '../../../components/StateMessages';
import { TrainingTypeBadge } from '../../../components/TrainingTypeBadge';
import { formatDate } from '../../../format';
import { T } from '../../../messages';
import { showError, showSuccess } from '../../../state/banners';
import { AddEnrollmentDialog } from './AddEnrollmentDialog';

/** The enrolments of a course (spec §2 Enrolments modal): the table, remove, and 'Adicionar Aluno'. */
export function EnrollmentsModal({ course, onClose }: { course: Course; onClose: () => void }) {
  const {
    data: enrollments,
    failed: error,
    reload,
  } = useLoader(() => client.courses.enrollments(course.id).then((r) => r.enrollments), []);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Enrollment | null>(null);
  const columns = T.enrollments.columns;

  return (
    <Modal title={T.enrollments.title} description={T.enrollments.subtitle(course.title)} onClose={onClose} size="xl">
      <div className="toolbar">
        <span className="muted">{enrollments ? T.enrollments.count(enrollments.length) : ''}</span>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)} disabled={!enrollments}>
          <IconPlus size={18} />
          {T.enrollments.add}
        </button>
      </div>

      {error && !enrollments ? (
        <ErrorState message={T.enrollments.loadError} onRetry={reload} />
      ) : !enrollments ? (
        <Loading />
      ) : (
        <DataTable columns={columns} caption={T.enrollments.title}>
          {enrollments.length === 0 ? (
            <EmptyRow colSpan={columns.length}>{T.enrollments.empty}</EmptyRow>
          ) : (
            enrollments.map((e) => (
              <tr key={e.id}>
                <td className="cell-name cell-strong">{e.name}</td>
                <td className="cell-email">{e.email}</td>
                <td className="nowrap">{formatDate(e.enrolled_at)}</td>
                <td>
                  <TrainingTypeBadge type={e.training_type} />
                </td>
                <td className="cell-progress">
                  <ProgressBar value={e.progress} label={T.enrollments.progressLabel(e.name)} size="sm" />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-danger-outline"
                    onClick={() => setRemoving(e)}
                    aria-label={T.enrollments.removeLabel(e.name)}
                  >
                    {T.enrollments.remove}
                  </button>
                </td>
              </tr>
            ))
          )}
        </DataTable>
      )}

      {adding && enrollments && (
        <AddEnrollmentDialog
          course={course}
          enrolledUserIds={new Set(enrollments.map((e) => e.user_id))}
          onClose={() => setAdding(false)}
          onEnrolled={(message) => {
            showSuccess(message);
            setAdding(false);
            reload();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={T.enrollments.confirmRemoveTitle}
          message={T.enrollments.confirmRemove(removing.name)}
          confirmLabel={T.enrollments.remove}
          danger
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            try {
              const answer = await client.courses.removeEnrollment(course.id, removing.id);
              showSuccess(answer.message || COURSE_MSG.enrollmentRemoved);
              reload();
            } catch (e) {
              showError(errorMessage(e, T.enrollments.removeError));
            } finally {
              setRemoving(null);
            }
          }}
        />
      )}
    </Modal>
  );
}
