/**
 * The restricted player's captions: the lesson's WebVTT file as a pt-BR <track>, shown or hidden
 * by the 'Legendas' button. A hidden track stays loaded (its cues are ready when turned back on).
 */

/** What the <track> element says of itself; screen readers and the browser's own menus read it. */
export const CAPTION_TRACK = { kind: 'captions', srcLang: 'pt-BR', label: 'Português' } as const;

/**
 * The track's address: the course answer gives the served, signed path
 * ('/api/uploads/captions/x.vtt?exp=..&sig=..'), prefixed with the API base URL like the video
 * (the widget may run on an intranet's origin); a full http(s) URL is kept; nothing gives none.
 */
export function captionTrackUrl(
  captionUrl: string | null | undefined,
  toApiUrl: (path: string) => string,
): string | null {
  const url = captionUrl?.trim();
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? toApiUrl(url) : null;
}

/** The text track's mode for the toggle: 'hidden' keeps the cues loaded, unlike 'disabled'. */
export const captionMode = (on: boolean): TextTrackMode => (on ? 'showing' : 'hidden');
