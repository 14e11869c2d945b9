import {
  type CourseTutoring as CourseTutoringShape,
  type LessonQuestion as LessonQuestionShape,
  type LessonQuestions,
  TUTORING_LIMITS,
  type TutoringAnswer,
  type TutoringQuestion,
  type TutoringQueue,
  type TutoringQueueQuery,
  type TutoringReportRow,
} from '@trilha/sdk/contract';
import { Op, type WhereOptions } from 'sequelize';
import {
  Company,
  Course,
  CourseTutor,
  CourseTutoring,
  Lesson,
  LessonQuestion,
  LessonQuestionAnswer,
  User,
} from '../models';
import { now } from '../services/clock';
import { signedVideoUrl } from '../services/videoLinks';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The courses an instructor was assigned to tutor. */
export async function tutoredCourseIds(userId: number): Promise<number[]> {
  const rows = await CourseTutor.findAll({ where: { user_id: userId }, attributes: ['course_id'], raw: true });
  return rows.map((r) => r.course_id);
}

/** A course's response days: its own setting, or the default of 2 business days. */
export async function responseDaysOf(courseId: number): Promise<number> {
  const row = await CourseTutoring.findByPk(courseId, { attributes: ['response_days'] });
  return row?.response_days ?? TUTORING_LIMITS.defaultResponseDays;
}

/** Answers of the questions, oldest first, grouped by question: one statement for any number. */
async function answersOf(questionIds: number[]): Promise<Map<number, TutoringAnswer[]>> {
  const byQuestion = new Map<number, TutoringAnswer[]>();
  if (!questionIds.length) return byQuestion;
  const rows = await LessonQuestionAnswer.findAll({
    where: { question_id: questionIds },
    order: [['id', 'ASC']],
  });
  for (const a of rows) {
    const list = byQuestion.get(a.question_id) ?? [];
    list.push({ id: a.id, text: a.text, author_name: a.author_name, created_at: iso(a.created_at) as string });
    byQuestion.set(a.question_id, list);
  }
  return byQuestion;
}

function presentLessonQuestion(q: LessonQuestion, answers: TutoringAnswer[], mine: boolean): LessonQuestionShape {
  return {
    id: q.id,
    lesson_id: q.lesson_id,
    text: q.text,
    image_url: signedVideoUrl(q.image_file),
    status: q.status,
    faq: Boolean(q.faq),
    mine,
    created_at: iso(q.created_at) as string,
    answers,
  };
}

/**
 * A worker's view of a lesson's questions: their own, and the others' marked as FAQ (no names:
 * the shape has none). Two statements.
 */
export async function lessonQuestionsOf(userId: number, lessonId: number): Promise<LessonQuestions> {
  const rows = await LessonQuestion.findAll({
    where: { lesson_id: lessonId, [Op.or]: [{ user_id: userId }, { faq: true }] },
    order: [['id', 'DESC']],
  });
  const answers = await answersOf(rows.map((q) => q.id));
  const shaped = rows.map((q) => presentLessonQuestion(q, answers.get(q.id) ?? [], q.user_id === userId));
  return { questions: shaped.filter((q) => q.mine), faq: shaped.filter((q) => !q.mine) };
}

export async function presentOwnQuestion(question: LessonQuestion): Promise<LessonQuestionShape> {
  return presentLessonQuestion(question, (await answersOf([question.id])).get(question.id) ?? [], true);
}

/** Late: no answer and past due, or a first answer that came after the due time. */
function isOverdue(q: Pick<LessonQuestion, 'due_at' | 'first_response_at'>, at: Date): boolean {
  const due = new Date(q.due_at).getTime();
  return q.first_response_at ? new Date(q.first_response_at).getTime() > due : at.getTime() > due;
}

function presentQueueQuestion(q: LessonQuestion, answers: TutoringAnswer[], at: Date): TutoringQuestion {
  const { mine: _mine, ...shape } = presentLessonQuestion(q, answers, false);
  return {
    ...shape,
    course_id: q.course_id,
    course_title: q.course?.title ?? '',
    lesson_title: q.lesson?.title ?? '',
    asker: { id: q.user_id, name: q.asker?.name ?? '', email: q.asker?.email ?? '' },
    company: q.company ? { id: q.company.id, name: q.company.name } : null,
    due_at: iso(q.due_at) as string,
    first_response_at: iso(q.first_response_at),
    first_response_seconds: q.first_response_at
      ? Math.round((new Date(q.first_response_at).getTime() - new Date(q.created_at).getTime()) / 1000)
      : null,
    overdue: isOverdue(q, at),
    closed_at: iso(q.closed_at),
  };
}

const queueIncludes = [
  { model: User, as: 'asker', attributes: ['id', 'name', 'email'] },
  { model: Course, as: 'course', attributes: ['id', 'title'] },
  { model: Lesson, as: 'lesson', attributes: ['id', 'title'] },
  { model: Company, as: 'company', attributes: ['id', 'name'] },
];

