/**
 * Evidence packs' verification (issue 22), against the real server: the published key is the one
 * that signs, a pack made by the server verifies, the same pack with one file edited or with a file
 * added does not (by name), a file that is no ZIP is said so, and the check is rate-limited per
 * address before the upload is read; `trilha evidence verify` gives the same verdict with exit codes.
 */
import { spawnSync } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { EVIDENCE_MSG, type EvidenceVerdict } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceKey, keyIdOf } from '../../src/services/evidence/keys';
import { EvidencePack } from '../../src/services/evidence/pack';
import { fileForm } from './fixtures';
import { startTestServer, type TestServer } from './support';
import { flipDataByte } from './zipBytes';

let server: TestServer;
const dir = mkdtempSync(path.join(tmpdir(), 'evidence-api-'));
const cliBin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../cli/bin/trilha.js');

async function serverPack(name: string, files: Record<string, string>): Promise<string> {
  const file = path.join(dir, name);
  const pack = new EvidencePack(new Date());
  const done = pipeline(pack.stream, createWriteStream(file));
  for (const [p, content] of Object.entries(files)) await pack.add(p, content);
  await pack.finish({ user_id: 1, course_id: 2 }, await evidenceKey());
  await done;
  return file;
}

const verify = (file: string, ip: string) =>
  server.req<EvidenceVerdict>('POST', '/api/evidence/verify', {
    form: fileForm('file', readFileSync(file), path.basename(file)),
    headers: { 'X-Forwarded-For': ip },
  });

beforeAll(async () => {
  server = await startTestServer('evidence', { TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('evidence verification', () => {
  it('publishes the key that signs the packs', async () => {
    const res = await server.req<string>('GET', '/api/evidence/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(keyIdOf(createPublicKey(res.body))).toBe((await evidenceKey()).id);
    writeFileSync(path.join(dir, 'public.pem'), res.body);
  });

  it('tells a pack made here from one edited or padded afterwards, and a file that is no ZIP', async () => {
    const files = { 'certificado.pdf': '%PDF-1.4 original', 'acessos.csv': 'quando;ip\r\n' };
    const good = await serverPack('good.zip', files);
    const ok = await verify(good, '10.1.0.1');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ valid: true, problems: [], manifest: { scope: { user_id: 1, course_id: 2 } } });

    // same bytes, one byte of a file's data flipped
    writeFileSync(path.join(dir, 'flipped.zip'), flipDataByte(readFileSync(good), 'acessos.csv'));
    const flipped = await verify(path.join(dir, 'flipped.zip'), '10.1.0.1');
    expect(flipped.body).toMatchObject({ valid: false, problems: [EVIDENCE_MSG.changed('acessos.csv')] });

    writeFileSync(path.join(dir, 'text.zip'), 'não é zip');
    expect((await verify(path.join(dir, 'text.zip'), '10.1.0.1')).body.problems).toEqual([EVIDENCE_MSG.notZip]);
    const none = await server.req('POST', '/api/evidence/verify', { headers: { 'X-Forwarded-For': '10.1.0.1' } });
    expect(none.status).toBe(400);
  });

  it('checks ten packs a minute per address, refusing before reading the upload', async () => {
    const good = await serverPack('many.zip', { 'a.txt': 'a' });
    for (let i = 0; i < 10; i++) expect((await verify(good, '10.2.0.1')).status).toBe(200);
    const refused = await verify(good, '10.2.0.1');
    expect(refused.status).toBe(429);
    expect((await verify(good, '10.2.0.2')).status).toBe(200);
  });

  it('gives the same verdict on the command line: exit 0 valid, 1 tampered with one line per problem', async () => {
    const good = await serverPack('cli.zip', { 'certificado.pdf': '%PDF-1.4 cli' });
    const run = (zip: string) =>
      spawnSync(process.execPath, [cliBin, 'evidence', 'verify', zip, '--key', path.join(dir, 'public.pem')], {
        encoding: 'utf8',
        timeout: 60_000,
      });
    const valid = run(good);
    expect(valid.status).toBe(0);
    expect(valid.stdout.trim()).toBe(EVIDENCE_MSG.valid);
    writeFileSync(path.join(dir, 'cli-bad.zip'), flipDataByte(readFileSync(good), 'certificado.pdf'));
    const bad = run(path.join(dir, 'cli-bad.zip'));
    expect(bad.status).toBe(1);
    expect(bad.stdout.trim().split('\n')).toEqual([
      EVIDENCE_MSG.invalid(1),
      `- ${EVIDENCE_MSG.changed('certificado.pdf')}`,
    ]);
  }, 120_000);
});
