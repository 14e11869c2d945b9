/**
 * Issue 17, item 3: WebVTT captions (pt-BR) of an uploaded lesson video. A course manager attaches,
 * replaces and removes them; the file is judged by its content (UTF-8 text starting with
 * 'WEBVTT'), never by its name; the student's player gets a signed link that the <track> tag
 * opens without a token; a content save keeps them while the video stays and drops them with it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { COURSE_MSG } from '@trilha/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemLog } from '../../src/models';
import { fileForm, MP4, PNG } from './fixtures';
import { activeUser, type CreatedUser, startTestServer, type TestServer } from './support';

const VTT = Buffer.from(
  'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nUse sempre o cinto de segurança tipo paraquedista.\n',
  'utf8',
);
const VTT_2 = Buffer.from('WEBVTT - revisão\r\n\r\n00:00.000 --> 00:01.500\nInspecione o talabarte.\r\n', 'utf8');

let server: TestServer;
let admin: string;
let student: CreatedUser;
let courseId: number;
let localLessonId: number;
let youtubeLessonId: number;
let videoFile: string;

interface PresentedLesson {
  id: number;
  video_file: string | null;
  caption_url: string | null;
}

const uploads = () => path.join(server.db.dataDir, 'uploads');
/** 'captions/x.vtt' of a presented link '/api/uploads/captions/x.vtt?exp=..&sig=..'. */
const stored = (url: string) => url.replace(/^\/api\/uploads\//, '').replace(/\?.*$/, '');

const attach = (lessonId: number, content: Buffer, name = 'legenda.vtt', token: string | null = admin) =>
  server.req('POST', `/api/lessons/${lessonId}/captions`, { token, form: fileForm('captions', content, name) });

async function lessonsAs(token: string): Promise<PresentedLesson[]> {
  const res = await server.req('GET', `/api/courses/${courseId}`, { token });
  expect(res.status).toBe(200);
  return res.body.course.modules.flatMap((m: { lessons: PresentedLesson[] }) => m.lessons);
}

const lessonAs = async (token: string, id = localLessonId) =>
  (await lessonsAs(token)).find((l) => l.id === id) as PresentedLesson;

/** The content save's payload for the two lessons, with the local lesson's video as given. */
const content = (video: string) => ({
  modules: [
    {
      title: 'Proteção contra quedas',
      lessons: [
        { id: localLessonId, title: 'Cinto e talabarte', video_type: 'local', video_file: video, duration: 0 },
        {
          id: youtubeLessonId,
          title: 'Ancoragem',
          video_type: 'youtube',
          video_url: 'https://youtu.be/abcdefghijk',
          duration: 0,
        },
      ],
    },
  ],
});

async function uploadVideo(): Promise<string> {
  const res = await server.req('POST', '/api/courses/videos', {
    token: admin,
    form: fileForm('video', MP4, 'aula.mp4'),
  });
  expect(res.status).toBe(201);
  return res.body.video_file;
}

beforeAll(async () => {
  server = await startTestServer('captions');
  admin = await server.adminToken();
  student = await activeUser(server);
  const created = await server.req('POST', '/api/courses', {
    token: admin,
    body: { title: 'NR-35 Trabalho em Altura', status: 'published' },
  });
  courseId = created.body.courseId;
  videoFile = await uploadVideo();
  const saved = await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Proteção contra quedas',
          lessons: [
            { title: 'Cinto e talabarte', video_type: 'local', video_file: videoFile, duration: 0 },
            { title: 'Ancoragem', video_type: 'youtube', video_url: 'https://youtu.be/abcdefghijk', duration: 0 },
          ],
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  [localLessonId, youtubeLessonId] = saved.body.course.modules[0].lessons.map((l: { id: number }) => l.id);
  await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: student.id } });
});
afterAll(() => server?.close());

