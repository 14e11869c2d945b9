/**
 * Signed certificates (issue 22), against the real server and poppler's pdfsig: an admin uploads
 * an A1 (.p12 of a throwaway CA made here) with its password; a wrong password, an expired
 * certificate and a file that is not PKCS#12 are refused with their reasons; the screen learns the
 * holder, issuer and expiry, never the file. An official certificate's PDF is then a PAdES
 * signature that pdfsig reports valid (signed by the A1's holder) and invalid after one byte
 * changes; without an A1 the platform's own seal signs it, and the verification says which.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNATURE_KIND_LABELS, SIGNING_MSG } from '@trilha/sdk/contract';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, PDF } from './fixtures';
import { activeUser, completeLesson, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let courseId = 0;
const dir = mkdtempSync(path.join(tmpdir(), 'signing-'));
const DAY = 86_400_000;

/** A certificate for `subject`, signed by `issuer` (itself when absent), valid from..to. */
function makeCert(
  subject: string,
  keys: forge.pki.rsa.KeyPair,
  validity: { from: Date; to: Date },
  issuer?: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey },
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `0${Math.floor(Math.random() * 1e9).toString(16)}`;
  cert.validity.notBefore = validity.from;
  cert.validity.notAfter = validity.to;
  cert.setSubject([
    { name: 'commonName', value: subject },
    { name: 'countryName', value: 'BR' },
  ]);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : cert.subject.attributes);
  cert.setExtensions(
    issuer
      ? [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }]
      : [{ name: 'basicConstraints', cA: true }],
  );
  cert.sign(issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return cert;
}

const caKeys = forge.pki.rsa.generateKeyPair(1024);
const ca = makeCert('AC Teste Trilha', caKeys, {
  from: new Date(Date.now() - DAY),
  to: new Date(Date.now() + 3650 * DAY),
});

function p12For(holder: string, validity: { from: Date; to: Date }, password: string): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = makeCert(holder, keys, validity, { cert: ca, key: caKeys.privateKey });
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert, ca], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

const upload = (file: Buffer, password: string) =>
  server.req('PUT', '/api/settings/signing-certificate', {
    token: admin,
    form: fileForm('file', file, 'provedor.pfx', { password }),
  });

/** pdfsig's report of a PDF's signatures (exit code and text). */
function pdfsig(pdf: Buffer, name: string) {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** A validated certificate of a new worker, downloaded as the admin. */
async function officialPdf(name: string): Promise<{ pdf: Buffer; code: string }> {
  const worker = await activeUser(server, { name });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: worker.id } });
  const content = await server.req('GET', `/api/courses/${courseId}`, { token: worker.token });
  await completeLesson(server, worker, content.body.course.modules[0].lessons[0].id);
  const temp = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
    token: worker.token,
    body: { courseId },
  });
  const id = temp.body.certificate.id;
  const validated = await server.req('POST', `/api/certificates/${id}/validate`, { token: admin, body: {} });
  expect(validated.status).toBe(200);
  const res = await fetch(`${server.url}/api/certificates/${id}/download`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(res.status).toBe(200);
  return { pdf: Buffer.from(await res.arrayBuffer()), code: temp.body.certificate.certificate_code };
}

beforeAll(async () => {
  server = await startTestServer('signing');
  admin = await server.adminToken();
  courseId = (
    await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'NR-35 Altura', status: 'published', technician_name: 'Eng. Rita Souza' },
    })
  ).body.courseId;
  await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [{ title: 'Aula 1', video_type: 'youtube', duration: 0 }] }] },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('signed certificates', () => {
  it('seals an official certificate with the platform when there is no A1, and says so', async () => {
    expect((await server.req('GET', '/api/settings/signing-certificate', { token: admin })).status).toBe(404);
    const { pdf, code } = await officialPdf('Ana Selo');
    const report = pdfsig(pdf, 'selo.pdf');
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('selo da plataforma');
    const verified = await server.req('GET', `/api/certificates/verify/${code}`);
    expect(verified.body.signature).toBe('plataforma');
    const page = await fetch(`${server.url}/verificar/${code}`).then((r) => r.text());
    expect(page).toContain(SIGNATURE_KIND_LABELS.plataforma);
  }, 60_000);

  it('refuses a wrong password, an expired certificate and a file that is not PKCS#12', async () => {
    const year = { from: new Date(Date.now() - DAY), to: new Date(Date.now() + 365 * DAY) };
    const good = p12For('Provedor Treinamentos Ltda:11222333000181', year, 'senha-a1');
    const wrong = await upload(good, 'outra');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SIGNING_MSG.password);
    const expired = await upload(
      p12For('Vencido', { from: new Date(Date.now() - 400 * DAY), to: new Date(Date.now() - DAY) }, 'x'),
      'x',
    );
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/^Este certificado venceu em \d{2}\/\d{2}\/\d{4}/);
    const notP12 = await upload(PDF, 'x');
    expect(notP12.body.message).toBe(SIGNING_MSG.notP12);
    expect((await server.req('GET', '/api/settings/signing-certificate', { token: admin })).status).toBe(404);
  }, 60_000);

  it('signs official certificates with the A1 (valid in pdfsig, invalid after one byte), showing only what it is', async () => {
    const soon = { from: new Date(Date.now() - DAY), to: new Date(Date.now() + 20 * DAY) };
    const saved = await upload(p12For('Provedor Treinamentos Ltda:11222333000181', soon, 'senha-a1'), 'senha-a1');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: SIGNING_MSG.saved,
      holder: 'Provedor Treinamentos Ltda:11222333000181',
      issuer: 'AC Teste Trilha',
      expiring_soon: true,
    });
    const info = await server.req('GET', '/api/settings/signing-certificate', { token: admin });
    expect(Object.keys(info.body).sort()).toEqual(['days_left', 'expiring_soon', 'holder', 'issuer', 'valid_until']);
    expect(JSON.stringify(await server.req('GET', '/api/settings', { token: admin }))).not.toContain('senha-a1');

    const { pdf, code } = await officialPdf('Bruno A1');
    const report = pdfsig(pdf, 'a1.pdf');
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Provedor Treinamentos Ltda');
    expect(report).toContain('ETSI.CAdES.detached');
    // one byte of the signed content changed: the digest no longer matches
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf(Buffer.from('/MediaBox'));
    tampered[at + 1] = 'N'.charCodeAt(0);
    expect(pdfsig(tampered, 'a1-alterado.pdf')).toMatch(/Signature is Invalid|Digest Mismatch/);
    expect((await server.req('GET', `/api/certificates/verify/${code}`)).body.signature).toBe('a1');

    const removed = await server.req('DELETE', '/api/settings/signing-certificate', { token: admin });
    expect(removed.body.message).toBe(SIGNING_MSG.removed);
    expect((await server.req('GET', `/api/certificates/verify/${code}`)).body.signature).toBe('plataforma');
  }, 60_000);
});
