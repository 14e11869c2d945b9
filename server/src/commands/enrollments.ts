import { type BulkEnrollSummary, COURSE_MSG, MSG } from '@trilha/sdk/contract';
import { Op, type Transaction } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { ConflictError, NotFoundError } from '../errors';
import { Company, Course, Enrollment, User } from '../models';
import { authorizeEnrollee, LEARNER_ROLES } from '../policies/enrollments';
import { authorizeSelfEnrollment } from '../policies/study';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { enrollmentsCreated } from '../services/webhooks/events';

async function loadCourse(id: number, transaction?: Transaction): Promise<Course> {
  const course = await Course.findByPk(id, { transaction });
  if (!course) throw NotFoundError(COURSE_MSG.courseNotFound);
  return course;
}

/** The enrolment e-mail; a mail failure never undoes the enrolment, it is logged. */
export async function notify(users: User[], course: Course, actor: Actor): Promise<void> {
  const { mailer, config } = runtime();
  for (const user of users) {
    try {
      await mailer.send({
        to: user.email,
        subject: `Matrícula confirmada: ${course.title}`,
        template: 'enrollment',
        data: { name: user.name, courseTitle: course.title, courseUrl: `${config.publicUrl}/courses/${course.id}` },
      });
    } catch (err) {
      await audit(actor, {
        action: 'EMAIL_FALHOU',
        level: 'error',
        description: `Falha ao enviar e-mail de matrícula para ${user.email}`,
        message: (err as Error).message,
      });
    }
  }
}

export async function createEnrollment(
  user: User,
  course: Course,
  actor: Actor,
  transaction: Transaction,
  origin: { convalidation_id?: number } = {},
) {
  const enrollment = await Enrollment.create(
    { user_id: user.id, course_id: course.id, enrolled_at: now(), enrolled_by: actor.user?.id ?? null, ...origin },
    { transaction },
  );
  await enrollmentsCreated([{ userId: user.id, courseId: course.id }], enrollment.enrolled_at, transaction);
  await audit(
    actor,
    { action: 'ENROLLMENT_CREATED', description: `Matrícula de ${user.name} (${user.email}) no curso ${course.title}` },
    transaction,
  );
  return enrollment;
}

export async function enrollmentCreator(courseId: number, userId: number, actor: Actor) {
  const { enrollment, user, course } = await inTransaction(async (transaction) => {
    const course = await loadCourse(courseId, transaction);
    const user = await User.findByPk(userId, { transaction });
    if (!user) throw NotFoundError(MSG.userNotFound);
    authorizeEnrollee(user);
    if (await Enrollment.findOne({ where: { user_id: user.id, course_id: course.id }, transaction })) {
      throw ConflictError(COURSE_MSG.userAlreadyEnrolled);
    }
    return { enrollment: await createEnrollment(user, course, actor, transaction), user, course };
  });
  await notify([user], course, actor);
  return { enrollment, user, course };
}

export async function selfEnroller(user: User, courseId: number, actor: Actor) {
  const { enrollment, course } = await inTransaction(async (transaction) => {
    const course = await loadCourse(courseId, transaction);
    authorizeSelfEnrollment(user, course);
    if (await Enrollment.findOne({ where: { user_id: user.id, course_id: course.id }, transaction })) {
      throw ConflictError(COURSE_MSG.alreadyEnrolled);
    }
    return { enrollment: await createEnrollment(user, course, actor, transaction), course };
  });
  await notify([user], course, actor);
  return { enrollment, course };
}

/**
 * Enrols every active student of a company who is not enrolled yet, in one transaction: all of
 * them or none. The summary counts who was enrolled now out of the company's active students.
 */
