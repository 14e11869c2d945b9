import { Op } from 'sequelize';
import {
  Assessment,
  AssessmentAttempt,
  Certificate,
  CertificateAcknowledgment,
  Company,
  type Consent,
  Convalidation,
  Course,
  Enrollment,
  JobRole,
  Lesson,
  LessonProgress,
  LessonQuestion,
  LessonQuestionAnswer,
  LessonWatchDay,
  Module,
  PracticalAttendance,
  PracticalEvaluation,
  PracticalParticipant,
  PracticalSession,
  PrivacyRequest,
  PrivacyRequestEvent,
  Question,
  QuestionOption,
  SystemLog,
  User,
} from '../models';
import { consentLedger } from '../services/consents';

/** The access log goes back this many days in a person's export (said in the file). */
export const ACCESS_LOG_DAYS = 365;

/** Everything the platform holds about one person, as loaded for their export. */
export interface MyData {
  user: User;
  company: Company | null;
  jobRole: JobRole | null;
  enrollments: Enrollment[];
  courses: Map<number, Course>;
  lessons: Map<number, { title: string; module: string; course_id: number }>;
  progress: LessonProgress[];
  watchDays: LessonWatchDay[];
  attempts: AssessmentAttempt[];
  assessments: Map<number, Assessment>;
  /** The questions of assessments whose attempts predate stored papers (they showed the fixed list). */
  questions: Map<number, Question[]>;
  certificates: Certificate[];
  acknowledgments: CertificateAcknowledgment[];
  participations: PracticalParticipant[];
  attendance: PracticalAttendance[];
  evaluations: PracticalEvaluation[];
  /** Sessions the person took part in and, for an instructor, those they ran. */
  sessions: Map<number, PracticalSession>;
  convalidations: Convalidation[];
  /** Their questions to the tutors (issue 26) with every answer, and the answers they wrote as a tutor. */
  tutoringQuestions: LessonQuestion[];
  tutoringAnswers: Map<number, LessonQuestionAnswer[]>;
  answersWritten: LessonQuestionAnswer[];
  logs: SystemLog[];
  logsSince: Date;
  consents: Consent[];
  requests: PrivacyRequest[];
  requestEvents: PrivacyRequestEvent[];
  /** Names of the people who appear in the person's records (instructors, who answered a request). */
  people: Map<number, string>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const unique = (ids: (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => !!id))];

/**
 * One person's records: one statement per kind of record (never one per row), whatever the
 * number of enrolments, attempts or log rows, so a heavy user's export stays a few dozen queries.
 */
