/** Where the player asks its host to go; the host owns routing (the widget never touches location). */
export type CoursePlayerNavigateTarget =
  | { kind: 'courses' }
  | { kind: 'assessment'; assessmentId: number }
  | { kind: 'certificate'; courseId: number };

export interface CoursePlayerLessonCompleteEvent {
  lessonId: number;
  /** Course progress after the completion, 0 to 100. */
  progress: number;
}

export interface CoursePlayerCourseCompleteEvent {
  courseId: number;
  needsAssessment: boolean;
  assessmentId: number | null;
}

/**
 * Every signal the player sends, by name. New fields are added;
 * a changed shape gets a new name (`...V2`).
 */
export interface CoursePlayerEvents {
  navigate: CoursePlayerNavigateTarget;
  lessonComplete: CoursePlayerLessonCompleteEvent;
  courseComplete: CoursePlayerCourseCompleteEvent;
}

export interface CoursePlayerProps {
  courseId: number;
  /** Back to courses, the final assessment or the certificate page. */
  onNavigate?(to: CoursePlayerNavigateTarget): void;
  onLessonComplete?(event: CoursePlayerLessonCompleteEvent): void;
  onCourseComplete?(event: CoursePlayerCourseCompleteEvent): void;
  /**
   * Edit mode for an admin: the 'Material de Apoio' panel also uploads and deletes material. Off by
   * default (and never turned on by the script-tag embed); the server refuses both to anyone else.
   */
  editable?: boolean;
  /** Clock in ms (Date.now by default); tests inject their own. */
  now?: () => number;
  className?: string;
}
