import type { CompletionResponse, LessonAttachment, MessageResponse } from '../../contract';
import { fillPath } from '../../contract/endpoint';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const lessonsApi = ({ http, get, send, call }: Caller) => ({
  complete: (lessonId: number, watch_time?: number) =>
    send<CompletionResponse>('POST', `/api/courses/lessons/${lessonId}/complete`, { watch_time }),
  saveDetailedProgress: (
    lessonId: number,
    body: { currentTime: number; totalDuration?: number; watchedPercentage?: number },
  ) => send<MessageResponse>('POST', `/api/courses/lessons/${lessonId}/save-detailed-progress`, body),
  detailedProgress: (lessonId: number) =>
    get<{ current_time: number; watched_percentage: number; completed: boolean }>(
      `/api/courses/lessons/${lessonId}/detailed-progress`,
    ),
  saveProgress: (lessonId: number, body: { currentTime: number; watchedPercentage?: number; canProceed?: boolean }) =>
    send<MessageResponse>('POST', `/api/lessons/${lessonId}/progress`, body),
  restart: (lessonId: number) => send<MessageResponse>('DELETE', `/api/lessons/${lessonId}/progress`),
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
  /** URL that downloads an attachment (send the bearer token: fetch it and save the blob). */
  attachmentFileUrl: (filename: string) => http.url(fillPath(E.attachments.file.path, { filename })),
});
