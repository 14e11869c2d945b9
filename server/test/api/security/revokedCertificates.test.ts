/**
 * Revoked means revoked everywhere (issue 15, item 1). A revoked certificate never leaves as a
 * PDF again: not to its student, not to the admin, not from a copy cached before the revocation
 * (made on this node or on another), not when it is an official PDF an admin uploaded. The public
 * verification keeps saying 'Revogado'. An expired certificate's PDF says 'Vencido' beside its
 * validity, also when a render from before the expiry sits in the cache.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CERTIFICATE_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Certificate } from '../../../src/models';
import { runtime } from '../../../src/runtime';
import { advanceClock, now, resetClock } from '../../../src/services/clock';
import { brDate } from '../../../src/services/format';
import { fileForm, PDF } from '../fixtures';
import { pdfText } from '../pdfText';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from '../support';

let server: TestServer;
let admin: string;
let courseId: number;
let lessonId: number;

interface Download {
  status: number;
  type: string | null;
  bytes: Buffer;
}

async function download(id: number, token: string): Promise<Download> {
  const res = await fetch(`${server.url}/api/certificates/${id}/download`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const json = (d: Download) => JSON.parse(d.bytes.toString('utf8')) as { message: string; error: string };

/** The cached renders of one certificate on this node's disk. */
async function cachedPdfs(code: string): Promise<string[]> {
  const names = await readdir(path.join(runtime().config.dataDir, 'certificates')).catch(() => [] as string[]);
  return names.filter((n) => n.startsWith(`${code}-`));
}

async function enrolled(): Promise<CreatedUser> {
  const student = await activeUser(server, { cpf: null });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: student.id } });
  return student;
}

/** A student with an official certificate of the course, downloaded once (so it sits in the cache). */
async function certified(): Promise<{ student: CreatedUser; id: number; code: string }> {
  const student = await enrolled();
  await completeLesson(server, student, lessonId);
  const issued = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
    token: student.token,
    body: { courseId },
  });
  expect(issued.status).toBe(201);
  const { id, certificate_code: code } = issued.body.certificate;
  expect((await server.req('POST', `/api/certificates/${id}/validate`, { token: admin })).status).toBe(200);
  const first = await download(id, student.token);
  expect(first.status).toBe(200);
  expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await cachedPdfs(code)).not.toEqual([]);
  return { student, id, code };
}

function expectRevoked(answer: Download, cert: Certificate) {
  expect(answer.status).toBe(410);
  expect(answer.type).toContain('application/json');
  expect(json(answer)).toEqual({
    error: 'certificate.revoked',
    message: CERTIFICATE_MSG.revokedDownload(brDate(cert.revoked_at), cert.revoke_reason),
  });
}

beforeAll(async () => {
  server = await startTestServer('sec-revoked');
  admin = await server.adminToken();
  const course = await server.req('POST', '/api/courses', {
    token: admin,
    body: { title: 'NR-10 Segurança em Eletricidade', status: 'published', validity_months: 12, workload_hours: 40 },
  });
  courseId = course.body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Riscos elétricos',
          lessons: [{ title: 'Choque elétrico', video_type: 'youtube', video_url: 'https://youtu.be/a', duration: 0 }],
        },
      ],
    },
  });
  lessonId = content.body.course.modules[0].lessons[0].id;
});
afterAll(() => server?.close());

describe('revoked certificates', () => {
  it('refuses the download to the student and to the admin (410, pt-BR) and drops the cached PDF', async () => {
    const { student, id, code } = await certified();
    const revoked = await server.req('POST', `/api/certificates/${id}/revoke`, {
      token: admin,
      body: { reason: 'Treinamento não realizado' },
    });
    expect(revoked.status).toBe(200);
    const cert = (await Certificate.findByPk(id)) as Certificate;
    const refused = await download(id, student.token);
    expectRevoked(refused, cert);
    expect(json(refused).message).toContain(
      `revogado em ${brDate(cert.revoked_at)} e não pode mais ser baixado. Motivo: Treinamento não realizado`,
    );
    expectRevoked(await download(id, admin), cert);
    expect(await cachedPdfs(code)).toEqual([]);

    const verify = await server.req('GET', `/api/certificates/verify/${code}`);
    expect(verify.body).toMatchObject({
      found: true,
      validity: 'revoked',
      validity_label: 'Revogado',
      revoke_reason: 'Treinamento não realizado',
    });
    const page = await fetch(`${server.url}/verificar/${code}`);
    expect(await page.text()).toContain('Revogado');
  });

  it('never serves a PDF cached before a revocation made on another node', async () => {
    const { student, id, code } = await certified();
    // Another node revokes: the row changes, this node's disk keeps its copy.
    await Certificate.update(
      { status: 'revoked', revoked_at: now(), revoke_reason: 'Revogado em outro servidor' },
      { where: { id } },
    );
    expect(await cachedPdfs(code)).not.toEqual([]);
    const cert = (await Certificate.findByPk(id)) as Certificate;
    expectRevoked(await download(id, student.token), cert);
    expectRevoked(await download(id, admin), cert);
  });

  it('refuses an official PDF uploaded by an admin once it is revoked', async () => {
    const student = await enrolled();
    const uploaded = await server.req('POST', '/api/certificates/upload', {
      token: admin,
      form: fileForm('certificate', PDF, 'oficial.pdf', { course_id: String(courseId), user_id: String(student.id) }),
    });
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.certificate.id;
    expect((await download(id, student.token)).bytes.equals(PDF)).toBe(true);
    await server.req('POST', `/api/certificates/${id}/revoke`, { token: admin, body: { reason: 'Documento trocado' } });
    const cert = (await Certificate.findByPk(id)) as Certificate;
    expectRevoked(await download(id, student.token), cert);
    expectRevoked(await download(id, admin), cert);
  });
});

describe('expired certificates', () => {
  it("print 'Vencido' beside the validity, also after a render from before the expiry", async () => {
    const { student, id } = await certified();
    const cert = (await Certificate.findByPk(id)) as Certificate;
    const validity = new RegExp(`Validade até ${brDate(cert.expires_at).replace(/\//g, '\\/')}`);
    const before = await pdfText((await download(id, student.token)).bytes);
    expect(before).toMatch(validity);
    expect(before).not.toContain('Vencido');
    advanceClock(400 * 86_400);
    try {
      const after = await download(id, student.token);
      expect(after.status).toBe(200);
      expect(await pdfText(after.bytes)).toMatch(new RegExp(`${validity.source} Vencido`));
    } finally {
      resetClock();
    }
  });
});
