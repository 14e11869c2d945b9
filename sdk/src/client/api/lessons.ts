import { fillPath } from '../../contract/endpoint';
import { ATTACHMENTS } from '../../contract/endpoints/attachments';
import { COURSES } from '../../contract/endpoints/courses';
import { PROGRESS } from '../../contract/endpoints/progress';
import type { Caller } from './caller';
import { lessonWidgetApi } from './widget';

export const lessonsApi = (caller: Caller) => {
  const { http, call } = caller;
  return {
    ...lessonWidgetApi(caller),
    saveProgress: (lessonId: number, body: { currentTime: number; watchedPercentage?: number; canProceed?: boolean }) =>
      call(PROGRESS.save, { params: { lessonId }, body }),
    copyAttachments: (lessonTitle: string, newLessonId: number) =>
      call(ATTACHMENTS.copyByTitle, { body: { lessonTitle, newLessonId } }),
    copyAttachment: (attachmentId: number, newLessonId: number) =>
      call(ATTACHMENTS.copy, { body: { attachmentId, newLessonId } }),
    /** Attaches WebVTT captions (pt-BR) to a lesson's uploaded video, replacing any earlier file. */
    uploadCaptions: (lessonId: number, file: Blob) => {
      const form = new FormData();
      form.append('captions', file, (file as File).name ?? 'legenda.vtt');
      return call(COURSES.uploadCaptions, { params: { lessonId }, body: form });
    },
    removeCaptions: (lessonId: number) => call(COURSES.removeCaptions, { params: { lessonId } }),
    /** URL that downloads an attachment (send the bearer token: fetch it and save the blob). */
    attachmentFileUrl: (filename: string) => http.url(fillPath(ATTACHMENTS.file.path, { filename })),
  };
};
