import { QueryTypes } from 'sequelize';
import { Assessment, Course, Enrollment, Lesson, LessonProgress, Module } from '../models';
import { runtime } from '../runtime';
import { hydrate, prefixedColumns, STAMPS } from './hydrate';

export interface CourseTree {
  course: Course;
  modules: Module[];
  /** Every lesson in course order (modules by order_index, then lessons by order_index). */
  lessons: Lesson[];
}

export interface StudyTree extends CourseTree {
  /** The user's enrolment in the course; null when not enrolled or when no user was given. */
  enrollment: Enrollment | null;
  /** The user's progress rows in this course, by lesson id. */
  progress: Map<number, LessonProgress>;
  /** Lessons the user completed. */
  completed: Set<number>;
}

type Row = Record<string, unknown>;
type Of = { courseId: number } | { lessonId: number };

const select = (sql: string, replacements: Record<string, unknown>) =>
  runtime().sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT });

const courseOf = (of: Of) =>
  'courseId' in of
    ? ':courseId'
    : `(SELECT m2.course_id FROM lessons l2 JOIN modules m2 ON m2.id = l2.module_id
         WHERE l2.id = :lessonId AND l2.archived_at IS NULL)`;

/**
 * Course trees (the course with its assessments, modules and lessons) kept in memory per server,
 * each under the content version it was read at. Content changes renew the course's version
 * (services/courseContent), and every read checks the version first, so a tree is never stale,
 * on this server or another. Shared between requests: read-only.
 */
const treesByDatabase = new WeakMap<object, Map<number, CourseTree>>();
const MAX_TREES = 1000;

/** One cache per database connection (tests run several servers in one process). */
function treeCache(): Map<number, CourseTree> {
  const db = runtime().sequelize;
  let trees = treesByDatabase.get(db);
  if (!trees) {
    trees = new Map();
    treesByDatabase.set(db, trees);
  }
  return trees;
}

function remember(tree: CourseTree): void {
  const trees = treeCache();
  trees.delete(tree.course.id);
  if (trees.size >= MAX_TREES) trees.delete(trees.keys().next().value as number);
  trees.set(tree.course.id, tree);
}

const orderKey = (v: unknown) => (v === null || v === undefined ? -1 : Number(v));

/** Modules by order_index then id, lessons likewise; a module without lessons keeps its place. */
function studyOrder(a: Row, b: Row): number {
  return (
    orderKey(a.m__order_index) - orderKey(b.m__order_index) ||
    orderKey(a.m__id) - orderKey(b.m__id) ||
    orderKey(a.l__order_index) - orderKey(b.l__order_index) ||
    orderKey(a.l__id) - orderKey(b.l__id) ||
    orderKey(a.a__id) - orderKey(b.a__id)
  );
}

/** The whole tree from the database: one statement (on a cache miss only). */
async function readTree(of: Of): Promise<CourseTree | null> {
  const rows = await select(
    `SELECT ${prefixedColumns(Course, 'c')}, ${prefixedColumns(Module, 'm', STAMPS)},
            ${prefixedColumns(Lesson, 'l', STAMPS)}, a.id AS a__id, a.title AS a__title
       FROM courses c
       LEFT JOIN modules m ON m.course_id = c.id AND m.archived_at IS NULL
       LEFT JOIN lessons l ON l.module_id = m.id AND l.archived_at IS NULL
       LEFT JOIN assessments a ON a.course_id = c.id
      WHERE c.id = ${courseOf(of)}`,
    of,
  );
  // Sorted here, not with ORDER BY: sorting these wide joined rows (TEXT columns) makes MariaDB
  // build an on-disk temporary table per request, and 10.11 crashed freeing one under load.
  rows.sort(studyOrder);
  const first = rows[0];
  const course = first ? hydrate(Course, first, 'c') : null;
  if (!first || !course) return null;
  const modules: Module[] = [];
  const lessons: Lesson[] = [];
  const assessments = new Map<number, Assessment>();
  for (const row of rows) {
    if (row.a__id !== null && !assessments.has(Number(row.a__id))) {
      const id = Number(row.a__id);
      assessments.set(
        id,
        Assessment.build({ id, title: row.a__title } as Assessment, { raw: true, isNewRecord: false }),
      );
    }
    const moduleId = row.m__id === null ? null : Number(row.m__id);
    if (moduleId !== null && modules[modules.length - 1]?.id !== moduleId) {
      const module = hydrate(Module, row, 'm') as Module;
      module.lessons = [];
      modules.push(module);
    }
    // A lesson comes once per assessment of the course: its rows are adjacent.
    if (row.l__id === null || lessons[lessons.length - 1]?.id === Number(row.l__id)) continue;
    const lesson = hydrate(Lesson, row, 'l') as Lesson;
    modules[modules.length - 1]?.lessons?.push(lesson);
    lessons.push(lesson);
  }
  course.assessments = [...assessments.values()].sort((x, y) => x.id - y.id);
  return { course, modules, lessons };
}

/**
 * The course (by its id or by one of its live lessons) with its assessments, modules and lessons in
 * study order and, for a user, their enrolment and progress rows. One small statement per call
 * (the version check with the user's rows); the tree itself only when this server has not got
 * the current version. Hot path: every player request and progress save goes through here.
 */
export async function loadStudyTree(of: Of, userId: number | null): Promise<StudyTree | null> {
  const rows = await select(
    userId === null
      ? `SELECT c.id AS c__id, c.content_version AS c__content_version FROM courses c WHERE c.id = ${courseOf(of)}`
      : `SELECT c.id AS c__id, c.content_version AS c__content_version,
                ${prefixedColumns(Enrollment, 'e', STAMPS)},
                ${prefixedColumns(LessonProgress, 'lp', [...STAMPS, 'completed_at'])}
           FROM courses c
           LEFT JOIN enrollments e ON e.course_id = c.id AND e.user_id = :userId
           LEFT JOIN modules m ON m.course_id = c.id AND m.archived_at IS NULL
           LEFT JOIN lessons l ON l.module_id = m.id AND l.archived_at IS NULL
           LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = :userId
          WHERE c.id = ${courseOf(of)}`,
    { ...of, userId },
  );
  const first = rows[0];
  if (!first) return null;
  const courseId = Number(first.c__id);
  let tree = treeCache().get(courseId);
  if (!tree || tree.course.content_version !== first.c__content_version) {
    tree = (await readTree({ courseId })) ?? undefined;
    if (!tree) return null;
    remember(tree);
  }
  const progress = new Map<number, LessonProgress>();
  for (const row of userId === null ? [] : rows) {
    const done = hydrate(LessonProgress, row, 'lp');
    if (done) progress.set(done.lesson_id, done);
  }
  return {
    ...tree,
    enrollment: userId === null ? null : hydrate(Enrollment, first, 'e'),
    progress,
    completed: new Set([...progress.values()].filter((p) => p.completed).map((p) => p.lesson_id)),
  };
}

/** The course with its assessments, modules and lessons. */
export function loadCourseTree(courseId: number): Promise<StudyTree | null> {
  return loadStudyTree({ courseId }, null);
}
