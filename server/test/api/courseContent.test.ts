/**
 * Issue 14, items 2 and 3: the course editor's content save never deletes by accident. A cleared
 * title keeps an existing item; a lesson with student progress is removed only when the request
 * names it, and then archived with that progress; a course keeps a module and each module a lesson.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lesson, LessonProgress, Module, SystemLog } from '../../src/models';
import { fileForm, PDF } from './fixtures';
import { activeUser, type CreatedUser, completeLesson, startTestServer, type TestServer } from './support';

let server: TestServer;
let admin: string;

const NEW = (n: number) => 3e12 + n;
const youtube = (title: string, id?: number) => ({
  ...(id ? { id } : {}),
  title,
  video_type: 'youtube',
  video_url: 'https://youtu.be/x',
  duration: 0,
});

interface Tree {
  id: number;
  title: string;
  students_with_progress?: number;
  lessons: { id: number; title: string; students_with_progress?: number }[];
}

async function newCourse(title: string, modules: unknown[]): Promise<{ courseId: number; modules: Tree[] }> {
  const created = await server.req('POST', '/api/courses', { token: admin, body: { title, status: 'published' } });
  const courseId = created.body.courseId;
  const saved = await server.req('PUT', `/api/courses/${courseId}/content`, { token: admin, body: { modules } });
  expect(saved.status).toBe(200);
  return { courseId, modules: saved.body.course.modules };
}

const adminTree = async (courseId: number): Promise<Tree[]> =>
  (await server.req('GET', `/api/courses/${courseId}`, { token: admin })).body.course.modules;

/** The editor's payload for a tree as the server presented it. */
const payload = (modules: Tree[]) =>
  modules.map((m) => ({ id: m.id, title: m.title, lessons: m.lessons.map((l) => youtube(l.title, l.id)) }));

async function enrolAndComplete(courseId: number, lessonIds: number[]): Promise<CreatedUser> {
  const s = await activeUser(server);
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: s.id } });
  for (const id of lessonIds) await completeLesson(server, s, id);
  return s;
}

beforeAll(async () => {
  server = await startTestServer('course-content');
  admin = await server.adminToken();
});
afterAll(() => server?.close());

describe('a cleared or short title', () => {
  it('keeps an existing module or lesson as it is, and skips only new items', async () => {
    const { courseId, modules } = await newCourse('NR-06 EPI', [
      { title: 'Conceitos', lessons: [youtube('O que é EPI'), youtube('Certificado de Aprovação')] },
    ]);
    const [m] = modules as [Tree];
    const saved = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: {
        modules: [
          {
            id: m.id,
            title: '',
            lessons: [
              youtube('  ', m.lessons[0]?.id),
              youtube('CA renomeado', m.lessons[1]?.id),
              youtube('ab', NEW(1)),
            ],
          },
          { id: NEW(2), title: '', lessons: [youtube('Aula órfã', NEW(3))] },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const after = await adminTree(courseId);
    expect(after.map((x) => x.title)).toEqual(['Conceitos']);
    expect(after[0]?.lessons.map((l) => [l.id, l.title])).toEqual([
      [m.lessons[0]?.id, 'O que é EPI'],
      [m.lessons[1]?.id, 'CA renomeado'],
    ]);
  });
});

describe('at least one module, one lesson each', () => {
  it('refuses a course without modules and a module without lessons, changing nothing', async () => {
    const { courseId, modules } = await newCourse('NR-12 Máquinas', [
      { title: 'Proteções', lessons: [youtube('Proteções fixas')] },
    ]);
    const empty = await server.req('PUT', `/api/courses/${courseId}/content`, { token: admin, body: { modules: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('O curso deve ter pelo menos 1 módulo.');
    const onlySkipped = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: { modules: [{ id: NEW(10), title: 'x', lessons: [youtube('Aula', NEW(11))] }] },
    });
    expect(onlySkipped.status).toBe(400);
    expect(onlySkipped.body.message).toBe('O curso deve ter pelo menos 1 módulo.');

    const noLessons = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: {
        modules: [...payload(modules), { id: NEW(12), title: 'Módulo novo', lessons: [youtube('', NEW(13))] }],
      },
    });
    expect(noLessons.status).toBe(400);
    expect(noLessons.body.message).toBe('Módulo 2: o módulo deve ter pelo menos 1 aula.');
    const existingEmptied = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: { modules: [{ id: modules[0]?.id, title: 'Proteções', lessons: [] }] },
    });
    expect(existingEmptied.status).toBe(400);
    expect(existingEmptied.body.message).toBe('Módulo 1: o módulo deve ter pelo menos 1 aula.');
    expect(await adminTree(courseId)).toEqual(
      modules
        .map((m) => ({ ...m, students_with_progress: 0 }))
        .map((m) => ({ ...m, lessons: m.lessons.map((l) => ({ ...l, students_with_progress: 0 })) })),
    );
  });
});

