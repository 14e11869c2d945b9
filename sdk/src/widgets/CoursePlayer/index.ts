export { CoursePlayer } from './CoursePlayer';
export type {
  CoursePlayerCourseCompleteEvent,
  CoursePlayerEvents,
  CoursePlayerLessonCompleteEvent,
  CoursePlayerNavigateTarget,
  CoursePlayerProps,
} from './types';
