import {
  BANK_LIMITS,
  BANK_MSG,
  CAPTION_FILE_TYPES,
  COURSE_MSG,
  COVER_FILE_TYPES,
  FILE_LIMITS,
  mimesOf,
  QUESTION_IMAGE_TYPES,
  TUTORING_LIMITS,
  TUTORING_MSG,
  VIDEO_FILE_TYPES,
} from '@trilha/sdk/contract';
import type { FileRuleWithText } from './storage';

export const THUMBNAIL_RULE: FileRuleWithText = {
  maxBytes: FILE_LIMITS.thumbnailMaxBytes,
  mimes: mimesOf(COVER_FILE_TYPES),
  tooLarge: COURSE_MSG.thumbnailTooLarge,
  badType: COURSE_MSG.thumbnailType,
};

export const QUESTION_IMAGE_RULE: FileRuleWithText = {
  maxBytes: BANK_LIMITS.imageMaxBytes,
  mimes: mimesOf(QUESTION_IMAGE_TYPES),
  tooLarge: BANK_MSG.image,
  badType: BANK_MSG.image,
};

/** A picture on a worker's question: a screenshot or a photo, judged by its bytes. */
export const TUTORING_IMAGE_RULE: FileRuleWithText = {
  maxBytes: TUTORING_LIMITS.imageMaxBytes,
  mimes: mimesOf(QUESTION_IMAGE_TYPES),
  tooLarge: TUTORING_MSG.image,
  badType: TUTORING_MSG.image,
};

export const VIDEO_RULE: FileRuleWithText = {
  maxBytes: FILE_LIMITS.videoMaxBytes,
  mimes: mimesOf(VIDEO_FILE_TYPES),
  tooLarge: COURSE_MSG.videoTooLarge,
  badType: COURSE_MSG.videoType,
};

/** Captions of an uploaded video: WebVTT text checked by its header and encoding, not its name. */
export const CAPTION_RULE: FileRuleWithText = {
  maxBytes: FILE_LIMITS.captionMaxBytes,
  mimes: mimesOf(CAPTION_FILE_TYPES),
  tooLarge: COURSE_MSG.captionTooLarge,
  badType: COURSE_MSG.captionType,
  allowWebVtt: true,
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
