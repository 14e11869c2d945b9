/**
 * The worker's acknowledgment of a certificate (issue 22), against the real server and SMTP sink:
 * a code e-mailed to the worker (only for their own, live certificate), a wrong code refused, the
 * right one recording time, IP, browser and the certificate's hash once; the certificate list shows
 * it, the PDF prints it as the worker's electronic signature and the evidence pack carries it.
 */
import { ACKNOWLEDGMENT_MSG, MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificateAcknowledgment } from '../../src/models';
import { pdfText } from './pdfText';
import { activeUser, type CreatedUser, codeTo, completeLesson, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let courseId = 0;
let worker: CreatedUser;
let other: CreatedUser;
let certificateId = 0;

beforeAll(async () => {
  server = await startTestServer('acknowledgment', { TRUST_PROXY: 'true' });
  admin = await server.adminToken();
  courseId = (
    await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'NR-06 Uso de EPI', status: 'published', workload_hours: 8 },
    })
  ).body.courseId;
  const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: { modules: [{ title: 'Módulo 1', lessons: [{ title: 'Aula 1', video_type: 'youtube', duration: 0 }] }] },
  });
  worker = await activeUser(server, { name: 'Joana Ciente' });
  other = await activeUser(server, { name: 'Outro Aluno' });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: worker.id } });
  await completeLesson(server, worker, content.body.course.modules[0].lessons[0].id);
  const cert = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
    token: worker.token,
    body: { courseId },
  });
  certificateId = cert.body.certificate.id;
});
afterAll(() => server?.close());

describe('worker acknowledgment', () => {
  it('is only for the worker’s own certificate', async () => {
    const foreign = await server.req('POST', `/api/certificates/${certificateId}/acknowledgment/code`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
  });

  it('records the signature once, with time, IP, browser and the certificate’s hash', async () => {
    const since = new Date();
    const sent = await server.req('POST', `/api/certificates/${certificateId}/acknowledgment/code`, {
      token: worker.token,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(ACKNOWLEDGMENT_MSG.codeSent);
    const code = await codeTo(server, worker.email, since);
    const wrong = await server.req('POST', `/api/certificates/${certificateId}/acknowledgment`, {
      token: worker.token,
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG.invalidCode);
    expect(await CertificateAcknowledgment.count()).toBe(0);

    const done = await server.req('POST', `/api/certificates/${certificateId}/acknowledgment`, {
      token: worker.token,
      body: { code },
      headers: { 'User-Agent': 'Celular da Joana', 'X-Forwarded-For': '200.10.20.30' },
    });
    expect(done.status).toBe(201);
    expect(done.body.acknowledgment).toMatchObject({
      ip: '200.10.20.30',
      user_agent: 'Celular da Joana',
      statement: expect.stringMatching(/^Declaro que recebi o treinamento NR-06 Uso de EPI, com carga horária de 8/),
      certificate_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const again = await server.req('POST', `/api/certificates/${certificateId}/acknowledgment/code`, {
      token: worker.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ACKNOWLEDGMENT_MSG.already);
  });

  it('shows on the list, prints on the certificate and goes into the evidence pack', async () => {
    const list = await server.req('GET', '/api/certificates/my', { token: worker.token });
    const mine = [...list.body.permanent, ...list.body.temporary].find((c: { id: number }) => c.id === certificateId);
    expect(mine.acknowledged_at).toMatch(/^\d{4}-/);
    const pdf = await fetch(`${server.url}/api/certificates/${certificateId}/download`, {
      headers: { Authorization: `Bearer ${worker.token}` },
    });
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Assinado eletronicamente em');
    expect(text).toContain('200.10.20.30');
    const pack = await fetch(`${server.url}/api/evidence/users/${worker.id}/courses/${courseId}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    const zip = Buffer.from(await pack.arrayBuffer());
    expect(zip.includes(Buffer.from('ciencia.json'))).toBe(true);
  });
});
