import { FILE_LIMITS, LIMITS } from '../../contract/limits';
import { PLAYER_MSG } from './messages';

/** The file types the lesson panel takes (spec §5 'Lesson attachment panel'). */
export const PANEL_ATTACHMENT_TYPES = [
  'pdf',
  'ppt',
  'pptx',
  'doc',
  'docx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'mp4',
  'avi',
  'mov',
] as const;

/** The `accept` of the panel's file input. */
export const PANEL_ATTACHMENT_ACCEPT = PANEL_ATTACHMENT_TYPES.map((type) => `.${type}`).join(',');

export interface AttachmentInput {
  file: { name: string; size: number } | null;
  title: string;
}

export interface AttachmentErrors {
  file?: string;
  title?: string;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The panel's checks before an upload: a file of one of the panel's types within the size limit,
 * and a title (spec §5: required after trimming; the server also wants 3 characters). The server
 * checks the content again; these spare a person the wait for a refusal.
 */
export function validateAttachment({ file, title }: AttachmentInput): AttachmentErrors {
  const errors: AttachmentErrors = {};
  if (!file) errors.file = PLAYER_MSG.attachmentsFileRequired;
  else if (!(PANEL_ATTACHMENT_TYPES as readonly string[]).includes(extension(file.name)))
    errors.file = PLAYER_MSG.attachmentsType;
  else if (file.size > FILE_LIMITS.attachmentMaxBytes) errors.file = PLAYER_MSG.attachmentsTooLarge;

  const trimmed = title.trim();
  if (!trimmed) errors.title = PLAYER_MSG.attachmentsTitleRequired;
  else if (trimmed.length < LIMITS.minTitleLength) errors.title = PLAYER_MSG.attachmentsTitleMin;
  return errors;
}
