import type { Lesson } from '../../contract';

/** What the video area plays for a lesson. */
export type VideoSource =
  | { kind: 'youtube'; videoId: string }
  | { kind: 'vimeo'; id: string; hash: string | null }
  /** A file played by the restricted player: an uploaded (local) video or an external file URL. */
  | { kind: 'file'; url: string; local: boolean }
  /** The lesson has no video. */
  | { kind: 'none' }
  /** A video is set but its address cannot be played. */
  | { kind: 'invalid' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com)$/i;
const VIMEO_HOSTS = /(^|\.)vimeo\.com$/i;

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The 11-character id of a YouTube link (watch, youtu.be, embed, shorts, live) or of a bare id. */
export function parseYouTubeId(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (YOUTUBE_ID.test(trimmed)) return trimmed;
  const url = parseUrl(trimmed);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = segments[0];
  else if (YOUTUBE_HOSTS.test(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The numeric id (and the private-link hash, when present) of a Vimeo link. */
export function parseVimeo(value: string | null | undefined): { id: string; hash: string | null } | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d{3,}$/.test(trimmed)) return { id: trimmed, hash: null };
  const url = parseUrl(trimmed);
  if (!url || !VIMEO_HOSTS.test(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let at = -1;
  segments.forEach((s, i) => {
    if (/^\d+$/.test(s)) at = i;
  });
  if (at < 0) return null;
  const after = segments[at + 1];
  const hash = url.searchParams.get('h') ?? (after && /^[0-9a-f]{6,}$/i.test(after) ? after : null);
  return { id: segments[at] as string, hash };
}

/**
 * Path of an uploaded video, to be prefixed with the API base URL. The course answer gives the
 * served path ('/api/uploads/videos/x.mp4'); a stored path ('videos/x.mp4') or a bare file name
 * is mapped onto the uploads route.
 */
export function localVideoPath(videoFile: string): string {
  const file = videoFile.trim();
  if (file.startsWith('/')) return file;
  if (/^(api|uploads)\//.test(file)) return `/${file}`;
  return file.includes('/') ? `/api/uploads/${file}` : `/api/uploads/videos/${encodeURIComponent(file)}`;
}

export function resolveVideoSource(
  lesson: Pick<Lesson, 'video_type' | 'video_url' | 'video_file'>,
  toApiUrl: (path: string) => string,
): VideoSource {
  const url = lesson.video_url?.trim() || null;
  const file = lesson.video_file?.trim() || null;
  const fromUrl = (): VideoSource => {
    if (!url) return { kind: 'none' };
    const youtube = parseYouTubeId(url);
    if (youtube && parseUrl(url)) return { kind: 'youtube', videoId: youtube };
    const vimeo = parseVimeo(url);
    if (vimeo && parseUrl(url)) return { kind: 'vimeo', ...vimeo };
    return parseUrl(url) ? { kind: 'file', url, local: false } : { kind: 'invalid' };
  };
  switch (lesson.video_type) {
    case 'youtube': {
      const id = parseYouTubeId(url);
      return id ? { kind: 'youtube', videoId: id } : url ? { kind: 'invalid' } : { kind: 'none' };
    }
    case 'vimeo': {
      const vimeo = parseVimeo(url);
      return vimeo ? { kind: 'vimeo', ...vimeo } : url ? { kind: 'invalid' } : { kind: 'none' };
    }
    case 'local':
      if (file) return { kind: 'file', url: parseUrl(file) ? file : toApiUrl(localVideoPath(file)), local: true };
      return fromUrl();
    default:
      return fromUrl();
  }
}