export async function loadMyData(userId: number, at: Date): Promise<MyData | null> {
  const user = await User.findByPk(userId);
  if (!user) return null;
  const logsSince = new Date(at.getTime() - ACCESS_LOG_DAYS * 86_400_000);
  const [
    company,
    jobRole,
    enrollments,
    progress,
    watchDays,
    attempts,
    certificates,
    acknowledgments,
    participations,
    attendance,
    evaluations,
    convalidations,
    logs,
    consents,
    requests,
    tutoringQuestions,
    answersWritten,
  ] = await Promise.all([
    user.company_id ? Company.findByPk(user.company_id) : null,
    user.job_role_id ? JobRole.findByPk(user.job_role_id) : null,
    Enrollment.findAll({
      where: { user_id: userId },
      order: [
        ['enrolled_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    LessonProgress.findAll({ where: { user_id: userId }, order: [['id', 'ASC']] }),
    LessonWatchDay.findAll({
      where: { user_id: userId },
      order: [
        ['day', 'ASC'],
        ['lesson_id', 'ASC'],
      ],
    }),
    AssessmentAttempt.findAll({
      where: { user_id: userId },
      order: [
        ['started_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    Certificate.findAll({
      where: { user_id: userId },
      order: [
        ['issued_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    CertificateAcknowledgment.findAll({ where: { user_id: userId }, order: [['acknowledged_at', 'ASC']] }),
    PracticalParticipant.findAll({ where: { user_id: userId }, order: [['id', 'ASC']] }),
    PracticalAttendance.findAll({ where: { user_id: userId }, order: [['signed_at', 'ASC']] }),
    PracticalEvaluation.findAll({ where: { user_id: userId }, order: [['evaluated_at', 'ASC']] }),
    Convalidation.findAll({ where: { user_id: userId }, order: [['created_at', 'ASC']] }),
    SystemLog.findAll({
      where: { user_id: userId, created_at: { [Op.gte]: logsSince } },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
    }),
    consentLedger(userId),
    PrivacyRequest.findAll({
      where: { user_id: userId },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    LessonQuestion.findAll({ where: { user_id: userId }, order: [['id', 'ASC']] }),
    LessonQuestionAnswer.findAll({ where: { user_id: userId }, order: [['id', 'ASC']] }),
  ]);

  const lessonIds = unique([
    ...progress.map((p) => p.lesson_id),
    ...watchDays.map((d) => d.lesson_id),
    ...tutoringQuestions.map((q) => q.lesson_id),
  ]);
  const legacyAssessments = unique(attempts.filter((a) => !a.paper).map((a) => a.assessment_id));
  const participatedSessions = unique([
    ...participations.map((p) => p.session_id),
    ...attendance.map((a) => a.session_id),
    ...evaluations.map((e) => e.session_id),
  ]);
  const [lessonRows, assessmentRows, questionRows, sessionRows, requestEvents, answerRows] = await Promise.all([
    lessonIds.length
      ? Lesson.findAll({
          where: { id: lessonIds },
          attributes: ['id', 'title'],
          include: [{ model: Module, as: 'module', attributes: ['title', 'course_id'] }],
        })
      : [],
    attempts.length ? Assessment.findAll({ where: { id: unique(attempts.map((a) => a.assessment_id)) } }) : [],
    legacyAssessments.length
      ? Question.findAll({
          where: { assessment_id: legacyAssessments },
          include: [{ model: QuestionOption, as: 'options' }],
          order: [
            ['order_index', 'ASC'],
            ['id', 'ASC'],
            [{ model: QuestionOption, as: 'options' }, 'order_index', 'ASC'],
            [{ model: QuestionOption, as: 'options' }, 'id', 'ASC'],
          ],
        })
      : [],
    PracticalSession.findAll({
      where: participatedSessions.length
        ? { [Op.or]: [{ id: participatedSessions }, { instructor_id: userId }] }
        : { instructor_id: userId },
      order: [['starts_at', 'ASC']],
    }),
    requests.length
      ? PrivacyRequestEvent.findAll({
          where: { request_id: requests.map((r) => r.id) },
          order: [
            ['at', 'ASC'],
            ['id', 'ASC'],
          ],
        })
      : [],
    tutoringQuestions.length
      ? LessonQuestionAnswer.findAll({
          where: { question_id: tutoringQuestions.map((q) => q.id) },
          order: [['id', 'ASC']],
        })
      : [],
  ]);
  const tutoringAnswers = new Map<number, LessonQuestionAnswer[]>();
  for (const a of answerRows) tutoringAnswers.set(a.question_id, [...(tutoringAnswers.get(a.question_id) ?? []), a]);

  const lessons = new Map(
    lessonRows.map((l) => {
      const module = (l as Lesson & { module?: Module }).module;
      return [l.id, { title: l.title, module: module?.title ?? '', course_id: module?.course_id ?? 0 }] as const;
    }),
  );
  const courseIds = unique([
    ...enrollments.map((e) => e.course_id),
    ...certificates.map((c) => c.course_id),
    ...convalidations.map((c) => c.course_id),
    ...assessmentRows.map((a) => a.course_id),
    ...sessionRows.map((s) => s.course_id),
    ...tutoringQuestions.map((q) => q.course_id),
    ...[...lessons.values()].map((l) => l.course_id),
  ]);
  const peopleIds = unique([
    ...sessionRows.map((s) => s.instructor_id),
    ...evaluations.map((e) => e.evaluated_by),
    ...requestEvents.map((e) => e.actor_id),
  ]);
  const [courses, people] = await Promise.all([
    courseIds.length ? Course.findAll({ where: { id: courseIds }, attributes: ['id', 'title'] }) : [],
    peopleIds.length ? User.findAll({ where: { id: peopleIds }, attributes: ['id', 'name'] }) : [],
  ]);
  const questions = new Map<number, Question[]>();
  for (const q of questionRows) questions.set(q.assessment_id, [...(questions.get(q.assessment_id) ?? []), q]);

  return {
    user,
    company,
    jobRole,
    enrollments,
    courses: byId(courses),
    lessons,
    progress,
    watchDays,
    attempts,
    assessments: byId(assessmentRows),
    questions,
    certificates,
    acknowledgments,
    participations,
    attendance,
    evaluations,
    sessions: byId(sessionRows),
    convalidations,
    tutoringQuestions,
    tutoringAnswers,
    answersWritten,
    logs,
    logsSince,
    consents,
    requests,
    requestEvents,
    people: new Map(people.map((p) => [p.id, p.name])),
  };
}
