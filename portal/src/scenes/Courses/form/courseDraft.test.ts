import type { Course } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { courseContent, draftFromCourse, keptModules, removeLesson, removeModule, validateDraft } from './courseDraft';

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
