/** Where the assessment asks its host to go; the host owns routing. */
export type AssessmentNavigateTarget =
  | { kind: 'certificates' }
  | { kind: 'certificate'; courseId: number }
  | { kind: 'course'; courseId: number };

export interface AssessmentFinishedEvent {
  assessmentId: number;
  attemptId: number;
  score: number;
  passed: boolean;
}

export interface AssessmentCertificateIssuedEvent {
  courseId: number;
  certificateId: number;
}

/** Detail of the window CustomEvent 'assessmentCompleted' (spec §4), raised at 70 or more. */
export interface AssessmentCompletedEventDetail {
  assessmentId: number;
  score: number;
  passed: boolean;
}

/**
 * Every signal the widget sends, by name. New fields are added; a changed shape gets a
 * new name (`...V2`).
 */
export interface AssessmentEvents {
  navigate: AssessmentNavigateTarget;
  assessmentFinished: AssessmentFinishedEvent;
  certificateIssued: AssessmentCertificateIssuedEvent;
}

export interface AssessmentProps {
  assessmentId: number;
  /** Certificates page, one course's certificate page, or back to the course. */
  onNavigate?(to: AssessmentNavigateTarget): void;
  /** After every graded submit (including an automatic one at time-out). */
  onAssessmentFinished?(event: AssessmentFinishedEvent): void;
  /** When the widget obtained a temporary certificate. */
  onCertificateIssued?(event: AssessmentCertificateIssuedEvent): void;
  /**
   * Asks the student a yes/no question (the offer to open the certificates page). Without it the
   * widget shows its own dialog.
   */
  confirm?: (text: string) => Promise<boolean> | boolean;
  /** Clock in ms (Date.now by default); tests inject their own. */
  now?: () => number;
  className?: string;
}
