/** A first start seeds the demo catalogue once; the admin sees real courses with video and material. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoContentSeeder } from '../../src/commands/demoContent';
import { Course } from '../../src/models';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('demo');
});
afterAll(() => server?.close());

it('seeds three NR courses with a playable local video and material, once', async () => {
  expect(await demoContentSeeder()).toBe(true);
  expect(await demoContentSeeder()).toBe(false);
  const admin = await server.adminToken();
  const list = await server.req('GET', '/api/courses', { token: admin });
  expect(list.body.courses.map((c: { title: string }) => c.title).sort()).toEqual([
    'NR-06 – Equipamentos de Proteção Individual',
    'NR-10 – Segurança em Instalações e Serviços em Eletricidade',
    'NR-35 – Trabalho em Altura',
  ]);
  expect(await Course.count({ where: { status: 'published' } })).toBe(3);
  const nr35 = list.body.courses.find((c: { title: string }) => c.title.startsWith('NR-35'));
  const detail = await server.req('GET', `/api/courses/${nr35.id}`, { token: admin });
  const first = detail.body.course.modules[0].lessons[0];
  expect(first.video_type).toBe('local');
  const video = await fetch(server.url + first.video_file, { headers: { Range: 'bytes=0-3' } });
  expect(video.status).toBe(206);
  expect(video.headers.get('content-type')).toBe('video/webm');
  const material = await server.req('GET', `/api/lessons/${first.id}/attachments`, { token: admin });
  expect(material.body.attachments[0]).toMatchObject({ title: 'Checklist de segurança', mime_type: 'application/pdf' });
});
