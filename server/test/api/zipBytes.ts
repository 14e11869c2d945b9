import yauzl from 'yauzl';

/**
 * Flips the first byte of an entry's data in a ZIP's bytes (as a disk error or a hand edit would),
 * found through the entry's local header: signature, then name and extra-field lengths at 26 and 28.
 */
export function flipDataByte(zip: Buffer, name: string): Buffer {
  const out = Buffer.from(zip);
  const signature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  for (let at = out.indexOf(signature); at >= 0; at = out.indexOf(signature, at + 4)) {
    const nameLength = out.readUInt16LE(at + 26);
    const extraLength = out.readUInt16LE(at + 28);
    if (out.subarray(at + 30, at + 30 + nameLength).toString('utf8') !== name) continue;
    const data = at + 30 + nameLength + extraLength;
    out[data] = (out[data] as number) ^ 0xff;
    return out;
  }
  throw new Error(`no entry ${name} in the zip`);
}

/** Every entry of a ZIP file as name -> bytes (test packs are small). */
export function zipEntries(file: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    }),
  );
}
