import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BACKUP_MSG } from '@trilha/sdk/contract';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { BadRequestError, HttpError } from '../../errors';
import { MANIFEST_NAME, TABLE_NAME_RE } from './manifest';

const MiB = 1024 ** 2;
const GiB = 1024 ** 3;

/** What a zip may expand to before anything is written (zip bombs, entry floods). */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Declared uncompressed bytes per byte of zip, above ratioFloorBytes. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 200_000,
  maxTotalBytes: 20 * GiB,
  maxRatio: 100,
  ratioFloorBytes: 256 * MiB,
};

export interface ExtractedFile {
  size: number;
  sha256: string;
  /** Line breaks counted while writing (the rows of a data file). */
  lines: number;
}

const refuse = (message: string) => BadRequestError(message);

/** yauzl's own refusals, in our words. */
function zipError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const message = (err as Error)?.message ?? '';
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'ENOSPC') return refuse(BACKUP_MSG.diskFull);
  if (/absolute path|invalid relative path|invalid characters in fileName/.test(message)) {
    return refuse(BACKUP_MSG.unsafePath);
  }
  if (/too many bytes|too few bytes|expected .* got|uncompressed size|compressed size/i.test(message)) {
    return refuse(BACKUP_MSG.sizeMismatch);
  }
  if (/encrypt/i.test(message)) return refuse(BACKUP_MSG.encrypted);
  return refuse(BACKUP_MSG.corrupted);
}

/**
 * Our own path rule on top of yauzl's: relative, forward slashes, no '.', '..' or empty
 * segments, no control characters, no drive letters; and only the three places a backup uses.
 */
function checkName(name: string, isDirectory: boolean): void {
  const bare = isDirectory ? name.slice(0, -1) : name;
  const segments = bare.split('/');
  if (
    !bare ||
    name.length > 1024 ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    /[\u0000-\u001f\u007f]/.test(name) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw refuse(BACKUP_MSG.unsafePath);
  }
  if (isDirectory) {
    if (segments[0] === 'data' && segments.length === 1) return;
    if (segments[0] === 'uploads') return;
    throw refuse(BACKUP_MSG.unexpectedEntry);
  }
  if (name === MANIFEST_NAME) return;
  if (segments[0] === 'data' && segments.length === 2 && /\.jsonl$/.test(segments[1] as string)) {
    if (TABLE_NAME_RE.test((segments[1] as string).slice(0, -'.jsonl'.length))) return;
  }
  if (segments[0] === 'uploads' && segments.length > 1 && segments[1] !== '.tmp') return;
  throw refuse(BACKUP_MSG.unexpectedEntry);
}

function isSymlink(entry: Entry): boolean {
  // Unix mode in the high 16 bits of the external attributes (made by Unix zippers).
  return ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true, decodeStrings: true },
      (err, zip) => (err || !zip ? reject(zipError(err)) : resolve(zip)),
    );
  });
}

/** Reads the central directory only: names, sizes and flags, nothing unpacked yet. */
function listEntries(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  if (zip.entryCount > limits.maxEntries) return Promise.reject(refuse(BACKUP_MSG.tooManyEntries(limits.maxEntries)));
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (err) => reject(zipError(err)));
    zip.readEntry();
  });
}

function entryStream(zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(zipError(err)) : resolve(stream)));
  });
}

/**
 * Unpacks a backup zip into `dest` (an empty private folder) after checking every entry:
 * no path leaving the folder, no symlinks, no encrypted or duplicated entries, at most
 * `maxEntries` entries and `maxTotalBytes` (and a sane compression ratio) declared, and never
 * more bytes written than declared. Returns the size, sha256 and line count of every file.
 */
export async function extractBackupZip(
  zipPath: string,
  dest: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<Map<string, ExtractedFile>> {
  const zipSize = (await stat(zipPath)).size;
  const zip = await openZip(zipPath);
  try {
    const entries = await listEntries(zip, limits);
    const seen = new Set<string>();
    let declared = 0;
    for (const entry of entries) {
      const isDirectory = entry.fileName.endsWith('/');
      checkName(entry.fileName, isDirectory);
      if (isSymlink(entry)) throw refuse(BACKUP_MSG.symlink);
      if (entry.isEncrypted()) throw refuse(BACKUP_MSG.encrypted);
      if (seen.has(entry.fileName)) throw refuse(BACKUP_MSG.duplicateEntry);
      seen.add(entry.fileName);
      declared += entry.uncompressedSize;
    }
    const allowed = Math.min(limits.maxTotalBytes, Math.max(limits.ratioFloorBytes, zipSize * limits.maxRatio));
    if (declared > allowed) throw refuse(BACKUP_MSG.tooBig);
    const space = await statfs(dest).catch(() => null);
    if (space && declared + 64 * MiB > space.bavail * space.bsize) throw refuse(BACKUP_MSG.diskFull);

    const root = path.resolve(dest);
    const files = new Map<string, ExtractedFile>();
    let written = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const target = path.resolve(root, entry.fileName);
      if (!target.startsWith(root + path.sep)) throw refuse(BACKUP_MSG.unsafePath);
      const hash = createHash('sha256');
      let size = 0;
      let lines = 0;
      const guard = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          written += chunk.length;
          // yauzl checks this too; a second fence costs nothing.
          if (size > entry.uncompressedSize || written > declared) return done(refuse(BACKUP_MSG.sizeMismatch));
          hash.update(chunk);
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
          done(null, chunk);
        },
      });
      try {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(await entryStream(zip, entry), guard, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        throw zipError(err);
      }
      files.set(entry.fileName, { size, sha256: hash.digest('hex'), lines });
    }
    return files;
  } finally {
    zip.close();
  }
}
