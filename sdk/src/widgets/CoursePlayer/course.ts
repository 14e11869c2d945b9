import type { Course, CourseModule, Lesson } from '../../contract';
import { ERROR_IDS } from '../../contract/messages';

/** A lesson with its place in the course: 'Módulo n', 'Aula m' (numbered inside its module). */
export interface LessonEntry {
  lesson: Lesson;
  module: CourseModule;
  moduleNumber: number;
  lessonNumber: number;
  /** Position in the whole course, 0-based. */
  index: number;
}

const byOrder = <T extends { order_index: number }>(a: T, b: T) => a.order_index - b.order_index;

/** Modules by order_index, lessons by order_index inside each (ARCHITECTURE §5), copied before sorting. */
export function orderedModules(modules: readonly CourseModule[] | null | undefined): CourseModule[] {
  return [...(modules ?? [])].sort(byOrder).map((m) => ({ ...m, lessons: [...(m.lessons ?? [])].sort(byOrder) }));
}

/** Every lesson of the course in watching order. */
export function flattenLessons(modules: readonly CourseModule[]): LessonEntry[] {
  const entries: LessonEntry[] = [];
  modules.forEach((module, m) => {
    module.lessons.forEach((lesson, l) => {
      entries.push({ lesson, module, moduleNumber: m + 1, lessonNumber: l + 1, index: entries.length });
    });
  });
  return entries;
}

/**
 * Which lesson opens with the course (spec §4 Lesson): the last watched one if it is accessible,
 * else the first incomplete accessible one, else the first lesson.
 */
export function pickResumeLesson(
  entries: readonly LessonEntry[],
  lastWatchedLessonId: number | null | undefined,
): LessonEntry | undefined {
  const last =
    lastWatchedLessonId == null
      ? undefined
      : entries.find((e) => e.lesson.id === lastWatchedLessonId && e.lesson.canAccess);
  return last ?? entries.find((e) => e.lesson.canAccess && !e.lesson.completed) ?? entries[0];
}

export interface Neighbours {
  previous: LessonEntry | undefined;
  next: LessonEntry | undefined;
  isLast: boolean;
}

export function neighbours(entries: readonly LessonEntry[], lessonId: number): Neighbours {
  const at = entries.findIndex((e) => e.lesson.id === lessonId);
  if (at < 0) return { previous: undefined, next: undefined, isLast: false };
  return { previous: entries[at - 1], next: entries[at + 1], isLast: at === entries.length - 1 };
}

export interface CourseProgress {
  percent: number;
  completed: number;
  total: number;
}

/**
 * Overall progress: the enrolment's figure when there is one (the server's number), else
 * completed lessons / lessons (an admin viewing a course is not enrolled).
 */
export function courseProgress(course: Pick<Course, 'enrollment'>, entries: readonly LessonEntry[]): CourseProgress {
  const total = entries.length;
  const completed = entries.filter((e) => e.lesson.completed).length;
  const fromLessons = total === 0 ? 0 : Math.round((completed / total) * 100);
  const server = course.enrollment?.progress;
  const percent = typeof server === 'number' && Number.isFinite(server) ? server : fromLessons;
  return { percent: Math.min(100, Math.max(0, Math.round(percent))), completed, total };
}

export function allLessonsCompleted(entries: readonly LessonEntry[]): boolean {
  return entries.length > 0 && entries.every((e) => e.lesson.completed);
}

export type CourseLoadErrorKind = 'notEnrolled' | 'unavailable' | 'notFound' | 'failed';

/** Course load errors of spec §8: 403 not enrolled, 404 not found, anything else a generic failure. */
export function courseLoadErrorKind(status: number | undefined, errorId?: unknown): CourseLoadErrorKind {
  // An enrolled student's course unpublished or deactivated since: 403 with its own id.
  if (status === 403 && errorId === ERROR_IDS.courseUnavailable) return 'unavailable';
  if (status === 403) return 'notEnrolled';
  if (status === 404) return 'notFound';
  return 'failed';
}

export interface ModuleGroup {
  module: CourseModule;
  /** 'Módulo n'. */
  number: number;
  entries: LessonEntry[];
}

/** The sidebar's modules with their lessons (modules without lessons included). */
export function groupByModule(modules: readonly CourseModule[], entries: readonly LessonEntry[]): ModuleGroup[] {
  return modules.map((module, i) => ({
    module,
    number: i + 1,
    entries: entries.filter((e) => e.module.id === module.id),
  }));
}
