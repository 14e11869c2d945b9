import { useSignals } from '@preact/signals-react/runtime';
import { CoursePlayer, type CoursePlayerNavigateTarget, TrilhaProvider } from '@trilha/sdk';
import { COURSE_MSG } from '@trilha/sdk/contract';
import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { client } from '../../api';
import { T } from '../../messages';
import { isAdmin } from '../../state/session';
import './Courses.css';

/** Where each way out of the player leads in the portal. */
export function playerTarget(to: CoursePlayerNavigateTarget): string {
  switch (to.kind) {
    case 'assessment':
      return `/assessment/${to.assessmentId}`;
    case 'certificate':
      return `/certificate/${to.courseId}`;
    default:
      return '/courses';
  }
}

/**
 * '/courses/{id}': the sdk's course player inside the portal layout; the portal owns the routing.
 * Admins get the player's edit mode (upload and delete in 'Material de Apoio').
 */
export function CourseViewPage() {
  useSignals();
  const { id } = useParams();
  const navigate = useNavigate();
  const courseId = Number(id);
  const onNavigate = useCallback((to: CoursePlayerNavigateTarget) => navigate(playerTarget(to)), [navigate]);

  if (!Number.isSafeInteger(courseId) || courseId <= 0) {
    return (
      <div className="card state-card">
        <p>{COURSE_MSG.courseNotFound}</p>
        <Link to="/courses" className="btn btn-primary">
          {T.nav.courses}
        </Link>
      </div>
    );
  }

  return (
    <div className="course-view-page">
      <TrilhaProvider client={client}>
        <CoursePlayer key={courseId} courseId={courseId} onNavigate={onNavigate} editable={isAdmin.value} />
      </TrilhaProvider>
    </div>
  );
}
