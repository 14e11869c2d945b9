import { ASSESSMENT_MSG, type AssessmentShape } from '@trilha/sdk/contract';
import {
  IconArrowRight,
  IconBarChart,
  IconClipboard,
  IconEdit,
  IconEye,
  IconPlus,
  IconTrash,
  useLoader,
} from '@trilha/sdk/ui';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { client, errorMessage } from '../../api';
import { ConfirmDialog } from '../../components/dialogs';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { AssessmentFormModal } from './AssessmentFormModal';
import { type AssessmentDraft, draftFrom, emptyDraft, toPayload } from './assessmentDraft';
import { ItemStats } from './ItemStats';
import './Assessments.css';

const TX = T.assessmentManager;

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; assessment: AssessmentShape }
  | { kind: 'delete'; assessment: AssessmentShape }
  | null;

function AssessmentCard({
  assessment: a,
  busy,
  onEdit,
  onDelete,
  onStats,
}: {
  assessment: AssessmentShape;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onStats(): void;
}) {
  const facts: [string, string][] = [
    [TX.time, TX.minutes(a.time_limit)],
    [TX.passingScore, `${a.passing_score}%`],
    [TX.attempts, a.max_attempts === null ? TX.unlimited : String(a.max_attempts)],
    [TX.questions, String(a.question_count)],
    [TX.attemptCount, String(a.attempt_count)],
  ];
  return (
    <li className="card assessment-card">
      <div className="assessment-card-head">
        <span className="assessment-card-icon" aria-hidden="true">
          <IconClipboard size={22} />
        </span>
        <div className="assessment-card-titles">
          <h2 className="assessment-card-title">{a.title}</h2>
          {a.description && <p className="assessment-card-description">{a.description}</p>}
        </div>
        <span className={`badge ${a.allow_retake ? 'badge-success' : 'badge-muted'}`}>
          {a.allow_retake ? TX.retakeAllowed : TX.retakeBlocked}
        </span>
      </div>
      <dl className="assessment-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="assessment-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {a.draw_rules && <p className="assessment-card-note">{TX.drawnNote}</p>}
      {a.question_count === 0 && <p className="assessment-card-warning">{ASSESSMENT_MSG.noQuestions}</p>}
      <div className="assessment-card-actions">
        <a
          className="btn btn-sm btn-secondary"
          href={`/assessments/${a.id}/preview`}
          target="_blank"
          rel="noopener"
          aria-label={TX.previewLabel(a.title)}
        >
          <IconEye size={16} />
          {TX.preview}
        </a>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={onStats}
          aria-label={TX.statsLabel(a.title)}
          data-stats-for={a.id}
        >
          <IconBarChart size={16} />
          {TX.statsButton}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={onEdit}
          disabled={busy}
          aria-label={TX.editLabel(a.title)}
        >
          <IconEdit size={16} />
          {TX.edit}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger-outline"
          onClick={onDelete}
          disabled={busy}
          aria-label={TX.deleteLabel(a.title)}
        >
          <IconTrash size={16} />
          {TX.delete}
        </button>
      </div>
    </li>
  );
}

/** '/assessment-manager/{courseId}' (admins): the course's assessments with create, edit, preview and delete. */
function AssessmentManager({ courseId }: { courseId: number }) {
  const [courseTitle, setCourseTitle] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [loadingEdit, setLoadingEdit] = useState<number | null>(null);
  const [statsFor, setStatsFor] = useState<AssessmentShape | null>(null);
  const {
    data: assessments,
    failed: error,
    reload,
  } = useLoader(() => client.assessments.ofCourse(courseId).then((r) => r.assessments), []);

  useEffect(() => {
    let alive = true;
    client.courses
      .get(courseId)
      .then(({ course }) => alive && setCourseTitle(course.title || TX.courseFallback))
      .catch(() => alive && setCourseTitle(TX.courseFallback));
    return () => {
      alive = false;
    };
  }, [courseId]);

  const openEdit = async (a: AssessmentShape) => {
    setLoadingEdit(a.id);
    try {
      // The list has no questions; the admin view of one assessment has them with the answers.
      const { assessment } = await client.assessments.get(a.id);
      setDialog({ kind: 'edit', assessment });
    } catch (err) {
      showError(errorMessage(err, TX.loadOneError));
    } finally {
      setLoadingEdit(null);
    }
  };

  const save = async (draft: AssessmentDraft) => {
    const payload = toPayload(courseId, draft);
    const answer =
      dialog?.kind === 'edit'
        ? await client.assessments.update(dialog.assessment.id, payload)
        : await client.assessments.create(payload);
    setDialog(null);
    showSuccess(answer.message || (dialog?.kind === 'edit' ? ASSESSMENT_MSG.updated : ASSESSMENT_MSG.created));
    reload();
  };

  // The focus goes back to the button that opened the statistics.
  const closeStats = () => {
    const id = statsFor?.id;
    setStatsFor(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-stats-for="${id}"]`)?.focus());
  };

  const remove = async (a: AssessmentShape) => {
    if (statsFor?.id === a.id) setStatsFor(null);
    try {
      const answer = await client.assessments.remove(a.id);
      showSuccess(answer.message || ASSESSMENT_MSG.deleted);
      reload();
    } catch (err) {
      showError(errorMessage(err, TX.deleteError));
    } finally {
      setDialog(null);
    }
  };

  return (
    <div className="assessment-manager">
      <PageHeader
        title={TX.title}
        subtitle={courseTitle === null ? T.common.loading : TX.subtitle(courseTitle)}
        actions={
          <>
            <Link to="/courses" className="btn btn-secondary">
              {TX.backToCourses}
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
              <IconPlus size={18} />
              {TX.newAssessment}
            </button>
          </>
        }
      />

      {error && !assessments && <ErrorState message={TX.loadError} onRetry={reload} />}
      {!error && !assessments && <Loading />}
      {assessments && assessments.length === 0 && (
        <div className="card">
          <EmptyState>
            <IconClipboard size={28} />
            <p>{TX.empty}</p>
            <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
              <IconArrowRight size={18} />
              {TX.newAssessment}
            </button>
          </EmptyState>
        </div>
      )}
      {assessments && assessments.length > 0 && (
        <ul className="assessment-grid">
          {assessments.map((a) => (
            <AssessmentCard
              key={a.id}
              assessment={a}
              busy={loadingEdit === a.id}
              onEdit={() => void openEdit(a)}
              onDelete={() => setDialog({ kind: 'delete', assessment: a })}
              onStats={() => setStatsFor(a)}
            />
          ))}
        </ul>
      )}
      {statsFor && <ItemStats key={statsFor.id} assessment={statsFor} onClose={closeStats} />}

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <AssessmentFormModal
          courseId={courseId}
          key={dialog.kind === 'edit' ? dialog.assessment.id : 'new'}
          initial={dialog.kind === 'edit' ? draftFrom(dialog.assessment) : emptyDraft()}
          editing={dialog.kind === 'edit'}
          failText={dialog.kind === 'edit' ? TX.updateError : TX.createError}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={TX.confirmDeleteTitle}
          message={TX.confirmDelete(dialog.assessment.title)}
          confirmLabel={TX.delete}
          danger
          onConfirm={() => remove(dialog.assessment)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

export function AssessmentManagerPage() {
  const { id } = useParams();
  const courseId = Number(id);
  if (!Number.isSafeInteger(courseId) || courseId <= 0) {
    return <ErrorState message={TX.loadError} />;
  }
  return <AssessmentManager key={courseId} courseId={courseId} />;
}
