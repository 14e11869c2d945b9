import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { runtime } from '../runtime';

/** Folders under DATA_DIR/uploads; every stored file lives in one of them under a generated name. */
export type UploadArea = 'photos' | 'login' | 'thumbnails' | 'attachments' | 'videos' | 'certificates';

export interface FileRule {
  maxBytes: number;
  /** Accepted types, as detected from the content (magic bytes). */
  mimes: readonly string[];
  tooLarge: string;
  badType: string;
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

/** Checks size and content type, then writes the buffer under a random name. */
export async function storeUpload(area: UploadArea, buffer: Buffer, rule: FileRule): Promise<StoredFile> {
  if (buffer.length > rule.maxBytes) throw PayloadTooLargeError(rule.tooLarge);
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !rule.mimes.includes(detected.mime)) throw UnsupportedMediaTypeError(rule.badType);
  const dir = path.join(uploadsRoot(), area);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${detected.ext}`;
  await writeFile(path.join(dir, name), buffer, { flag: 'wx' });
  return { relativePath: `${area}/${name}`, mime: detected.mime, size: buffer.length };
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

export function publicUploadUrl(relative: string | null | undefined): string | null {
  return relative ? `/api/uploads/${relative}` : null;
}
