/**
 * Servers keep course trees in memory under the course's content version. Every change an admin
 * makes to a course, its modules, lessons or assessments must show on the student's next read:
 * each step below first reads the course (so the tree is cached), then changes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;
let student: CreatedUser;
let courseId: number;
const NEW = (n: number) => 2e12 + n;

interface Shape {
  title: string;
  status: string;
  assessments: { id: number; title: string }[];
  modules: { id: number; title: string; lessons: { id: number; title: string; duration: number }[] }[];
}

async function seen(): Promise<Shape> {
  const res = await server.req('GET', `/api/courses/${courseId}`, { token: student.token });
  expect(res.status).toBe(200);
  return res.body.course as Shape;
}

beforeAll(async () => {
  server = await startTestServer('course-tree-cache');
  admin = await server.adminToken();
  student = await activeUser(server);
  const created = await server.req('POST', '/api/courses', {
    token: admin,
    body: { title: 'NR-06 Equipamentos de Proteção', status: 'published' },
  });
  courseId = created.body.courseId;
  await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          id: NEW(1),
          title: 'Módulo um',
          lessons: [{ id: NEW(11), title: 'Aula um', video_type: 'youtube', duration: 1 }],
        },
      ],
    },
  });
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: student.id } });
});
afterAll(() => server?.close());

describe('the cached course tree', () => {
  it('follows course field changes', async () => {
    await seen();
    await server.req('PUT', `/api/courses/${courseId}`, {
      token: admin,
      body: { title: 'NR-06 EPI (revisado)', status: 'published' },
    });
    expect((await seen()).title).toBe('NR-06 EPI (revisado)');
  });

  it('follows a content save, a new module and a new lesson', async () => {
    const before = await seen();
    const moduleId = before.modules[0]?.id as number;
    const lessonId = before.modules[0]?.lessons[0]?.id as number;
    await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: {
        modules: [
          {
            id: moduleId,
            title: 'Módulo renomeado',
            lessons: [{ id: lessonId, title: 'Aula renomeada', video_type: 'youtube', duration: 1 }],
          },
        ],
      },
    });
    const saved = await seen();
    expect(saved.modules.map((m) => m.title)).toEqual(['Módulo renomeado']);
    expect(saved.modules[0]?.lessons.map((l) => l.title)).toEqual(['Aula renomeada']);

    const module = await server.req('POST', `/api/courses/${courseId}/modules`, {
      token: admin,
      body: { title: 'Módulo dois', order_index: 2 },
    });
    expect(module.status).toBe(201);
    expect((await seen()).modules.map((m) => m.title)).toEqual(['Módulo renomeado', 'Módulo dois']);

    const lesson = await server.req('POST', `/api/courses/modules/${module.body.moduleId}/lessons`, {
      token: admin,
      body: { title: 'Aula dois', video_type: 'youtube', duration: 3 },
    });
    expect(lesson.status).toBe(201);
    expect((await seen()).modules[1]?.lessons.map((l) => l.title)).toEqual(['Aula dois']);
  });

  it('follows a lesson edit', async () => {
    const lessonId = (await seen()).modules[0]?.lessons[0]?.id as number;
    const edited = await server.req('PUT', `/api/lessons/${lessonId}`, {
      token: admin,
      body: { title: 'Aula editada', video_type: 'youtube', duration: 7 },
    });
    expect(edited.status).toBe(200);
    expect((await seen()).modules[0]?.lessons[0]).toMatchObject({ title: 'Aula editada', duration: 7 });
  });

  it('follows assessments created, renamed and deleted', async () => {
    await seen();
    const questions = [
      { text: 'Qual EPI protege a cabeça?', options: [{ text: 'Capacete', isCorrect: true }, { text: 'Luva' }] },
    ];
    const created = await server.req('POST', '/api/assessments', {
      token: admin,
      body: { course_id: courseId, title: 'Prova NR-06', questions },
    });
    expect(created.status).toBe(201);
    const id = created.body.assessmentId as number;
    expect((await seen()).assessments).toEqual([{ id, title: 'Prova NR-06' }]);
    await server.req('PUT', `/api/assessments/${id}`, {
      token: admin,
      body: { course_id: courseId, title: 'Prova final NR-06', questions },
    });
    expect((await seen()).assessments).toEqual([{ id, title: 'Prova final NR-06' }]);
    await server.req('DELETE', `/api/assessments/${id}`, { token: admin });
    expect((await seen()).assessments).toEqual([]);
  });

  it('closes the course as soon as it is unpublished', async () => {
    await seen();
    await server.req('PUT', `/api/courses/${courseId}`, {
      token: admin,
      body: { title: 'NR-06 EPI (revisado)', status: 'draft' },
    });
    // Its enrolled student is told it is unavailable (issue 14); others do not see it at all.
    const hidden = await server.req('GET', `/api/courses/${courseId}`, { token: student.token });
    expect(hidden.status).toBe(403);
    expect(hidden.body.error).toBe('course.unavailable');
  });
});
