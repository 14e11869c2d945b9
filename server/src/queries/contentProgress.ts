import { QueryTypes, type Transaction } from 'sequelize';
import { runtime } from '../runtime';

export interface ContentProgress {
  /** Students with a progress row (saved watch time or a completion) per live lesson. */
  lessons: Map<number, number>;
  /** Distinct students with progress in any live lesson of a module. */
  modules: Map<number, number>;
}

/**
 * How many students have progress in each live lesson and module of a course: two grouped
 * statements over lesson_progress(lesson_id). The course editor's delete confirm states these
 * numbers, and the content save refuses to drop an item that has any without an explicit removal.
 */
export async function contentProgress(courseId: number, transaction?: Transaction): Promise<ContentProgress> {
  const sql = runtime().sequelize;
  const from = `FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id JOIN modules m ON m.id = l.module_id
               WHERE m.course_id = :courseId AND l.archived_at IS NULL AND m.archived_at IS NULL`;
  const options = { replacements: { courseId }, type: QueryTypes.SELECT, transaction } as const;
  const [byLesson, byModule] = await Promise.all([
    sql.query<{ id: number; n: number }>(`SELECT l.id AS id, COUNT(*) AS n ${from} GROUP BY l.id`, options),
    sql.query<{ id: number; n: number }>(
      `SELECT l.module_id AS id, COUNT(DISTINCT lp.user_id) AS n ${from} GROUP BY l.module_id`,
      options,
    ),
  ]);
  const toMap = (rows: { id: number; n: number }[]) => new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  return { lessons: toMap(byLesson), modules: toMap(byModule) };
}
