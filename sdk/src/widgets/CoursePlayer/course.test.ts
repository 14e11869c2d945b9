import { describe, expect, it } from 'vitest';
import type { CourseModule, Lesson } from '../../contract';
import {
  allLessonsCompleted,
  courseLoadErrorKind,
  courseProgress,
  flattenLessons,
  groupByModule,
  neighbours,
  orderedModules,
  pickResumeLesson,
} from './course';

let nextId = 1;
const lesson = (over: Partial<Lesson> = {}): Lesson => ({
  id: nextId++,
  module_id: 1,
  title: 'Aula',
  description: null,
  video_type: 'youtube',
  video_url: null,
  video_file: null,
  caption_url: null,
  duration: 5,
  order_index: 0,
  completed: false,
  canAccess: false,
  ...over,
});
const module = (id: number, lessons: Lesson[], order_index = id): CourseModule => ({
  id,
  title: `Módulo ${id}`,
  description: null,
  order_index,
  lessons,
});

describe('orderedModules and flattenLessons', () => {
  it('orders modules and lessons by order_index and numbers lessons inside their module', () => {
    const a1 = lesson({ order_index: 2, title: 'a2' });
    const a0 = lesson({ order_index: 1, title: 'a1' });
    const b0 = lesson({ order_index: 0, title: 'b1' });
    const modules = orderedModules([module(2, [b0], 5), module(1, [a1, a0], 1)]);
    const entries = flattenLessons(modules);
    expect(entries.map((e) => e.lesson.title)).toEqual(['a1', 'a2', 'b1']);
    expect(entries.map((e) => [e.moduleNumber, e.lessonNumber, e.index])).toEqual([
      [1, 1, 0],
      [1, 2, 1],
      [2, 1, 2],
    ]);
  });
  it('copes with a course without modules', () => {
    expect(flattenLessons(orderedModules(undefined))).toEqual([]);
  });
});

describe('pickResumeLesson', () => {
  const build = () => {
    const l1 = lesson({ completed: true, canAccess: true });
    const l2 = lesson({ completed: false, canAccess: true });
    const l3 = lesson({ completed: false, canAccess: false });
    return { l1, l2, l3, entries: flattenLessons([module(1, [l1, l2]), module(2, [l3])]) };
  };
  it('resumes the last watched lesson when it is accessible', () => {
    const { l1, entries } = build();
    expect(pickResumeLesson(entries, l1.id)?.lesson.id).toBe(l1.id);
  });
  it('falls back to the first incomplete accessible lesson when the last watched is blocked', () => {
    const { l2, l3, entries } = build();
    expect(pickResumeLesson(entries, l3.id)?.lesson.id).toBe(l2.id);
    expect(pickResumeLesson(entries, null)?.lesson.id).toBe(l2.id);
    expect(pickResumeLesson(entries, 999_999)?.lesson.id).toBe(l2.id);
  });
  it('falls back to the first lesson when every accessible lesson is done or none is open', () => {
    const done = [lesson({ completed: true, canAccess: true }), lesson({ completed: true, canAccess: true })];
    expect(pickResumeLesson(flattenLessons([module(1, done)]), undefined)?.lesson.id).toBe(done[0]?.id);
    const closed = [lesson(), lesson()];
    expect(pickResumeLesson(flattenLessons([module(1, closed)]), undefined)?.lesson.id).toBe(closed[0]?.id);
  });
  it('answers undefined for an empty course', () => {
    expect(pickResumeLesson([], 1)).toBeUndefined();
  });
});

describe('neighbours', () => {
  const ls = [lesson(), lesson(), lesson()];
  const entries = flattenLessons([module(1, [ls[0]!, ls[1]!]), module(2, [ls[2]!])]);
  it('crosses module boundaries', () => {
    const mid = neighbours(entries, ls[1]!.id);
    expect(mid.previous?.lesson.id).toBe(ls[0]!.id);
    expect(mid.next?.lesson.id).toBe(ls[2]!.id);
    expect(mid.isLast).toBe(false);
  });
  it('knows the first and the last lesson', () => {
    expect(neighbours(entries, ls[0]!.id).previous).toBeUndefined();
    const last = neighbours(entries, ls[2]!.id);
    expect(last.next).toBeUndefined();
    expect(last.isLast).toBe(true);
    expect(neighbours(entries, -1)).toEqual({ previous: undefined, next: undefined, isLast: false });
  });
});

describe('courseProgress', () => {
  const entries = flattenLessons([module(1, [lesson({ completed: true }), lesson(), lesson(), lesson()])]);
  it('prefers the enrolment progress', () => {
    const enrollment = { id: 1, progress: 50, enrolled_at: '', completed_at: null, certificate_issued_at: null };
    expect(courseProgress({ enrollment }, entries)).toEqual({ percent: 50, completed: 1, total: 4 });
  });
  it('computes it from the lessons without an enrolment', () => {
    expect(courseProgress({ enrollment: null }, entries)).toEqual({ percent: 25, completed: 1, total: 4 });
    expect(courseProgress({}, [])).toEqual({ percent: 0, completed: 0, total: 0 });
  });
  it('knows when every lesson is completed', () => {
    expect(allLessonsCompleted(entries)).toBe(false);
    expect(allLessonsCompleted(flattenLessons([module(1, [lesson({ completed: true })])]))).toBe(true);
    expect(allLessonsCompleted([])).toBe(false);
  });
});

describe('courseLoadErrorKind', () => {
  it('maps statuses to the spec catalogue', () => {
    expect(courseLoadErrorKind(403)).toBe('notEnrolled');
    expect(courseLoadErrorKind(403, 'course.unavailable')).toBe('unavailable');
    expect(courseLoadErrorKind(404)).toBe('notFound');
    expect(courseLoadErrorKind(500)).toBe('failed');
    expect(courseLoadErrorKind(undefined)).toBe('failed');
  });
});

describe('groupByModule', () => {
  it('keeps module order and numbering, with empty modules', () => {
    const a = lesson();
    const b = lesson();
    const modules = orderedModules([module(1, [a, b]), module(2, []), module(3, [lesson()])]);
    const groups = groupByModule(modules, flattenLessons(modules));
    expect(groups.map((g) => [g.number, g.entries.length])).toEqual([
      [1, 2],
      [2, 0],
      [3, 1],
    ]);
    expect(groups[0]?.entries.map((e) => e.lesson.id)).toEqual([a.id, b.id]);
  });
});
