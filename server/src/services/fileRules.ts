import { COURSE_MSG, FILE_LIMITS } from '@trilha/sdk/contract';
import type { FileRuleWithText } from './storage';

const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'];

export const THUMBNAIL_RULE: FileRuleWithText = {
  maxBytes: FILE_LIMITS.thumbnailMaxBytes,
  mimes: IMAGES,
  tooLarge: COURSE_MSG.thumbnailTooLarge,
  badType: COURSE_MSG.thumbnailType,
};

export const VIDEO_RULE: FileRuleWithText = {
  maxBytes: FILE_LIMITS.videoMaxBytes,
  mimes: [
    'video/mp4',
    'video/webm',
    'video/ogg',
    'video/quicktime',
    'video/x-m4v',
    'video/x-matroska',
    'video/vnd.avi',
    'video/x-msvideo',
  ],
  tooLarge: COURSE_MSG.videoTooLarge,
  badType: COURSE_MSG.videoType,
};

/**
 * Support material: the course form's list (pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip, rar)
 * and the lesson panel's (pdf, ppt, pptx, doc, docx, jpg, jpeg, png, gif, mp4, avi, mov), each
 * recognised by its content. Old Office files are OLE compound documents (x-cfb).
 */
export const ATTACHMENT_RULE: FileRuleWithText = {
  maxBytes: FILE_LIMITS.attachmentMaxBytes,
  mimes: [
    'application/pdf',
    'application/x-cfb',
    'application/msword',
    'application/vnd.ms-excel',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/zip',
    'application/x-rar-compressed',
    'application/vnd.rar',
    'image/jpeg',
    'image/png',
    'image/gif',
    'video/mp4',
    'video/vnd.avi',
    'video/x-msvideo',
    'video/quicktime',
  ],
  tooLarge: COURSE_MSG.attachmentTooLarge,
  badType: COURSE_MSG.attachmentType,
  allowPlainText: true,
};
