import { createHash, type KeyObject, verify as verifySignature } from 'node:crypto';
import {
  EVIDENCE_LIMITS,
  EVIDENCE_MANIFEST,
  EVIDENCE_MSG,
  EVIDENCE_SIGNATURE,
  type EvidenceManifest,
  type EvidenceVerdict,
} from '@trilha/sdk/contract';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

interface ReadPack {
  /** Every file's SHA-256 and size as read from the ZIP (the manifest and signature aside). */
  files: Map<string, { sha256: string; size: number }>;
  manifest: Buffer | null;
  signature: Buffer | null;
  /** Names found more than once: a second copy could be what an extractor shows. */
  duplicates: string[];
}

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: true, strictFileNames: true }, (err, zip) =>
      err || !zip ? reject(err) : resolve(zip),
    ),
  );

/** Reads one entry through SHA-256 (or whole, for the small manifest files), never to disk. */
function readEntry(
  zip: ZipFile,
  entry: Entry,
  keep: boolean,
): Promise<{ sha256: string; size: number; bytes?: Buffer }> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err);
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
        if (keep && size <= EVIDENCE_LIMITS.manifestMaxBytes) chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () =>
        resolve({ sha256: hash.digest('hex'), size, ...(keep ? { bytes: Buffer.concat(chunks) } : {}) }),
      );
    });
  });
}

async function readPack(path: string): Promise<ReadPack> {
  const zip = await openZip(path);
  const pack: ReadPack = { files: new Map(), manifest: null, signature: null, duplicates: [] };
  const seen = new Set<string>();
  let entries = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: Entry) => {
      entries += 1;
      if (entries > EVIDENCE_LIMITS.maxEntries) return reject(new Error('too many entries'));
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      if (seen.has(entry.fileName)) pack.duplicates.push(entry.fileName);
      seen.add(entry.fileName);
      const special = entry.fileName === EVIDENCE_MANIFEST || entry.fileName === EVIDENCE_SIGNATURE;
      // An entry that cannot be read back (a flipped byte breaks its deflate stream) is a changed
      // file, reported by name like any other, not a broken pack.
      readEntry(zip, entry, special)
        .catch(() => ({ sha256: 'unreadable', size: -1, bytes: Buffer.alloc(0) }))
        .then((read) => {
          if (entry.fileName === EVIDENCE_MANIFEST) pack.manifest = read.bytes ?? null;
          else if (entry.fileName === EVIDENCE_SIGNATURE) pack.signature = read.bytes ?? null;
          else pack.files.set(entry.fileName, { sha256: read.sha256, size: read.size });
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.readEntry();
  });
  return pack;
}

const verdict = (problems: string[], manifest: EvidenceManifest | null): EvidenceVerdict => ({
  valid: problems.length === 0,
  message: problems.length ? EVIDENCE_MSG.invalid(problems.length) : EVIDENCE_MSG.valid,
  problems,
  manifest: manifest ? { created_at: manifest.created_at, scope: manifest.scope, key_id: manifest.key_id } : null,
});

/**
 * Checks a pack against the platform's keys (by key id): the manifest's signature, then every file
 * listed (present, same SHA-256 and size) and nothing in the ZIP that the manifest does not list.
 */
export async function verifyPack(path: string, keys: Map<string, KeyObject>): Promise<EvidenceVerdict> {
  let pack: ReadPack;
  try {
    pack = await readPack(path);
  } catch {
    return verdict([EVIDENCE_MSG.notZip], null);
  }
  if (!pack.manifest) return verdict([EVIDENCE_MSG.noManifest], null);
  if (pack.duplicates.some((p) => p === EVIDENCE_MANIFEST || p === EVIDENCE_SIGNATURE)) {
    return verdict([EVIDENCE_MSG.badManifest], null);
  }
  if (!pack.signature) return verdict([EVIDENCE_MSG.noSignature], null);
  let manifest: EvidenceManifest;
  try {
    manifest = JSON.parse(pack.manifest.toString('utf8')) as EvidenceManifest;
    if (manifest.format !== 'trilha-evidence' || !Array.isArray(manifest.files)) throw new Error('not a manifest');
  } catch {
    return verdict([EVIDENCE_MSG.badManifest], null);
  }
  const key = keys.get(manifest.key_id);
  if (!key) return verdict([EVIDENCE_MSG.unknownKey], manifest);
  const signature = Buffer.from(pack.signature.toString('utf8').trim(), 'base64');
  if (!verifySignature(null, pack.manifest, key, signature)) return verdict([EVIDENCE_MSG.badSignature], manifest);
  const problems: string[] = pack.duplicates.map((path) => EVIDENCE_MSG.duplicate(path));
  const listed = new Set<string>();
  for (const file of manifest.files) {
    listed.add(file.path);
    const found = pack.files.get(file.path);
    if (!found) problems.push(EVIDENCE_MSG.missing(file.path));
    else if (found.sha256 !== file.sha256 || found.size !== file.size) problems.push(EVIDENCE_MSG.changed(file.path));
  }
  for (const path of pack.files.keys()) if (!listed.has(path)) problems.push(EVIDENCE_MSG.extra(path));
  return verdict(problems, manifest);
}
