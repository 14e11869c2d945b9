import type { CompletedCourseWithGrades } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { Assessment, AssessmentAttempt, Course, Enrollment } from '../models';
import { publicUploadUrl } from '../services/storage';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * The grades report: per completed course of the user, each assessment with the best finished
 * attempt (null shows as 'Não realizada'). Four statements whatever the counts.
 */
export async function completedCoursesWithGrades(userId: number): Promise<CompletedCourseWithGrades[]> {
  const enrollments = await Enrollment.findAll({
    where: {
      user_id: userId,
      [Op.or]: [{ completed_at: { [Op.ne]: null } }, { certificate_issued_at: { [Op.ne]: null } }],
    },
    order: [['completed_at', 'DESC']],
  });
  if (!enrollments.length) return [];
  const courseIds = enrollments.map((e) => e.course_id);
  const [courses, assessments] = await Promise.all([
    Course.findAll({ where: { id: { [Op.in]: courseIds } } }),
    Assessment.findAll({ where: { course_id: { [Op.in]: courseIds } }, order: [['id', 'ASC']] }),
  ]);
  const attempts = assessments.length
    ? await AssessmentAttempt.findAll({
        where: {
          user_id: userId,
          assessment_id: { [Op.in]: assessments.map((a) => a.id) },
          status: { [Op.ne]: 'in_progress' },
        },
      })
    : [];
  const best = new Map<number, AssessmentAttempt>();
  for (const t of attempts) {
    const current = best.get(t.assessment_id);
    if (!current || (t.score ?? 0) > (current.score ?? 0)) best.set(t.assessment_id, t);
  }
  const courseById = new Map(courses.map((c) => [c.id, c]));
  return enrollments.flatMap((e) => {
    const course = courseById.get(e.course_id);
    if (!course) return [];
    return [
      {
        id: course.id,
        title: course.title,
        description: course.description ?? null,
        thumbnail: publicUploadUrl(course.thumbnail),
        completed_at: iso(e.completed_at),
        certificate_issued_at: iso(e.certificate_issued_at),
        assessments: assessments
          .filter((a) => a.course_id === course.id)
          .map((a) => {
            const t = best.get(a.id);
            return {
              id: a.id,
              title: a.title,
              description: a.description ?? null,
              passing_score: a.passing_score,
              attempt: t ? { score: t.score ?? 0, completed_at: iso(t.finished_at), passed: Boolean(t.passed) } : null,
            };
          }),
      },
    ];
  });
}
