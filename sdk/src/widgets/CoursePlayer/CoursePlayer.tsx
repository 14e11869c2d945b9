import { IconSpinner } from '../../ui/icons';
import { useStableCallback } from '../../ui/useLatest';
import { COURSE_PLAYER_CSS } from '../styles';
import { CourseLoadError } from './CourseLoadError';
import { CourseView } from './CourseView';
import { useCourse } from './hooks/useCourse';
import { PLAYER_MSG } from './messages';
import type {
  CoursePlayerCourseCompleteEvent,
  CoursePlayerLessonCompleteEvent,
  CoursePlayerNavigateTarget,
  CoursePlayerProps,
} from './types';

/**
 * The course player widget (spec §2 'Course view page'): video, lesson list, timer, support
 * material, completion flow. Routing stays with the host: every way out goes through `onNavigate`.
 * Its styles travel with it (a <style> inside its root, selectors under .trilha-player), so it
 * renders the same in the portal and inside an intranet's shadow root.
 */
export function CoursePlayer({
  courseId,
  onNavigate,
  onLessonComplete,
  onCourseComplete,
  now,
  className,
  editable = false,
}: CoursePlayerProps) {
  const clock = useStableCallback(() => (now ? now() : Date.now()));
  const navigate = useStableCallback((to: CoursePlayerNavigateTarget) => onNavigate?.(to));
  const lessonComplete = useStableCallback((e: CoursePlayerLessonCompleteEvent) => onLessonComplete?.(e));
  const courseComplete = useStableCallback((e: CoursePlayerCourseCompleteEvent) => onCourseComplete?.(e));
  const { state, reload, retry } = useCourse(courseId);

  return (
    <div className={className ? `trilha-player ${className}` : 'trilha-player'} lang="pt-BR">
      <style>{COURSE_PLAYER_CSS}</style>
      {state.status === 'loading' && (
        <div className="trilha-state" role="status">
          <span className="trilha-state__icon trilha-spin">
            <IconSpinner />
          </span>
          <p className="trilha-state__text">{PLAYER_MSG.loading}</p>
        </div>
      )}
      {state.status === 'error' && (
        <CourseLoadError
          kind={state.error}
          onRetry={retry}
          onBack={onNavigate ? () => navigate({ kind: 'courses' }) : undefined}
        />
      )}
      {state.status === 'ready' && (
        <CourseView
          key={courseId}
          course={state.data}
          reload={reload}
          now={clock}
          editable={editable}
          onNavigate={onNavigate ? navigate : undefined}
          onLessonComplete={lessonComplete}
          onCourseComplete={courseComplete}
        />
      )}
    </div>
  );
}
