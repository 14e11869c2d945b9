import { Assessment, type AssessmentNavigateTarget, TrilhaProvider } from '@trilha/sdk';
import { ASSESSMENT_MSG } from '@trilha/sdk/contract';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { client } from '../../api';
import { ErrorState } from '../../components/StateMessages';
import './Assessments.css';

/** Where each way out of the assessment leads in the portal. */
export function assessmentTarget(to: AssessmentNavigateTarget): string {
  switch (to.kind) {
    case 'certificate':
      return `/certificate/${to.courseId}`;
    case 'course':
      return `/courses/${to.courseId}`;
    default:
      return '/certificates';
  }
}

/** '/assessment/{id}': the sdk's assessment widget inside the portal layout; the portal owns the routing. */
export function AssessmentPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const assessmentId = Number(id);
  const onNavigate = useCallback((to: AssessmentNavigateTarget) => navigate(assessmentTarget(to)), [navigate]);

  if (!Number.isSafeInteger(assessmentId) || assessmentId <= 0) return <ErrorState message={ASSESSMENT_MSG.notFound} />;

  return (
    <div className="assessment-page">
      <TrilhaProvider client={client}>
        <Assessment key={assessmentId} assessmentId={assessmentId} onNavigate={onNavigate} />
      </TrilhaProvider>
    </div>
  );
}
