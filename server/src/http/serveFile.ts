import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { NotFoundError } from '../errors';
import { resolveUpload } from '../services/storage';
import type { AppContext } from '../state';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.ogg': 'video/ogg',
  '.ogv': 'video/ogg',
  '.mov': 'video/quicktime',
  '.pdf': 'application/pdf',
};
/** Shown inline by the browser; everything else is a download, never rendered in our origin. */
const INLINE = /^(image\/(png|jpeg|gif|webp|avif|bmp)|video\/)/;

function parseRange(header: string, size: number): { start: number; end: number } | null | 'invalid' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return 'invalid';
  let start = m[1] ? Number(m[1]) : Number.NaN;
  let end = m[2] ? Number(m[2]) : size - 1;
  if (Number.isNaN(start)) {
    if (!m[2]) return 'invalid';
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  }
  if (start >= size || start > end) return null;
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Streams a stored file with its checked type, HTTP Range (seeking in videos, resuming
 * downloads), and a download disposition for anything that is not an image or a video.
 */
export async function serveStoredFile(
  ctx: AppContext,
  relative: string,
  options: { downloadAs?: string; type?: string } = {},
): Promise<void> {
  const full = resolveUpload(relative);
  const info = full ? await stat(full).catch(() => null) : null;
  if (!full || !info?.isFile()) throw NotFoundError('Arquivo não encontrado.');
  const ext = path.extname(full).toLowerCase();
  const type = options.type ?? TYPES[ext] ?? 'application/octet-stream';
  ctx.type = type;
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Cache-Control', 'private, max-age=3600');
  ctx.set('Last-Modified', info.mtime.toUTCString());
  if (type === 'image/svg+xml') {
    // An SVG may carry script: served under a sandbox so it can never run in our origin.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  if (options.downloadAs || !INLINE.test(type)) ctx.attachment(options.downloadAs ?? path.basename(full));
  const rangeHeader = ctx.get('Range');
  if (rangeHeader) {
    const range = parseRange(rangeHeader, info.size);
    if (range === null || range === 'invalid') {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${info.size}`);
      ctx.body = '';
      return;
    }
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    ctx.length = range.end - range.start + 1;
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(full, { start: range.start, end: range.end });
    return;
  }
  ctx.length = info.size;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(full);
}