describe('removing a lesson with student progress', () => {
  it('is refused unless named, then archives it with its progress; finished students keep their record', async () => {
    const { courseId, modules } = await newCourse('NR-35 Altura', [
      { title: 'Fundamentos', lessons: [youtube('Introdução'), youtube('Ancoragem'), youtube('Resgate')] },
      { title: 'Prática', lessons: [youtube('Inspeção do cinto')] },
    ]);
    const [fundamentos, pratica] = modules as [Tree, Tree];
    const lessonIds = modules.flatMap((m) => m.lessons.map((l) => l.id));
    const finished = await enrolAndComplete(courseId, lessonIds);
    const started = await enrolAndComplete(courseId, lessonIds.slice(0, 2));
    const certificate = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: finished.token,
      body: { courseId },
    });
    expect(certificate.status).toBe(201);

    // the editor reads how many students have progress in each item
    const tree = await adminTree(courseId);
    expect(tree[0]?.students_with_progress).toBe(2);
    expect(tree[0]?.lessons.map((l) => l.students_with_progress)).toEqual([2, 2, 1]);
    expect(tree[1]?.students_with_progress).toBe(1);
    const before = (await server.req('GET', `/api/reports/course-progress/${courseId}`, { token: admin })).body;

    const ancoragem = fundamentos.lessons[1] as { id: number };
    const withoutAncoragem = payload(modules).map((m) =>
      m.id === fundamentos.id ? { ...m, lessons: m.lessons.filter((l) => l.id !== ancoragem.id) } : m,
    );
    const refused = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: { modules: withoutAncoragem },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('course.lesson_has_progress');
    expect(refused.body.message).toBe(
      'A aula "Ancoragem" não foi excluída: 2 alunos têm progresso nela. Para excluí-la, use o botão de excluir da aula e confirme.',
    );
    expect(refused.body.lessons).toEqual([{ id: ancoragem.id, title: 'Ancoragem', students: 2 }]);
    expect((await adminTree(courseId))[0]?.lessons).toHaveLength(3);

    const removed = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: { modules: withoutAncoragem, removed_lesson_ids: [ancoragem.id] },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.course.modules[0].lessons.map((l: { title: string }) => l.title)).toEqual([
      'Introdução',
      'Resgate',
    ]);
    const audit = await SystemLog.findOne({ where: { action: 'CURSO_ATUALIZADO' }, order: [['id', 'DESC']] });
    expect(audit?.description).toContain('arquivadas com o progresso dos alunos: "Ancoragem"');
    const archived = await Lesson.findByPk(ancoragem.id);
    expect(archived?.archived_at).toBeInstanceOf(Date);
    expect(await LessonProgress.count({ where: { lesson_id: ancoragem.id } })).toBe(2);

    const after = (await server.req('GET', `/api/reports/course-progress/${courseId}`, { token: admin })).body;
    const row = (body: typeof after, id: number) =>
      body.students.find((x: { user_id: number }) => x.user_id === id) as Record<string, unknown>;
    expect(row(after, finished.id)).toMatchObject({ status: 'Concluído', progress: 100 });
    expect(row(after, finished.id).completed_lessons).toBe(row(after, finished.id).total_lessons);
    expect(row(before, finished.id)).toMatchObject({ status: 'Concluído', progress: 100 });
    expect(after.statistics.completed_count).toBe(before.statistics.completed_count);
    const mine = await server.req('GET', '/api/certificates/my', { token: finished.token });
    expect(mine.body.temporary.map((c: { id: number }) => c.id)).toEqual([certificate.body.certificate.id]);
    // the started student's progress is counted over the lessons that remain (1 of 3 done)
    expect(row(after, started.id)).toMatchObject({ progress: 33, completed_lessons: 1, total_lessons: 3 });

    // the archived lesson is gone from every door
    const student = await server.req('GET', `/api/courses/${courseId}`, { token: started.token });
    expect(student.body.course.modules[0].lessons.map((l: { id: number }) => l.id)).not.toContain(ancoragem.id);
    const save = await server.req('POST', `/api/courses/lessons/${ancoragem.id}/save-detailed-progress`, {
      token: started.token,
      body: { currentTime: 5 },
    });
    expect(save.status).toBe(404);
    const edit = await server.req('PUT', `/api/lessons/${ancoragem.id}`, { token: admin, body: youtube('Volta') });
    expect(edit.status).toBe(404);
    const material = await server.req('POST', '/api/lessons/attachments/upload', {
      token: admin,
      form: fileForm('file', PDF, 'a.pdf', { title: 'Apostila', lessonId: String(ancoragem.id) }),
    });
    expect(material.status).toBe(404);
    const reuse = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: { modules: [...withoutAncoragem, { id: NEW(20), title: 'Extra', lessons: [youtube('x', ancoragem.id)] }] },
    });
    expect(reuse.status).toBe(400);

    // a whole module named as removed: archived with its lesson; a lesson nobody touched is deleted
    const resgate = fundamentos.lessons[2] as { id: number };
    const final = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: {
        modules: [{ id: fundamentos.id, title: 'Fundamentos', lessons: [youtube('Introdução', lessonIds[0])] }],
        removed_module_ids: [pratica.id],
        removed_lesson_ids: [resgate.id],
      },
    });
    expect(final.status).toBe(200);
    expect((await Module.findByPk(pratica.id))?.archived_at).toBeInstanceOf(Date);
    expect((await Lesson.findByPk(pratica.lessons[0]?.id))?.archived_at).toBeInstanceOf(Date);
    expect((await Lesson.findByPk(resgate.id))?.archived_at).toBeInstanceOf(Date);
    expect(await adminTree(courseId)).toHaveLength(1);
  });

  it('deletes a left-out lesson nobody has progress in, as before', async () => {
    const { courseId, modules } = await newCourse('NR-33 Espaço confinado', [
      { title: 'Riscos', lessons: [youtube('Atmosferas'), youtube('Vigia')] },
    ]);
    const [m] = modules as [Tree];
    const vigia = m.lessons[1] as { id: number };
    const saved = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: { modules: [{ id: m.id, title: 'Riscos', lessons: [youtube('Atmosferas', m.lessons[0]?.id)] }] },
    });
    expect(saved.status).toBe(200);
    expect(await Lesson.findByPk(vigia.id)).toBeNull();
  });
});
