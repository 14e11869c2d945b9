import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EVIDENCE_MSG } from '@trilha/sdk/contract';
import { ZipArchive } from 'archiver';
import { afterAll, describe, expect, it } from 'vitest';
import { flipDataByte, zipEntries } from '../../../test/api/zipBytes';
import { newSigningKey } from './keys';
import { EvidencePack } from './pack';
import { verifyPack } from './verify';

const dir = mkdtempSync(path.join(tmpdir(), 'evidence-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const key = newSigningKey();
const keys = new Map([[key.id, key.publicKey]]);
const FILES: Record<string, string> = {
  'certificados/ana.pdf': '%PDF-1.4 certificado da Ana',
  'acessos.csv': 'quando;ip\r\n2026-11-27 07:00;10.0.0.1\r\n',
  'tentativas/1.json': JSON.stringify({ question: 'Tensão de segurança?', chosen: 'Até 50 V CA' }),
};

async function writePack(name: string, files = FILES): Promise<string> {
  const file = path.join(dir, name);
  const pack = new EvidencePack(new Date('2026-11-27T10:00:00Z'));
  const done = pipeline(pack.stream, createWriteStream(file));
  for (const [p, content] of Object.entries(files)) {
    await pack.add(p, p.endsWith('.csv') ? Readable.from([Buffer.from(content)]) : content);
  }
  await pack.finish({ company_id: 7, course_id: 3 }, key);
  await done;
  return file;
}

/** Re-zips entries as an attacker would after editing them (names may repeat). */
async function rezip(name: string, files: [string, Buffer | string][]): Promise<string> {
  const file = path.join(dir, name);
  const archive = new ZipArchive();
  const done = pipeline(archive, createWriteStream(file));
  for (const [p, content] of files) archive.append(content, { name: p });
  await archive.finalize();
  await done;
  return file;
}

describe('evidence packs', () => {
  it('verifies an untouched pack, with what it is about', async () => {
    const verdict = await verifyPack(await writePack('ok.zip'), keys);
    expect(verdict).toMatchObject({ valid: true, problems: [], message: EVIDENCE_MSG.valid });
    expect(verdict.manifest).toEqual({
      created_at: '2026-11-27T10:00:00.000Z',
      scope: { company_id: 7, course_id: 3 },
      key_id: key.id,
    });
  });

  it('reports an edited file, a removed one and an added one by name', async () => {
    const all = [...(await zipEntries(await writePack('base.zip'))).entries()];
    const edited = await rezip(
      'edited.zip',
      all
        .filter(([n]) => n !== 'acessos.csv')
        .map(([n, b]): [string, Buffer] => [
          n,
          n === 'tentativas/1.json' ? Buffer.from(b.toString().replace('50', '60')) : b,
        ])
        .concat([['extra.txt', Buffer.from('inserido depois')]]),
    );
    const verdict = await verifyPack(edited, keys);
    expect(verdict.valid).toBe(false);
    expect(verdict.problems).toEqual([
      EVIDENCE_MSG.missing('acessos.csv'),
      EVIDENCE_MSG.changed('tentativas/1.json'),
      EVIDENCE_MSG.extra('extra.txt'),
    ]);
    expect(verdict.message).toBe(EVIDENCE_MSG.invalid(3));
  });

  it('refuses an edited manifest, a replaced signature and a key it does not know', async () => {
    const all = await zipEntries(await writePack('base2.zip'));
    const manifest = (all.get('manifest.json') as Buffer).toString();
    const lying = manifest.replace(/"sha256": "[0-9a-f]+"/, `"sha256": "${'0'.repeat(64)}"`);
    const edited = await rezip(
      'manifest.zip',
      [...all.entries()].map(([n, b]) => [n, n === 'manifest.json' ? lying : b]),
    );
    expect((await verifyPack(edited, keys)).problems).toEqual([EVIDENCE_MSG.badSignature]);

    // a manifest re-signed by someone else's key claims our key id: the signature does not hold
    const forger = newSigningKey();
    const { sign } = await import('node:crypto');
    const forged = await rezip(
      'forged.zip',
      [...all.entries()].map(([n, b]) => [
        n,
        n === 'manifest.sig'
          ? sign(null, Buffer.from(lying), forger.privateKey).toString('base64')
          : n === 'manifest.json'
            ? lying
            : b,
      ]),
    );
    expect((await verifyPack(forged, keys)).problems).toEqual([EVIDENCE_MSG.badSignature]);
    expect((await verifyPack(await writePack('other.zip'), new Map([[forger.id, forger.publicKey]]))).problems).toEqual(
      [EVIDENCE_MSG.unknownKey],
    );
  });

  it('reports one flipped byte in a file and in the manifest, a repeated name and a file that is no ZIP', async () => {
    const original = readFileSync(await writePack('flip.zip'));
    writeFileSync(path.join(dir, 'flipped.zip'), flipDataByte(original, 'acessos.csv'));
    expect((await verifyPack(path.join(dir, 'flipped.zip'), keys)).problems).toEqual([
      EVIDENCE_MSG.changed('acessos.csv'),
    ]);

    writeFileSync(path.join(dir, 'manifest-flipped.zip'), flipDataByte(original, 'manifest.json'));
    const verdict = await verifyPack(path.join(dir, 'manifest-flipped.zip'), keys);
    expect(verdict.valid).toBe(false);
    expect([EVIDENCE_MSG.badManifest, EVIDENCE_MSG.badSignature]).toContain(verdict.problems[0]);

    const all = [...(await zipEntries(await writePack('dup.zip'))).entries()];
    const doubled = await rezip('doubled.zip', [...all, ['acessos.csv', Buffer.from('outra versão')]]);
    expect((await verifyPack(doubled, keys)).problems).toContain(EVIDENCE_MSG.duplicate('acessos.csv'));

    writeFileSync(path.join(dir, 'not.zip'), 'isto não é um zip');
    expect((await verifyPack(path.join(dir, 'not.zip'), keys)).problems).toEqual([EVIDENCE_MSG.notZip]);
  });
});
