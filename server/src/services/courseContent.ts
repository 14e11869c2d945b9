import type { DrawRule } from '@trilha/sdk/contract';
import { Op, type Transaction } from 'sequelize';
import { Assessment, Course } from '../models';
import { newContentVersion } from '../models/Course';

/**
 * Every change of a course or of its modules, lessons and assessments calls this in its own
 * transaction: the course gets a new content version, and every server's cached tree of that
 * course stops matching (queries/courses.ts checks the version on each read).
 */
export async function contentChanged(courseId: number, transaction: Transaction): Promise<void> {
  await Course.update({ content_version: newContentVersion() }, { where: { id: courseId }, transaction });
}

/**
 * A question bank changes in `transaction`: so do the courses whose assessments draw from it (a
 * server keeps a cached assessment's bank candidates under its course's version, commands/
 * assessmentPaper), and each gets a new content version.
 */
export async function bankContentChanged(bankId: number, transaction: Transaction): Promise<void> {
  const drawn = await Assessment.findAll({
    where: { draw_rules: { [Op.ne]: null } },
    attributes: ['course_id', 'draw_rules'],
    transaction,
  });
  const courses = [
    ...new Set(
      drawn
        .filter((a) => (JSON.parse(a.draw_rules as string) as DrawRule[]).some((r) => r.bank_id === bankId))
        .map((a) => a.course_id),
    ),
  ];
  if (courses.length)
    await Course.update({ content_version: newContentVersion() }, { where: { id: courses }, transaction });
}
