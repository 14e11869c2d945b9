import type { Course } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  captionAction,
  captionStatus,
  courseContent,
  draftFromCourse,
  keptModules,
  type LessonDraft,
  newLesson,
  removeLesson,
  removeModule,
  validateDraft,
} from './courseDraft';

const lesson = (id: number, title: string, students = 0) => ({
  id,
  module_id: 1,
  title,
  description: null,
  video_type: 'youtube' as const,
  video_url: 'https://youtu.be/x',
  video_file: null,
  duration: 5,
  order_index: id,
  completed: false,
  canAccess: true,
  students_with_progress: students,
});

const saved = {
  id: 7,
  title: 'NR-35',
  modules: [
    {
      id: 1,
      title: 'Fundamentos',
      description: null,
      order_index: 1,
      students_with_progress: 3,
      lessons: [lesson(10, 'Introdução', 3), lesson(11, 'Ancoragem', 2)],
    },
    {
      id: 2,
      title: 'Prática',
      description: null,
      order_index: 2,
      students_with_progress: 0,
      lessons: [lesson(20, 'Cinto')],
    },
  ],
} as unknown as Course;

describe('course draft (issue 14: no silent deletion)', () => {
  it('sends a saved module or lesson whose title was cleared; the server keeps its stored title', () => {
    const draft = draftFromCourse(saved);
    const cleared = {
      ...draft,
      modules: draft.modules.map((m, i) =>
        i === 0 ? { ...m, title: '', lessons: m.lessons.map((l, j) => (j === 1 ? { ...l, title: '  ' } : l)) } : m,
      ),
    };
    expect(keptModules(cleared).map((m) => m.lessons.map((l) => l.id))).toEqual([[10, 11], [20]]);
    expect(validateDraft(cleared)).toEqual([]);
  });

  it('skips only new items with a blank title', () => {
    const draft = draftFromCourse(saved);
    const withNew = {
      ...draft,
      modules: [...draft.modules, { id: 2e12, title: '', description: '', studentsWithProgress: 0, lessons: [] }],
    };
    expect(keptModules(withNew).map((m) => m.id)).toEqual([1, 2]);
  });

  it('names saved items deleted with their button, and only those', () => {
    let draft = draftFromCourse(saved);
    expect(draft.modules[0]?.studentsWithProgress).toBe(3);
    expect(draft.modules[0]?.lessons[1]?.studentsWithProgress).toBe(2);
    draft = removeLesson(draft, 0, 1);
    draft = removeModule(draft, 1);
    const content = courseContent(draft, new Map());
    expect(content.removed_lesson_ids).toEqual([11]);
    expect(content.removed_module_ids).toEqual([2]);
    expect(content.modules.map((m) => m.lessons.map((l) => l.id))).toEqual([[10]]);
  });
});

describe('lesson captions (issue 17)', () => {
  const vtt = new File(['WEBVTT\n'], 'legenda.vtt', { type: 'text/vtt' });
  const video = new File(['x'], 'aula.mp4', { type: 'video/mp4' });
  const local = (over: Partial<LessonDraft> = {}): LessonDraft => ({
    ...newLesson(1),
    id: 10,
    video_type: 'local',
    video_file: '/api/uploads/videos/a.mp4?exp=1&sig=x',
    caption_url: '/api/uploads/captions/b.vtt?exp=1&sig=y',
    ...over,
  });

  it('uploads a chosen file after the content save, replacing the current captions', () => {
    expect(captionAction(local({ captionUpload: vtt }))).toEqual({ upload: vtt });
    expect(captionAction(local({ captionUpload: vtt, caption_url: null, id: 3e12 }))).toEqual({ upload: vtt });
    expect(captionStatus(local({ captionUpload: vtt }))).toBe('chosen');
  });

  it('removes the current captions only when the admin removed them and the video stays', () => {
    expect(captionAction(local())).toBeNull();
    expect(captionStatus(local())).toBe('current');
    expect(captionAction(local({ captionRemoved: true }))).toBe('remove');
    expect(captionStatus(local({ captionRemoved: true }))).toBe('removed');
    // A new video drops the old captions on the server already.
    expect(captionAction(local({ captionRemoved: true, videoUpload: video }))).toBeNull();
    expect(captionStatus(local({ videoUpload: video }))).toBe('dropped');
  });

  it('does nothing for a lesson whose video is not an upload', () => {
    expect(captionAction(local({ video_type: 'youtube', captionUpload: vtt }))).toBeNull();
    expect(captionAction(local({ video_type: 'vimeo', captionRemoved: true }))).toBeNull();
    expect(captionStatus(local({ caption_url: null }))).toBe('none');
  });

  it('reads the saved captions into the draft', () => {
    const course = {
      ...saved,
      modules: [{ ...saved.modules?.[0], lessons: [{ ...lesson(10, 'Cinto'), caption_url: '/c.vtt' }] }],
    } as unknown as Course;
    const draft = draftFromCourse(course).modules[0]?.lessons[0];
    expect([draft?.caption_url, draft?.captionUpload, draft?.captionRemoved]).toEqual(['/c.vtt', null, false]);
  });
});
