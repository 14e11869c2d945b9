import { sign } from 'node:crypto';
import { Readable } from 'node:stream';
import { EVIDENCE_MANIFEST, EVIDENCE_SIGNATURE, type EvidenceFile, type EvidenceManifest } from '@trilha/sdk/contract';
import { ZipArchive } from 'archiver';
import { appendHashed } from '../zipAppend';
import type { SigningKey } from './keys';

/** The manifest's exact bytes, as signed and as stored in the pack. */
export const manifestBytes = (manifest: EvidenceManifest): Buffer =>
  Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');

/**
 * A pack being written: files go into the ZIP one at a time as they are made (hashed on the way,
 * never held whole), then the manifest listing them and its Ed25519 signature close it. Pipe
 * `stream` to the response before adding: memory stays constant whatever the pack's size.
 */
export class EvidencePack {
  readonly stream: ZipArchive;
  private readonly files: EvidenceFile[] = [];

  constructor(private readonly at: Date) {
    this.stream = new ZipArchive({ zlib: { level: 6 } });
    this.stream.on('warning', (err) => this.stream.emit('error', err));
  }

  /** Adds one file; `path` is its place in the pack ('certificados/ana.pdf'). */
  async add(path: string, content: Buffer | string | Readable): Promise<void> {
    if (this.files.some((f) => f.path === path)) throw new Error(`evidence pack: ${path} added twice`);
    const source =
      content instanceof Readable
        ? content
        : Readable.from([typeof content === 'string' ? Buffer.from(content) : content]);
    const { size, sha256 } = await appendHashed(this.stream, source, path, { date: this.at });
    this.files.push({ path, sha256, size });
  }

  /** Writes the signed manifest and ends the ZIP. */
  async finish(scope: EvidenceManifest['scope'], key: SigningKey): Promise<EvidenceManifest> {
    const manifest: EvidenceManifest = {
      format: 'trilha-evidence',
      version: 1,
      created_at: this.at.toISOString(),
      key_id: key.id,
      scope,
      files: this.files,
    };
    const bytes = manifestBytes(manifest);
    this.stream.append(bytes, { name: EVIDENCE_MANIFEST, date: this.at });
    this.stream.append(`${sign(null, bytes, key.privateKey).toString('base64')}\n`, {
      name: EVIDENCE_SIGNATURE,
      date: this.at,
    });
    await this.stream.finalize();
    return manifest;
  }

  /** Stops a pack that cannot be finished (the download ends broken, never looking complete). */
  abort(err: Error): void {
    this.stream.abort();
    this.stream.emit('error', err);
  }
}
