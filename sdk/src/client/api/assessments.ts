import type { AssessmentSaveReq, SubmitReq } from '../../contract';
import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const assessmentsApi = ({ call }: Caller) => ({
  get: (id: number) => call(E.assessments.get, { params: { id } }),
  preview: (id: number) => call(E.assessments.preview, { params: { id } }),
  ofCourse: (courseId: number) => call(E.assessments.ofCourse, { params: { courseId } }),
  attempts: (id: number) => call(E.assessments.attempts, { params: { id } }),
  /** Opens an attempt or resumes the open one: questions without answers and the server deadline. */
  start: (id: number) => call(E.assessments.start, { params: { id } }),
  submit: (id: number, body: SubmitReq) => call(E.assessments.submit, { params: { id }, body }),
  create: (body: AssessmentSaveReq) => call(E.assessments.create, { body }),
  update: (id: number, body: AssessmentSaveReq) => call(E.assessments.update, { params: { id }, body }),
  remove: (id: number) => call(E.assessments.remove, { params: { id } }),
});
