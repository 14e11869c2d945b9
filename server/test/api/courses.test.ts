import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Enrollment, LessonProgress, SystemLog } from '../../src/models';
import { runtime } from '../../src/runtime';
import { advanceClock } from '../../src/services/clock';
import { EXE, fileForm, MP4, PDF, PNG } from './fixtures';
import { activeUser, type CreatedUser, mailTo, startTestServer, statementsOf, type TestServer } from './support';

let server: TestServer;
let admin: string;
let companyId: number;
let courseId: number;
let lessonIds: number[];
let student: CreatedUser;
let stranger: CreatedUser;
let attachmentFile: string;
let videoPath: string;

const NEW = (n: number) => 2e12 + n;

beforeAll(async () => {
  server = await startTestServer('courses');
  admin = await server.adminToken();
  const company = await server.req('POST', '/api/companies', { token: admin, body: { name: 'Elétrica Sul' } });
  companyId = company.body.company.id;
  student = await activeUser(server, { company_id: companyId });
  stranger = await activeUser(server);
});
afterAll(() => server?.close());

describe('authoring', () => {
  it('creates a course with a cover, content and material in one save each', async () => {
    const created = await server.req('POST', '/api/courses', {
      token: admin,
      form: fileForm('thumbnail', PNG, 'capa.png', {
        title: 'NR-10 Segurança em Eletricidade',
        description: 'Curso básico',
        status: 'draft',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Curso salvo como rascunho com sucesso!');
    courseId = created.body.courseId;
    expect(created.body.course.thumbnail_url).toMatch(/^\/api\/uploads\/thumbnails\/[0-9a-f]{32}\.png$/);

    const video = await server.req('POST', '/api/courses/videos', {
      token: admin,
      form: fileForm('video', MP4, 'aula1.mp4'),
    });
    expect(video.status).toBe(201);
    videoPath = video.body.video_file;

    const content = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: {
        modules: [
          {
            id: NEW(1),
            title: 'Introdução',
            lessons: [
              { id: NEW(11), title: 'Riscos elétricos', video_type: 'local', video_file: videoPath, duration: 2 },
              {
                id: NEW(12),
                title: 'EPIs',
                video_type: 'youtube',
                video_url: 'https://www.youtube.com/watch?v=abc123',
                duration: 1,
              },
              { id: NEW(13), title: 'ab', video_type: 'youtube', duration: 1 },
            ],
          },
          { id: NEW(2), title: 'x', lessons: [] },
          {
            id: NEW(3),
            title: 'Prática',
            lessons: [
              {
                id: NEW(31),
                title: 'Bloqueio e etiquetagem',
                video_type: 'external',
                video_url: 'https://videos.exemplo.com/loto.mp4',
                duration: 0,
              },
            ],
          },
        ],
      },
    });
    expect(content.status).toBe(200);
    const modules = content.body.course.modules;
    expect(modules.map((m: { title: string }) => m.title)).toEqual(['Introdução', 'Prática']);
    expect(modules[0].lessons.map((l: { title: string }) => l.title)).toEqual(['Riscos elétricos', 'EPIs']);
    lessonIds = modules.flatMap((m: { lessons: { id: number }[] }) => m.lessons.map((l) => l.id));
    expect(content.body.lessonIds[String(NEW(11))]).toBe(lessonIds[0]);
    expect(modules[0].lessons[0].video_file).toMatch(
      new RegExp(`^/api/uploads/${videoPath}\\?exp=\\d+&sig=[0-9a-f]{64}$`),
    );

    const upload = await server.req('POST', '/api/lessons/attachments/upload', {
      token: admin,
      form: fileForm('file', PDF, 'Apostila NR-10.pdf', { title: 'Apostila', lessonId: String(lessonIds[0]) }),
    });
    expect(upload.status).toBe(201);
    expect(upload.body.attachment).toMatchObject({
      original_filename: 'Apostila NR-10.pdf',
      mime_type: 'application/pdf',
    });
    attachmentFile = upload.body.attachment.filename;

    const published = await server.req('PUT', `/api/courses/${courseId}`, {
      token: admin,
      body: { title: 'NR-10 Segurança em Eletricidade', description: 'Curso básico', status: 'published' },
    });
    expect(published.body.course.status).toBe('published');
  });

  it('takes back the signed video link the editor was given, keeping the same file', async () => {
    const before = await server.req('GET', `/api/courses/${courseId}`, { token: admin });
    const modules = before.body.course.modules;
    const resaved = await server.req('PUT', `/api/courses/${courseId}/content`, { token: admin, body: { modules } });
    expect(resaved.status).toBe(200);
    const [lesson] = resaved.body.course.modules[0].lessons;
    expect(lesson.video_file.split('?')[0]).toBe(`/api/uploads/${videoPath}`);
    const stored = await runtime().sequelize.query('SELECT video_file FROM lessons WHERE id = :id', {
      replacements: { id: lesson.id },
      plain: true,
    });
    expect(stored?.video_file).toBe(videoPath);
  });

  it('refuses short titles, non-http video URLs and foreign ids', async () => {
    const short = await server.req('POST', '/api/courses', { token: admin, body: { title: 'ab' } });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].msg).toBe('Título do curso deve ter pelo menos 3 caracteres');
    const js = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: {
        modules: [
          { title: 'Módulo', lessons: [{ title: 'Aula', video_type: 'external', video_url: 'javascript:alert(1)' }] },
        ],
      },
    });
    expect(js.status).toBe(400);
    const foreign = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: { modules: [{ id: 999999, title: 'Módulo', lessons: [] }] },
    });
    expect(foreign.status).toBe(400);
    // nothing changed
    const course = await server.req('GET', `/api/courses/${courseId}`, { token: admin });
    expect(course.body.course.modules).toHaveLength(2);
  });

  it('checks material and videos by content', async () => {
    const exe = await server.req('POST', '/api/lessons/attachments/upload', {
      token: admin,
      form: fileForm('file', EXE, 'manual.pdf', { title: 'Manual', lessonId: String(lessonIds[0]) }),
    });
    expect(exe.status).toBe(415);
    const txt = await server.req('POST', '/api/lessons/attachments/upload', {
      token: admin,
      form: fileForm('file', Buffer.from('Checklist de EPI\n- capacete\n- luvas\n'), 'checklist.txt', {
        title: 'Checklist',
        lessonId: String(lessonIds[0]),
      }),
    });
    expect(txt.status).toBe(201);
    const fakeVideo = await server.req('POST', '/api/courses/videos', {
      token: admin,
      form: fileForm('video', PDF, 'aula.mp4'),
    });
    expect(fakeVideo.status).toBe(415);
    const noTitle = await server.req('POST', '/api/lessons/attachments/upload', {
      token: admin,
      form: fileForm('file', PDF, 'a.pdf', { title: '  ', lessonId: String(lessonIds[0]) }),
    });
    expect(noTitle.body.errors[0].msg).toBe('Por favor, informe o título do material');
    expect(existsSync(path.join(server.db.dataDir, 'uploads', '.tmp'))).toBe(true);
  });
});

