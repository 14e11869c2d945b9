/**
 * The tutoring channel (issue 26): a worker's questions on a lesson, answered by the course's
 * tutors, kept as evidence (NR-01 Annex II asks distance training to keep such a channel open
 * throughout the course). Types and limits only: the course player's panel imports this file;
 * its texts are in learnerMessages.ts (TUTORING_LEARNER_MSG), the rest with the schemas (zod) in
 * tutoringSchemas.ts (TUTORING_MSG).
 */

export const QUESTION_STATUSES = ['open', 'answered', 'closed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  open: 'Aberta',
  answered: 'Respondida',
  closed: 'Encerrada',
};

export const TUTORING_LIMITS = {
  questionMinLength: 5,
  questionMaxLength: 4000,
  answerMaxLength: 8000,
  /** The first answer is due within this many business days (São Paulo calendar), unless the course says otherwise. */
  defaultResponseDays: 2,
  maxResponseDays: 30,
  maxTutors: 50,
  /** A question's picture: a screenshot or a photo of the situation. */
  imageMaxBytes: 3 * 1024 * 1024,
  pageSize: 50,
  /** Questions one person may send in 24 hours: a channel for doubts, not a chat. */
  maxQuestionsPerDay: 30,
} as const;

export interface TutoringAnswer {
  id: number;
  text: string;
  author_name: string;
  created_at: string;
}

/**
 * A question as the worker sees it on the lesson: their own (with `mine`), or another student's
 * marked as FAQ, without the asker's name. `image_url` is a signed link (12 h) the <img> opens.
 */
export interface LessonQuestion {
  id: number;
  lesson_id: number;
  text: string;
  image_url: string | null;
  status: QuestionStatus;
  faq: boolean;
  mine: boolean;
  created_at: string;
  answers: TutoringAnswer[];
}

export interface LessonQuestions {
  /** The caller's own questions on the lesson, newest first. */
  questions: LessonQuestion[];
  /** Other students' questions the tutors marked as FAQ, newest first, without their names. */
  faq: LessonQuestion[];
}

/** A question in the tutors' queue: who asked, where, and how the first answer stands against its due time. */
export interface TutoringQuestion extends Omit<LessonQuestion, 'mine'> {
  course_id: number;
  course_title: string;
  lesson_title: string;
  asker: { id: number; name: string; email: string };
  company: { id: number; name: string } | null;
  /** The first answer's deadline: the course's response days in São Paulo business days, set when asked. */
  due_at: string;
  first_response_at: string | null;
  /** Seconds from the question to its first answer (wall clock). */
  first_response_seconds: number | null;
  /** No answer yet and the due time has passed, or the first answer came after it. */
  overdue: boolean;
  closed_at: string | null;
}

export interface TutoringQueue {
  questions: TutoringQuestion[];
  total: number;
  page: number;
  pages: number;
  /** Open questions past their due time, in the caller's reach (whatever the filters). */
  overdue: number;
  /** The courses in the caller's reach (every course for an admin), for the course filter. */
  courses: { id: number; title: string }[];
}

/** A course's tutoring: who answers its questions and how soon. */
export interface CourseTutoring {
  course_id: number;
  response_days: number;
  tutors: { id: number; name: string; email: string; role: string }[];
}

/** Per course, the channel's figures for the admin's reports. */
export interface TutoringReportRow {
  course_id: number;
  course_title: string;
  questions: number;
  answered: number;
  open: number;
  overdue_open: number;
  median_first_response_seconds: number | null;
  /** Share of answered questions whose first answer came within the due time, 0-100. */
  within_target_percent: number | null;
}
