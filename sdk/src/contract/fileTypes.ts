/**
 * Upload types of the course form, in one place: the server checks a file's content against the
 * MIME types, the refusal message names them, and the portal's file pickers offer the extensions.
 * A type added here is accepted, named and offered everywhere at once.
 */
export interface FileType {
  /** As detected from the file's content (magic bytes). */
  mime: string;
  /** As people read it in messages and hints. */
  name: string;
  extensions: readonly string[];
}

export const COVER_FILE_TYPES: readonly FileType[] = [
  { mime: 'image/jpeg', name: 'JPG', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', name: 'PNG', extensions: ['png'] },
  { mime: 'image/gif', name: 'GIF', extensions: ['gif'] },
  { mime: 'image/webp', name: 'WEBP', extensions: ['webp'] },
  { mime: 'image/avif', name: 'AVIF', extensions: ['avif'] },
  { mime: 'image/bmp', name: 'BMP', extensions: ['bmp'] },
];

export const VIDEO_FILE_TYPES: readonly FileType[] = [
  { mime: 'video/mp4', name: 'MP4', extensions: ['mp4'] },
  { mime: 'video/webm', name: 'WEBM', extensions: ['webm'] },
  { mime: 'video/ogg', name: 'OGG', extensions: ['ogg', 'ogv'] },
  { mime: 'video/quicktime', name: 'MOV', extensions: ['mov'] },
  { mime: 'video/x-m4v', name: 'M4V', extensions: ['m4v'] },
  { mime: 'video/x-matroska', name: 'MKV', extensions: ['mkv'] },
  // Detectors name AVI either way.
  { mime: 'video/vnd.avi', name: 'AVI', extensions: ['avi'] },
  { mime: 'video/x-msvideo', name: 'AVI', extensions: ['avi'] },
];

/** Captions of an uploaded lesson video: WebVTT text, recognised by its 'WEBVTT' header. */
export const CAPTION_FILE_TYPES: readonly FileType[] = [{ mime: 'text/vtt', name: 'WebVTT', extensions: ['vtt'] }];

export const mimesOf = (types: readonly FileType[]): string[] => types.map((t) => t.mime);

/** 'JPG, PNG ou BMP': each name once, in order. */
export function typeNames(types: readonly FileType[]): string {
  const names = [...new Set(types.map((t) => t.name))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}` : (names[0] ?? '');
}

/** A file input's `accept`: every extension and MIME type. */
export function acceptOf(types: readonly FileType[]): string {
  return [...new Set([...types.flatMap((t) => t.extensions.map((e) => `.${e}`)), ...mimesOf(types)])].join(',');
}
