import { IdSchema } from '../common';
import { AttachmentCopyExistingSchema, AttachmentCopySchema, AttachmentUploadSchema } from '../courseSchemas';
import { COURSE_MSG } from '../courses';
import { endpoint, needs, WIDGET } from '../endpoint';
import { FILE_LIMITS } from '../limits';
import type { LessonAttachment, MessageResponse } from '../types';
import { z } from '../zod';

const manage = needs('courses.manage');
/** Stored attachment names are generated: 32 hex digits and an extension. */
const FileParams = z.object({ filename: z.string() });

/** A lesson's support material: listed and downloaded by whoever may open the lesson, edited by course managers. */
export const ATTACHMENTS = {
  upload: endpoint<MessageResponse & { attachment: LessonAttachment }>()({
    method: 'POST',
    path: '/api/lessons/attachments/upload',
    auth: manage,
    body: AttachmentUploadSchema,
    upload: { field: 'file', maxBytes: FILE_LIMITS.attachmentMaxBytes, tooLarge: COURSE_MSG.attachmentTooLarge },
    status: 201,
  }),
  copyByTitle: endpoint<MessageResponse & { copied: number }>()({
    method: 'POST',
    path: '/api/lessons/attachments/copy',
    auth: manage,
    body: AttachmentCopySchema,
  }),
  copy: endpoint<MessageResponse & { attachment: LessonAttachment }>()({
    method: 'POST',
    path: '/api/lessons/attachments/copy-existing',
    auth: manage,
    body: AttachmentCopyExistingSchema,
  }),
  file: endpoint()({
    method: 'GET',
    path: '/api/lessons/attachments/file/:filename',
    auth: WIDGET,
    params: FileParams,
    answer: 'file',
  }),
  /** The same file under the /api/uploads tree of the other stored files. */
  uploadsFile: endpoint()({
    method: 'GET',
    path: '/api/uploads/attachments/:filename',
    auth: WIDGET,
    params: FileParams,
    answer: 'file',
  }),
  remove: endpoint()({
    method: 'DELETE',
    path: '/api/lessons/attachments/:id',
    auth: manage,
    params: z.object({ id: IdSchema }),
  }),
  ofLesson: endpoint<{ attachments: LessonAttachment[] }>()({
    method: 'GET',
    path: '/api/lessons/:lessonId/attachments',
    auth: WIDGET,
    params: z.object({ lessonId: IdSchema }),
  }),
  removeFromLesson: endpoint()({
    method: 'DELETE',
    path: '/api/lessons/:lessonId/attachments/:attachmentId',
    auth: manage,
    params: z.object({ lessonId: IdSchema, attachmentId: IdSchema }),
  }),
};
