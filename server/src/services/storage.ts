import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { runtime } from '../runtime';

/** Folders under DATA_DIR/uploads; every stored file lives in one of them under a generated name. */
export type UploadArea =
  | 'photos'
  | 'login'
  | 'thumbnails'
  | 'attachments'
  | 'videos'
  | 'captions'
  | 'certificates'
  | 'convalidations'
  | 'signatures'
  | 'projects'
  | 'questions'
  | 'tutoring';

export interface FileRule {
  maxBytes: number;
  /** Accepted types, as detected from the content (magic bytes). */
  mimes: readonly string[];
  tooLarge: string;
  badType: string;
}

export interface FileRuleWithText extends FileRule {
  /** Plain text has no magic bytes: accepted by extension when the content is text. */
  allowPlainText?: boolean;
  /** SVG is XML text: recognised by its root element (served later under a sandbox CSP). */
  allowSvg?: boolean;
  /** WebVTT captions only: UTF-8 text with the WEBVTT header, whatever the file's name (nothing else is accepted). */
  allowWebVtt?: boolean;
}

export interface StoredFile {
  /** Path relative to the uploads folder: 'photos/ab12....png'. */
  relativePath: string;
  mime: string;
  size: number;
}

export function uploadsRoot(): string {
  return runtime().config.uploadsDir;
}

function looksLikeText(sample: Buffer): boolean {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    // Windows-1252 text from older editors is still text: no control bytes besides tab/CR/LF.
    return !sample.some((b) => b < 9 || (b > 13 && b < 32));
  }
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A WebVTT file by its content: UTF-8 text (the format allows no other encoding) that starts with
 * 'WEBVTT' after an optional BOM, followed by a space, a tab, a line break or nothing.
 */
export function isWebVtt(content: Buffer): boolean {
  const body = content.subarray(0, 3).equals(UTF8_BOM) ? content.subarray(3) : content;
  if (body.includes(0)) return false;
  try {
    return /^WEBVTT(?:[ \t\r\n]|$)/.test(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return false;
  }
}

async function detect(
  source: { buffer: Buffer } | { file: string; sample: Buffer },
  originalName: string,
  rule: FileRuleWithText,
): Promise<{ ext: string; mime: string }> {
  // Captions are judged on the whole text (small, in memory): file-type accepts any file whose
  // first line is the header, whatever follows it.
  if (rule.allowWebVtt) {
    if ('buffer' in source && isWebVtt(source.buffer)) return { ext: 'vtt', mime: 'text/vtt' };
    throw UnsupportedMediaTypeError(rule.badType);
  }
  const detected = 'buffer' in source ? await fileTypeFromBuffer(source.buffer) : await fileTypeFromFile(source.file);
  if (detected && rule.mimes.includes(detected.mime)) return detected;
  const sample = 'buffer' in source ? source.buffer.subarray(0, 8192) : source.sample;
  // file-type reports SVG as generic XML (or not at all): look at the root element.
  if (
    (!detected || detected.ext === 'xml') &&
    rule.allowSvg &&
    looksLikeText(sample) &&
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(sample.toString('utf8'))
  ) {
    return { ext: 'svg', mime: 'image/svg+xml' };
  }
  if (!detected && rule.allowPlainText && /\.txt$/i.test(originalName) && looksLikeText(sample)) {
    return { ext: 'txt', mime: 'text/plain' };
  }
  throw UnsupportedMediaTypeError(rule.badType);
}

async function areaDir(area: UploadArea): Promise<string> {
  const dir = path.join(uploadsRoot(), area);
  await mkdir(dir, { recursive: true });
  return dir;
}

const randomName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/**
 * A write that failed midway (disk full: the file was created, its bytes were not all written)
 * leaves no truncated file behind; the error goes on to the error middleware (507 / 503).
 */
async function removeThenThrow(file: string, err: unknown): Promise<never> {
  // EEXIST: the name was taken (never ours to remove)
  if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true }).catch(() => undefined);
  throw err;
}

/** Checks size and content type (throws 413/415 with the rule's message); what the content is. */
export async function checkUpload(
  buffer: Buffer,
  rule: FileRuleWithText,
  originalName = '',
): Promise<{ ext: string; mime: string }> {
  if (buffer.length > rule.maxBytes) throw PayloadTooLargeError(rule.tooLarge);
  return detect({ buffer }, originalName, rule);
}

/** Checks size and content type, then writes the buffer under a random name. */
export async function storeUpload(
  area: UploadArea,
  buffer: Buffer,
  rule: FileRuleWithText,
  originalName = '',
): Promise<StoredFile> {
  const type = await checkUpload(buffer, rule, originalName);
  const name = randomName(type.ext);
  const target = path.join(await areaDir(area), name);
  await writeFile(target, buffer, { flag: 'wx' }).catch((err) => removeThenThrow(target, err));
  return { relativePath: `${area}/${name}`, mime: type.mime, size: buffer.length };
}

/** Same checks for a file multer streamed to disk (videos); it is moved, not copied. */
export async function storeUploadedFile(
  area: UploadArea,
  tempPath: string,
  size: number,
  rule: FileRuleWithText,
  originalName = '',
): Promise<StoredFile> {
  if (size > rule.maxBytes) throw PayloadTooLargeError(rule.tooLarge);
  const type = await detect({ file: tempPath, sample: Buffer.alloc(0) }, originalName, rule);
  const name = randomName(type.ext);
  await rename(tempPath, path.join(await areaDir(area), name));
  return { relativePath: `${area}/${name}`, mime: type.mime, size };
}

/** Copies a stored file under a new random name (attachments copied to another lesson). */
export async function duplicateUpload(relative: string): Promise<string> {
  const source = resolveUpload(relative);
  if (!source) throw new Error('invalid upload path');
  const [area] = relative.split('/');
  const ext = path.extname(relative).slice(1) || 'bin';
  const name = randomName(ext);
  const target = path.join(await areaDir(area as UploadArea), name);
  await copyFile(source, target).catch((err) => removeThenThrow(target, err));
  return `${area}/${name}`;
}

/** Where multer streams large uploads before they are checked: inside DATA_DIR, same disk. */
export function uploadTempDir(): string {
  return path.join(uploadsRoot(), '.tmp');
}

/**
 * Resolves a client-given relative path inside the uploads folder, or null if it would leave it
 * (../, absolute paths, NUL bytes, encoded separators).
 */
export function resolveUpload(relative: string): string | null {
  if (!relative || relative.includes('\0') || relative.includes('\\')) return null;
  const root = uploadsRoot();
  const full = path.resolve(root, relative);
  if (full === root || !full.startsWith(root + path.sep)) return null;
  return full;
}

export async function removeUpload(relative: string | null | undefined): Promise<void> {
  if (!relative) return;
  const full = resolveUpload(relative);
  if (full) await rm(full, { force: true });
}

/** Where a stored upload is served; a stored path always has one. */
export function publicUploadUrl(relative: string): string;
export function publicUploadUrl(relative: string | null | undefined): string | null;
export function publicUploadUrl(relative: string | null | undefined): string | null {
  return relative ? `/api/uploads/${relative}` : null;
}
