import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { ZipArchive } from 'archiver';

/**
 * Appends one entry and waits until the archive has consumed it, hashing what goes in. Entries
 * are appended one at a time, so the next 'entry' event is this one.
 */
export function appendHashed(
  archive: ZipArchive,
  source: Readable,
  name: string,
  options: { date: Date; store?: boolean },
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return new Promise((resolve, reject) => {
    const onEntry = () => {
      cleanup();
      resolve({ size, sha256: hash.digest('hex') });
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      source.off('error', onError);
    };
    archive.on('entry', onEntry);
    archive.on('error', onError);
    source.on('error', onError);
    archive.append(source.pipe(tap), { name, date: options.date, store: options.store });
  });
}
