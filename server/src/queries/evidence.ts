import { Op } from 'sequelize';
import {
  Assessment,
  AssessmentAttempt,
  Certificate,
  CertificateAcknowledgment,
  Company,
  Convalidation,
  Course,
  CourseVersion,
  Enrollment,
  Lesson,
  LessonProgress,
  LessonQuestion,
  LessonQuestionAnswer,
  LessonWatchDay,
  Module,
  PracticalAttendance,
  PracticalEvaluation,
  PracticalSession,
  RetainedIdentity,
  SystemLog,
  User,
} from '../models';
import { type AssessmentFull, loadAssessment } from './assessments';

/** What a course's evidence needs once, whatever the number of workers. */
export interface CourseEvidence {
  course: Course;
  lessons: { id: number; title: string; module: string; duration: number }[];
  versions: CourseVersion[];
  assessments: AssessmentFull[];
  sessions: PracticalSession[];
}

/** One worker's records of the course: everything the pack states about them. */
export interface WorkerEvidence {
  user: User;
  company: Company | null;
  enrollment: Enrollment;
  progress: LessonProgress[];
  watchDays: LessonWatchDay[];
  logs: SystemLog[];
  attempts: AssessmentAttempt[];
  certificates: Certificate[];
  attendance: PracticalAttendance[];
  evaluations: PracticalEvaluation[];
  convalidations: Convalidation[];
  acknowledgments: CertificateAcknowledgment[];
  /** Their questions to the course's tutors, oldest first, each with its answers (issue 26). */
  questions: { question: LessonQuestion; answers: LessonQuestionAnswer[] }[];
  /** The person asked for deletion: the name and CPF kept for their evidence (LGPD art. 16 I). */
  retained?: RetainedIdentity | null;
}

/** The course, its lessons (archived ones too: a worker may have watched them), versions, assessments, sessions. */
export async function courseEvidence(courseId: number): Promise<CourseEvidence | null> {
  const course = await Course.findByPk(courseId);
  if (!course) return null;
  const modules = await Module.findAll({
    where: { course_id: courseId },
    include: [{ model: Lesson, as: 'lessons' }],
    order: [
      ['order_index', 'ASC'],
      ['id', 'ASC'],
      [{ model: Lesson, as: 'lessons' }, 'order_index', 'ASC'],
    ],
  });
  const [versions, assessmentRows, sessions] = await Promise.all([
    CourseVersion.findAll({ where: { course_id: courseId }, order: [['version', 'ASC']] }),
    Assessment.findAll({ where: { course_id: courseId }, attributes: ['id'], order: [['id', 'ASC']] }),
    PracticalSession.findAll({ where: { course_id: courseId }, order: [['starts_at', 'ASC']] }),
  ]);
  const assessments = (await Promise.all(assessmentRows.map((a) => loadAssessment(a.id)))).filter(
    (a): a is AssessmentFull => a !== null,
  );
  return {
    course,
    lessons: modules.flatMap((m) =>
      (m.lessons ?? []).map((l) => ({ id: l.id, title: l.title, module: m.title, duration: l.duration ?? 0 })),
    ),
    versions,
    assessments,
    sessions,
  };
}

const byUser = <T extends { user_id: number | null }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    if (row.user_id === null) continue;
    map.set(row.user_id, [...(map.get(row.user_id) ?? []), row]);
  }
  return map;
};

/**
 * The records of a chunk of workers enrolled in the course: one statement per kind of record for
 * the whole chunk (never one per worker), so a company pack of a thousand workers runs a few
 * hundred statements, not ten thousand.
 */