describe('enrolments', () => {
  it('enrols a whole company in one go, then refuses duplicates and inactive users', async () => {
    const res = await server.req('POST', `/api/courses/${courseId}/enroll-company`, {
      token: admin,
      body: { companyId },
    });
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({
      successful: 1,
      total: 1,
      company: 'Elétrica Sul',
      course: 'NR-10 Segurança em Eletricidade',
    });
    await mailTo(server, student.email, new Date(Date.now() - 10_000));

    const twice = await server.req('POST', `/api/courses/${courseId}/enroll`, {
      token: admin,
      body: { userId: student.id },
    });
    expect(twice.status).toBe(409);
    const again = await server.req('POST', `/api/courses/${courseId}/enroll-company`, {
      token: admin,
      body: { companyId },
    });
    expect(again.body.summary.successful).toBe(0);

    const inactive = await activeUser(server);
    await server.req('PUT', `/api/users/${inactive.id}/status`, { token: admin, body: { is_active: false } });
    const refused = await server.req('POST', `/api/courses/${courseId}/enroll`, {
      token: admin,
      body: { userId: inactive.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Não é possível matricular um usuário inativo.');

    const list = await server.req('GET', `/api/courses/${courseId}/enrollments`, { token: admin });
    expect(list.body.enrollments.map((e: { email: string }) => e.email)).toEqual([student.email]);
  });

  it('lets students self-enrol but tells an admin to use the management screen', async () => {
    const self = await activeUser(server);
    const res = await server.req('POST', `/api/courses/${courseId}/self-enroll`, { token: self.token });
    expect(res.status).toBe(201);
    expect((await server.req('POST', `/api/courses/${courseId}/self-enroll`, { token: self.token })).status).toBe(409);
    const asAdmin = await server.req('POST', `/api/courses/${courseId}/self-enroll`, { token: admin });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe(
      'Como administrador, você pode acessar todos os cursos. Use "Gerenciar Cursos" no menu.',
    );
    const mine = await server.req('GET', '/api/enrollments/my', { token: self.token });
    expect(mine.body.enrollments[0].course.title).toBe('NR-10 Segurança em Eletricidade');
  });
});

describe('the sequential course', () => {
  it('keeps lesson 2 locked and the course closed to strangers', async () => {
    const course = await server.req('GET', `/api/courses/${courseId}`, { token: student.token });
    expect(course.status).toBe(200);
    const lessons = course.body.course.modules.flatMap((m: { lessons: unknown[] }) => m.lessons);
    expect(lessons.map((l: { canAccess: boolean }) => l.canAccess)).toEqual([true, false, false]);
    const locked = await server.req('POST', `/api/courses/lessons/${lessonIds[1]}/complete`, {
      token: student.token,
      body: {},
    });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('Esta aula está bloqueada. Complete a aula anterior para desbloqueá-la.');
    const foreign = await server.req('GET', `/api/courses/${courseId}`, { token: stranger.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Você não está matriculado neste curso.');
    const progress = await server.req('POST', `/api/courses/lessons/${lessonIds[0]}/save-detailed-progress`, {
      token: stranger.token,
      body: { currentTime: 10 },
    });
    expect(progress.status).toBe(403);
  });

  it('completes a lesson only after the watch time the server saw', async () => {
    const lesson = lessonIds[0] as number;
    const save = (t: number) =>
      server.req('POST', `/api/courses/lessons/${lesson}/save-detailed-progress`, {
        token: student.token,
        body: { currentTime: t, totalDuration: 120, watchedPercentage: (t / 120) * 100 },
      });
    expect((await save(0)).status).toBe(200);
    // a forged watch_time and a jump to the end buy nothing
    await save(120);
    const early = await server.req('POST', `/api/courses/lessons/${lesson}/complete`, {
      token: student.token,
      body: { watch_time: 9999 },
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Assista pelo menos 80% da aula antes de concluí-la.');
    await save(0);
    for (let t = 10; t <= 100; t += 10) {
      advanceClock(10);
      await save(t);
    }
    const done = await server.req('POST', `/api/courses/lessons/${lesson}/complete`, {
      token: student.token,
      body: { watch_time: 100 },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ progress: 33, courseCompleted: false, needsAssessment: false });
    const again = await server.req('POST', `/api/courses/lessons/${lesson}/complete`, {
      token: student.token,
      body: {},
    });
    expect(again.body.progress).toBe(33);
    const course = await server.req('GET', `/api/courses/${courseId}`, { token: student.token });
    const lessons = course.body.course.modules.flatMap((m: { lessons: unknown[] }) => m.lessons);
    expect(lessons.map((l: { canAccess: boolean }) => l.canAccess)).toEqual([true, true, false]);
    expect(course.body.course.lastWatchedLesson).toEqual({ id: lesson });
    expect(await SystemLog.count({ where: { action: 'AULA_CONCLUIDA' } })).toBe(1);
  });

  it('credits seconds once when several tabs save the same moment', async () => {
    const lesson = lessonIds[1] as number;
    const save = (t: number) =>
      server.req('POST', `/api/courses/lessons/${lesson}/save-detailed-progress`, {
        token: student.token,
        body: { currentTime: t, watchedPercentage: 5 },
      });
    expect((await save(0)).status).toBe(200);
    advanceClock(10);
    const racing = await Promise.all(Array.from({ length: 8 }, () => save(10)));
    expect(racing.map((r) => r.status)).toEqual(Array(8).fill(200));
    const row = await LessonProgress.findOne({ where: { user_id: student.id, lesson_id: lesson } });
    // ten seconds went by: eight saves of them must not make eighty
    expect(row?.watched_seconds).toBeGreaterThanOrEqual(10);
    expect(row?.watched_seconds).toBeLessThan(11);
  });

  it('lets the student download the material of an open lesson, and nobody else', async () => {
    const ok = await fetch(`${server.url}/api/lessons/attachments/file/${attachmentFile}`, {
      headers: { Authorization: `Bearer ${student.token}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await ok.arrayBuffer()).equals(PDF)).toBe(true);
    const alias = await fetch(`${server.url}/api/uploads/attachments/${attachmentFile}`, {
      headers: { Authorization: `Bearer ${stranger.token}` },
    });
    expect(alias.status).toBe(403);
    expect((await fetch(`${server.url}/api/uploads/attachments/${attachmentFile}`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/uploads/${attachmentFile.replace(/^/, 'attachments/')}`)).status).toBe(401);
  });

  it('streams the local video with HTTP Range through the signed link of the lesson', async () => {
    const course = await server.req('GET', `/api/courses/${courseId}`, { token: student.token });
    const link: string = course.body.course.modules[0].lessons[0].video_file;
    const res = await fetch(server.url + link, { headers: { Range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${MP4.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(MP4.subarray(10, 20))).toBe(true);
    const bad = await fetch(server.url + link, { headers: { Range: `bytes=${MP4.length + 5}-` } });
    expect(bad.status).toBe(416);
  });

  it('refuses the video without its link: no signature, another signature, a later expiry, an expired link', async () => {
    const course = await server.req('GET', `/api/courses/${courseId}`, { token: student.token });
    const link: string = course.body.course.modules[0].lessons[0].video_file;
    const url = new URL(link, server.url);
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig') as string;
    const other = `${sig.slice(0, -1)}${sig.endsWith('a') ? 'b' : 'a'}`;
    const attempts = [
      `/api/uploads/${videoPath}`,
      `/api/uploads/${videoPath}?exp=${exp}`,
      `/api/uploads/${videoPath}?exp=${exp}&sig=${other}`,
      `/api/uploads/${videoPath}?exp=${exp + 3600}&sig=${sig}`,
      `/api/uploads/${videoPath}?exp=${exp}&sig=${sig}&sig=${sig}`,
    ];
    for (const attempt of attempts) {
      const res = await server.req('GET', attempt);
      expect({ attempt, status: res.status, message: res.body.message }).toEqual({
        attempt,
        status: 403,
        message: 'Link do vídeo inválido ou expirado. Abra a aula novamente.',
      });
    }
    advanceClock(13 * 3600);
    try {
      expect((await fetch(server.url + link)).status).toBe(403);
    } finally {
      advanceClock(-13 * 3600);
    }
    expect((await fetch(server.url + link)).status).toBe(200);
  });

  it('finishes the course: progress 100, completion date and status', async () => {
    for (const lesson of lessonIds.slice(1) as number[]) {
      await server.req('POST', `/api/courses/lessons/${lesson}/save-detailed-progress`, {
        token: student.token,
        body: { currentTime: 0 },
      });
      for (let t = 10; t <= 60; t += 10) {
        advanceClock(10);
        await server.req('POST', `/api/courses/lessons/${lesson}/save-detailed-progress`, {
          token: student.token,
          body: { currentTime: t },
        });
      }
      const r = await server.req('POST', `/api/courses/lessons/${lesson}/complete`, { token: student.token, body: {} });
      expect(r.status).toBe(200);
    }
    const status = await server.req('GET', `/api/courses/${courseId}/completion-status`, { token: student.token });
    expect(status.body).toMatchObject({
      isCompleted: true,
      assessmentCompleted: true,
      progress: 100,
      needsAssessment: false,
    });
    const enrollment = await Enrollment.findOne({ where: { user_id: student.id, course_id: courseId } });
    expect(enrollment?.progress).toBe(100);
    expect(enrollment?.completed_at).toBeTruthy();
    // Every lesson done is not "completed" yet: that takes the certificate (issue 14).
    const lessonsDone = await server.req('GET', '/api/courses/stats/overview', { token: student.token });
    expect(lessonsDone.body).toMatchObject({ totalEnrollments: 1, completedCourses: 0 });
    const issued = await server.req('POST', '/api/certificates/generate-temporary-certificate', {
      token: student.token,
      body: { courseId },
    });
    expect(issued.status).toBe(201);
    const stats = await server.req('GET', '/api/courses/stats/overview', { token: student.token });
    expect(stats.body).toMatchObject({ totalEnrollments: 1, completedCourses: 1 });
    const overview = await server.req('GET', '/api/courses/reports/overview', { token: admin });
    expect(overview.body.popular_courses[0]).toMatchObject({ id: courseId, enrollment_count: 2, completion_count: 1 });
    expect(overview.body.recent_activity[0]).toMatchObject({
      type: 'completion',
      course_title: 'NR-10 Segurança em Eletricidade',
    });
  });
});

describe('visibility and listing', () => {
  it('hides drafts and inactive courses from students', async () => {
    const draft = await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: 'Rascunho NR-35', status: 'draft' },
    });
    const asStudent = await server.req('GET', '/api/courses', { token: student.token });
    expect(asStudent.body.courses.map((c: { id: number }) => c.id)).not.toContain(draft.body.courseId);
    expect((await server.req('GET', `/api/courses/${draft.body.courseId}`, { token: student.token })).status).toBe(404);
    expect(
      (await server.req('POST', `/api/courses/${draft.body.courseId}/self-enroll`, { token: student.token })).status,
    ).toBe(404);
    const asAdmin = await server.req('GET', '/api/courses', { token: admin });
    expect(asAdmin.body.courses.map((c: { id: number }) => c.id)).toContain(draft.body.courseId);
  });

  it('lists courses with a fixed number of statements whatever the row count', async () => {
    const countStatements = (token: string) => statementsOf(() => server.req('GET', '/api/courses', { token }));
    const before = await countStatements(student.token);
    for (let i = 0; i < 5; i++) {
      const c = await server.req('POST', '/api/courses', {
        token: admin,
        body: { title: `Curso extra ${i}`, status: 'published' },
      });
      await server.req('POST', `/api/courses/${c.body.courseId}/enroll`, {
        token: admin,
        body: { userId: student.id },
      });
    }
    expect(await countStatements(student.token)).toBe(before);
    expect(before).toBeLessThanOrEqual(5);
  });

  it('deleting a course removes its files', async () => {
    const cover = path.join(server.db.dataDir, 'uploads', 'thumbnails');
    const course = await server.req('GET', `/api/courses/${courseId}`, { token: admin });
    const thumb = path.join(cover, course.body.course.thumbnail);
    expect(existsSync(thumb)).toBe(true);
    expect((await server.req('DELETE', `/api/courses/${courseId}`, { token: admin })).status).toBe(200);
    expect(existsSync(thumb)).toBe(false);
    expect(existsSync(path.join(server.db.dataDir, 'uploads', videoPath))).toBe(false);
    expect(existsSync(path.join(server.db.dataDir, 'uploads', 'attachments', attachmentFile))).toBe(false);
  });
});
