export { ASSESSMENT_COMPLETED_EVENT, Assessment } from './Assessment';
export type {
  AssessmentCertificateIssuedEvent,
  AssessmentCompletedEventDetail,
  AssessmentEvents,
  AssessmentFinishedEvent,
  AssessmentNavigateTarget,
  AssessmentProps,
} from './types';
