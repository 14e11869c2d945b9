import type { AssessmentSaveReq, SubmitReq } from '../../contract';
import { ASSESSMENTS } from '../../contract/endpoints/assessments';
import type { Caller } from './caller';

export const assessmentsApi = ({ call }: Caller) => ({
  get: (id: number) => call(ASSESSMENTS.get, { params: { id } }),
  preview: (id: number) => call(ASSESSMENTS.preview, { params: { id } }),
  itemStats: (id: number) => call(ASSESSMENTS.itemStats, { params: { id } }),
  ofCourse: (courseId: number) => call(ASSESSMENTS.ofCourse, { params: { courseId } }),
  attempts: (id: number) => call(ASSESSMENTS.attempts, { params: { id } }),
  /** A finished attempt as it was shown, with the right options and the answers chosen. */
  review: (id: number, attemptId: number) => call(ASSESSMENTS.review, { params: { id, attemptId } }),
  /** Opens an attempt or resumes the open one: questions without answers and the server deadline. */
  start: (id: number) => call(ASSESSMENTS.start, { params: { id } }),
  submit: (id: number, body: SubmitReq) => call(ASSESSMENTS.submit, { params: { id }, body }),
  create: (body: AssessmentSaveReq) => call(ASSESSMENTS.create, { body }),
  update: (id: number, body: AssessmentSaveReq) => call(ASSESSMENTS.update, { params: { id }, body }),
  remove: (id: number) => call(ASSESSMENTS.remove, { params: { id } }),
});
