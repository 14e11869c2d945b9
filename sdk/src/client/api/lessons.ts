import { fillPath } from '../../contract/endpoint';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const lessonsApi = ({ http, call }: Caller) => ({
  complete: (lessonId: number, watch_time?: number) =>
    call(E.progress.complete, { params: { lessonId }, body: { watch_time } }),
  saveDetailedProgress: (
    lessonId: number,
    body: { currentTime: number; totalDuration?: number; watchedPercentage?: number },
  ) => call(E.progress.saveDetailed, { params: { lessonId }, body }),
  detailedProgress: (lessonId: number) => call(E.progress.detailed, { params: { lessonId } }),
  saveProgress: (lessonId: number, body: { currentTime: number; watchedPercentage?: number; canProceed?: boolean }) =>
    call(E.progress.save, { params: { lessonId }, body }),
  restart: (lessonId: number) => call(E.progress.restart, { params: { lessonId } }),
  attachments: (lessonId: number) => call(E.attachments.ofLesson, { params: { lessonId } }),
  uploadAttachment: (lessonId: number, file: Blob, title: string, description?: string) => {
    const form = new FormData();
    form.append('lessonId', String(lessonId));
    form.append('title', title);
    if (description) form.append('description', description);
    form.append('file', file, (file as File).name ?? 'arquivo');
    return call(E.attachments.upload, { body: form });
  },
  copyAttachments: (lessonTitle: string, newLessonId: number) =>
    call(E.attachments.copyByTitle, { body: { lessonTitle, newLessonId } }),
  copyAttachment: (attachmentId: number, newLessonId: number) =>
    call(E.attachments.copy, { body: { attachmentId, newLessonId } }),
  removeAttachment: (id: number) => call(E.attachments.remove, { params: { id } }),
  /** Attaches WebVTT captions (pt-BR) to a lesson's uploaded video, replacing any earlier file. */
  uploadCaptions: (lessonId: number, file: Blob) => {
    const form = new FormData();
    form.append('captions', file, (file as File).name ?? 'legenda.vtt');
    return call(E.courses.uploadCaptions, { params: { lessonId }, body: form });
  },
  removeCaptions: (lessonId: number) => call(E.courses.removeCaptions, { params: { lessonId } }),
  /** URL that downloads an attachment (send the bearer token: fetch it and save the blob). */
  attachmentFileUrl: (filename: string) => http.url(fillPath(E.attachments.file.path, { filename })),
});
