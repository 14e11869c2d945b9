import { fillPath } from '../../contract/endpoint';
import { ATTACHMENTS } from '../../contract/endpoints/attachments';
import { COURSES } from '../../contract/endpoints/courses';
import { PROGRESS } from '../../contract/endpoints/progress';
import type { Caller } from './caller';

export const lessonsApi = ({ http, call }: Caller) => ({
  complete: (lessonId: number, watch_time?: number) =>
    call(PROGRESS.complete, { params: { lessonId }, body: { watch_time } }),
  saveDetailedProgress: (
    lessonId: number,
    body: { currentTime: number; totalDuration?: number; watchedPercentage?: number },
  ) => call(PROGRESS.saveDetailed, { params: { lessonId }, body }),
  detailedProgress: (lessonId: number) => call(PROGRESS.detailed, { params: { lessonId } }),
  saveProgress: (lessonId: number, body: { currentTime: number; watchedPercentage?: number; canProceed?: boolean }) =>
    call(PROGRESS.save, { params: { lessonId }, body }),
  restart: (lessonId: number) => call(PROGRESS.restart, { params: { lessonId } }),
  attachments: (lessonId: number) => call(ATTACHMENTS.ofLesson, { params: { lessonId } }),
  uploadAttachment: (lessonId: number, file: Blob, title: string, description?: string) => {
    const form = new FormData();
    form.append('lessonId', String(lessonId));
    form.append('title', title);
    if (description) form.append('description', description);
    form.append('file', file, (file as File).name ?? 'arquivo');
    return call(ATTACHMENTS.upload, { body: form });
  },
  copyAttachments: (lessonTitle: string, newLessonId: number) =>
    call(ATTACHMENTS.copyByTitle, { body: { lessonTitle, newLessonId } }),
  copyAttachment: (attachmentId: number, newLessonId: number) =>
    call(ATTACHMENTS.copy, { body: { attachmentId, newLessonId } }),
  removeAttachment: (id: number) => call(ATTACHMENTS.remove, { params: { id } }),
  /** Attaches WebVTT captions (pt-BR) to a lesson's uploaded video, replacing any earlier file. */
  uploadCaptions: (lessonId: number, file: Blob) => {
    const form = new FormData();
    form.append('captions', file, (file as File).name ?? 'legenda.vtt');
    return call(COURSES.uploadCaptions, { params: { lessonId }, body: form });
  },
  removeCaptions: (lessonId: number) => call(COURSES.removeCaptions, { params: { lessonId } }),
  /** URL that downloads an attachment (send the bearer token: fetch it and save the blob). */
  attachmentFileUrl: (filename: string) => http.url(fillPath(ATTACHMENTS.file.path, { filename })),
});
