export {
  ApiError,
  createClient,
  createTokenSource,
  NetworkError,
  type TokenSource,
  type TrilhaClient,
  tokenExpiresAt,
} from './client';
export {
  CompanySignInError,
  type CompanySignInOptions,
  type CompanySignInResult,
  companyTokenSource,
  signInWithCompany,
} from './embed/companySignIn';
export type {
  TrilhaEventMap,
  TrilhaEventName,
  TrilhaMountOptions,
  TrilhaNavigateTarget,
  TrilhaTheme,
  TrilhaWidgetHandle,
  TrilhaWidgetName,
} from './embed/types';
export { TrilhaProvider, type TrilhaProviderProps, useTrilhaClient } from './provider';
export {
  ASSESSMENT_COMPLETED_EVENT,
  Assessment,
  type AssessmentCertificateIssuedEvent,
  type AssessmentCompletedEventDetail,
  type AssessmentEvents,
  type AssessmentFinishedEvent,
  type AssessmentNavigateTarget,
  type AssessmentProps,
} from './widgets/Assessment';
export {
  CertificateList,
  type CertificateListAction,
  type CertificateListChangeEvent,
  type CertificateListData,
  type CertificateListEvents,
  type CertificateListNavigateTarget,
  type CertificateListProps,
} from './widgets/Certificates';
export {
  CoursePlayer,
  type CoursePlayerCourseCompleteEvent,
  type CoursePlayerEvents,
  type CoursePlayerLessonCompleteEvent,
  type CoursePlayerNavigateTarget,
  type CoursePlayerProps,
} from './widgets/CoursePlayer';
