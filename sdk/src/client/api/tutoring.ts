import type { AnswerQuestionReq, CourseTutoringReq, TutoringQueueQuery, UpdateQuestionReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

/** The tutoring channel (issue 26): the tutors' queue, answers, FAQ and closing; each course's tutors; the report. */
export const tutoringApi = ({ call }: Caller) => ({
  queue: (query: TutoringQueueQuery = {}) => call(E.tutoring.queue, { query }),
  answer: (id: number, body: AnswerQuestionReq) => call(E.tutoring.answer, { params: { id }, body }),
  update: (id: number, body: UpdateQuestionReq) => call(E.tutoring.update, { params: { id }, body }),
  courseTutoring: (courseId: number) => call(E.tutoring.courseTutoring, { params: { id: courseId } }),
  setCourseTutoring: (courseId: number, body: CourseTutoringReq) =>
    call(E.tutoring.setCourseTutoring, { params: { id: courseId }, body }),
  report: () => call(E.tutoring.report),
});