describe('attaching captions', () => {
  it('is refused to students (403) and without a session (401)', async () => {
    expect((await attach(localLessonId, VTT, 'legenda.vtt', student.token)).status).toBe(403);
    expect((await attach(localLessonId, VTT, 'legenda.vtt', null)).status).toBe(401);
    const removal = await server.req('DELETE', `/api/lessons/${localLessonId}/captions`, { token: student.token });
    expect(removal.status).toBe(403);
    expect((await lessonAs(admin)).caption_url).toBeNull();
  });

  it('stores a WebVTT file and gives the player a signed link that opens without a token', async () => {
    const res = await attach(localLessonId, VTT);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COURSE_MSG.captionAttached);
    expect(res.body.caption_url).toMatch(/^\/api\/uploads\/captions\/[0-9a-f]{32}\.vtt\?exp=\d+&sig=[\w-]+$/);
    expect(existsSync(path.join(uploads(), stored(res.body.caption_url)))).toBe(true);

    const lesson = await lessonAs(student.token);
    expect(lesson.caption_url).toMatch(/^\/api\/uploads\/captions\/[0-9a-f]{32}\.vtt\?exp=\d+&sig=[\w-]+$/);
    const file = await fetch(server.url + (lesson.caption_url as string));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(Buffer.from(await file.arrayBuffer()).equals(VTT)).toBe(true);

    const log = await SystemLog.findOne({ where: { action: 'LEGENDA_ANEXADA' }, order: [['id', 'DESC']] });
    expect(log?.description).toBe('Legenda anexada à aula: Cinto e talabarte');
  });

  it('opens the caption file only with its own, untouched signature', async () => {
    const url = (await lessonAs(student.token)).caption_url as string;
    const [file, query] = url.split('?') as [string, string];
    const bad = query.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === '0' ? '1' : '0'}`);
    expect(bad).not.toBe(query);
    expect((await fetch(`${server.url}${file}?${bad}`)).status).toBe(403);
    // The same digest in capitals, or with anything after it, is another string: refused too.
    const sig = /sig=([0-9a-f]+)/.exec(query)?.[1] as string;
    expect((await fetch(`${server.url}${file}?${query.replace(sig, sig.toUpperCase())}`)).status).toBe(403);
    expect((await fetch(`${server.url}${file}?${query}zz`)).status).toBe(403);
    expect((await fetch(server.url + file)).status).toBe(403);
    // The video's signature does not open a caption file, nor the caption's a video.
    const video = (await lessonAs(student.token)).video_file as string;
    expect((await fetch(`${server.url}${file}?${video.split('?')[1]}`)).status).toBe(403);
    expect((await fetch(`${server.url}${video.split('?')[0]}?${query}`)).status).toBe(403);
    // Not served under the public aliases either.
    expect((await fetch(`${server.url}/${stored(url).replace(/^/, 'uploads/')}`)).status).toBe(404);
  });

  it('replaces the file: the new one is served and the old one is gone', async () => {
    const before = stored((await lessonAs(admin)).caption_url as string);
    const res = await attach(localLessonId, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), VTT_2]), 'nova.VTT');
    expect(res.status).toBe(200);
    const after = (await lessonAs(student.token)).caption_url as string;
    expect(stored(after)).not.toBe(before);
    expect(existsSync(path.join(uploads(), before))).toBe(false);
    expect(await (await fetch(server.url + after)).text()).toContain('Inspecione o talabarte.');
  });

  it.each([
    ['plain text named .vtt', Buffer.from('Use sempre o cinto de segurança.\n'), 'legenda.vtt'],
    ['SubRip named .vtt', Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nUse o cinto.\n'), 'legenda.vtt'],
    ['a PNG named .vtt', PNG, 'legenda.vtt'],
    ['Latin-1 text', Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nAtenção\n', 'latin1'), 'legenda.vtt'],
    ['a header run into other text', Buffer.from('WEBVTTX\n\n00:00.000 --> 00:01.000\nOi\n'), 'legenda.vtt'],
    ['binary after the header', Buffer.concat([Buffer.from('WEBVTT\n'), Buffer.from([0, 1, 2])]), 'legenda.vtt'],
  ])('refuses %s (415) and keeps the current captions', async (_name, content, name) => {
    const before = (await lessonAs(admin)).caption_url;
    const res = await attach(localLessonId, content, name);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(COURSE_MSG.captionType);
    expect(stored((await lessonAs(admin)).caption_url as string)).toBe(stored(before as string));
  });

  it('refuses a file over 512 KB (413), an empty form (400) and a lesson without an uploaded video (400)', async () => {
    const big = Buffer.concat([VTT, Buffer.alloc(512 * 1024, 'a')]);
    const tooLarge = await attach(localLessonId, big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(COURSE_MSG.captionTooLarge);

    const empty = new FormData();
    empty.append('note', 'sem arquivo');
    const none = await server.req('POST', `/api/lessons/${localLessonId}/captions`, { token: admin, form: empty });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(COURSE_MSG.captionRequired);

    const youtube = await attach(youtubeLessonId, VTT);
    expect(youtube.status).toBe(400);
    expect(youtube.body.message).toBe(COURSE_MSG.captionNeedsLocalVideo);
    expect((await attach(999_999, VTT)).status).toBe(404);
  });
});

describe('course content saves', () => {
  it('keep the captions while the video stays, and drop them (with the file) when it changes', async () => {
    const current = await lessonAs(admin);
    const kept = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: content(current.video_file as string),
    });
    expect(kept.status).toBe(200);
    const after = await lessonAs(student.token);
    expect(stored(after.caption_url as string)).toBe(stored(current.caption_url as string));

    const replaced = await server.req('PUT', `/api/courses/${courseId}/content`, {
      token: admin,
      body: content(await uploadVideo()),
    });
    expect(replaced.status).toBe(200);
    expect((await lessonAs(student.token)).caption_url).toBeNull();
    expect(existsSync(path.join(uploads(), stored(current.caption_url as string)))).toBe(false);
  });
});

describe('removing captions', () => {
  it('clears the link and the file; a second removal is 404', async () => {
    const added = await attach(localLessonId, VTT);
    expect(added.status).toBe(200);
    const file = path.join(uploads(), stored(added.body.caption_url));
    const res = await server.req('DELETE', `/api/lessons/${localLessonId}/captions`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COURSE_MSG.captionRemoved);
    expect((await lessonAs(student.token)).caption_url).toBeNull();
    expect(existsSync(file)).toBe(false);
    expect((await fetch(server.url + added.body.caption_url)).status).toBe(404);
    const again = await server.req('DELETE', `/api/lessons/${localLessonId}/captions`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(COURSE_MSG.captionNotFound);
  });

  it('goes with the course when the course is deleted', async () => {
    const added = await attach(localLessonId, VTT);
    const file = path.join(uploads(), stored(added.body.caption_url));
    expect(existsSync(file)).toBe(true);
    expect((await server.req('DELETE', `/api/courses/${courseId}`, { token: admin })).status).toBe(200);
    expect(existsSync(file)).toBe(false);
  });
});