/** One question as the queue shows it (after an answer or a change). */
export async function queueQuestion(id: number): Promise<TutoringQuestion> {
  const q = await LessonQuestion.findByPk(id, { include: queueIncludes });
  if (!q) throw new Error(`question ${id} vanished`);
  return presentQueueQuestion(q, (await answersOf([id])).get(id) ?? [], now());
}

type Reach = 'all' | readonly number[];
const inReach = (reach: Reach): WhereOptions<LessonQuestion> =>
  reach === 'all' ? {} : { course_id: { [Op.in]: [...reach] } };

/**
 * The tutors' queue, oldest first, a page at a time: the page with its asker, course, lesson and
 * company (one statement), its answers (one), the total (one), the open questions past due in
 * the caller's reach (one) and the courses of that reach (one). Five statements whatever the
 * queue's length.
 */
export async function tutoringQueue(
  reach: Reach,
  query: TutoringQueueQuery & { page: number },
): Promise<TutoringQueue> {
  if (reach !== 'all' && !reach.length) return { questions: [], total: 0, page: 1, pages: 1, overdue: 0, courses: [] };
  const at = now();
  const overdueOpen = { status: 'open', first_response_at: null, due_at: { [Op.lt]: at } } as const;
  const where: WhereOptions<LessonQuestion> = {
    ...inReach(reach),
    ...(query.status ? { status: query.status } : {}),
    ...(query.course_id ? { course_id: query.course_id } : {}),
    ...(query.company_id ? { company_id: query.company_id } : {}),
    ...(query.overdue === 'true' ? overdueOpen : {}),
  };
  const size = TUTORING_LIMITS.pageSize;
  const [total, rows, overdue, courses] = await Promise.all([
    LessonQuestion.count({ where }),
    LessonQuestion.findAll({
      where,
      include: queueIncludes,
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: size,
      offset: (query.page - 1) * size,
    }),
    LessonQuestion.count({ where: { ...inReach(reach), ...overdueOpen } }),
    Course.findAll({
      attributes: ['id', 'title'],
      where: reach === 'all' ? {} : { id: [...reach] },
      order: [['title', 'ASC']],
    }),
  ]);
  const answers = await answersOf(rows.map((q) => q.id));
  return {
    questions: rows.map((q) => presentQueueQuestion(q, answers.get(q.id) ?? [], at)),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / size)),
    overdue,
    courses: courses.map((c) => ({ id: c.id, title: c.title })),
  };
}

export async function courseTutoring(courseId: number): Promise<CourseTutoringShape> {
  const [settings, tutors] = await Promise.all([
    CourseTutoring.findByPk(courseId),
    CourseTutor.findAll({
      where: { course_id: courseId },
      include: [{ model: User, as: 'tutor', attributes: ['id', 'name', 'email', 'role'] }],
      order: [['id', 'ASC']],
    }),
  ]);
  return {
    course_id: courseId,
    response_days: settings?.response_days ?? TUTORING_LIMITS.defaultResponseDays,
    tutors: tutors.flatMap((t) =>
      t.tutor ? [{ id: t.tutor.id, name: t.tutor.name, email: t.tutor.email, role: t.tutor.role }] : [],
    ),
  };
}

const median = (sorted: number[]): number | null => {
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
};

/**
 * Per course with questions: counts, the median first-response time and the share answered within
 * the due time. One statement: each question's course, status and times (the medians need the
 * values, and a question is a few numbers).
 */
export async function tutoringReport(): Promise<TutoringReportRow[]> {
  const at = now();
  const rows = await LessonQuestion.findAll({
    attributes: ['course_id', 'status', 'created_at', 'due_at', 'first_response_at'],
    include: [{ model: Course, as: 'course', attributes: ['id', 'title'] }],
    order: [['course_id', 'ASC']],
  });
  const byCourse = new Map<number, LessonQuestion[]>();
  for (const q of rows) {
    const list = byCourse.get(q.course_id);
    if (list) list.push(q);
    else byCourse.set(q.course_id, [q]);
  }
  return [...byCourse.entries()]
    .map(([courseId, questions]) => {
      const answered = questions.filter((q) => q.first_response_at);
      const seconds = answered
        .map((q) => (new Date(q.first_response_at as Date).getTime() - new Date(q.created_at).getTime()) / 1000)
        .sort((a, b) => a - b);
      const inTime = answered.filter((q) => !isOverdue(q, at)).length;
      return {
        course_id: courseId,
        course_title: questions[0]?.course?.title ?? '',
        questions: questions.length,
        answered: answered.length,
        open: questions.filter((q) => q.status === 'open').length,
        overdue_open: questions.filter((q) => q.status === 'open' && !q.first_response_at && isOverdue(q, at)).length,
        median_first_response_seconds: median(seconds),
        within_target_percent: answered.length ? Math.round((inTime / answered.length) * 1000) / 10 : null,
      };
    })
    .sort((a, b) => a.course_title.localeCompare(b.course_title, 'pt-BR'));
}
