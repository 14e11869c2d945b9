import type {
  AssessmentSaveReq,
  AssessmentShape,
  AttemptShape,
  AttemptStart,
  MessageResponse,
  SubmitReq,
  SubmitResponse,
} from '../../contract';
import type { Caller } from './caller';

export const assessmentsApi = ({ http, get, send, call }: Caller) => ({
  get: (id: number) => get<{ assessment: AssessmentShape }>(`/api/assessments/${id}`),
  preview: (id: number) => get<{ assessment: AssessmentShape }>(`/api/assessments/${id}/preview`),
  ofCourse: (courseId: number) => get<{ assessments: AssessmentShape[] }>(`/api/assessments/course/${courseId}`),
  attempts: (id: number) => get<{ attempts: AttemptShape[] }>(`/api/assessments/${id}/attempts`),
  /** Opens an attempt or resumes the open one: questions without answers and the server deadline. */
  start: (id: number) => send<AttemptStart>('POST', `/api/assessments/${id}/start`),
  submit: (id: number, body: SubmitReq) => send<SubmitResponse>('POST', `/api/assessments/${id}/submit`, body),
  create: (body: AssessmentSaveReq) =>
    send<MessageResponse & { assessmentId: number }>('POST', '/api/assessments', body),
  update: (id: number, body: AssessmentSaveReq) => send<MessageResponse>('PUT', `/api/assessments/${id}`, body),
  remove: (id: number) => send<MessageResponse>('DELETE', `/api/assessments/${id}`),
});
