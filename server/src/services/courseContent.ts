import type { Transaction } from 'sequelize';
import { Course } from '../models';
import { newContentVersion } from '../models/Course';

/**
 * Every change of a course or of its modules, lessons and assessments calls this in its own
 * transaction: the course gets a new content version, and every server's cached tree of that
 * course stops matching (queries/courses.ts checks the version on each read).
 */
export async function contentChanged(courseId: number, transaction: Transaction): Promise<void> {
  await Course.update({ content_version: newContentVersion() }, { where: { id: courseId }, transaction });
}
