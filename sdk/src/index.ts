export { ApiError, createClient, NetworkError, type TrilhaClient } from './client';
export { TrilhaProvider, useTrilhaClient } from './provider';
export {
  CoursePlayer,
  type CoursePlayerCourseCompleteEvent,
  type CoursePlayerEvents,
  type CoursePlayerLessonCompleteEvent,
  type CoursePlayerNavigateTarget,
  type CoursePlayerProps,
} from './widgets/CoursePlayer';