export async function workersEvidence(course: CourseEvidence, enrollments: Enrollment[]): Promise<WorkerEvidence[]> {
  if (!enrollments.length) return [];
  const userIds = enrollments.map((e) => e.user_id);
  const lessonIds = course.lessons.map((l) => l.id);
  const since = new Date(Math.min(...enrollments.map((e) => new Date(e.enrolled_at).getTime())));
  const [
    users,
    progress,
    watchDays,
    logs,
    attempts,
    certificates,
    attendance,
    evaluations,
    convalidations,
    acks,
    retained,
    questions,
  ] = await Promise.all([
    User.findAll({ where: { id: userIds }, include: [{ model: Company, as: 'company' }] }),
    LessonProgress.findAll({ where: { user_id: userIds, lesson_id: lessonIds } }),
    LessonWatchDay.findAll({
      where: { user_id: userIds, lesson_id: lessonIds },
      order: [
        ['day', 'ASC'],
        ['lesson_id', 'ASC'],
      ],
    }),
    SystemLog.findAll({
      where: { user_id: userIds, created_at: { [Op.gte]: since } },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    AssessmentAttempt.findAll({
      where: { user_id: userIds, assessment_id: course.assessments.map((a) => a.assessment.id) },
      order: [['started_at', 'ASC']],
    }),
    Certificate.findAll({ where: { user_id: userIds, course_id: course.course.id }, order: [['issued_at', 'ASC']] }),
    PracticalAttendance.findAll({ where: { user_id: userIds, session_id: course.sessions.map((s) => s.id) } }),
    PracticalEvaluation.findAll({
      where: { user_id: userIds, session_id: course.sessions.map((s) => s.id) },
      order: [['evaluated_at', 'ASC']],
    }),
    Convalidation.findAll({ where: { user_id: userIds, course_id: course.course.id } }),
    CertificateAcknowledgment.findAll({
      where: { user_id: userIds },
      include: [{ model: Certificate, as: 'certificate', attributes: [], where: { course_id: course.course.id } }],
    }),
    RetainedIdentity.findAll({ where: { user_id: userIds } }),
    LessonQuestion.findAll({
      where: { user_id: userIds, course_id: course.course.id },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
  ]);
  const answers = questions.length
    ? await LessonQuestionAnswer.findAll({ where: { question_id: questions.map((q) => q.id) }, order: [['id', 'ASC']] })
    : [];
  const answersOf = new Map<number, LessonQuestionAnswer[]>();
  for (const a of answers) answersOf.set(a.question_id, [...(answersOf.get(a.question_id) ?? []), a]);
  const retainedById = new Map(retained.map((r) => [r.user_id, r]));
  const maps = {
    progress: byUser(progress),
    watchDays: byUser(watchDays),
    logs: byUser(logs),
    attempts: byUser(attempts),
    certificates: byUser(certificates),
    attendance: byUser(attendance),
    evaluations: byUser(evaluations),
    convalidations: byUser(convalidations),
    acknowledgments: byUser(acks),
    questions: byUser(questions),
  };
  const userById = new Map(users.map((u) => [u.id, u]));
  return enrollments.flatMap((enrollment) => {
    const user = userById.get(enrollment.user_id);
    if (!user) return [];
    const id = user.id;
    const enrolledAt = new Date(enrollment.enrolled_at).getTime();
    return [
      {
        user,
        company: user.company ?? null,
        enrollment,
        progress: maps.progress.get(id) ?? [],
        watchDays: maps.watchDays.get(id) ?? [],
        // Each worker's own log from their enrolment on (the chunk's query started at the earliest).
        logs: (maps.logs.get(id) ?? []).filter((l) => new Date(l.created_at).getTime() >= enrolledAt),
        attempts: maps.attempts.get(id) ?? [],
        certificates: maps.certificates.get(id) ?? [],
        attendance: maps.attendance.get(id) ?? [],
        evaluations: maps.evaluations.get(id) ?? [],
        convalidations: maps.convalidations.get(id) ?? [],
        acknowledgments: maps.acknowledgments.get(id) ?? [],
        questions: (maps.questions.get(id) ?? []).map((question) => ({
          question,
          answers: answersOf.get(question.id) ?? [],
        })),
        retained: user.anonymized_at ? (retainedById.get(id) ?? null) : null,
      },
    ];
  });
}

/** A company's enrolments in the course that overlap the period (from/to: São Paulo dates), by name. */
export async function companyEnrollments(
  companyId: number,
  courseId: number,
  period: { from?: string; to?: string },
): Promise<Enrollment[]> {
  const from = period.from ? new Date(`${period.from}T00:00:00-03:00`) : null;
  const to = period.to ? new Date(`${period.to}T23:59:59.999-03:00`) : null;
  return Enrollment.findAll({
    where: {
      course_id: courseId,
      ...(to ? { enrolled_at: { [Op.lte]: to } } : {}),
      ...(from ? { [Op.or]: [{ completed_at: null }, { completed_at: { [Op.gte]: from } }] } : {}),
    },
    include: [{ model: User, as: 'user', attributes: ['id', 'name'], where: { company_id: companyId } }],
    order: [
      [{ model: User, as: 'user' }, 'name', 'ASC'],
      ['id', 'ASC'],
    ],
  });
}
