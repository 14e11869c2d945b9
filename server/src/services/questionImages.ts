import { readFile } from 'node:fs/promises';
import { BANK_MSG } from '@trilha/sdk/contract';
import { BadRequestError } from '../errors';
import { QUESTION_IMAGE_RULE } from './fileRules';
import { checkUpload, publicUploadUrl, resolveUpload, storeUpload } from './storage';

/** What a question's `image` field asks: keep the picture, take it away, or put this one. */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'put'; bytes: Buffer };

const refused = () => BadRequestError(BANK_MSG.image, { errors: [{ msg: BANK_MSG.image, path: 'image' }] });

/**
 * Reads the `image` field: left out (or the question's own image_url) keeps, null or '' removes, a
 * base64 data URL is a new picture, judged by its bytes (the type the data URL declares is ignored).
 */
export async function imageChange(image: string | null | undefined, currentUrl: string | null): Promise<ImageChange> {
  if (image === undefined || (currentUrl && image === currentUrl)) return { kind: 'keep' };
  if (!image) return { kind: 'remove' };
  const match = /^data:[\w.+/-]*(?:;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(image);
  if (!match) throw refused();
  const bytes = Buffer.from(match[1] as string, 'base64');
  try {
    await checkUpload(bytes, QUESTION_IMAGE_RULE);
  } catch {
    throw refused();
  }
  return { kind: 'put', bytes };
}

/** Stores a new picture; the old one stays (attempts that showed it keep showing it). */
export async function storeQuestionImage(change: ImageChange): Promise<string | null> {
  if (change.kind !== 'put') return null;
  return (await storeUpload('questions', change.bytes, QUESTION_IMAGE_RULE)).relativePath;
}

export const questionImageUrl = (file: string | null | undefined) => publicUploadUrl(file ?? null);

/** A stored picture as a data URL, for the bank's JSON export (the file carries its pictures). */
export async function imageDataUrl(file: string | null | undefined): Promise<string | null> {
  const full = file ? resolveUpload(file) : null;
  if (!full) return null;
  const bytes = await readFile(full).catch(() => null);
  if (!bytes) return null;
  const { mime } = await checkUpload(bytes, QUESTION_IMAGE_RULE).catch(() => ({ mime: '' }));
  return mime ? `data:${mime};base64,${bytes.toString('base64')}` : null;
}
