import type { SubmitReq } from '../../contract/assessmentSchemas';
import { WIDGET_ROUTES as R } from '../../contract/endpoints/widgetRoutes';
import type { Caller } from './caller';

/*
 * The calls the widgets make, through routes rather than the endpoint tables (see widgetRoutes.ts):
 * the widget client is built from these alone, and the full client spreads them into its groups.
 */

export const assessmentWidgetApi = ({ call }: Caller) => ({
  get: (id: number) => call(R.assessments.get, { params: { id } }),
  attempts: (id: number) => call(R.assessments.attempts, { params: { id } }),
  /** A finished attempt as it was shown, with the right options and the answers chosen. */
  review: (id: number, attemptId: number) => call(R.assessments.review, { params: { id, attemptId } }),
  /** Opens an attempt or resumes the open one: questions without answers and the server deadline. */
  start: (id: number) => call(R.assessments.start, { params: { id } }),
  submit: (id: number, body: SubmitReq) => call(R.assessments.submit, { params: { id }, body }),
});

export const certificateWidgetApi = ({ call }: Caller) => ({
  list: () => call(R.certificates.list),
  my: () => call(R.certificates.my),
  /** The PDF as a Blob (the bearer token is sent). */
  download: (id: number) => call(R.certificates.download, { params: { id } }),
  generateTemporary: (courseId: number) => call(R.certificates.generateTemporary, { body: { courseId } }),
  /** E-mails the worker the code that confirms receiving the training (issue 22). */
  acknowledgmentCode: (id: number) => call(R.certificates.acknowledgmentCode, { params: { id } }),
  /** The worker's electronic signature on their certificate. */
  acknowledge: (id: number, code: string) => call(R.certificates.acknowledge, { params: { id }, body: { code } }),
  validate: (id: number) => call(R.certificates.validate, { params: { id } }),
  revoke: (id: number, reason: string) => call(R.certificates.revoke, { params: { id }, body: { reason } }),
  remove: (id: number) => call(R.certificates.remove, { params: { id } }),
});

export const courseWidgetApi = ({ call }: Caller) => ({
  get: (id: number) => call(R.courses.get, { params: { id } }),
  completionStatus: (id: number) => call(R.progress.completionStatus, { params: { id } }),
  saveProgress: (id: number, lessonId: number) =>
    call(R.progress.saveCourseProgress, { params: { id }, body: { lessonId } }),
});

export const lessonWidgetApi = ({ call }: Caller) => ({
  complete: (lessonId: number, watch_time?: number) =>
    call(R.progress.complete, { params: { lessonId }, body: { watch_time } }),
  saveDetailedProgress: (
    lessonId: number,
    body: { currentTime: number; totalDuration?: number; watchedPercentage?: number },
  ) => call(R.progress.saveDetailed, { params: { lessonId }, body }),
  detailedProgress: (lessonId: number) => call(R.progress.detailed, { params: { lessonId } }),
  restart: (lessonId: number) => call(R.progress.restart, { params: { lessonId } }),
  attachments: (lessonId: number) => call(R.attachments.ofLesson, { params: { lessonId } }),
  uploadAttachment: (lessonId: number, file: Blob, title: string, description?: string) => {
    const form = new FormData();
    form.append('lessonId', String(lessonId));
    form.append('title', title);
    if (description) form.append('description', description);
    form.append('file', file, (file as File).name ?? 'arquivo');
    return call(R.attachments.upload, { body: form });
  },
  removeAttachment: (id: number) => call(R.attachments.remove, { params: { id } }),
  /** The lesson's 'Dúvidas': the caller's own questions with their answers, and the lesson's FAQ. */
  questions: (lessonId: number) => call(R.tutoring.lessonQuestions, { params: { lessonId } }),
  /** Asks the course's tutors; a multipart form only when a picture goes with the text. */
  ask: (lessonId: number, text: string, image?: File) => {
    if (!image) return call(R.tutoring.ask, { params: { lessonId }, body: { text } });
    const form = new FormData();
    form.append('text', text);
    form.append('image', image, image.name || 'imagem');
    return call(R.tutoring.ask, { params: { lessonId }, body: form });
  },
});
