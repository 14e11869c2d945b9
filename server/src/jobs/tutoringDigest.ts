import { Op } from 'sequelize';
import { CourseTutor, LessonQuestion, User } from '../models';
import { runtime } from '../runtime';
import { isBusinessDay } from '../services/businessDays';
import { now } from '../services/clock';
import { brDate, brDateTime } from '../services/format';
import { enqueueMail } from '../services/mailOutbox';

/** The mail lists this many questions, then 'e mais N'; the queue has them all. */
const LIST_LIMIT = 30;

/**
 * The tutors' daily digest (issue 26): on São Paulo business days, each tutor of a course with open
 * questions past their due time gets one e-mail listing them; a course without assigned tutors is
 * the admins'. The scheduler runs it once per day across nodes (runOnce); the mails go through the
 * outbox. Answers how many digests were queued.
 */
export async function queueTutoringDigests(at: Date = now()): Promise<number> {
  if (!isBusinessDay(at)) return 0;
  const late = await LessonQuestion.findAll({
    where: { status: 'open', first_response_at: null, due_at: { [Op.lt]: at } },
    include: ['asker', 'course', 'lesson'],
    order: [
      ['due_at', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  if (!late.length) return 0;
  const courseIds = [...new Set(late.map((q) => q.course_id))];
  const [assignments, admins] = await Promise.all([
    CourseTutor.findAll({
      where: { course_id: courseIds },
      include: [{ model: User, as: 'tutor', attributes: ['id', 'name', 'email', 'is_active', 'role'] }],
    }),
    User.findAll({ where: { role: 'admin', is_active: true }, attributes: ['id', 'name', 'email'] }),
  ]);
  const tutorsOf = new Map<number, User[]>();
  for (const a of assignments) {
    if (!a.tutor?.is_active) continue;
    tutorsOf.set(a.course_id, [...(tutorsOf.get(a.course_id) ?? []), a.tutor]);
  }
  const digests = new Map<number, { tutor: User; questions: LessonQuestion[] }>();
  for (const question of late) {
    const recipients = tutorsOf.get(question.course_id) ?? admins;
    for (const tutor of recipients) {
      const digest = digests.get(tutor.id) ?? { tutor, questions: [] };
      digest.questions.push(question);
      digests.set(tutor.id, digest);
    }
  }
  for (const { tutor, questions } of digests.values()) {
    await enqueueMail({
      to: tutor.email,
      subject:
        questions.length === 1
          ? 'Tutoria: 1 dúvida passou do prazo'
          : `Tutoria: ${questions.length} dúvidas passaram do prazo`,
      template: 'tutoring-digest',
      data: {
        name: tutor.name,
        count: questions.length,
        single: questions.length === 1,
        questions: questions.slice(0, LIST_LIMIT).map((q) => ({
          course: q.course?.title ?? '',
          lesson: q.lesson?.title ?? '',
          asker: q.asker?.name ?? '',
          askedAt: brDateTime(q.created_at),
          dueAt: brDate(q.due_at),
        })),
        more: Math.max(0, questions.length - LIST_LIMIT),
        queueUrl: `${runtime().config.publicUrl}/tutoring?overdue=true`,
      },
    });
  }
  return digests.size;
}
