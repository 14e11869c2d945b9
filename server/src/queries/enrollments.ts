import { Enrollment, User } from '../models';

export type EnrollmentWithUser = Enrollment & { user: User };

/** A course's enrolments with their students' names, newest first. */
export async function courseEnrollments(courseId: number): Promise<EnrollmentWithUser[]> {
  const rows = await Enrollment.findAll({
    where: { course_id: courseId },
    include: [{ model: User, as: 'user', attributes: ['id', 'name', 'email'] }],
    order: [
      ['enrolled_at', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  return rows as EnrollmentWithUser[];
}