export async function companyEnroller(courseId: number, companyId: number, actor: Actor) {
  const { summary, enrolled, course } = await inTransaction(async (transaction) => {
    const course = await loadCourse(courseId, transaction);
    const company = await Company.findByPk(companyId, { transaction });
    if (!company) throw NotFoundError(MSG.companyNotFound);
    const students = await User.findAll({
      where: { company_id: company.id, role: { [Op.in]: [...LEARNER_ROLES] }, is_active: true },
      transaction,
    });
    const already = new Set(
      (
        await Enrollment.findAll({
          attributes: ['user_id'],
          where: { course_id: course.id, user_id: { [Op.in]: students.map((s) => s.id) } },
          transaction,
        })
      ).map((e) => e.user_id),
    );
    const toEnroll = students.filter((s) => !already.has(s.id));
    const at = now();
    await Enrollment.bulkCreate(
      toEnroll.map((s) => ({
        user_id: s.id,
        course_id: course.id,
        enrolled_at: at,
        enrolled_by: actor.user?.id ?? null,
      })),
      { transaction },
    );
    await enrollmentsCreated(
      toEnroll.map((s) => ({ userId: s.id, courseId: course.id })),
      at,
      transaction,
    );
    await audit(
      actor,
      {
        action: 'ENROLLMENT_CREATED',
        description: `Matrícula em massa da empresa ${company.name} no curso ${course.title}: ${toEnroll.length} de ${students.length} funcionários`,
      },
      transaction,
    );
    const summary: BulkEnrollSummary = {
      successful: toEnroll.length,
      total: students.length,
      alreadyEnrolled: already.size,
      company: company.name,
      course: course.title,
    };
    return { summary, enrolled: toEnroll, course };
  });
  await notify(enrolled, course, actor);
  return summary;
}

export interface NewEnrollment {
  user: User;
  course: Course;
}

/**
 * Enrols each of `users` in each of `courses` they are not enrolled in yet, inside the caller's
 * transaction (a cargo's required courses, a manager's bulk enrolment): one statement reads what
 * exists, one inserts the rest, one audit row per course says who and why. Returns what was
 * created, for the e-mails the caller sends after the commit (`notifyEnrollments`).
 */
export async function missingEnrollmentsCreator(
  users: readonly User[],
  courses: readonly Course[],
  actor: Actor,
  transaction: Transaction,
  reason: string,
  /** What the new enrolments record besides (an eventual training's type and trigger). */
  fields: Pick<Partial<Enrollment>, 'training_type' | 'training_event_id'> = {},
): Promise<NewEnrollment[]> {
  if (!users.length || !courses.length) return [];
  const existing = await Enrollment.findAll({
    attributes: ['user_id', 'course_id'],
    where: { user_id: { [Op.in]: users.map((u) => u.id) }, course_id: { [Op.in]: courses.map((c) => c.id) } },
    transaction,
  });
  const taken = new Set(existing.map((e) => `${e.user_id}:${e.course_id}`));
  const created = courses.flatMap((course) =>
    users.filter((user) => !taken.has(`${user.id}:${course.id}`)).map((user) => ({ user, course })),
  );
  const at = now();
  await Enrollment.bulkCreate(
    created.map(({ user, course }) => ({
      user_id: user.id,
      course_id: course.id,
      enrolled_at: at,
      enrolled_by: actor.user?.id ?? null,
      ...fields,
    })),
    { transaction },
  );
  await enrollmentsCreated(
    created.map(({ user, course }) => ({ userId: user.id, courseId: course.id })),
    at,
    transaction,
  );
  for (const course of courses) {
    const names = created.filter((c) => c.course.id === course.id).map((c) => c.user.name);
    if (!names.length) continue;
    await audit(
      actor,
      {
        action: 'ENROLLMENT_CREATED',
        description: `Matrícula no curso ${course.title} (${reason}): ${names.join(', ')}`.slice(0, 2000),
      },
      transaction,
    );
  }
  return created;
}

/** The enrolment e-mails of what `missingEnrollmentsCreator` created, after the commit. */
export async function notifyEnrollments(created: readonly NewEnrollment[], actor: Actor): Promise<void> {
  const byCourse = new Map<number, NewEnrollment[]>();
  for (const item of created) byCourse.set(item.course.id, [...(byCourse.get(item.course.id) ?? []), item]);
  for (const items of byCourse.values()) {
    await notify(
      items.map((i) => i.user),
      items[0]?.course as Course,
      actor,
    );
  }
}

export function enrollmentRemover(courseId: number, enrollmentId: number, actor: Actor): Promise<void> {
  return inTransaction(async (transaction) => {
    const enrollment = await Enrollment.findOne({ where: { id: enrollmentId, course_id: courseId }, transaction });
    if (!enrollment) throw NotFoundError(COURSE_MSG.enrollmentNotFound);
    const [user, course] = await Promise.all([
      User.findByPk(enrollment.user_id, { transaction }),
      Course.findByPk(courseId, { transaction }),
    ]);
    await enrollment.destroy({ transaction });
    await audit(
      actor,
      {
        action: 'ENROLLMENT_REMOVED',
        description: `Matrícula removida: ${user?.email ?? enrollment.user_id} do curso ${course?.title ?? courseId}`,
      },
      transaction,
    );
  });
}
