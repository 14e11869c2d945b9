import type { Endpoint, RoutesOf } from '../endpoint';
import type { ASSESSMENTS } from './assessments';
import type { ATTACHMENTS } from './attachments';
import type { CERTIFICATES } from './certificates';
import type { COURSES } from './courses';
import type { PROGRESS } from './progress';
import type { TUTORING } from './tutoring';

/**
 * The calls the embeddable widgets make, as routes (method, path, answer): the endpoint tables
 * stay the one place where a call is declared, the compiler holds every path here to its table's
 * (a moved route fails `tsc`), and an intranet page loading trilha.js, or a React host importing
 * one widget, carries a few strings instead of the tables' zod schemas.
 */
type Routes<T extends Record<string, Endpoint>> = Partial<RoutesOf<T, keyof T>>;
type Picked<T extends Record<string, Endpoint>, R> = RoutesOf<T, keyof R & keyof T>;

const assessments = {
  get: { method: 'GET', path: '/api/assessments/:id', answer: 'json' },
  attempts: { method: 'GET', path: '/api/assessments/:id/attempts', answer: 'json' },
  review: { method: 'GET', path: '/api/assessments/:id/attempts/:attemptId', answer: 'json' },
  start: { method: 'POST', path: '/api/assessments/:id/start', answer: 'json' },
  submit: { method: 'POST', path: '/api/assessments/:id/submit', answer: 'json' },
} as const satisfies Routes<typeof ASSESSMENTS>;

const certificates = {
  list: { method: 'GET', path: '/api/certificates', answer: 'json' },
  my: { method: 'GET', path: '/api/certificates/my', answer: 'json' },
  download: { method: 'GET', path: '/api/certificates/:id/download', answer: 'file' },
  generateTemporary: { method: 'POST', path: '/api/certificates/generate-temporary-certificate', answer: 'json' },
  acknowledgmentCode: { method: 'POST', path: '/api/certificates/:id/acknowledgment/code', answer: 'json' },
  acknowledge: { method: 'POST', path: '/api/certificates/:id/acknowledgment', answer: 'json' },
  validate: { method: 'POST', path: '/api/certificates/:id/validate', answer: 'json' },
  revoke: { method: 'POST', path: '/api/certificates/:id/revoke', answer: 'json' },
  remove: { method: 'DELETE', path: '/api/certificates/:id', answer: 'json' },
} as const satisfies Routes<typeof CERTIFICATES>;

const courses = {
  get: { method: 'GET', path: '/api/courses/:id', answer: 'json' },
} as const satisfies Routes<typeof COURSES>;

const progress = {
  complete: { method: 'POST', path: '/api/courses/lessons/:lessonId/complete', answer: 'json' },
  saveDetailed: { method: 'POST', path: '/api/courses/lessons/:lessonId/save-detailed-progress', answer: 'json' },
  saveCourseProgress: { method: 'POST', path: '/api/courses/:id/save-progress', answer: 'json' },
  completionStatus: { method: 'GET', path: '/api/courses/:id/completion-status', answer: 'json' },
  detailed: { method: 'GET', path: '/api/courses/lessons/:lessonId/detailed-progress', answer: 'json' },
  restart: { method: 'DELETE', path: '/api/lessons/:lessonId/progress', answer: 'json' },
} as const satisfies Routes<typeof PROGRESS>;

const attachments = {
  ofLesson: { method: 'GET', path: '/api/lessons/:lessonId/attachments', answer: 'json' },
  upload: { method: 'POST', path: '/api/lessons/attachments/upload', answer: 'json' },
  remove: { method: 'DELETE', path: '/api/lessons/attachments/:id', answer: 'json' },
} as const satisfies Routes<typeof ATTACHMENTS>;

const tutoring = {
  lessonQuestions: { method: 'GET', path: '/api/lessons/:lessonId/questions', answer: 'json' },
  ask: { method: 'POST', path: '/api/lessons/:lessonId/questions', answer: 'json' },
} as const satisfies Routes<typeof TUTORING>;

export const WIDGET_ROUTES: {
  assessments: Picked<typeof ASSESSMENTS, typeof assessments>;
  certificates: Picked<typeof CERTIFICATES, typeof certificates>;
  courses: Picked<typeof COURSES, typeof courses>;
  progress: Picked<typeof PROGRESS, typeof progress>;
  attachments: Picked<typeof ATTACHMENTS, typeof attachments>;
  tutoring: Picked<typeof TUTORING, typeof tutoring>;
} = { assessments, certificates, courses, progress, attachments, tutoring };
